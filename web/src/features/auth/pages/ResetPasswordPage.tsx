import { passwordSchema } from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { t as tNow } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { needsSecondFactor, useConfirmPasswordReset } from '../api';
import { AuthForm } from '../components/AuthForm';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SecondFactorStep } from '../components/SecondFactorStep';

/** The new password, typed twice so a slip of the finger does not lock the person out again. */
const resetForm = () =>
  z
    .object({ password: passwordSchema, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: tNow`The two passwords differ` });
type ResetForm = z.infer<ReturnType<typeof resetForm>>;

/** /reset-password?token=…: the page the e-mailed link opens; success signs the person in here. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  // Built in the active language; a new language builds it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema's message follows the locale.
  const schema = useMemo(() => resetForm(), [i18n.locale]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useConfirmPasswordReset();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const { form, formError, onSubmit } = useAppForm<ResetForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
    fields: ['password', 'confirm'],
    // The server's refusal of the token (expired, used, cut short) has no field of its own: above the form.
    sayAboveWhenPlaced: false,
    send: async ({ password }) => {
      const outcome = await reset.mutateAsync({ token, password });
      if (needsSecondFactor(outcome)) {
        // The link proved the inbox, not the second factor: the person finishes signing in with it.
        setChallenge(outcome);
        return;
      }
      toast({ title: t`Password changed`, description: t`You are signed in with your new password.` });
      navigate('/profile', { replace: true });
    },
  });
  const { register, formState } = form;
  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={() => navigate('/profile', { replace: true })}
        onStartAgain={() => navigate('/login', { replace: true })}
      />
    );

  return (
    <AuthForm
      title={t`Choose a new password`}
      description={t`Every device signed in to your account will be signed out; you stay signed in here.`}
      onSubmit={onSubmit}
      formError={
        token ? formError : t`This link is incomplete. Open it again from the e-mail, or ask for a new one.`
      }
      submit={{ label: t`Set new password`, pendingLabel: t`Saving…`, pending: formState.isSubmitting }}
      switchTo={{ question: t`Link expired?`, label: t`Ask for a new one`, href: '/forgot-password' }}
    >
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirm')}
        errors={{ password: formState.errors.password?.message, confirm: formState.errors.confirm?.message }}
      />
    </AuthForm>
  );
}
