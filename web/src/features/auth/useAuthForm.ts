import type { Me } from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useAppForm } from '@web/lib/forms';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { needsSecondFactor, type SignInOutcome, useMe } from './api';
import { safeNextPath } from './next';

/**
 * Sign-in and sign-up forms: the contract's schema checks the fields, the server's refusals land on
 * them (or above the form), and success goes to `?next=` (a path on this site) or the profile. A visitor
 * who is already signed in is sent on (`redirect` is where).
 */
export function useAuthForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  fields: readonly Path<T>[],
  mutation: UseMutationResult<SignInOutcome, Error, T> | UseMutationResult<Me, Error, T>,
  /** A password was right but the account has a second factor: the page asks for it. */
  onSecondFactor?: (challenge: SecondFactorChallenge) => void,
) {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: me } = useMe();
  const { form, formError, onSubmit } = useAppForm<T>({
    resolver: zodResolver(schema),
    defaultValues,
    fields,
    send: async (values) => {
      const outcome = await mutation.mutateAsync(values);
      if (needsSecondFactor(outcome)) onSecondFactor?.(outcome);
      else navigate(next, { replace: true });
    },
  });

  const redirect = me && !mutation.isPending && !mutation.isSuccess ? next : null;
  /** After the second step: on to `?next=`. */
  const goOn = () => navigate(next, { replace: true });
  /** Keeps `?next=` when switching between sign-in and sign-up. */
  const switchHref = (path: string) =>
    params.get('next') ? `${path}?next=${encodeURIComponent(next)}` : path;
  const { register, formState } = form;
  return {
    register,
    errors: formState.errors,
    submitting: formState.isSubmitting,
    onSubmit,
    formError,
    redirect,
    switchHref,
    goOn,
  };
}
