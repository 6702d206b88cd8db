/** The accounts domain (server module `accounts`): who is signed in, signing in and out, role, deletion. */
import type {
  ChangePasswordBody,
  Me,
  PasswordResetBody,
  PasswordResetConfirmBody,
  SignInBody,
  SignUpBody,
  UserRole,
} from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson, apiQuery, contractOf, getJson, sendJson } from '@web/lib/queryClient';
import { withSignUpLocale } from './signUpLocale';

/** Every page asks who is signed in: the schema loads beside the first answer, not with the app shell. */
const meResponse = contractOf<typeof import('@core/contracts/accounts')>()('meResponse');

const messageResponse = contractOf<typeof import('@core/contracts/accounts')>()('messageResponse');

export const accountKeys = { me: ['/api/me'] as const, sessions: ['/api/me/sessions'] as const };

/** Nobody is signed in any more: what of theirs leaves the phone (auth/forgetOnPhone.ts says what). */
export const forgetKeptCopy = (what: 'session-ended' | 'signed-out') =>
  import('./forgetOnPhone').then((m) => m.forgetOnPhone(what));

/**
 * GET /api/me: the signed-in user, `null` when signed out (401, which deletes the phone's kept copy).
 * With no answer at all, a driver's pages answer the person as last confirmed (features/offline).
 */
export const meQuery = () =>
  queryOptions({
    queryKey: accountKeys.me,
    queryFn: async ({ signal }) => {
      const me = await getJson('/api/me', meResponse, { signal, on401: 'returnNull' });
      if (me === null) void forgetKeptCopy('session-ended');
      return me;
    },
  });

export function useMe() {
  return useQuery(meQuery());
}

/**
 * Stores who is signed in now (null: nobody) and refreshes everything that depends on it. Deleting an
 * account calls it after leaving the page, so the profile does not flash a sign-in prompt first.
 */
export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (me: Me | null) => {
    // Nobody signed in now (signed out, or the account is being deleted): nothing of theirs stays.
    if (me === null) void forgetKeptCopy('signed-out');
    queryClient.setQueryData(meQuery().queryKey, me);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKeys.me[0] });
  };
}

/** A sign-in's answer: the person, or (202) the ticket for their second factor. */
export type SignInOutcome = Me | SecondFactorChallenge;
export const needsSecondFactor = (outcome: SignInOutcome | undefined): outcome is SecondFactorChallenge =>
  Boolean(outcome && 'secondFactorRequired' in outcome);

export function useSignIn() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: SignInBody) => apiJson<SignInOutcome>('POST', '/api/auth/login', body),
    onSuccess: (outcome) => {
      if (!needsSecondFactor(outcome)) setUser(outcome);
    },
  });
}

export function useSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      sendJson('POST', '/api/auth/signup', meResponse, withSignUpLocale(body)),
    onSuccess: setUser,
  });
}

/** POST /api/auth/password-reset: the same answer whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) =>
      sendJson('POST', '/api/auth/password-reset', messageResponse, body),
  });
}

/**
 * POST /api/auth/password-reset/confirm: a new password through the e-mailed link. The server ends
 * every session and signs the person in afresh here.
 */
export function useConfirmPasswordReset() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiJson<SignInOutcome>('POST', '/api/auth/password-reset/confirm', body),
    onSuccess: (outcome) => {
      if (!needsSecondFactor(outcome)) setUser(outcome);
    },
  });
}

/** POST /api/auth/password: the signed-in person's new password; other devices are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => sendJson('POST', '/api/auth/password', messageResponse, body),
  });
}

/** Switches between client (Customer) and driver; the cache changes at once so the navigation follows. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => sendJson('PATCH', '/api/me', meResponse, { role }),
    onMutate: async (role) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.me });
      const previous = queryClient.getQueryData(meQuery().queryKey);
      if (previous) {
        const next: Me = { ...previous, role };
        queryClient.setQueryData(meQuery().queryKey, next);
      }
      return { previous };
    },
    onError: (_err, _role, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(meQuery().queryKey, context.previous);
    },
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery().queryKey, me);
    },
  });
}

/**
 * POST /api/me/deletion-request: all the user's data is deleted within 30 days (202 with
 * `deletionScheduledFor`). The server ends every session; call `useSetSignedInUser()(null)` afterwards.
 * Signing in again before the date shows the pending deletion; only Keep my account cancels it.
 */
/** DELETE /api/me/deletion-request: "Keep my account" cancels a pending deletion. */
export function useKeepAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('DELETE', '/api/me/deletion-request', meResponse),
    onSuccess: (me) => queryClient.setQueryData(meQuery().queryKey, me),
  });
}

export function useRequestDeletion() {
  return useMutation({
    mutationFn: (body: { confirmImpact: boolean }) =>
      sendJson('POST', '/api/me/deletion-request', meResponse, body),
  });
}

/** GET /api/me/deletion-impact: what a deletion leaves of the person's moves and subscription (asked when the dialog opens). */
export const deletionImpactQuery = () =>
  apiQuery(
    ['/api/me/deletion-impact'] as const,
    '/api/me/deletion-impact',
    contractOf<typeof import('@core/contracts/accounts')>()('deletionImpactResponse'),
  );
