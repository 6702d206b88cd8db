import { PASSWORD_MIN_LENGTH, type SignUpBody, signUpBody } from '@core/contracts/accounts';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@web/components/ui/form-field';
import { Navigate } from 'react-router';
import { useSignUp } from '../api';
import { AuthForm, EmailField } from '../components/AuthForm';
import { RoleChoice } from '../components/RoleChoice';
import { useAuthForm } from '../useAuthForm';

export function SignupPage() {
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  const signUp = useSignUp();
  const { register, errors, submitting, onSubmit, formError, redirect, switchHref } = useAuthForm<SignUpBody>(
    signUpBody,
    { name: '', email: '', password: '', role: 'client' },
    ['name', 'email', 'password', 'role'],
    signUp,
  );
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <AuthForm
      title={t`Create your account`}
      description={t`Request recoveries as a customer, or take jobs as a driver.`}
      onSubmit={onSubmit}
      formError={formError}
      submit={{ label: t`Create account`, pendingLabel: t`Creating account…`, pending: submitting }}
      switchTo={{ question: t`Already have an account?`, label: t`Sign in`, href: switchHref('/login') }}
    >
      <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${min} characters, not a common one.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleChoice inputProps={register('role')} error={errors.role?.message} />
    </AuthForm>
  );
}
