import { type PasswordResetBody, passwordResetBody } from '@core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useAppForm } from '@web/lib/forms';
import { useRequestPasswordReset } from '../api';
import { AuthForm, EmailField } from '../components/AuthForm';

/** "Forgot password?": the e-mail address, then the server's one answer (sent or not, it says the same). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const reset = useRequestPasswordReset();
  const { form, formError, onSubmit } = useAppForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { email: '' },
    fields: ['email'],
    send: (values) => reset.mutateAsync(values),
  });
  const { register, formState } = form;

  return (
    <AuthForm
      title={t`Forgot your password?`}
      description={t`Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password.`}
      onSubmit={onSubmit}
      formError={formError}
      submit={{
        label: reset.isSuccess ? t`Send the link again` : t`Send me a link`,
        pendingLabel: t`Sending…`,
        pending: formState.isSubmitting,
      }}
      switchTo={{ question: t`Remembered it?`, label: t`Sign in`, href: '/login' }}
    >
      <div role="status" aria-live="polite">
        {reset.data ? (
          <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {reset.data.message}
          </p>
        ) : null}
      </div>
      <EmailField error={formState.errors.email?.message} {...register('email')} />
    </AuthForm>
  );
}
