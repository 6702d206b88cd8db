import { PASSWORD_MIN_LENGTH } from '@core/contracts/accounts';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${min} characters, not a common one.`}
        error={errors.password}
        {...password}
      />
      <TextField
        label={t`New password again`}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
