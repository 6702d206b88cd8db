import type { JobCostsView, TripCostMonthTotals } from '@core/contracts/returns';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import { RETURN_RECEIPT_DAYS } from '@core/receipts';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { refundMessages } from '../payments/messages';
import { jobFor, lockedFor, lockReturnIn, present, type ReturnsContext } from './returns';
import { type CostSums, type JobReturnRow, returnsRepo, type SettlementRow } from './returns-repo';

/**
 * What a completed move's costs come to against what the client paid for them, line by line: the unused
 * part of each is refunded; a cost above its line is the platform's (already on `trip_cost_overrun`), never
 * the client's nor the driver's. A next load home needed no return: its whole line is unused.
 */
export function settlementAmounts(
  job: Pick<Job, 'fuelCents' | 'driverReturnCents'>,
  approved: CostSums,
  nextLoad: boolean,
) {
  const returnSpent = nextLoad ? 0 : approved.returnCents;
  const lines = [
    { paid: job.fuelCents, spent: approved.fuelCents },
    { paid: job.driverReturnCents, spent: returnSpent },
  ];
  return {
    paidCents: job.fuelCents + job.driverReturnCents,
    actualCents: approved.fuelCents + returnSpent,
    refundCents: lines.reduce((s, l) => s + Math.max(0, l.paid - l.spent), 0),
    overrunCents: lines.reduce((s, l) => s + Math.max(0, l.spent - l.paid), 0),
  };
}

/**
 * Whether the driver's way home is known, so its line can be settled: no line, a next load or the driver's
 * own; a provided ticket booked (or missed); a self-booked return whose receipt was approved. Otherwise the
 * driver may still be buying it after the client confirmed: the line waits until the receipt window closes
 * (the sweep settles then), so the client is never refunded money the driver needs to get home.
 */
export function returnKnown(
  ret: Pick<JobReturnRow, 'mode' | 'ticketCostId' | 'missedAt'> | undefined,
  approvedReturnCents: number,
  deliveredAt: Date | null,
  now: Date,
): boolean {
  if (!ret || ret.mode === 'next_load' || ret.mode === 'driver_pays') return true;
  if (ret.mode === 'provided' ? ret.ticketCostId !== null || ret.missedAt !== null : approvedReturnCents > 0)
    return true;
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() > RETURN_RECEIPT_DAYS * 86_400_000;
}

/** The settlement decided once, under the job's lock and the settlement's primary key. */
async function decide(ctx: ReturnsContext, jobId: string): Promise<SettlementRow | null> {
  return ctx.db.transaction(async (tx) => {
    const job = await ctx.jobs.lockById(tx, jobId);
    if (job?.status !== 'completed') return null;
    const existing = await returnsRepo.findSettlement(tx, jobId);
    if (existing) return existing;
    // A receipt still to decide could change what is owed: the decision settles then (settleIfDue).
    if (await returnsRepo.hasSubmitted(tx, jobId)) return null;
    const ret = await lockReturnIn(ctx, tx, job);
    const { approved } = await returnsRepo.sums(tx, jobId);
    if (!returnKnown(ret, approved.returnCents, job.deliveredAt, ctx.now())) return null;
    const amounts = settlementAmounts(job, approved, ret?.mode === 'next_load');
    // Never more than the ledger still holds of the client's money for the job, nor than the charge less
    // what was refunded already (a claim decided first may have given much of it back).
    const money = (await ctx.ledger.clientMoney([jobId], tx)).get(jobId);
    const chargeLeft = money ? money.paidCents - money.refundedCents : 0;
    const refundCents = Math.max(
      0,
      Math.min(amounts.refundCents, await ctx.ledger.heldFor(tx, jobId), chargeLeft),
    );
    const row = await returnsRepo.insertSettlement(tx, { jobId, ...amounts, refundCents });
    if (!row) return (await returnsRepo.findSettlement(tx, jobId)) ?? null;
    if (refundCents === 0) return row;
    await ctx.ledger.postCostRefund(tx, { jobId, clientId: job.clientId, amountCents: refundCents });
    const creditNoteNumber = await ctx.payments.creditCostRefund(
      tx,
      jobId,
      refundCents,
      `Unused fuel and driver return on ${jobNumber(job.number)}`,
    );
    return creditNoteNumber ? returnsRepo.updateSettlement(tx, jobId, { creditNoteNumber }) : row;
  });
}

/** The provider refunds what the settlement decided, keyed by the job: asked again until it answers. */
async function sendRefund(ctx: ReturnsContext, row: SettlementRow): Promise<void> {
  const refundId = await ctx.payments.sendCostRefund(row.jobId, row.refundCents);
  if (!refundId) {
    ctx.log?.(`the provider refused the cost refund of job ${row.jobId}`);
    return;
  }
  await returnsRepo.markRefunded(ctx.db, row.jobId, refundId);
  const job = await ctx.jobs.findById(row.jobId);
  if (!job) return;
  await ctx
    .notify(
      job.clientId,
      'job_refunded',
      (locale) => ({
        ...refundMessages[locale].costRefund({
          number: jobNumber(job.number),
          amount: formatUsd(row.refundCents),
        }),
        link: `/payment-success?recoveryRequestId=${job.id}`,
      }),
      { dedupeKey: `cost-refund:${job.id}` },
    )
    .catch(() => undefined);
}

/**
 * Settles a completed move's return and fuel once no receipt of it is still to decide: at completion
 * (dispatch's hook), after a receipt's decision, and from the sweep. Safe to call any number of times.
 */
export async function settleIfDue(ctx: ReturnsContext, jobId: string): Promise<SettlementRow | null> {
  const row = await decide(ctx, jobId);
  if (row && row.refundCents > 0 && !row.refundedAt) await sendRefund(ctx, row);
  return row;
}

/** Every few minutes: completed moves left unsettled and refunds the provider has not taken yet. */
export async function sweepSettlements(ctx: ReturnsContext): Promise<number> {
  let n = 0;
  for (const { id } of await returnsRepo.unsettledCompleted(ctx.db)) {
    if (await settleIfDue(ctx, id).catch((err) => ctx.log?.('trip-cost settlement failed', err))) n += 1;
  }
  for (const row of await returnsRepo.owedRefunds(ctx.db))
    await sendRefund(ctx, row).catch((err) => ctx.log?.('trip-cost refund failed', err));
  return n;
}

/** GET /api/admin/jobs/:id/costs: the job panel's Costs section. */
export async function jobCosts(
  ctx: ReturnsContext,
  operator: SessionUser,
  id: string,
): Promise<JobCostsView> {
  const found = await jobFor(ctx, operator, id);
  return ctx.db.transaction(async (tx) => {
    const job = await lockedFor(ctx, tx, operator, found.id);
    const ret = await lockReturnIn(ctx, tx, job);
    const [{ approved, recorded }, settlement] = await Promise.all([
      returnsRepo.sums(tx, job.id),
      returnsRepo.findSettlement(tx, job.id),
    ]);
    return {
      estimated: {
        driverReturnCents: job.driverReturnCents,
        fuelCents: job.fuelCents,
        basis: job.tripCostBasis ?? null,
      },
      recorded,
      approved,
      settlement: settlement
        ? {
            paidCents: settlement.paidCents,
            actualCents: settlement.actualCents,
            refundCents: settlement.refundCents,
            overrunCents: settlement.overrunCents,
            settledAt: settlement.settledAt.toISOString(),
            refundedAt: settlement.refundedAt?.toISOString() ?? null,
          }
        : null,
      return: ret ? await present(tx, job, ret) : null,
    };
  });
}

/** GET /api/admin/trip-costs/month: the month's fuel and returns paid, refunds, overrun, missed tickets. */
export async function monthTotals(ctx: ReturnsContext, month?: string): Promise<TripCostMonthTotals> {
  const now = ctx.now();
  const [y, m] = month ? month.split('-').map(Number) : [now.getUTCFullYear(), now.getUTCMonth() + 1];
  const from = new Date(Date.UTC(y!, m! - 1, 1));
  const to = new Date(Date.UTC(y!, m!, 1));
  return {
    month: `${y}-${String(m).padStart(2, '0')}`,
    ...(await returnsRepo.monthTotals(ctx.db, from, to)),
  };
}
