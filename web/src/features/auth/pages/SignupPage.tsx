import { type SignUpBody, signUpBody } from '@core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { applyServerErrors } from '@web/lib/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMe, useSignUp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { RoleChoice } from '../components/RoleChoice';
import { safeNextPath } from '../next';

export function SignupPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBody),
    defaultValues: { name: '', email: '', password: '', role: 'client' },
  });

  if (me && !signUp.isPending && !signUp.isSuccess) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
      navigate(next, { replace: true });
    } catch (err) {
      setFormError(
        applyServerErrors<SignUpBody>(err, ['name', 'email', 'password', 'role'], setError).message,
      );
    }
  });

  const loginHref = params.get('next') ? `/login?next=${encodeURIComponent(next)}` : '/login';

  return (
    <AuthCard
      title="Create your account"
      description="Request recoveries as a customer, or take jobs as a driver."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <RoleChoice inputProps={register('role')} error={errors.role?.message} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="h-4 w-4 text-white" /> : null}
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
