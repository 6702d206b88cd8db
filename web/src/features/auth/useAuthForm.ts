import type { Me } from '@core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useAppForm } from '@web/lib/forms';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useMe } from './api';
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
  mutation: UseMutationResult<Me, Error, T>,
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
      await mutation.mutateAsync(values);
      navigate(next, { replace: true });
    },
  });

  const redirect = me && !mutation.isPending && !mutation.isSuccess ? next : null;
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
  };
}
