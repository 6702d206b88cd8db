import { changePasswordBody } from '@core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { RegionCard } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { NewPasswordFields, useChangePassword } from '@web/features/auth';
import { useAppForm } from '@web/lib/forms';
import { useMemo } from 'react';
import { z } from 'zod';

/** The new password typed twice, so a slip of the finger does not lock the person out. */
const changeForm = () =>
  changePasswordBody.extend({ confirm: z.string() }).refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: tNow`The two passwords differ`,
  });
type ChangeForm = z.infer<ReturnType<typeof changeForm>>;

/** "Change password": the current one, then the new one; other devices are signed out, this one stays. */
export function ChangePasswordCard() {
  const { t, i18n } = useLingui();
  // Built in the active language; a new language builds it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema's message follows the locale.
  const schema = useMemo(() => changeForm(), [i18n.locale]);
  const change = useChangePassword();
  const { form, formError, onSubmit } = useAppForm<ChangeForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    fields: ['currentPassword', 'newPassword', 'confirm'],
    sayAboveWhenPlaced: false,
    send: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
    },
  });
  const { register, formState } = form;

  return (
    <RegionCard
      title={t`Change password`}
      description={t`Every other device signed in to your account is signed out; this one stays signed in.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <div role="status" aria-live="polite">
          {change.isSuccess && !formState.isDirty ? (
            <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              {change.data.message}
            </p>
          ) : null}
        </div>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          password={register('newPassword')}
          confirm={register('confirm')}
          errors={{
            password: formState.errors.newPassword?.message,
            confirm: formState.errors.confirm?.message,
          }}
        />
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t`Changing password…`}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </RegionCard>
  );
}
