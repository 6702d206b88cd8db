import { formatUsd } from '@core/money';
import { PAST_DUE_GRACE_DAYS, periodEnd, RENEWAL_RETRY_HOURS } from '@core/subscriptions';
import { DAY_MS, HOUR_MS, longDate, planOf, type SubscriptionsContext, tell } from './context';
import { expire, recordCharge } from './periods';
import { subscriptionsRepo as repo, type SubscriptionRow } from './repo';

type RenewalResult = 'renewed' | 'past_due' | 'expired' | 'pending' | 'skipped';

/**
 * The renewal task (pg-boss): renews card subscriptions whose period ended, retries past-due ones,
 * ends the ones with auto-renew off and Google Play ones that lapsed. Safe to run twice or
 * concurrently: every move is a conditional update and every charge has its idempotency key.
 */
export async function processRenewals(ctx: SubscriptionsContext) {
  const t = ctx.now();
  const counts = { renewed: 0, past_due: 0, expired: 0, pending: 0, skipped: 0 };
  for (const sub of await repo.dueForRenewal(ctx.db, t)) {
    if (sub.status === 'cancelled' || !sub.autoRenew) {
      if (await expire(ctx, sub, 'Auto-renew was off, so the subscription ended with its period.'))
        counts.expired += 1;
      continue;
    }
    counts[await renew(ctx, sub)] += 1;
  }
  for (const sub of await repo.playLapsed(ctx.db, t)) {
    if (await expire(ctx, sub, 'Google Play did not renew this subscription.')) counts.expired += 1;
  }
  return counts;
}

/** One renewal attempt for a card subscription whose period ended (or whose retry is due). */
async function renew(ctx: SubscriptionsContext, sub: SubscriptionRow): Promise<RenewalResult> {
  const plan = await planOf(ctx, sub);
  const start = sub.currentPeriodEnd!;
  const end = periodEnd(start, plan.interval);
  const outcome = await ctx.billing.chargeRenewal({
    checkoutRef: sub.checkoutRef!,
    amountCents: plan.priceCents,
    idempotencyKey: `subscription-${sub.id}-period-${start.toISOString()}-attempt-${sub.renewalAttempts + 1}`,
    description: `Pathway ${plan.name}`,
    periodStart: start,
  });
  if (outcome.status === 'pending') return 'pending';

  if (outcome.status === 'succeeded') {
    const renewed = await ctx.db.transaction(async (tx) => {
      const moved = await repo.transition(
        tx,
        sub.id,
        { status: [sub.status], periodEnd: start },
        {
          status: 'active',
          inTrial: false,
          currentPeriodStart: start,
          currentPeriodEnd: end,
          pastDueSince: null,
          nextRetryAt: null,
          lastRenewalError: null,
          renewalAttempts: 0,
        },
      );
      if (!moved) return null;
      await recordCharge(ctx, tx, sub, plan, {
        periodStart: start,
        periodEnd: end,
        amountCents: plan.priceCents,
        providerRef: outcome.ref ?? `renewal-${sub.id}-${start.toISOString()}`,
        method: sub.paymentMethod ?? 'Card',
      });
      return moved;
    });
    if (!renewed) return 'skipped';
    await tell(ctx, sub.userId, 'subscription_renewed', {
      title: `Your ${plan.name} subscription renewed`,
      body: `We charged ${formatUsd(plan.priceCents)} to ${sub.paymentMethod ?? 'your card'}. Your subscription now runs until ${longDate(end)}.`,
      link: '/subscriptions',
    });
    return 'renewed';
  }
  return failRenewal(ctx, sub, outcome.error);
}

/** A declined renewal: past due with a retry tomorrow, or ended once the grace period is over. */
async function failRenewal(
  ctx: SubscriptionsContext,
  sub: SubscriptionRow,
  error: string | null | undefined,
): Promise<RenewalResult> {
  const plan = await planOf(ctx, sub);
  const start = sub.currentPeriodEnd!;
  const t = ctx.now();
  const pastDueSince = sub.pastDueSince ?? t;
  const deadline = new Date(pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
  if (t.getTime() >= deadline.getTime()) {
    const ok = await expire(
      ctx,
      sub,
      `We could not charge ${sub.paymentMethod ?? 'your card'} for the renewal (${error ?? 'declined'}).`,
    );
    return ok ? 'expired' : 'skipped';
  }
  const moved = await repo.transition(
    ctx.db,
    sub.id,
    { status: [sub.status], periodEnd: start },
    {
      status: 'past_due',
      pastDueSince,
      nextRetryAt: new Date(t.getTime() + RENEWAL_RETRY_HOURS * HOUR_MS),
      lastRenewalError: error,
      renewalAttempts: sub.renewalAttempts + 1,
    },
  );
  if (!moved) return 'skipped';
  if (sub.status !== 'past_due') {
    await tell(ctx, sub.userId, 'subscription_payment_failed', {
      title: `We could not renew your ${plan.name} subscription`,
      body: `The renewal charge of ${formatUsd(plan.priceCents)} to ${sub.paymentMethod ?? 'your card'} failed: ${error ?? 'declined'}. We will try again every day; if it still fails by ${longDate(deadline)} your subscription ends.`,
      link: '/subscriptions',
    });
  }
  return 'past_due';
}
