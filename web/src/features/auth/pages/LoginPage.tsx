import { type SignInBody, signInBody } from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSetSignedInUser, useSignIn } from '../api';
import { AuthForm, EmailField } from '../components/AuthForm';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { passkeyErrorMessage, passkeysSupported, signInWithPasskey } from '../security-api';
import { useAuthForm } from '../useAuthForm';

export function LoginPage() {
  const { t } = useLingui();
  const signIn = useSignIn();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const { register, errors, submitting, onSubmit, formError, redirect, switchHref, goOn } =
    useAuthForm<SignInBody>(
      signInBody,
      { email: '', password: '' },
      ['email', 'password'],
      signIn,
      setChallenge,
    );
  if (challenge)
    return (
      <SecondFactorStep challenge={challenge} onSignedIn={goOn} onStartAgain={() => setChallenge(null)} />
    );
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <AuthForm
      title={t`Sign in`}
      description={t`Welcome back. Sign in to request recoveries, take jobs and manage documents.`}
      onSubmit={onSubmit}
      formError={formError}
      submit={{ label: t`Sign in`, pendingLabel: t`Signing in…`, pending: submitting }}
      switchTo={{ question: t`New to Pathway?`, label: t`Create an account`, href: switchHref('/signup') }}
      after={passkeysSupported() ? <PasskeySignIn onSignedIn={goOn} /> : null}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
    </AuthForm>
  );
}

/** "Sign in with a passkey": the passkey and the person's PIN or face, no password. */
function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const setUser = useSetSignedInUser();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    setPending(true);
    try {
      setUser(await signInWithPasskey());
      onSignedIn();
    } catch (err) {
      setError(passkeyErrorMessage(err, t`Try again, or sign in with your password.`));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-2 border-t pt-4">
      <Button type="button" variant="outline" size="lg" disabled={pending} onClick={() => void start()}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        <Trans>Sign in with a passkey</Trans>
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
