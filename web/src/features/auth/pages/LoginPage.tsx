import { type SignInBody, signInBody } from '@core/contracts/accounts';
import { TextField } from '@web/components/ui/form-field';
import { Link, Navigate } from 'react-router';
import { useSignIn } from '../api';
import { AuthForm, EmailField } from '../components/AuthForm';
import { useAuthForm } from '../useAuthForm';

export function LoginPage() {
  const signIn = useSignIn();
  const { register, errors, submitting, onSubmit, formError, redirect, switchHref } = useAuthForm<SignInBody>(
    signInBody,
    { email: '', password: '' },
    ['email', 'password'],
    signIn,
  );
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <AuthForm
      title="Sign in"
      description="Welcome back. Sign in to request recoveries, take jobs and manage documents."
      onSubmit={onSubmit}
      formError={formError}
      submit={{ label: 'Sign in', pendingLabel: 'Signing in…', pending: submitting }}
      switchTo={{ question: 'New to Pathway?', label: 'Create an account', href: switchHref('/signup') }}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
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
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
