import { PASSWORD_MIN_LENGTH } from '@core/contracts/accounts';
import { TextField } from '@web/components/ui/form-field';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A new password and its repetition, with the rule stated (reset and change share them). */
export function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common one.`}
        error={errors.password}
        {...password}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
