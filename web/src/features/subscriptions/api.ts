import type {
  ContactInput,
  CreateSubscriptionResponse,
  UserSubscriptionStatus,
  VerifyPurchaseResponse,
} from '@core/contracts/subscriptions';
import { dateParts, formatLongDate } from '@core/format';
import { DAYS_LEFT_WARNING as WARNING_DAYS } from '@core/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, getJson, requestAnswer, sendJson } from '@web/lib/queryClient';

/**
 * Every call of the subscription screens: one query or mutation per endpoint, typed by its contract
 * (the server checks the answers; ADR 009). The frame's badge reads this module on every page.
 */
const schema = contractOf<typeof import('@core/contracts/subscriptions')>();
const statusSchema = schema('userSubscriptionResponse');

export const subscriptionKeys = {
  mine: ['/api/subscriptions/user-subscription'] as const,
  plans: ['/api/subscriptions/plans'] as const,
  invoices: ['/api/subscriptions/invoices'] as const,
};

const noSubscription: UserSubscriptionStatus = {
  hasActiveSubscription: false,
  plan: null,
  expiresAt: null,
  subscription: null,
};

/** The visitor's subscription status; a signed-out visitor (401) has none. */
export const userSubscriptionQuery = queryOptions({
  queryKey: subscriptionKeys.mine,
  queryFn: async ({ signal }): Promise<UserSubscriptionStatus> =>
    (await getJson(subscriptionKeys.mine[0], statusSchema, { signal, on401: 'returnNull' })) ??
    noSubscription,
});

export function useUserSubscription(options: { retry?: number } = {}) {
  return useQuery({ ...userSubscriptionQuery, retry: options.retry ?? false });
}

/** Plans, cached 5 minutes (product/platform §9). */
export const plansQuery = {
  ...apiQuery(subscriptionKeys.plans, subscriptionKeys.plans[0], schema('plansResponse')),
  staleTime: 5 * 60 * 1000,
};

export const usePlans = () => useQuery(plansQuery);

/** Subscribe Now: the server creates the subscription and its checkout. */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (input: number | { planId: number; trial: false }): Promise<CreateSubscriptionResponse> =>
      sendJson(
        'POST',
        '/api/subscriptions',
        schema('createSubscriptionResponse'),
        typeof input === 'number' ? { planId: input } : input,
      ),
  });
}

/** After the card is confirmed: the server asks the provider and starts the subscription. */
export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriptionId: string; clientSecret: string }) =>
      sendJson(
        'POST',
        `/api/subscriptions/${encodeURIComponent(input.subscriptionId)}/confirm`,
        statusSchema,
        {
          clientSecret: input.clientSecret,
        },
      ),
    onSuccess: (status) => queryClient.setQueryData(subscriptionKeys.mine, status),
  });
}

export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (autoRenew: boolean) =>
      sendJson('POST', '/api/subscriptions/auto-renew', statusSchema, { autoRenew }),
    onSuccess: (status) => queryClient.setQueryData(subscriptionKeys.mine, status),
  });
}

/**
 * POST /api/subscriptions/verify-purchase. A non-OK answer counts as isValid false (product/platform §7); the
 * server's error text is kept when it sent one.
 */
export async function verifyPurchase(
  productId: string,
  purchaseToken: string,
): Promise<VerifyPurchaseResponse> {
  const res = await requestAnswer('POST', '/api/subscriptions/verify-purchase', { productId, purchaseToken });
  const body = res.kind === 'answer' ? res.body : null;
  // A refusal comes in another shape than a verdict: the contract, loaded here, tells them apart.
  const { verifyPurchaseResponse } = await import('@core/contracts/subscriptions');
  const parsed = verifyPurchaseResponse.safeParse(body);
  if (res.kind === 'answer' && res.ok && parsed.success) return parsed.data;
  return {
    isValid: false,
    productId,
    purchaseToken,
    purchaseTime: null,
    error:
      parsed.success && parsed.data.error
        ? parsed.data.error
        : res.kind === 'answer'
          ? `Verification failed with status: ${res.status}`
          : 'Verification failed: no answer from the server.',
  };
}

export function useContact() {
  return useMutation({
    mutationFn: async (input: ContactInput) =>
      sendJson('POST', '/api/contact', schema('contactResponse'), input),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYS_LEFT_WARNING = WARNING_DAYS;

/** Whole days until `expiresAt` (rounded up), or null when unknown or invalid. */
export function daysLeft(expiresAt: string | null | undefined, now: Date = new Date()): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** The plan name when the server sent a plan object with a name. */
export function planName(plan: unknown): string | null {
  if (plan && typeof plan === 'object' && 'name' in plan && typeof plan.name === 'string') return plan.name;
  return null;
}

/** "November 2, 2025" (long US format). */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatLongDate(dateParts(d));
}
