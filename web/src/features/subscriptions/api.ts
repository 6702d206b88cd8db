/** The subscriptions domain (server module `subscriptions`): the visitor's subscription status. */
import { type UserSubscription, userSubscriptionResponse } from '@core/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/queryClient';

export const subscriptionKeys = { mine: ['/api/subscriptions/user-subscription'] as const };

const noSubscription: UserSubscription = { hasActiveSubscription: false, subscription: null };

/** GET /api/subscriptions/user-subscription; a signed-out visitor (401) has none. */
export const userSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine,
    queryFn: async ({ signal }) =>
      (await getJson(subscriptionKeys.mine[0], userSubscriptionResponse, { signal, on401: 'returnNull' })) ??
      noSubscription,
  });

export function useUserSubscription() {
  return useQuery(userSubscriptionQuery());
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYS_LEFT_WARNING = 7;

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
