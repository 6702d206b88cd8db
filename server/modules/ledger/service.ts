import { commissionPercentFor as percentFor, splitPayment } from '@core/money';
import type { Db, DbOrTx } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { conflict } from '../../lib/errors';
import { type LedgerLine, ledgerRepo } from './repo';

/** Answers whether a driver has a paid subscription; the subscriptions domain provides the real one. */
export type PaidSubscriptionLookup = (userId: string) => Promise<boolean>;

export interface JobMoney {
  jobId: string;
  clientId: string;
  driverId: string | null;
  priceCents: number;
  /** Basis points fixed at acceptance (1500 = 15%). */
  commissionRateBps: number | null;
}

/** The money fields of a job, as the ledger posts them. */
export const jobMoney = (job: {
  id: string;
  clientId: string;
  driverId: string | null;
  priceCents: number;
  commissionRateBps: number | null;
}): JobMoney => ({
  jobId: job.id,
  clientId: job.clientId,
  driverId: job.driverId,
  priceCents: job.priceCents,
  commissionRateBps: job.commissionRateBps,
});

/** What the functions take: the database and how to learn a driver's subscription. */
interface LedgerContext {
  db: Db;
  hasPaidSubscription: PaidSubscriptionLookup;
}

async function post(tx: DbOrTx, lines: LedgerLine[]): Promise<boolean> {
  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new Error(`unbalanced posting ${lines[0]?.kind}: ${sum}`);
  return ledgerRepo.insertPosting(tx, lines);
}

function driverShareOf(job: JobMoney) {
  if (!job.driverId || job.commissionRateBps === null) {
    throw conflict('This job has no driver and commission yet.', 'no_driver');
  }
  return { ...splitPayment(job.priceCents, job.commissionRateBps / 100), driverId: job.driverId };
}

async function releasePayout(
  ctx: LedgerContext,
  job: JobMoney,
  kind: 'payout_1' | 'payout_2',
  tx: DbOrTx = ctx.db,
): Promise<boolean> {
  const share = driverShareOf(job);
  const amount = kind === 'payout_1' ? share.payout1Cents : share.payout2Cents;
  return post(tx, [
    { jobId: job.jobId, kind, account: 'driver_payable', partyId: share.driverId, amountCents: amount },
    { jobId: job.jobId, kind, account: 'cash', partyId: null, amountCents: -amount },
  ]);
}

/** 10% when the driver has a paid subscription, else 15%: read when the driver accepts. */
export async function commissionPercentFor(ctx: LedgerContext, driverId: string): Promise<number> {
  return percentFor(await ctx.hasPaidSubscription(driverId));
}

export function postCharge(_ctx: LedgerContext, tx: DbOrTx, job: JobMoney): Promise<boolean> {
  return post(tx, [
    { jobId: job.jobId, kind: 'charge', account: 'cash', partyId: null, amountCents: job.priceCents },
    {
      jobId: job.jobId,
      kind: 'charge',
      account: 'client_funds_held',
      partyId: job.clientId,
      amountCents: -job.priceCents,
    },
  ]);
}

export function postCommissionSplit(_ctx: LedgerContext, tx: DbOrTx, job: JobMoney): Promise<boolean> {
  const share = driverShareOf(job);
  return post(tx, [
    {
      jobId: job.jobId,
      kind: 'commission_split',
      account: 'client_funds_held',
      partyId: job.clientId,
      amountCents: job.priceCents,
    },
    {
      jobId: job.jobId,
      kind: 'commission_split',
      account: 'platform_commission',
      partyId: null,
      amountCents: -share.commissionCents,
    },
    {
      jobId: job.jobId,
      kind: 'commission_split',
      account: 'driver_payable',
      partyId: share.driverId,
      amountCents: -share.driverShareCents,
    },
  ]);
}

/** Payout 1: half the driver's share, after the pre-trip checklist. Idempotent. */
export function releasePretripPayout(ctx: LedgerContext, job: JobMoney, tx?: DbOrTx): Promise<boolean> {
  return releasePayout(ctx, job, 'payout_1', tx);
}

/** Payout 2: the rest of the driver's share, after verified delivery. Idempotent. */
export function releaseDeliveryPayout(ctx: LedgerContext, job: JobMoney, tx?: DbOrTx): Promise<boolean> {
  return releasePayout(ctx, job, 'payout_2', tx);
}

export function postRefund(_ctx: LedgerContext, tx: DbOrTx, job: JobMoney): Promise<boolean> {
  return post(tx, [
    {
      jobId: job.jobId,
      kind: 'refund',
      account: 'client_funds_held',
      partyId: job.clientId,
      amountCents: job.priceCents,
    },
    { jobId: job.jobId, kind: 'refund', account: 'cash', partyId: null, amountCents: -job.priceCents },
  ]);
}

/** Subscription revenue for one recorded charge (a period's invoice). Idempotent per charge. */
export function postSubscriptionCharge(
  _ctx: LedgerContext,
  tx: DbOrTx,
  charge: { chargeId: string; userId: string; amountCents: number },
): Promise<boolean> {
  const line = (account: 'cash' | 'subscription_revenue', amountCents: number, partyId: string | null) => ({
    jobId: null,
    subscriptionChargeId: charge.chargeId,
    kind: 'subscription_charge' as const,
    account,
    partyId,
    amountCents,
  });
  return post(tx, [
    line('cash', charge.amountCents, null),
    line('subscription_revenue', -charge.amountCents, charge.userId),
  ]);
}

/**
 * The money ledger (product/foundations §6). Accounts: `cash` (what the platform holds at the provider),
 * `client_funds_held` (a client's prepayment not yet earned), `platform_commission` (revenue) and
 * `driver_payable` (owed to a driver). Debits are positive; each posting sums to zero.
 *
 *   charge            cash +P                      client_funds_held −P
 *   commission_split  client_funds_held +P          platform_commission −C, driver_payable −(P−C)
 *   payout_1/payout_2 driver_payable +half          cash −half
 *   refund            client_funds_held +P          cash −P
 *   subscription_charge  cash +S                   subscription_revenue −S   (one per subscription period)
 */
export function createLedgerService(db: Db, hasPaidSubscription: PaidSubscriptionLookup) {
  const ctx: LedgerContext = { db, hasPaidSubscription };
  return {
    linesForSubscriptionCharge: (chargeId: string) => ledgerRepo.linesForSubscriptionCharge(db, chargeId),
    linesForJob: (jobId: string) => ledgerRepo.linesForJob(db, jobId),
    balances: () => ledgerRepo.balances(db),
    driverPostings: (driverId: string) => ledgerRepo.driverPostings(db, driverId),
    ...bindActions(ctx, {
      commissionPercentFor,
      postCharge,
      postCommissionSplit,
      releasePretripPayout,
      releaseDeliveryPayout,
      postRefund,
      postSubscriptionCharge,
    }),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
