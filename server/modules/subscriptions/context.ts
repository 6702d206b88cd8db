import {
  type SubscriptionPlan,
  type SubscriptionRecord,
  subscriptionMessages,
  type UserSubscriptionStatus,
} from '@core/contracts/subscriptions';
import { formatMoment } from '@core/moment';
import { formatUsd } from '@core/money';
import { autoRenewCutoff, hasAccess, intervalLabel, isPaidAndCurrent } from '@core/subscriptions';
import type { PlayBilling } from '../../adapters/google-play';
import type { SubscriptionBilling } from '../../adapters/subscription-billing/port';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { LedgerService } from '../ledger/service';
import type { Notify } from '../notifications/service';
import { type PlanRow, subscriptionsRepo as repo, type SubscriptionRow } from './repo';
import type { CommissionFields } from './views';

/** What the subscriptions domain tells people about; each becomes a message (e-mail) through `notify`. */
export type SubscriptionNoticeKind =
  | 'subscription_started'
  | 'subscription_renewed'
  | 'subscription_payment_failed'
  | 'subscription_auto_renew_off'
  | 'subscription_auto_renew_on'
  | 'subscription_expired'
  | 'subscription_refunded';

export interface SubscriptionsDeps {
  db: Db;
  billing: SubscriptionBilling;
  play: PlayBilling;
  ledger: Pick<LedgerService, 'postSubscriptionCharge'>;
  /** The payer's address; a subscription is paid for only from a confirmed one (403 email_unverified). */
  accounts: {
    getUser(id: string): Promise<{ email: string } | undefined>;
    requireVerifiedEmail(userId: string): Promise<void>;
  };
  notify: Notify;
  now?: () => Date;
}

/** What every action file of the domain takes: its dependencies, with the clock fixed. */
export type SubscriptionsContext = Required<SubscriptionsDeps>;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export const longDate = (d: Date) => formatMoment(d, { zone: 'UTC', style: 'longDate' });

export const priceLine = (plan: PlanRow) => `${formatUsd(plan.priceCents)}/${intervalLabel(plan.interval)}`;

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
    highlighted: row.highlighted,
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

/** Paid (not trialing) and current now: what earns the 10% commission. */
export const paysNow = (ctx: SubscriptionsContext, sub: CommissionFields | null | undefined) =>
  Boolean(sub && !sub.inTrial && isPaidAndCurrent(sub.status, sub.currentPeriodEnd, ctx.now()));

export async function planOf(ctx: SubscriptionsContext, row: SubscriptionRow): Promise<PlanRow> {
  return (await repo.findPlan(ctx.db, row.planId))!;
}

/** Notices never block the change they describe: a failure to queue one is logged by the caller's notify. */
export async function tell(
  ctx: SubscriptionsContext,
  userId: string,
  kind: SubscriptionNoticeKind,
  message: { title: string; body: string; link: string },
) {
  try {
    await ctx.notify(userId, kind, message);
  } catch {
    // The notifications port keeps its own outbox and retries; a refusal here must not undo a payment.
  }
}

export async function statusOf(
  ctx: SubscriptionsContext,
  row: SubscriptionRow | undefined,
): Promise<UserSubscriptionStatus> {
  if (!row || row.status === 'incomplete' || row.status === 'expired') {
    return { hasActiveSubscription: false, plan: null, expiresAt: null, subscription: null };
  }
  const plan = await planOf(ctx, row);
  return {
    hasActiveSubscription: hasAccess(row.status, row.currentPeriodEnd, ctx.now()),
    plan: toPlan(plan),
    expiresAt: row.currentPeriodEnd?.toISOString() ?? null,
    subscription: toRecord(row),
  };
}

export function requirePlanFor(actor: SessionUser, plan: PlanRow | undefined): PlanRow {
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

export async function findOwn(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  const row = isUuid(subscriptionId) ? await repo.findById(ctx.db, subscriptionId) : undefined;
  if (!row || row.userId !== actor.id) throw notFound('Subscription not found');
  return row;
}
