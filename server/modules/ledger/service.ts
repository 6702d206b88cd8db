import { randomUUID } from 'node:crypto';
import { type ClientMoney, commissionPercentFor as percentFor, splitPayment } from '@core/money';
import type { Db, DbOrTx } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { conflict } from '../../lib/errors';
import { post } from './post';
import { type LedgerLine, ledgerRepo } from './repo';
import * as termsPostings from './terms-postings';
import * as tripCostPostings from './trip-cost-postings';

/** Answers whether a driver has a paid subscription; the subscriptions domain provides the real one. */
export type PaidSubscriptionLookup = (userId: string) => Promise<boolean>;

export interface JobMoney {
  jobId: string;
  clientId: string;
  driverId: string | null;
  /** What the client paid, all of it. */
  priceCents: number;
  /** The part of it for the driver's return and the fuel: held for those costs, outside the split. */
  costsCents: number;
  /** Basis points fixed at acceptance (1500 = 15%). */
  commissionRateBps: number | null;
}

/** The money fields of a job, as the ledger posts them. */
export const jobMoney = (job: {
  id: string;
  clientId: string;
  driverId: string | null;
  priceCents: number;
  driverReturnCents: number;
  fuelCents: number;
  commissionRateBps: number | null;
}): JobMoney => ({
  jobId: job.id,
  clientId: job.clientId,
  driverId: job.driverId,
  priceCents: job.priceCents,
  costsCents: job.driverReturnCents + job.fuelCents,
  commissionRateBps: job.commissionRateBps,
});

/** The move's fee: what the commission split divides between the platform and the driver. */
export const moveFeeOf = (job: JobMoney) => job.priceCents - job.costsCents;

/** What the functions take: the database and how to learn a driver's subscription. */
interface LedgerContext {
  db: Db;
  hasPaidSubscription: PaidSubscriptionLookup;
}

/** A line maker for one posting: its source (job, adjustment) and kind fixed, then account, party, amount. */
const linesOf =
  (source: { jobId: string | null; adjustmentId?: string | null }, kind: LedgerLine['kind']) =>
  (account: LedgerLine['account'], partyId: string | null, amountCents: number): LedgerLine => ({
    jobId: source.jobId,
    adjustmentId: source.adjustmentId ?? null,
    kind,
    account,
    partyId,
    amountCents,
  });

function driverShareOf(job: JobMoney) {
  if (!job.driverId || job.commissionRateBps === null) {
    throw conflict('This job has no driver and commission yet.', 'no_driver');
  }
  return { ...splitPayment(moveFeeOf(job), job.commissionRateBps / 100), driverId: job.driverId };
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
    { jobId: job.jobId, kind, account: 'driver_balance', partyId: share.driverId, amountCents: -amount },
  ]);
}

/**
 * The released half (or a reimbursed receipt, its own posting by the receipt's id) went to the driver's
 * payout account (a provider transfer). Idempotent.
 */
export function postTransfer(
  _ctx: LedgerContext,
  tx: DbOrTx,
  t: { jobId: string; half: 1 | 2; driverId: string; amountCents: number; tripCostId?: string | null },
): Promise<boolean> {
  const line = linesOf(
    { jobId: t.jobId, adjustmentId: t.tripCostId },
    t.half === 1 ? 'transfer_1' : 'transfer_2',
  );
  return post(tx, [
    line('driver_balance', t.driverId, t.amountCents),
    line('payouts_in_transit', t.driverId, -t.amountCents),
  ]);
}

interface PayoutMoney {
  payoutId: string;
  driverId: string;
  /** The transfers' sum the payout carries (before any fee). */
  grossCents: number;
  feeCents: number;
}

const payoutLine = (
  p: PayoutMoney,
  kind: 'bank_payout_resend' | 'bank_payout_paid' | 'bank_payout_failed',
  account: LedgerLine['account'],
  amountCents: number,
  party = true,
): LedgerLine => ({
  jobId: null,
  bankPayoutId: p.payoutId,
  kind,
  account,
  partyId: party ? p.driverId : null,
  amountCents,
});

/** A payout carries money a failed payout had returned to the balance: it is on its way again. */
export function postPayoutResend(_ctx: LedgerContext, tx: DbOrTx, p: PayoutMoney, resentCents: number) {
  return post(tx, [
    payoutLine(p, 'bank_payout_resend', 'driver_balance', resentCents),
    payoutLine(p, 'bank_payout_resend', 'payouts_in_transit', -resentCents),
  ]);
}

/** The bank has it: the money leaves the platform's cash; an instant payout's fee is revenue. */
export function postPayoutPaid(_ctx: LedgerContext, tx: DbOrTx, p: PayoutMoney) {
  const lines = [
    payoutLine(p, 'bank_payout_paid', 'payouts_in_transit', p.grossCents),
    payoutLine(p, 'bank_payout_paid', 'cash', -(p.grossCents - p.feeCents), false),
  ];
  if (p.feeCents > 0) lines.push(payoutLine(p, 'bank_payout_paid', 'payout_fee_revenue', -p.feeCents, false));
  return post(tx, lines);
}

/** The bank refused it: the whole amount is back in the driver's balance (no fee is kept). */
export function postPayoutFailed(_ctx: LedgerContext, tx: DbOrTx, p: PayoutMoney) {
  return post(tx, [
    payoutLine(p, 'bank_payout_failed', 'payouts_in_transit', p.grossCents),
    payoutLine(p, 'bank_payout_failed', 'driver_balance', -p.grossCents),
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

/**
 * The split at acceptance: the client's money becomes the platform's commission and the driver's payable.
 * A job released and taken again is split again (its own posting, keyed by a fresh adjustment): one split
 * stands for each acceptance the reassignments have not reversed. Idempotent per acceptance.
 */
export async function postCommissionSplit(_ctx: LedgerContext, tx: DbOrTx, job: JobMoney): Promise<boolean> {
  const share = driverShareOf(job);
  const [splits, reversals] = await Promise.all([
    ledgerRepo.countPostings(tx, job.jobId, 'commission_split'),
    ledgerRepo.countPostings(tx, job.jobId, 'reassignment'),
  ]);
  if (splits > reversals) return false;
  const adjustmentId = splits === 0 ? null : randomUUID();
  const line = linesOf({ jobId: job.jobId, adjustmentId }, 'commission_split');
  return post(tx, [
    line('client_funds_held', job.clientId, moveFeeOf(job)),
    line('platform_commission', null, -share.commissionCents),
    line('driver_payable', share.driverId, -share.driverShareCents),
  ]);
}

/**
 * An operator takes the job from its driver before any of their pay was released: the split is reversed
 * (the client's money is held again) under the reassignment's own id, and the next acceptance splits anew.
 */
export async function postReassignment(
  _ctx: LedgerContext,
  tx: DbOrTx,
  job: JobMoney,
  adjustmentId: string,
): Promise<boolean> {
  const share = driverShareOf(job);
  const line = linesOf({ jobId: job.jobId, adjustmentId }, 'reassignment');
  return post(tx, [
    line('driver_payable', share.driverId, share.driverShareCents),
    line('platform_commission', null, share.commissionCents),
    line('client_funds_held', job.clientId, -moveFeeOf(job)),
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

/**
 * What a refund may still give back for a job, and where it comes from: the client's money still held,
 * the current driver's pay not yet released, and the platform's commission. Released pay is the driver's.
 */
export async function refundableFor(_ctx: LedgerContext, tx: DbOrTx, job: JobMoney) {
  const lines = await ledgerRepo.linesForJob(tx, job.jobId);
  const credit = (account: LedgerLine['account'], partyId?: string | null) =>
    -lines
      .filter((l) => l.account === account && (partyId === undefined || l.partyId === partyId))
      .reduce((sum, l) => sum + l.amountCents, 0);
  const held = credit('client_funds_held');
  const payable = job.driverId ? credit('driver_payable', job.driverId) : 0;
  const commission = credit('platform_commission');
  return { held, payable, commission, refundableCents: held + payable + commission };
}

/**
 * A cancelled job's refund of `refundCents` (all of it, or part): paid out of cash, taken first from the
 * client's money still held, then from the driver's unreleased pay, then from the commission. What is
 * not refunded of the held money and the unreleased pay stays with the platform (`cancellation_retained`),
 * so nothing of the job is left held or payable. Idempotent per job.
 */
export async function postRefund(
  ctx: LedgerContext,
  tx: DbOrTx,
  job: JobMoney,
  refundCents = job.priceCents,
): Promise<boolean> {
  // Operators are held to what can be refunded (payments.decideRefund); what the provider did refund is
  // recorded whatever it was: beyond that, the platform's commission bears it.
  const { held, payable } = await refundableFor(ctx, tx, job);
  const fromHeld = Math.min(refundCents, held);
  const fromPayable = Math.min(refundCents - fromHeld, payable);
  const fromCommission = refundCents - fromHeld - fromPayable;
  const line = (
    kind: 'refund' | 'cancellation_retained',
    account: LedgerLine['account'],
    partyId: string | null,
    amountCents: number,
  ): LedgerLine => ({ jobId: job.jobId, kind, account, partyId, amountCents });
  const refund = [
    line('refund', 'client_funds_held', job.clientId, fromHeld),
    line('refund', 'driver_payable', job.driverId, fromPayable),
    line('refund', 'platform_commission', null, fromCommission),
    line('refund', 'cash', null, -refundCents),
  ].filter((l) => l.amountCents !== 0);
  if (refund.length > 0 && !(await post(tx, refund))) return false;
  const keptHeld = held - fromHeld;
  const keptPayable = payable - fromPayable;
  const retained = [
    line('cancellation_retained', 'client_funds_held', job.clientId, keptHeld),
    line('cancellation_retained', 'driver_payable', job.driverId, keptPayable),
    line('cancellation_retained', 'platform_commission', null, -(keptHeld + keptPayable)),
  ].filter((l) => l.amountCents !== 0);
  if (retained.length > 0) await post(tx, retained);
  return true;
}

/**
 * A claim refunded to the client after the move: paid out of cash by the platform (its commission
 * bears it); what the driver is charged for it is a penalty, its own posting. Once per claim.
 */
export function postClaimRefund(
  _ctx: LedgerContext,
  tx: DbOrTx,
  c: { claimId: string; jobId: string; clientId: string; amountCents: number },
): Promise<boolean> {
  const line = linesOf({ jobId: c.jobId, adjustmentId: c.claimId }, 'claim_refund');
  return post(tx, [
    line('platform_commission', c.clientId, c.amountCents),
    line('cash', null, -c.amountCents),
  ]);
}

/** A penalty against a driver: their balance owes it (kept back from their next halves), revenue for us. */
export function postPenalty(
  _ctx: LedgerContext,
  tx: DbOrTx,
  p: { penaltyId: string; driverId: string; jobId: string | null; amountCents: number },
): Promise<boolean> {
  const line = linesOf({ jobId: p.jobId, adjustmentId: p.penaltyId }, 'penalty');
  return post(tx, [
    line('driver_balance', p.driverId, p.amountCents),
    line('penalty_revenue', null, -p.amountCents),
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
 * `client_funds_held` (a client's prepayment not yet earned), `platform_commission` (revenue),
 * `driver_payable` (owed to a driver for a job, not released yet), `driver_balance` (released, not yet
 * sent), `payouts_in_transit` (sent to the driver's payout account, not yet in their bank) and
 * `payout_fee_revenue` (instant payout fees), `penalty_revenue` (drivers' penalties) and `trip_cost_overrun`
 * (a trip cost above what the client paid for it: the platform's expense). Debits are positive; each posting sums to zero.
 *
 *   charge            cash +P                      client_funds_held −P
 *   commission_split  client_funds_held +F          platform_commission −C, driver_payable −(F−C)
 *                     (F: the move's fee, P less the return and fuel lines, which stay held for their costs)
 *   payout_1/payout_2 driver_payable +half          driver_balance −half   (released to the driver)
 *   transfer_1/_2     driver_balance +half          payouts_in_transit −half  (sent to their payout account)
 *   bank_payout_paid  payouts_in_transit +gross     cash −(gross−fee), payout_fee_revenue −fee
 *   bank_payout_failed payouts_in_transit +gross    driver_balance −gross
 *   bank_payout_resend driver_balance +returned     payouts_in_transit −returned  (a later payout carries it)
 *   refund            client_funds_held +R (then driver_payable, platform_commission)   cash −R (all or part)
 *   cancellation_retained  client_funds_held/driver_payable +kept   platform_commission −kept
 *   reassignment      driver_payable +(F−C), platform_commission +C   client_funds_held −F (split reversed)
 *   penalty           driver_balance +X                penalty_revenue −X   (kept back from later halves)
 *   claim_refund      platform_commission +R           cash −R   (a claim refunded after the move)
 *   trip_cost         client_funds_held +held, trip_cost_overrun +excess   driver_payable −X   (an approved
 *                     receipt, by its id: the client's cost line while it lasts, the platform beyond it)
 *   trip_cost_release driver_payable +X                driver_balance −X   (with a half, or at once after it;
 *                     its transfer_1/_2 is keyed by the receipt too)
 *   subscription_charge  cash +S                   subscription_revenue −S   (one per subscription period)
 *   terms_charge / terms_payment: a move on net-30 terms (terms-postings.ts, `accounts_receivable`)
 */
export function createLedgerService(db: Db, hasPaidSubscription: PaidSubscriptionLookup) {
  const ctx: LedgerContext = { db, hasPaidSubscription };
  return {
    linesForSubscriptionCharge: (chargeId: string) => ledgerRepo.linesForSubscriptionCharge(db, chargeId),
    linesForJob: (jobId: string) => ledgerRepo.linesForJob(db, jobId),
    /** Per job, what the client paid and got back, from the ledger (a job with no charge is absent). */
    async clientMoney(jobIds: string[], tx: DbOrTx = db): Promise<Map<string, ClientMoney>> {
      const rows = await ledgerRepo.clientCash(tx, [...new Set(jobIds)]);
      return new Map(rows.map((r) => [r.jobId, { paidCents: r.paidCents, refundedCents: r.refundedCents }]));
    },
    balances: () => ledgerRepo.balances(db),
    cashCollectedSince: (since: Date) => ledgerRepo.cashCollectedSince(db, since),
    driverPostings: (driverId: string) => ledgerRepo.driverPostings(db, driverId),
    ...bindActions(ctx, {
      commissionPercentFor,
      postCharge,
      postCommissionSplit,
      releasePretripPayout,
      releaseDeliveryPayout,
      postRefund,
      refundableFor,
      postReassignment,
      postPenalty,
      postClaimRefund,
      postSubscriptionCharge,
      postTransfer,
      postPayoutResend,
      postPayoutPaid,
      postPayoutFailed,
    }),
    ...bindActions(ctx, tripCostPostings), // trip-cost-postings.ts: tickets and cost refunds
    ...bindActions(ctx, termsPostings), // terms-postings.ts: moves on net-30 terms
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
