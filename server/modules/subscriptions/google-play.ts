import {
  playDeveloperNotification,
  subscriptionMessages,
  type VerifyPurchaseResponse,
} from '@core/contracts/subscriptions';
import type { PlaySubscription } from '../../adapters/google-play';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import {
  longDate,
  requirePlanFor,
  type SubscriptionNoticeKind,
  type SubscriptionsContext,
  statusOf,
  tell,
} from './context';
import { expire, recordCharge } from './periods';
import { type PlanRow, subscriptionsRepo as repo, type SubscriptionRow } from './repo';

/** Subscriptions bought through Google Play: verification, the state Google reports, its notifications. */

/** What a Play purchase's state means for the subscription, at time t. */
function statusFromPlay(p: PlaySubscription, t: Date): SubscriptionRow['status'] {
  const live = p.state === 'active' || p.state === 'grace' || p.state === 'cancelled';
  if (!p.expiryTime || p.expiryTime.getTime() <= t.getTime() || !live)
    return p.state === 'on_hold' || p.state === 'paused' ? 'past_due' : 'expired';
  if (p.state === 'cancelled') return 'cancelled';
  return p.freeTrial ? 'trialing' : 'active';
}

/**
 * Applies what Google Play says about a purchase to the account's subscription: status, period, and
 * a charge (invoice + ledger) for each paid period, once.
 */
async function syncPlay(
  ctx: SubscriptionsContext,
  userId: string,
  plan: PlanRow,
  token: string,
  p: PlaySubscription,
) {
  const t = ctx.now();
  const expiry = p.expiryTime;
  const status = statusFromPlay(p, t);
  return ctx.db.transaction(async (tx) => {
    const bound = await repo.findPlayToken(tx, token);
    let sub = bound?.subscriptionId ? await repo.findById(tx, bound.subscriptionId) : undefined;
    if (!sub || sub.status === 'expired') {
      if (status === 'expired') return undefined;
      const current = await repo.findCurrent(tx, userId);
      if (current && current.status !== 'incomplete')
        throw conflict(subscriptionMessages.alreadySubscribed, 'already_subscribed');
      if (current) await repo.deleteIncomplete(tx, current.id);
      sub = await repo.insert(tx, {
        userId,
        planId: plan.id,
        provider: 'google_play',
        status,
        withTrial: p.freeTrial,
        trialGranted: p.freeTrial && !(await repo.hadTrial(tx, userId)),
        inTrial: p.freeTrial,
        autoRenew: p.autoRenewing,
        currentPeriodStart: p.startTime ?? t,
        currentPeriodEnd: expiry,
        paymentMethod: 'Google Play',
        checkoutRef: token,
      });
      await repo.updatePlayToken(tx, token, { subscriptionId: sub.id });
    } else {
      const previousEnd = sub.currentPeriodEnd;
      // A renewal is a new Play order that pays up to a later expiry; the same order only updates state.
      const renewed =
        expiry && previousEnd && expiry.getTime() > previousEnd.getTime() && p.orderId !== bound?.orderId;
      sub = (await repo.transition(
        tx,
        sub.id,
        { status: [sub.status] },
        {
          status,
          inTrial: p.freeTrial,
          autoRenew: p.autoRenewing,
          currentPeriodStart: renewed ? previousEnd : sub.currentPeriodStart,
          currentPeriodEnd: expiry ?? sub.currentPeriodEnd,
          endedAt: status === 'expired' ? t : null,
          cancelledAt: status === 'cancelled' ? (sub.cancelledAt ?? t) : null,
        },
      ))!;
    }
    if (!p.freeTrial && (status === 'active' || status === 'cancelled') && expiry) {
      await recordCharge(ctx, tx, sub, plan, {
        periodStart: sub.currentPeriodStart ?? t,
        periodEnd: expiry,
        amountCents: plan.priceCents,
        providerRef: p.orderId ?? token.slice(0, 60),
        method: 'Google Play',
      });
    }
    await repo.updatePlayToken(tx, token, { state: p.state, expiryTime: expiry, orderId: p.orderId });
    return sub;
  });
}

/** Why a purchase Google reports cannot start a subscription, or null when it can. */
function playRefusal(p: PlaySubscription, now: Date, known: boolean): string | null {
  if (p.state === 'expired' || (p.expiryTime && p.expiryTime.getTime() <= now.getTime()))
    return 'This Google Play subscription has expired.';
  if (p.state === 'cancelled' && !known)
    return 'This Google Play subscription was cancelled. Please subscribe again.';
  if (p.state === 'pending') return 'The payment for this subscription is still pending in Google Play.';
  if (p.state !== 'active' && p.state !== 'grace' && p.state !== 'cancelled')
    return 'This Google Play subscription is not active.';
  return null;
}

export async function verifyPurchase(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  input: { productId: string; purchaseToken: string; planId?: number },
): Promise<{ status: number; body: VerifyPurchaseResponse }> {
  const { db, play } = ctx;
  const { productId, purchaseToken, planId } = input;
  const invalid = (status: number, error: string) => ({
    status,
    body: { isValid: false, productId, purchaseToken, purchaseTime: null, expiryTime: null, error },
  });
  // Nothing to ask Google with: the purchase is simply not verified (the app shows the error), an
  // answer about this purchase rather than a server fault.
  if (!play.configured) return invalid(200, subscriptionMessages.playNotConfigured);
  const plan = await repo.findPlanByProduct(db, productId);
  if (!plan?.isActive) return invalid(400, 'Invalid Google Play product ID');
  if (planId !== undefined && plan.id !== planId)
    return invalid(400, 'This purchase is for a different plan than the one chosen.');
  const existing = await repo.findPlayToken(db, purchaseToken);
  let sub: SubscriptionRow | undefined;
  let p: PlaySubscription;
  try {
    requirePlanFor(actor, plan);
    if (existing && existing.userId !== actor.id) return invalid(409, subscriptionMessages.tokenOwnedByOther);
    const lookup = await play.lookup(productId, purchaseToken);
    if (!lookup.ok) return invalid(400, lookup.error);
    p = lookup.subscription;
    const refusal = playRefusal(p, ctx.now(), Boolean(existing));
    if (refusal) return invalid(400, refusal);
    const { row } = await repo.bindPlayToken(db, {
      purchaseToken,
      userId: actor.id,
      productId,
      state: p.state,
      expiryTime: p.expiryTime,
      orderId: p.orderId,
    });
    if (row.userId !== actor.id) return invalid(409, subscriptionMessages.tokenOwnedByOther);
    sub = await syncPlay(ctx, actor.id, plan, purchaseToken, p);
  } catch (err) {
    if (err instanceof AppError) return invalid(err.status, err.message);
    if (isUniqueViolation(err)) return invalid(409, subscriptionMessages.alreadySubscribed);
    throw err;
  }
  if (!p.acknowledged) {
    await play.acknowledge(productId, purchaseToken);
    await repo.updatePlayToken(db, purchaseToken, { acknowledged: true });
  }
  if (sub && !existing) {
    await tell(ctx, actor.id, 'subscription_started', {
      title: `Welcome to ${plan.name}`,
      body: `Your ${plan.name} subscription through Google Play is active until ${longDate(sub.currentPeriodEnd ?? ctx.now())}. Google Play renews it automatically unless you turn auto-renew off at least 24 hours before then.`,
      link: '/premium-features',
    });
  }
  return {
    status: 200,
    body: {
      isValid: true,
      productId,
      purchaseToken,
      purchaseTime: p.startTime?.toISOString() ?? null,
      expiryTime: p.expiryTime?.toISOString() ?? null,
      error: null,
    },
  };
}

/** The app's Google Play verification: the purchase's verification and the account's subscription. */
export async function verifyGooglePlay(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  input: { productId: string; purchaseToken: string; planId: number },
) {
  const result = await verifyPurchase(ctx, actor, input);
  return {
    status: result.status,
    body: {
      success: result.body.isValid,
      verification: result.body,
      subscription: result.body.isValid
        ? await statusOf(ctx, await repo.findCurrent(ctx.db, actor.id))
        : null,
    },
  };
}

/** A Pub/Sub push's message (base64 JSON): a subscription notification is handled, anything else acknowledged. */
export async function handlePlayPush(ctx: SubscriptionsContext, data: string) {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    decoded = null;
  }
  const parsed = playDeveloperNotification.safeParse(decoded);
  // Anything we cannot read is acknowledged (200) so Pub/Sub does not redeliver it forever.
  if (!parsed.success || !parsed.data.subscriptionNotification) return { ok: true, handled: false };
  return { ok: true, ...(await handlePlayNotification(ctx, parsed.data.subscriptionNotification)) };
}

/**
 * Real-time developer notifications: Google says something changed for a token; we ask Google for
 * the state (the notification itself is only a hint) and apply it to the account the token is bound to.
 */
async function handlePlayNotification(
  ctx: SubscriptionsContext,
  n: { purchaseToken: string; subscriptionId: string; notificationType: number },
) {
  const bound = await repo.findPlayToken(ctx.db, n.purchaseToken);
  if (!bound) return { handled: false as const, reason: 'unknown token' };
  const plan = await repo.findPlanByProduct(ctx.db, bound.productId);
  if (!plan) return { handled: false as const, reason: 'unknown product' };
  const sub = bound.subscriptionId ? await repo.findById(ctx.db, bound.subscriptionId) : undefined;
  // 12 = SUBSCRIPTION_REVOKED: refunded and access removed at once.
  if (n.notificationType === 12) {
    if (sub && sub.status !== 'expired') await expire(ctx, sub, 'Google Play refunded this subscription.');
    await repo.updatePlayToken(ctx.db, n.purchaseToken, { state: 'revoked' });
    return { handled: true as const, reason: 'revoked' };
  }
  const lookup = await ctx.play.lookup(bound.productId, n.purchaseToken);
  if (!lookup.ok) throw new AppError(502, lookup.error, 'play_unavailable');
  const before = sub?.status;
  const after = await syncPlay(ctx, bound.userId, plan, n.purchaseToken, lookup.subscription);
  // 2 = SUBSCRIPTION_RENEWED.
  const notice =
    after && playNotice(plan, after, before !== after.status, n.notificationType === 2, ctx.now());
  if (notice) await tell(ctx, bound.userId, notice.kind, { ...notice.message, link: '/subscriptions' });
  return { handled: true as const, reason: after?.status ?? 'expired' };
}

/** What to tell the owner after Google changed a subscription, if anything. */
function playNotice(
  plan: PlanRow,
  after: SubscriptionRow,
  statusChanged: boolean,
  renewed: boolean,
  now: Date,
): { kind: SubscriptionNoticeKind; message: { title: string; body: string } } | null {
  const until = longDate(after.currentPeriodEnd ?? now);
  if (!statusChanged)
    return renewed
      ? {
          kind: 'subscription_renewed',
          message: { title: `Your ${plan.name} subscription renewed`, body: `It now runs until ${until}.` },
        }
      : null;
  if (after.status === 'expired')
    return {
      kind: 'subscription_expired',
      message: {
        title: `Your ${plan.name} subscription has ended`,
        body: 'Google Play ended this subscription.',
      },
    };
  if (after.status === 'cancelled')
    return {
      kind: 'subscription_auto_renew_off',
      message: {
        title: `Auto-renew is off for ${plan.name}`,
        body: `Your subscription stays active until ${until}.`,
      },
    };
  if (after.status === 'past_due')
    return {
      kind: 'subscription_payment_failed',
      message: {
        title: `Google Play could not renew ${plan.name}`,
        body: 'Please update your payment method in the Play Store.',
      },
    };
  return null;
}
