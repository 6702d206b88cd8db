import { subscriptionMessages, type UserSubscriptionStatus } from '@core/contracts/subscriptions';
import { hasAccess } from '@core/subscriptions';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { longDate, paysNow, planOf, priceLine, type SubscriptionsContext, statusOf } from './context';
import { subscriptionsRepo as repo } from './repo';
import type { CommissionFieldsJson } from './views';

/** What a subscription gives: premium access and, for drivers, the subscriber commission rate. */

export async function status(ctx: SubscriptionsContext, actor: SessionUser): Promise<UserSubscriptionStatus> {
  return statusOf(ctx, await repo.findCurrent(ctx.db, actor.id));
}

/** 10% commission: the driver has a paid (not trialing) subscription that is current. */
export async function hasPaidSubscription(ctx: SubscriptionsContext, userId: string): Promise<boolean> {
  return paysNow(ctx, await repo.findCurrent(ctx.db, userId));
}

/** hasPaidSubscription, from the value of subscriptionsViews.commissionFieldsOf. */
export function paidFrom(ctx: SubscriptionsContext, fields: CommissionFieldsJson | null): boolean {
  return paysNow(
    ctx,
    fields && {
      status: fields.status,
      inTrial: fields.inTrial,
      currentPeriodEnd: fields.currentPeriodEnd === null ? null : new Date(fields.currentPeriodEnd),
    },
  );
}

/** Of the given accounts, those with premium access now (Priority Dispatch). */
export const subscribersAmong = (ctx: SubscriptionsContext, userIds: string[]) =>
  repo.withAccess(ctx.db, userIds, ctx.now());

/** Premium features on the server: 403 with the product's text for everyone else. */
export async function requireAccess(ctx: SubscriptionsContext, actor: SessionUser): Promise<void> {
  const sub = await repo.findCurrent(ctx.db, actor.id);
  if (!sub || !hasAccess(sub.status, sub.currentPeriodEnd, ctx.now())) {
    throw forbidden(subscriptionMessages.requiresSubscription);
  }
}

/**
 * What a data deletion leaves of the person's subscription, in words (null without a current one):
 * the request does not cancel it, so a renewing one says so and where to turn renewal off.
 */
export async function deletionImpact(ctx: SubscriptionsContext, userId: string): Promise<string | null> {
  const sub = await repo.findCurrent(ctx.db, userId);
  if (!sub?.currentPeriodEnd || !hasAccess(sub.status, sub.currentPeriodEnd, ctx.now())) return null;
  const plan = await planOf(ctx, sub);
  const ends = longDate(sub.currentPeriodEnd);
  if (!sub.autoRenew) return `Your ${plan.name} subscription ends on ${ends} and is not renewed.`;
  const where =
    sub.provider === 'google_play' ? 'in the Play Store app under Subscriptions' : 'on the Plans page';
  return `Your ${plan.name} subscription is not cancelled by this request: it renews on ${ends} at ${priceLine(plan)} unless you turn auto-renew off ${where} first.`;
}
