/**
 * The payouts domain (server module `payouts`): the driver's payout account, earnings with where each
 * half of their pay is, instant payouts, monthly statements, and the operators' payouts view.
 */
import type { InstantPayoutBody, TestPayoutOnboarding } from '@core/contracts/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const payouts = contractOf<typeof import('@core/contracts/payouts')>();

export const payoutsKeys = {
  /** Under /api/driver, so live job events (a half released) refresh it. */
  earnings: ['/api/driver', 'earnings'] as const,
  account: ['/api/driver', 'payout-account'] as const,
  admin: ['/api/admin/payouts'] as const,
  freezeLink: (token: string) => ['/api/payout-freeze', token] as const,
};

/** GET /api/driver/earnings */
export const earningsQuery = () =>
  apiQuery(payoutsKeys.earnings, '/api/driver/earnings', payouts('driverEarningsResponse'));

export function useEarnings(enabled: boolean) {
  return useQuery({ ...earningsQuery(), enabled });
}

/** GET /api/driver/payout-account */
export const payoutAccountQuery = () =>
  apiQuery(payoutsKeys.account, '/api/driver/payout-account', payouts('payoutAccountResponse'));

export function usePayoutAccount(enabled = true) {
  return useQuery({ ...payoutAccountQuery(), enabled });
}

/** POST /api/driver/payout-account: the test form makes the account; with Stripe, the onboarding link. */
export function useOnboardPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestPayoutOnboarding | Record<string, never>) =>
      sendJson('POST', '/api/driver/payout-account', payouts('payoutOnboardingResponse'), body),
    onSuccess: (answer) => {
      queryClient.setQueryData(payoutsKeys.account, answer.account);
      void queryClient.invalidateQueries({ queryKey: payoutsKeys.earnings });
    },
  });
}

/** POST /api/driver/payouts/instant */
export function useInstantPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The fee and amount the driver confirmed: the server pays only on those.
    mutationFn: (confirmed: NonNullable<InstantPayoutBody>) =>
      sendJson('POST', '/api/driver/payouts/instant', payouts('instantPayoutResponse'), confirmed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.earnings }),
  });
}

/** GET /api/payout-freeze/:token: what the "This wasn't me" link would do (no account needed). */
export const freezeLinkQuery = (token: string) =>
  apiQuery(
    payoutsKeys.freezeLink(token),
    `/api/payout-freeze/${encodeURIComponent(token)}`,
    payouts('payoutFreezeLinkResponse'),
  );

export function useFreezeLink(token: string) {
  return useQuery(freezeLinkQuery(token));
}

/** POST /api/payout-freeze/:token: freezes bank payouts and tells operators. */
export function useFreezePayouts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendJson(
        'POST',
        `/api/payout-freeze/${encodeURIComponent(token)}`,
        payouts('payoutFreezeLinkResponse'),
      ),
    onSuccess: (link) => queryClient.setQueryData(payoutsKeys.freezeLink(token), link),
  });
}

/** A statement as a download link: a month (`2026-11`) or a year (`2026`), as `pdf` or `csv`. */
export const statementHref = (period: string, format: 'pdf' | 'csv') =>
  `/api/driver/statements/${encodeURIComponent(period)}.${format}`;

/** GET /api/admin/payouts (operators) */
export const adminPayoutsQuery = () =>
  apiQuery(payoutsKeys.admin, '/api/admin/payouts', payouts('adminPayoutsResponse'));

/** POST /api/admin/payouts/transfers/:id/retry */
export function useRetryTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson(
        'POST',
        `/api/admin/payouts/transfers/${encodeURIComponent(id)}/retry`,
        payouts('adminPayoutsResponse'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.admin }),
  });
}
