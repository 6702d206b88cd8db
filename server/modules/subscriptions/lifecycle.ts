import {
  type CreateSubscriptionResponse,
  subscriptionMessages,
  type UserSubscriptionStatus,
} from '@core/contracts/subscriptions';
import { formatUsd } from '@core/money';
import {
  canTurnOffAutoRenew,
  periodEnd,
  TRIAL_DAYS,
  TRIAL_REFUSALS,
  trialEmailKey,
  trialEnd,
} from '@core/subscriptions';
import type { CheckoutOutcome } from '../../adapters/subscription-billing/port';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import {
  findOwn,
  longDate,
  planOf,
  priceLine,
  requirePlanFor,
  type SubscriptionsContext,
  statusOf,
  tell,
  toPlan,
} from './context';
import { recordCharge } from './periods';
import { subscriptionsRepo as repo, type SubscriptionRow } from './repo';

/** A card subscription's life: subscribe, confirm the card, auto-renew off and on. */

const ACCESS_STATUSES: SubscriptionRow['status'][] = ['trialing', 'active', 'past_due', 'cancelled'];

/** Subscribe Now: a subscription waiting for its card, and the checkout to confirm it. */
export async function subscribe(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  planId: number,
  options: { trial?: boolean } = {},
): Promise<CreateSubscriptionResponse> {
  const { db, billing } = ctx;
  const plan = requirePlanFor(actor, await repo.findPlan(db, planId));
  // Paying (and the one trial per address) needs an address the person showed they own.
  await ctx.accounts.requireVerifiedEmail(actor.id);
  if (billing.provider === 'stripe' && !plan.stripePriceId) {
    throw new AppError(
      503,
      'This plan cannot be bought by card yet. Please contact sales and we will set it up for you.',
      'plan_not_for_sale',
    );
  }
  const current = await repo.findCurrent(db, actor.id);
  if (current && current.status !== 'incomplete') {
    throw conflict(subscriptionMessages.alreadySubscribed, 'already_subscribed');
  }
  // One trial per person: this account's, and any other account's with the same e-mail.
  const hadOwn = await repo.hadTrial(db, actor.id);
  const emailUsed = !hadOwn && (await repo.trialClaimed(db, 'email', trialEmailKey(actor.email)));
  const withTrial = !hadOwn && !emailUsed && options.trial !== false;
  const answer = (subscriptionId: string, clientSecret: string, paymentIntentId: string | null) => ({
    subscriptionId,
    clientSecret,
    provider: billing.provider,
    paymentIntentId,
    trial: withTrial,
    trialUnavailable: emailUsed ? TRIAL_REFUSALS.email : null,
    dueTodayCents: withTrial ? 0 : plan.priceCents,
    plan: toPlan(plan),
  });
  if (
    current?.planId === plan.id &&
    current.checkoutRef &&
    current.checkoutSecret &&
    current.withTrial === withTrial
  ) {
    return answer(
      current.id,
      current.checkoutSecret,
      billing.provider === 'test' ? current.checkoutRef : null,
    );
  }
  let row: SubscriptionRow;
  try {
    row = await db.transaction(async (tx) => {
      if (current) await repo.deleteIncomplete(tx, current.id);
      return repo.insert(tx, {
        userId: actor.id,
        planId: plan.id,
        provider: billing.provider,
        status: 'incomplete',
        withTrial,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(subscriptionMessages.alreadySubscribed, 'already_subscribed');
    throw err;
  }
  const checkout = await billing.startCheckout({
    subscriptionId: row.id,
    userId: actor.id,
    email: actor.email,
    dueTodayCents: withTrial ? 0 : plan.priceCents,
    trialDays: withTrial ? TRIAL_DAYS : 0,
    plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, stripePriceId: plan.stripePriceId },
  });
  await repo.transition(
    db,
    row.id,
    { status: ['incomplete'] },
    { checkoutRef: checkout.ref, checkoutSecret: checkout.clientSecret },
  );
  return answer(row.id, checkout.clientSecret, checkout.paymentIntentId);
}

/** The browser confirmed the card; the provider decides whether the subscription starts. */
export async function confirm(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  subscriptionId: string,
  clientSecret: string,
): Promise<UserSubscriptionStatus> {
  const sub = await findOwn(ctx, actor, subscriptionId);
  if (sub.status !== 'incomplete') {
    if (sub.status === 'expired')
      throw conflict('This subscription has ended. Please subscribe again.', 'expired');
    return statusOf(ctx, sub);
  }
  if (!sub.checkoutRef || sub.checkoutSecret !== clientSecret) {
    throw badRequest(subscriptionMessages.missingPaymentInfo, 'payment_mismatch');
  }
  const outcome = await ctx.billing.checkoutOutcome(sub.checkoutRef);
  if (outcome.subscriptionId !== sub.id) {
    throw badRequest('This payment does not belong to this subscription.', 'payment_mismatch');
  }
  if (outcome.status !== 'succeeded') {
    throw new AppError(
      402,
      outcome.error ?? 'The card has not been confirmed yet. Please enter your card details and try again.',
      outcome.status === 'failed' ? 'payment_failed' : 'payment_not_succeeded',
    );
  }
  return statusOf(ctx, await activateCheckout(ctx, sub, outcome));
}

/**
 * Checkouts whose card went through but whose confirmation never reached us (the browser closed, the
 * server crashed between the card and the confirmation): asked of the provider and started, once.
 * A background task, every few minutes and once at start.
 */
export async function reconcileCheckouts(
  ctx: SubscriptionsContext,
  { olderThanMs = 3 * 60_000 }: { olderThanMs?: number } = {},
) {
  const repaired = { checked: 0, started: [] as string[], errors: [] as string[] };
  for (const sub of await repo.incompleteCheckouts(ctx.db, olderThanMs)) {
    repaired.checked += 1;
    try {
      const outcome = await ctx.billing.checkoutOutcome(sub.checkoutRef!);
      if (outcome.status !== 'succeeded' || outcome.subscriptionId !== sub.id) continue;
      await activateCheckout(ctx, sub, outcome);
      repaired.started.push(sub.id);
    } catch (err) {
      repaired.errors.push(`${sub.id}: ${(err as Error).message}`);
    }
  }
  return repaired;
}

/**
 * Starts a subscription whose checkout the provider says succeeded, exactly once (a conditional move
 * from incomplete): the trial or the first charge with its invoice and ledger entries, then the notice.
 */
async function activateCheckout(
  ctx: SubscriptionsContext,
  sub: SubscriptionRow,
  outcome: CheckoutOutcome,
): Promise<SubscriptionRow> {
  const plan = await planOf(ctx, sub);
  const expected = sub.withTrial ? 0 : plan.priceCents;
  if (outcome.amountChargedCents !== expected) {
    throw badRequest(
      'The amount charged does not match this plan. Please contact support.',
      'amount_mismatch',
    );
  }
  const start = ctx.now();
  const end = sub.withTrial ? trialEnd(start) : periodEnd(start, plan.interval);
  let started: SubscriptionRow | null;
  try {
    started = await ctx.db.transaction(async (tx) => {
      const moved = await repo.transition(
        tx,
        sub.id,
        { status: ['incomplete'] },
        {
          status: sub.withTrial ? 'trialing' : 'active',
          trialGranted: sub.withTrial,
          inTrial: sub.withTrial,
          currentPeriodStart: start,
          currentPeriodEnd: end,
          paymentMethod: outcome.paymentMethod ?? 'Card',
        },
      );
      if (!moved) return null;
      if (sub.withTrial) await claimTrial(ctx, tx, moved, outcome.cardFingerprint);
      else
        await recordCharge(ctx, tx, moved, plan, {
          periodStart: start,
          periodEnd: end,
          amountCents: outcome.amountChargedCents,
          providerRef: outcome.chargeRef ?? sub.checkoutRef!,
          method: outcome.paymentMethod ?? 'Card',
        });
      return moved;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'subscriptions_one_trial_per_user'))
      throw conflict('The free trial can be used once per account.', 'trial_used');
    throw err;
  }
  // Started by a concurrent confirmation or the reconciliation: it told the person.
  if (!started) return (await repo.findById(ctx.db, sub.id))!;
  await tell(ctx, sub.userId, 'subscription_started', {
    title: `Welcome to ${plan.name}`,
    body: sub.withTrial
      ? `Your ${TRIAL_DAYS}-day free trial of ${plan.name} has started. Nothing is charged until ${longDate(end)}; then ${priceLine(plan)} is charged to ${started.paymentMethod} unless you turn auto-renew off at least 24 hours before.`
      : `Your ${plan.name} subscription is active. We charged ${formatUsd(plan.priceCents)} to ${started.paymentMethod}; it renews on ${longDate(end)} unless you turn auto-renew off at least 24 hours before.`,
    link: '/premium-features',
  });
  return started;
}

/** The trial's claims on the person's e-mail and card, in the caller's transaction: refused if taken. */
async function claimTrial(
  ctx: SubscriptionsContext,
  tx: DbOrTx,
  sub: SubscriptionRow,
  cardFingerprint: string | null,
) {
  const user = await ctx.accounts.getUser(sub.userId);
  const base = { userId: sub.userId, subscriptionId: sub.id };
  if (user && !(await repo.claimTrial(tx, { ...base, kind: 'email', value: trialEmailKey(user.email) })))
    throw conflict(TRIAL_REFUSALS.email, 'trial_used');
  if (cardFingerprint && !(await repo.claimTrial(tx, { ...base, kind: 'card', value: cardFingerprint })))
    throw conflict(TRIAL_REFUSALS.card, 'trial_used');
}

/** Auto-renew off (until 24 hours before the period ends) or back on while the period runs. */
export async function setAutoRenew(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  autoRenew: boolean,
): Promise<UserSubscriptionStatus> {
  const sub = await repo.findCurrent(ctx.db, actor.id);
  if (!sub || !ACCESS_STATUSES.includes(sub.status) || !sub.currentPeriodEnd) {
    throw notFound('You have no active subscription.');
  }
  if (sub.provider === 'google_play') {
    throw conflict(
      'This subscription is billed by Google Play. Turn auto-renew off in the Play Store app under Subscriptions.',
      'managed_by_play',
    );
  }
  if (sub.autoRenew === autoRenew) return statusOf(ctx, sub);
  const t = ctx.now();
  const periodEndsAt = sub.currentPeriodEnd;
  const plan = await planOf(ctx, sub);
  if (!autoRenew) {
    if (!canTurnOffAutoRenew(periodEndsAt, t)) {
      throw conflict(subscriptionMessages.autoRenewTooLate, 'auto_renew_too_late');
    }
    if (sub.status === 'past_due') {
      throw conflict('This subscription is past due. Update your card or let it end.', 'past_due');
    }
  } else if (periodEndsAt.getTime() <= t.getTime()) {
    throw conflict('This subscription has already ended. Please subscribe again.', 'expired');
  }
  await ctx.billing.setAutoRenew(sub.checkoutRef!, autoRenew);
  const updated = await repo.transition(
    ctx.db,
    sub.id,
    autoRenew ? { status: ['cancelled'] } : { status: ['trialing', 'active'] },
    autoRenew
      ? { status: sub.inTrial ? 'trialing' : 'active', autoRenew: true, cancelledAt: null }
      : { status: 'cancelled', autoRenew: false, cancelledAt: t },
  );
  if (!updated) throw conflict('Your subscription changed meanwhile. Please reload.');
  await tell(
    ctx,
    actor.id,
    autoRenew ? 'subscription_auto_renew_on' : 'subscription_auto_renew_off',
    autoRenew
      ? {
          title: `Auto-renew is on for ${plan.name}`,
          body: `Your subscription renews on ${longDate(periodEndsAt)} at ${priceLine(plan)}.`,
          link: '/subscriptions',
        }
      : {
          title: `Auto-renew is off for ${plan.name}`,
          body: `Your subscription stays active until ${longDate(periodEndsAt)} and then ends. Nothing more will be charged. You can turn auto-renew back on until then.`,
          link: '/subscriptions',
        },
  );
  return statusOf(ctx, updated);
}
