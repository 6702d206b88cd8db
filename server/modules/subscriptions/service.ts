import { subscriptionMessages } from '@core/contracts/subscriptions';
import { hasAccess } from '@core/subscriptions';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { paysNow, type SubscriptionsContext, type SubscriptionsDeps, statusOf } from './context';
import { handlePlayPush, verifyGooglePlay, verifyPurchase } from './google-play';
import { confirm, reconcileCheckouts, setAutoRenew, subscribe } from './lifecycle';
import { allPlans, invoices, listPlans, updatePlan } from './plans';
import { processRenewals } from './renewals';
import { subscriptionsRepo as repo } from './repo';
import type { CommissionFieldsJson } from './views';

export type { SubscriptionNoticeKind, SubscriptionsDeps } from './context';
export { toPlan } from './context';

/**
 * The subscriptions domain, assembled from its action files: lifecycle (card checkout, auto-renew),
 * renewals, google-play, plans (and invoices); what other domains ask (access, commission) is here.
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const ctx: SubscriptionsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { db, now } = ctx;
  return {
    plans: (actor: SessionUser | null) => listPlans(ctx, actor),
    allPlans: () => allPlans(ctx),
    updatePlan: (actor: SessionUser, id: number, patch: Parameters<typeof updatePlan>[3]) =>
      updatePlan(ctx, actor, id, patch),
    invoices: (actor: SessionUser) => invoices(ctx, actor),
    chargesForSubscription: (id: string) => repo.chargesForSubscription(db, id),

    status: async (actor: SessionUser) => statusOf(ctx, await repo.findCurrent(db, actor.id)),
    subscribe: (actor: SessionUser, planId: number, options?: { trial?: boolean }) =>
      subscribe(ctx, actor, planId, options),
    confirm: (actor: SessionUser, subscriptionId: string, clientSecret: string) =>
      confirm(ctx, actor, subscriptionId, clientSecret),
    reconcileCheckouts: (options?: { olderThanMs?: number }) => reconcileCheckouts(ctx, options),
    setAutoRenew: (actor: SessionUser, autoRenew: boolean) => setAutoRenew(ctx, actor, autoRenew),
    processRenewals: () => processRenewals(ctx),

    verifyPurchase: (actor: SessionUser, input: { productId: string; purchaseToken: string }) =>
      verifyPurchase(ctx, actor, input),
    verifyGooglePlay: (
      actor: SessionUser,
      input: { productId: string; purchaseToken: string; planId: number },
    ) => verifyGooglePlay(ctx, actor, input),
    handlePlayPush: (data: string) => handlePlayPush(ctx, data),

    /** 10% commission: the driver has a paid (not trialing) subscription that is current. */
    hasPaidSubscription: async (userId: string) => paysNow(ctx, await repo.findCurrent(db, userId)),

    /** hasPaidSubscription, from the value of subscriptionsViews.commissionFieldsOf. */
    paidFrom: (fields: CommissionFieldsJson | null) =>
      paysNow(
        ctx,
        fields && {
          status: fields.status,
          inTrial: fields.inTrial,
          currentPeriodEnd: fields.currentPeriodEnd === null ? null : new Date(fields.currentPeriodEnd),
        },
      ),

    /** Of the given accounts, those with premium access now (Priority Dispatch). */
    subscribersAmong: (userIds: string[]) => repo.withAccess(db, userIds, now()),

    /** Premium features on the server: 403 with the product's text for everyone else. */
    async requireAccess(actor: SessionUser): Promise<void> {
      const sub = await repo.findCurrent(db, actor.id);
      if (!sub || !hasAccess(sub.status, sub.currentPeriodEnd, now())) {
        throw forbidden(subscriptionMessages.requiresSubscription);
      }
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
