import type { DbOrTx } from '../../db/client';
import type { InvoiceItem } from '../../db/schema';
import { longDate, planOf, type SubscriptionsContext, tell } from './context';
import { type PlanRow, subscriptionsRepo as repo, type SubscriptionRow } from './repo';

/** A period's money and end, shared by card checkouts, renewals and Google Play. */

/** Records a paid period once: the invoice row and its ledger posting in the caller's transaction. */
export async function recordCharge(
  ctx: SubscriptionsContext,
  tx: DbOrTx,
  sub: SubscriptionRow,
  plan: PlanRow,
  charge: { periodStart: Date; periodEnd: Date; amountCents: number; providerRef: string; method: string },
) {
  const items: InvoiceItem[] = [
    {
      description: `${plan.name} subscription, ${longDate(charge.periodStart)} to ${longDate(charge.periodEnd)}`,
      quantity: 1,
      unitPriceCents: charge.amountCents,
      totalPriceCents: charge.amountCents,
    },
  ];
  const row = await repo.insertCharge(tx, {
    subscriptionId: sub.id,
    userId: sub.userId,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    amountCents: charge.amountCents,
    provider: sub.provider,
    providerRef: charge.providerRef,
    paymentMethod: charge.method,
    items,
  });
  if (row)
    await ctx.ledger.postSubscriptionCharge(tx, {
      chargeId: row.id,
      userId: sub.userId,
      amountCents: row.amountCents,
    });
  return row;
}

/** Ends a subscription once (a conditional move from the status it had) and tells its owner why. */
export async function expire(
  ctx: SubscriptionsContext,
  sub: SubscriptionRow,
  reason: string,
): Promise<boolean> {
  const done = await repo.transition(
    ctx.db,
    sub.id,
    { status: [sub.status] },
    { status: 'expired', autoRenew: false, endedAt: ctx.now(), nextRetryAt: null },
  );
  if (!done) return false;
  const plan = await planOf(ctx, sub);
  await tell(ctx, sub.userId, 'subscription_expired', {
    title: `Your ${plan.name} subscription has ended`,
    body: `${reason} Premium features and the subscriber commission rate are no longer active. You can subscribe again at any time.`,
    link: '/subscriptions',
  });
  return true;
}
