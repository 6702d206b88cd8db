import type { DriverPenalty } from '@core/contracts/payouts';
import { jobNumber } from '@core/jobs';
import type { PenaltyKind } from '@core/operations';
import type { DbOrTx } from '../../db/client';
import type { PayoutsContext } from './context';
import { penaltiesRepo } from './penalties-repo';
import type { PayoutTransferRow } from './repo';

/**
 * Penalties (the driver policy: damage or a citation costs $500): posted against the driver's balance
 * and kept back from their next halves until recovered, so money a driver owes never leaves as pay.
 */

export type PenaltyRow = Awaited<ReturnType<typeof penaltiesRepo.insertPenalty>>;

/** Records a penalty in the caller's transaction: the row and its ledger posting together. */
export async function penalize(
  ctx: PayoutsContext,
  tx: DbOrTx,
  p: {
    driverId: string;
    jobId: string | null;
    kind: PenaltyKind;
    amountCents: number;
    reason: string;
    createdBy: string;
  },
): Promise<PenaltyRow> {
  const row = await penaltiesRepo.insertPenalty(tx, p);
  await ctx.ledger.postPenalty(tx, {
    penaltyId: row.id,
    driverId: p.driverId,
    jobId: p.jobId,
    amountCents: p.amountCents,
  });
  return row;
}

/**
 * Waives what is still owed of a penalty whose cause an operator excused, in the caller's transaction:
 * the ledger gives it back to the driver's balance (a reversal under its own id) and the row keeps only
 * what a half already kept back. Answers the cents waived.
 */
export async function waivePenalty(ctx: PayoutsContext, tx: DbOrTx, penaltyId: string): Promise<number> {
  const row = await penaltiesRepo.lockPenalty(tx, penaltyId);
  const owed = row ? row.amountCents - row.recoveredCents : 0;
  if (!row || owed <= 0) return 0;
  await ctx.ledger.postPenaltyWaiver(tx, { driverId: row.driverId, jobId: row.jobId, amountCents: owed });
  await penaltiesRepo.cutPenalty(tx, row.id, row.recoveredCents);
  return owed;
}

/** A driver's penalties, newest first, with their job's number. */
export async function penaltiesOf(ctx: PayoutsContext, driverId: string): Promise<DriverPenalty[]> {
  const rows = await penaltiesRepo.penaltiesOf(ctx.db, driverId);
  const jobs = new Map(
    (await ctx.jobs.findMany(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))).map((j) => [j.id, j]),
  );
  return rows.map((r) => {
    const job = r.jobId ? jobs.get(r.jobId) : undefined;
    return {
      id: r.id,
      kind: r.kind,
      amountCents: r.amountCents,
      recoveredCents: r.recoveredCents,
      reason: r.reason,
      jobNumber: job ? jobNumber(job.number) : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * Keeps back what the driver owes on penalties from halves claimed for the first time (a half already
 * tried keeps its amount, so a retry asks the provider for the same transfer). In the claim's
 * transaction: the penalties are locked, so two senders never recover the same dollars.
 */
export async function keepBackPenalties(
  _ctx: PayoutsContext,
  tx: DbOrTx,
  driverId: string,
  claimed: PayoutTransferRow[],
): Promise<PayoutTransferRow[]> {
  // Halves only: a receipt's reimbursement is money the driver already spent on the client's truck.
  const fresh = claimed.filter((t) => t.attempts === 1 && t.penaltyCents === 0 && t.tripCostId === null);
  if (fresh.length === 0) return claimed;
  const owed = await penaltiesRepo.lockOutstandingPenalties(tx, driverId);
  if (owed.length === 0) return claimed;
  const out = new Map(claimed.map((t) => [t.id, t]));
  for (const t of fresh) {
    let keep = 0;
    for (const p of owed) {
      const take = Math.min(p.amountCents - p.recoveredCents, t.amountCents - keep);
      if (take <= 0) continue;
      p.recoveredCents += take;
      keep += take;
      await penaltiesRepo.setPenaltyRecovered(tx, p.id, p.recoveredCents);
    }
    if (keep > 0) out.set(t.id, await penaltiesRepo.keepBack(tx, t.id, keep));
  }
  return [...out.values()];
}

/** Whether a half of a job's pay has been released to its driver (a claim holds an unreleased one). */
export function hasReleased(ctx: PayoutsContext, jobId: string, half: 1 | 2): Promise<boolean> {
  return penaltiesRepo.hasTransfer(ctx.db, jobId, half);
}

/**
 * A claim opened after the driver's pay was released reserves it: the driver's held halves (not yet sent
 * to their payout account) wait for the decision, up to the amount claimed; what they do not cover is what
 * the driver would owe (a receivable). Never below zero: money already sent is not taken back here.
 */
export async function reserveForClaim(
  _ctx: PayoutsContext,
  tx: DbOrTx,
  driverId: string,
  claimId: string,
  amountCents: number,
): Promise<{ reservedCents: number; receivableCents: number }> {
  const held = await penaltiesRepo.unfrozenHeld(tx, driverId);
  const frozen: string[] = [];
  let covered = 0;
  for (const t of held) {
    if (covered >= amountCents) break;
    frozen.push(t.id);
    covered += t.amountCents;
  }
  await penaltiesRepo.freeze(tx, frozen, claimId);
  const reservedCents = Math.min(amountCents, covered);
  return { reservedCents, receivableCents: amountCents - reservedCents };
}

/** The claim is decided: the halves it reserved go out as usual (less any penalty it decided). */
export async function releaseClaimReserve(_ctx: PayoutsContext, tx: DbOrTx, claimId: string): Promise<void> {
  await penaltiesRepo.unfreeze(tx, claimId);
}
