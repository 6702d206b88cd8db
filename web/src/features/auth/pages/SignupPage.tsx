import { PASSWORD_MIN_LENGTH, type SignUpBody, signUpBody } from '@core/contracts/accounts';
import { TextField } from '@web/components/ui/form-field';
import { Navigate } from 'react-router';
import { useSignUp } from '../api';
import { AuthForm, EmailField } from '../components/AuthForm';
import { RoleChoice } from '../components/RoleChoice';
import { useAuthForm } from '../useAuthForm';

export function SignupPage() {
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
      title="Create your account"
      description="Request recoveries as a customer, or take jobs as a driver."
      onSubmit={onSubmit}
      formError={formError}
      submit={{ label: 'Create account', pendingLabel: 'Creating account…', pending: submitting }}
      switchTo={{ question: 'Already have an account?', label: 'Sign in', href: switchHref('/login') }}
    >
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common one.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleChoice inputProps={register('role')} error={errors.role?.message} />
    </AuthForm>
  );
}
