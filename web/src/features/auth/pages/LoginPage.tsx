import { type SignInBody, signInBody } from '@core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { applyServerErrors } from '@web/lib/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMe, useSignIn } from '../api';
import { AuthCard } from '../components/AuthCard';
import { safeNextPath } from '../next';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInBody>({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' } });

  if (me && !signIn.isPending && !signIn.isSuccess) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      navigate(next, { replace: true });
    } catch (err) {
      setFormError(applyServerErrors<SignInBody>(err, ['email', 'password'], setError).message);
    }
  });

  const signupHref = params.get('next') ? `/signup?next=${encodeURIComponent(next)}` : '/signup';

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to request recoveries, take jobs and manage documents."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="h-4 w-4 text-white" /> : null}
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          New to Pathway?{' '}
          <Link to={signupHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
