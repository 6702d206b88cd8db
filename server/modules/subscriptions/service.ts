import {
  type CreateSubscriptionResponse,
  type SubscriptionPlan,
  type SubscriptionRecord,
  subscriptionMessages,
  type UserSubscriptionStatus,
  type VerifyPurchaseResponse,
} from '@core/contracts/subscriptions';
import { formatUsd } from '@core/money';
import {
  autoRenewCutoff,
  canTurnOffAutoRenew,
  hasAccess,
  intervalLabel,
  isPaidAndCurrent,
  PAST_DUE_GRACE_DAYS,
  periodEnd,
  RENEWAL_RETRY_HOURS,
  TRIAL_DAYS,
  TRIAL_REFUSALS,
  trialEmailKey,
  trialEnd,
} from '@core/subscriptions';
import type { PlayBilling, PlaySubscription } from '../../adapters/google-play';
import type { CheckoutOutcome, SubscriptionBilling } from '../../adapters/subscription-billing/port';
import type { Db, DbOrTx } from '../../db/client';
import type { InvoiceItem } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { LedgerService } from '../ledger/service';
import type { Notify } from '../notifications/service';
import { type PlanRow, subscriptionsRepo as repo, type SubscriptionRow } from './repo';
import type { CommissionFields, CommissionFieldsJson } from './views';

/** What the subscriptions domain tells people about; each becomes a message (e-mail) through `notify`. */
export type SubscriptionNoticeKind =
  | 'subscription_started'
  | 'subscription_renewed'
  | 'subscription_payment_failed'
  | 'subscription_auto_renew_off'
  | 'subscription_auto_renew_on'
  | 'subscription_expired'
  | 'subscription_refunded'
  | 'contact_message';

export interface SubscriptionsDeps {
  db: Db;
  billing: SubscriptionBilling;
  play: PlayBilling;
  ledger: Pick<LedgerService, 'postSubscriptionCharge'>;
  accounts: { adminIds(): Promise<string[]>; getUser(id: string): Promise<{ email: string } | undefined> };
  notify: Notify;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const ACCESS_STATUSES: SubscriptionRow['status'][] = ['trialing', 'active', 'past_due', 'cancelled'];

const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function toPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents,
    priceCents: row.priceCents,
    interval: row.interval,
    audience: row.audience,
    features: JSON.stringify(row.features),
    featureList: row.features,
    sortOrder: row.sortOrder,
    googlePlayProductId: row.googlePlayProductId,
    isActive: row.isActive,
  };
}

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    status: row.status,
    planId: row.planId,
    provider: row.provider,
    autoRenew: row.autoRenew,
    isTrial: row.inTrial,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    autoRenewChangeableUntil: row.currentPeriodEnd
      ? autoRenewCutoff(row.currentPeriodEnd).toISOString()
      : null,
    paymentMethod: row.paymentMethod,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    lastRenewalError: row.lastRenewalError,
  };
}

const priceLine = (plan: PlanRow) => `${formatUsd(plan.priceCents)}/${intervalLabel(plan.interval)}`;

export function createSubscriptionsService({
  db,
  billing,
  play,
  ledger,
  accounts,
  notify,
  now = () => new Date(),
}: SubscriptionsDeps) {
  /** Paid (not trialing) and current now: what earns the 10% commission. */
  const paysNow = (sub: CommissionFields | null | undefined) =>
    Boolean(sub && !sub.inTrial && isPaidAndCurrent(sub.status, sub.currentPeriodEnd, now()));

  async function planOf(row: SubscriptionRow): Promise<PlanRow> {
    return (await repo.findPlan(db, row.planId))!;
  }

  /** Notices never block the change they describe: a failure to queue one is logged by the caller's notify. */
  async function tell(
    userId: string,
    kind: SubscriptionNoticeKind,
    title: string,
    body: string,
    link?: string,
  ) {
    try {
      await notify(userId, kind, { title, body, link });
    } catch {
      // The notifications port keeps its own outbox and retries; a refusal here must not undo a payment.
    }
  }

  async function statusOf(row: SubscriptionRow | undefined): Promise<UserSubscriptionStatus> {
    if (!row || row.status === 'incomplete' || row.status === 'expired') {
      return { hasActiveSubscription: false, plan: null, expiresAt: null, subscription: null };
    }
    const plan = await planOf(row);
    return {
      hasActiveSubscription: hasAccess(row.status, row.currentPeriodEnd, now()),
      plan: toPlan(plan),
      expiresAt: row.currentPeriodEnd?.toISOString() ?? null,
      subscription: toRecord(row),
    };
  }

  function requirePlanFor(actor: SessionUser, plan: PlanRow | undefined): PlanRow {
    if (!plan?.isActive) throw notFound(subscriptionMessages.planNotFound);
    if (plan.audience !== actor.role) {
      const other = plan.audience === 'driver' ? 'drivers' : 'clients';
      throw badRequest(
        `The ${plan.name} plan is for ${other}. Choose a ${actor.role} plan for your account.`,
        'plan_audience',
      );
    }
    return plan;
  }

  /** Records a paid period once: the invoice row and its ledger posting in the caller's transaction. */
  async function recordCharge(
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
      await ledger.postSubscriptionCharge(tx, {
        chargeId: row.id,
        userId: sub.userId,
        amountCents: row.amountCents,
      });
    return row;
  }

  async function expire(sub: SubscriptionRow, reason: string): Promise<boolean> {
    const done = await repo.transition(
      db,
      sub.id,
      { status: [sub.status] },
      {
        status: 'expired',
        autoRenew: false,
        endedAt: now(),
        nextRetryAt: null,
      },
    );
    if (!done) return false;
    const plan = await planOf(sub);
    await tell(
      sub.userId,
      'subscription_expired',
      `Your ${plan.name} subscription has ended`,
      `${reason} Premium features and the subscriber commission rate are no longer active. You can subscribe again at any time.`,
      '/subscriptions',
    );
    return true;
  }

  /** One renewal attempt for a card subscription whose period ended (or whose retry is due). */
  async function renew(
    sub: SubscriptionRow,
  ): Promise<'renewed' | 'past_due' | 'expired' | 'pending' | 'skipped'> {
    const plan = await planOf(sub);
    const start = sub.currentPeriodEnd!;
    const end = periodEnd(start, plan.interval);
    const outcome = await billing.chargeRenewal({
      checkoutRef: sub.checkoutRef!,
      amountCents: plan.priceCents,
      idempotencyKey: `subscription-${sub.id}-period-${start.toISOString()}-attempt-${sub.renewalAttempts + 1}`,
      description: `Pathway ${plan.name}`,
      periodStart: start,
    });
    if (outcome.status === 'pending') return 'pending';

    if (outcome.status === 'succeeded') {
      const renewed = await db.transaction(async (tx) => {
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
        await recordCharge(tx, sub, plan, {
          periodStart: start,
          periodEnd: end,
          amountCents: plan.priceCents,
          providerRef: outcome.ref ?? `renewal-${sub.id}-${start.toISOString()}`,
          method: sub.paymentMethod ?? 'Card',
        });
        return moved;
      });
      if (!renewed) return 'skipped';
      await tell(
        sub.userId,
        'subscription_renewed',
        `Your ${plan.name} subscription renewed`,
        `We charged ${formatUsd(plan.priceCents)} to ${sub.paymentMethod ?? 'your card'}. Your subscription now runs until ${longDate(end)}.`,
        '/subscriptions',
      );
      return 'renewed';
    }

    const t = now();
    const pastDueSince = sub.pastDueSince ?? t;
    const graceOver = t.getTime() >= pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS;
    if (graceOver) {
      const ok = await expire(
        { ...sub, status: sub.status },
        `We could not charge ${sub.paymentMethod ?? 'your card'} for the renewal (${outcome.error ?? 'declined'}).`,
      );
      return ok ? 'expired' : 'skipped';
    }
    const moved = await repo.transition(
      db,
      sub.id,
      { status: [sub.status], periodEnd: start },
      {
        status: 'past_due',
        pastDueSince,
        nextRetryAt: new Date(t.getTime() + RENEWAL_RETRY_HOURS * HOUR_MS),
        lastRenewalError: outcome.error,
        renewalAttempts: sub.renewalAttempts + 1,
      },
    );
    if (!moved) return 'skipped';
    if (sub.status !== 'past_due') {
      const deadline = new Date(pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      await tell(
        sub.userId,
        'subscription_payment_failed',
        `We could not renew your ${plan.name} subscription`,
        `The renewal charge of ${formatUsd(plan.priceCents)} to ${sub.paymentMethod ?? 'your card'} failed: ${outcome.error ?? 'declined'}. We will try again every day; if it still fails by ${longDate(deadline)} your subscription ends.`,
        '/subscriptions',
      );
    }
    return 'past_due';
  }

  /**
   * Applies what Google Play says about a purchase to the account's subscription: status, period, and
   * a charge (invoice + ledger) for each paid period, once.
   */
  async function syncPlay(userId: string, plan: PlanRow, token: string, p: PlaySubscription) {
    const t = now();
    const live = p.state === 'active' || p.state === 'grace' || p.state === 'cancelled';
    const expiry = p.expiryTime;
    const status: SubscriptionRow['status'] =
      !expiry || expiry.getTime() <= t.getTime() || !live
        ? p.state === 'on_hold' || p.state === 'paused'
          ? 'past_due'
          : 'expired'
        : p.state === 'cancelled'
          ? 'cancelled'
          : p.freeTrial
            ? 'trialing'
            : 'active';

    return db.transaction(async (tx) => {
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
        await recordCharge(tx, sub, plan, {
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

  async function verifyPlay(
    actor: SessionUser,
    productId: string,
    purchaseToken: string,
    planId?: number,
  ): Promise<{ status: number; body: VerifyPurchaseResponse }> {
    const invalid = (status: number, error: string) => ({
      status,
      body: { isValid: false, productId, purchaseToken, purchaseTime: null, expiryTime: null, error },
    });
    // Nothing to ask Google with: the purchase is simply not verified (spec §7: the app shows the error),
    // an answer about this purchase rather than a server fault.
    if (!play.configured) return invalid(200, subscriptionMessages.playNotConfigured);
    const plan = await repo.findPlanByProduct(db, productId);
    if (!plan?.isActive) return invalid(400, 'Invalid Google Play product ID');
    if (planId !== undefined && plan.id !== planId)
      return invalid(400, 'This purchase is for a different plan than the one chosen.');
    try {
      requirePlanFor(actor, plan);
    } catch (err) {
      if (err instanceof AppError) return invalid(err.status, err.message);
      throw err;
    }
    const existing = await repo.findPlayToken(db, purchaseToken);
    if (existing && existing.userId !== actor.id) return invalid(409, subscriptionMessages.tokenOwnedByOther);

    const lookup = await play.lookup(productId, purchaseToken);
    if (!lookup.ok) return invalid(400, lookup.error);
    const p = lookup.subscription;
    if (p.state === 'expired' || (p.expiryTime && p.expiryTime.getTime() <= now().getTime()))
      return invalid(400, 'This Google Play subscription has expired.');
    if (p.state === 'cancelled' && !existing)
      return invalid(400, 'This Google Play subscription was cancelled. Please subscribe again.');
    if (p.state === 'pending')
      return invalid(400, 'The payment for this subscription is still pending in Google Play.');
    if (p.state !== 'active' && p.state !== 'grace' && p.state !== 'cancelled')
      return invalid(400, 'This Google Play subscription is not active.');

    const { row } = await repo.bindPlayToken(db, {
      purchaseToken,
      userId: actor.id,
      productId,
      state: p.state,
      expiryTime: p.expiryTime,
      orderId: p.orderId,
    });
    if (row.userId !== actor.id) return invalid(409, subscriptionMessages.tokenOwnedByOther);
    let sub: SubscriptionRow | undefined;
    try {
      sub = await syncPlay(actor.id, plan, purchaseToken, p);
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
      await tell(
        actor.id,
        'subscription_started',
        `Welcome to ${plan.name}`,
        `Your ${plan.name} subscription through Google Play is active until ${longDate(sub.currentPeriodEnd ?? now())}. Google Play renews it automatically unless you turn auto-renew off at least 24 hours before then.`,
        '/premium-features',
      );
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

  /**
   * Starts a subscription whose checkout the provider says succeeded, exactly once (a conditional move
   * from incomplete): the trial or the first charge with its invoice and ledger entries, then the notice.
   */
  async function activateCheckout(sub: SubscriptionRow, outcome: CheckoutOutcome): Promise<SubscriptionRow> {
    const plan = await planOf(sub);
    const expected = sub.withTrial ? 0 : plan.priceCents;
    if (outcome.amountChargedCents !== expected) {
      throw badRequest(
        'The amount charged does not match this plan. Please contact support.',
        'amount_mismatch',
      );
    }
    const start = now();
    const end = sub.withTrial ? trialEnd(start) : periodEnd(start, plan.interval);
    let started: SubscriptionRow | null;
    try {
      started = await db.transaction(async (tx) => {
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
        if (sub.withTrial) await claimTrial(tx, moved, outcome.cardFingerprint);
        if (!sub.withTrial) {
          await recordCharge(tx, moved, plan, {
            periodStart: start,
            periodEnd: end,
            amountCents: outcome.amountChargedCents,
            providerRef: outcome.chargeRef ?? sub.checkoutRef!,
            method: outcome.paymentMethod ?? 'Card',
          });
        }
        return moved;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'subscriptions_one_trial_per_user'))
        throw conflict('The free trial can be used once per account.', 'trial_used');
      throw err;
    }
    // Started by a concurrent confirmation or the reconciliation: it told the person.
    if (!started) return (await repo.findById(db, sub.id))!;
    await tell(
      sub.userId,
      'subscription_started',
      `Welcome to ${plan.name}`,
      sub.withTrial
        ? `Your 90-day free trial of ${plan.name} has started. Nothing is charged until ${longDate(end)}; then ${priceLine(plan)} is charged to ${started.paymentMethod} unless you turn auto-renew off at least 24 hours before.`
        : `Your ${plan.name} subscription is active. We charged ${formatUsd(plan.priceCents)} to ${started.paymentMethod}; it renews on ${longDate(end)} unless you turn auto-renew off at least 24 hours before.`,
      '/premium-features',
    );
    return started;
  }

  /** The trial's claims on the person's e-mail and card, in the caller's transaction: refused if taken. */
  async function claimTrial(tx: DbOrTx, sub: SubscriptionRow, cardFingerprint: string | null) {
    const user = await accounts.getUser(sub.userId);
    const base = { userId: sub.userId, subscriptionId: sub.id };
    if (user && !(await repo.claimTrial(tx, { ...base, kind: 'email', value: trialEmailKey(user.email) })))
      throw conflict(TRIAL_REFUSALS.email, 'trial_used');
    if (cardFingerprint && !(await repo.claimTrial(tx, { ...base, kind: 'card', value: cardFingerprint })))
      throw conflict(TRIAL_REFUSALS.card, 'trial_used');
  }

  async function findOwn(actor: SessionUser, subscriptionId: string): Promise<SubscriptionRow> {
    const row = isUuid(subscriptionId) ? await repo.findById(db, subscriptionId) : undefined;
    if (!row || row.userId !== actor.id) throw notFound('Subscription not found');
    return row;
  }

  return {
    /** Active plans; a signed-in user sees the plans of their role first. */
    async plans(actor: SessionUser | null): Promise<SubscriptionPlan[]> {
      const rows = await repo.listPlans(db);
      const own = actor ? rows.filter((r) => r.audience === actor.role) : [];
      const rest = actor ? rows.filter((r) => r.audience !== actor.role) : rows;
      return [...own, ...rest].map(toPlan);
    },

    async status(actor: SessionUser): Promise<UserSubscriptionStatus> {
      return statusOf(await repo.findCurrent(db, actor.id));
    },

    /** Subscribe Now: a subscription waiting for its card, and the checkout to confirm it. */
    async subscribe(
      actor: SessionUser,
      planId: number,
      options: { trial?: boolean } = {},
    ): Promise<CreateSubscriptionResponse> {
      const plan = requirePlanFor(actor, await repo.findPlan(db, planId));
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
      const trialUnavailable = emailUsed ? TRIAL_REFUSALS.email : null;
      const withTrial = !hadOwn && !emailUsed && options.trial !== false;
      const dueTodayCents = withTrial ? 0 : plan.priceCents;
      if (
        current?.planId === plan.id &&
        current.checkoutRef &&
        current.checkoutSecret &&
        current.withTrial === withTrial
      ) {
        return {
          subscriptionId: current.id,
          clientSecret: current.checkoutSecret,
          provider: billing.provider,
          paymentIntentId: billing.provider === 'test' ? current.checkoutRef : null,
          trial: withTrial,
          trialUnavailable,
          dueTodayCents,
          plan: toPlan(plan),
        };
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
        if (isUniqueViolation(err))
          throw conflict(subscriptionMessages.alreadySubscribed, 'already_subscribed');
        throw err;
      }
      const checkout = await billing.startCheckout({
        subscriptionId: row.id,
        userId: actor.id,
        email: actor.email,
        dueTodayCents,
        trialDays: withTrial ? TRIAL_DAYS : 0,
        plan: {
          id: plan.id,
          name: plan.name,
          priceCents: plan.priceCents,
          stripePriceId: plan.stripePriceId,
        },
      });
      await repo.transition(
        db,
        row.id,
        { status: ['incomplete'] },
        {
          checkoutRef: checkout.ref,
          checkoutSecret: checkout.clientSecret,
        },
      );
      return {
        subscriptionId: row.id,
        clientSecret: checkout.clientSecret,
        provider: billing.provider,
        paymentIntentId: checkout.paymentIntentId,
        trial: withTrial,
        trialUnavailable,
        dueTodayCents,
        plan: toPlan(plan),
      };
    },

    /** The browser confirmed the card; the provider decides whether the subscription starts. */
    async confirm(
      actor: SessionUser,
      subscriptionId: string,
      clientSecret: string,
    ): Promise<UserSubscriptionStatus> {
      const sub = await findOwn(actor, subscriptionId);
      if (sub.status !== 'incomplete') {
        if (sub.status === 'expired')
          throw conflict('This subscription has ended. Please subscribe again.', 'expired');
        return statusOf(sub);
      }
      if (!sub.checkoutRef || sub.checkoutSecret !== clientSecret) {
        throw badRequest(subscriptionMessages.missingPaymentInfo, 'payment_mismatch');
      }
      const outcome = await billing.checkoutOutcome(sub.checkoutRef);
      if (outcome.subscriptionId !== sub.id) {
        throw badRequest('This payment does not belong to this subscription.', 'payment_mismatch');
      }
      if (outcome.status !== 'succeeded') {
        throw new AppError(
          402,
          outcome.error ??
            'The card has not been confirmed yet. Please enter your card details and try again.',
          outcome.status === 'failed' ? 'payment_failed' : 'payment_not_succeeded',
        );
      }
      return statusOf(await activateCheckout(sub, outcome));
    },

    /**
     * Checkouts whose card went through but whose confirmation never reached us (the browser closed, the
     * server crashed between the card and the confirmation): asked of the provider and started, once.
     * A background task, every few minutes and once at start.
     */
    async reconcileCheckouts({ olderThanMs = 3 * 60_000 }: { olderThanMs?: number } = {}) {
      const repaired = { checked: 0, started: [] as string[], errors: [] as string[] };
      for (const sub of await repo.incompleteCheckouts(db, olderThanMs)) {
        repaired.checked += 1;
        try {
          const outcome = await billing.checkoutOutcome(sub.checkoutRef!);
          if (outcome.status !== 'succeeded' || outcome.subscriptionId !== sub.id) continue;
          await activateCheckout(sub, outcome);
          repaired.started.push(sub.id);
        } catch (err) {
          repaired.errors.push(`${sub.id}: ${(err as Error).message}`);
        }
      }
      return repaired;
    },

    /** Auto-renew off (until 24 hours before the period ends) or back on while the period runs. */
    async setAutoRenew(actor: SessionUser, autoRenew: boolean): Promise<UserSubscriptionStatus> {
      const sub = await repo.findCurrent(db, actor.id);
      if (!sub || !ACCESS_STATUSES.includes(sub.status) || !sub.currentPeriodEnd) {
        throw notFound('You have no active subscription.');
      }
      if (sub.provider === 'google_play') {
        throw conflict(
          'This subscription is billed by Google Play. Turn auto-renew off in the Play Store app under Subscriptions.',
          'managed_by_play',
        );
      }
      if (sub.autoRenew === autoRenew) return statusOf(sub);
      const t = now();
      const plan = await planOf(sub);
      if (!autoRenew) {
        if (!canTurnOffAutoRenew(sub.currentPeriodEnd, t)) {
          throw conflict(subscriptionMessages.autoRenewTooLate, 'auto_renew_too_late');
        }
        if (sub.status === 'past_due') {
          throw conflict('This subscription is past due. Update your card or let it end.', 'past_due');
        }
        await billing.setAutoRenew(sub.checkoutRef!, false);
        const updated = await repo.transition(
          db,
          sub.id,
          { status: ['trialing', 'active'] },
          {
            status: 'cancelled',
            autoRenew: false,
            cancelledAt: t,
          },
        );
        if (!updated) throw conflict('Your subscription changed meanwhile. Please reload.');
        await tell(
          actor.id,
          'subscription_auto_renew_off',
          `Auto-renew is off for ${plan.name}`,
          `Your subscription stays active until ${longDate(sub.currentPeriodEnd)} and then ends. Nothing more will be charged. You can turn auto-renew back on until then.`,
          '/subscriptions',
        );
        return statusOf(updated);
      }
      if (sub.currentPeriodEnd.getTime() <= t.getTime()) {
        throw conflict('This subscription has already ended. Please subscribe again.', 'expired');
      }
      await billing.setAutoRenew(sub.checkoutRef!, true);
      const updated = await repo.transition(
        db,
        sub.id,
        { status: ['cancelled'] },
        {
          status: sub.inTrial ? 'trialing' : 'active',
          autoRenew: true,
          cancelledAt: null,
        },
      );
      if (!updated) throw conflict('Your subscription changed meanwhile. Please reload.');
      await tell(
        actor.id,
        'subscription_auto_renew_on',
        `Auto-renew is on for ${plan.name}`,
        `Your subscription renews on ${longDate(sub.currentPeriodEnd)} at ${priceLine(plan)}.`,
        '/subscriptions',
      );
      return statusOf(updated);
    },

    /**
     * The renewal task (pg-boss): renews card subscriptions whose period ended, retries past-due ones,
     * ends the ones with auto-renew off and Google Play ones that lapsed. Safe to run twice or
     * concurrently: every move is a conditional update and every charge has its idempotency key.
     */
    async processRenewals() {
      const t = now();
      const counts = { renewed: 0, past_due: 0, expired: 0, pending: 0, skipped: 0 };
      for (const sub of await repo.dueForRenewal(db, t)) {
        if (sub.status === 'cancelled' || !sub.autoRenew) {
          if (await expire(sub, 'Auto-renew was off, so the subscription ended with its period.'))
            counts.expired += 1;
          continue;
        }
        counts[await renew(sub)] += 1;
      }
      for (const sub of await repo.playLapsed(db, t)) {
        if (await expire(sub, 'Google Play did not renew this subscription.')) counts.expired += 1;
      }
      return counts;
    },

    /** 10% commission: the driver has a paid (not trialing) subscription that is current. */
    async hasPaidSubscription(userId: string): Promise<boolean> {
      return paysNow(await repo.findCurrent(db, userId));
    },

    /** hasPaidSubscription, from the value of subscriptionsViews.commissionFieldsOf. */
    paidFrom(fields: CommissionFieldsJson | null): boolean {
      return paysNow(
        fields && {
          status: fields.status,
          inTrial: fields.inTrial,
          currentPeriodEnd: fields.currentPeriodEnd === null ? null : new Date(fields.currentPeriodEnd),
        },
      );
    },

    /** Of the given accounts, those with premium access now (Priority Dispatch). */
    subscribersAmong: (userIds: string[]) => repo.withAccess(db, userIds, now()),

    /** Premium features on the server: 403 with the spec's text for everyone else. */
    async requireAccess(actor: SessionUser): Promise<void> {
      const sub = await repo.findCurrent(db, actor.id);
      if (!sub || !hasAccess(sub.status, sub.currentPeriodEnd, now())) {
        throw forbidden(subscriptionMessages.requiresSubscription);
      }
    },

    verifyPurchase: (actor: SessionUser, input: { productId: string; purchaseToken: string }) =>
      verifyPlay(actor, input.productId, input.purchaseToken),

    async verifyGooglePlay(
      actor: SessionUser,
      input: { productId: string; purchaseToken: string; planId: number },
    ) {
      const result = await verifyPlay(actor, input.productId, input.purchaseToken, input.planId);
      return {
        status: result.status,
        body: {
          success: result.body.isValid,
          verification: result.body,
          subscription: result.body.isValid ? await statusOf(await repo.findCurrent(db, actor.id)) : null,
        },
      };
    },

    /**
     * Real-time developer notifications: Google says something changed for a token; we ask Google for
     * the state (the notification itself is only a hint) and apply it to the account the token is bound to.
     */
    async handlePlayNotification(n: {
      purchaseToken: string;
      subscriptionId: string;
      notificationType: number;
    }) {
      const bound = await repo.findPlayToken(db, n.purchaseToken);
      if (!bound) return { handled: false as const, reason: 'unknown token' };
      const plan = await repo.findPlanByProduct(db, bound.productId);
      if (!plan) return { handled: false as const, reason: 'unknown product' };
      const sub = bound.subscriptionId ? await repo.findById(db, bound.subscriptionId) : undefined;
      // 12 = SUBSCRIPTION_REVOKED: refunded and access removed at once.
      if (n.notificationType === 12) {
        if (sub && sub.status !== 'expired') await expire(sub, 'Google Play refunded this subscription.');
        await repo.updatePlayToken(db, n.purchaseToken, { state: 'revoked' });
        return { handled: true as const, reason: 'revoked' };
      }
      const lookup = await play.lookup(bound.productId, n.purchaseToken);
      if (!lookup.ok) throw new AppError(502, lookup.error, 'play_unavailable');
      const before = sub?.status;
      const after = await syncPlay(bound.userId, plan, n.purchaseToken, lookup.subscription);
      if (after && before !== after.status) {
        if (after.status === 'expired')
          await tell(
            bound.userId,
            'subscription_expired',
            `Your ${plan.name} subscription has ended`,
            'Google Play ended this subscription.',
            '/subscriptions',
          );
        else if (after.status === 'cancelled')
          await tell(
            bound.userId,
            'subscription_auto_renew_off',
            `Auto-renew is off for ${plan.name}`,
            `Your subscription stays active until ${longDate(after.currentPeriodEnd ?? now())}.`,
            '/subscriptions',
          );
        else if (after.status === 'past_due')
          await tell(
            bound.userId,
            'subscription_payment_failed',
            `Google Play could not renew ${plan.name}`,
            'Please update your payment method in the Play Store.',
            '/subscriptions',
          );
      } else if (after && n.notificationType === 2) {
        await tell(
          bound.userId,
          'subscription_renewed',
          `Your ${plan.name} subscription renewed`,
          `It now runs until ${longDate(after.currentPeriodEnd ?? now())}.`,
          '/subscriptions',
        );
      }
      return { handled: true as const, reason: after?.status ?? 'expired' };
    },

    /** The account's subscription invoices (one per paid period). */
    async invoices(actor: SessionUser) {
      const rows = await repo.chargesFor(db, actor.id);
      return rows.map((r) => ({
        id: r.id,
        invoiceNumber: `INV-${r.invoiceNumber}`,
        createdAt: r.createdAt.toISOString(),
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        amountPaidCents: r.amountCents,
        paymentMethod: r.paymentMethod,
        items: r.items.map((i) => ({
          description: i.description,
          quantity: i.quantity,
          unitPrice: i.unitPriceCents / 100,
          totalPrice: i.totalPriceCents / 100,
        })),
      }));
    },

    chargesForSubscription: (id: string) => repo.chargesForSubscription(db, id),

    /** Contact Sales: stored, and every operator is told (through the notifications outbox). */
    allPlans: async () => (await repo.listPlans(db, true)).map(toPlan),
    async updatePlan(actor: SessionUser, id: number, patch: Partial<PlanRow>) {
      if (!actor.isAdmin) throw notFound();
      try {
        const row = await repo.updatePlan(db, id, patch);
        if (!row) throw notFound(subscriptionMessages.planNotFound);
        return toPlan(row);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('Another plan already uses that name or Google Play product id.');
        throw err;
      }
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
