import { splitPayment } from '@core/money';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { type JobMoney, moveFeeOf } from '../ledger/service';
import { releaseApprovedCosts } from '../tripcosts/receipts-money';
import { isPermanent, type PayoutsContext, reasonOf } from './context';
import { keepBackPenalties } from './penalties';
import { payoutsRepo } from './repo';

/**
 * Releases one half of the driver's share (after the pre-trip, after verified delivery): the ledger moves
 * it to the driver's balance and a held transfer waits for it, in the caller's transaction. Idempotent.
 * The transfer itself goes after the commit (`sendHeld`), or from the sweep when that did not happen.
 */
export async function release(ctx: PayoutsContext, tx: DbOrTx, job: JobMoney, half: 1 | 2): Promise<boolean> {
  if (!job.driverId || job.commissionRateBps === null)
    throw conflict('This job has no driver and commission yet.', 'no_driver');
  const posted =
    half === 1
      ? await ctx.ledger.releasePretripPayout(job, tx)
      : await ctx.ledger.releaseDeliveryPayout(job, tx);
  const split = splitPayment(moveFeeOf(job), job.commissionRateBps / 100);
  await payoutsRepo.insertHeldTransfer(tx, {
    driverId: job.driverId,
    jobId: job.jobId,
    half,
    amountCents: half === 1 ? split.payout1Cents : split.payout2Cents,
  });
  // The driver's approved receipts (fuel, a self-booked return) go with the half, each its own transfer.
  await releaseApprovedCosts(tx, job.jobId, half, (t) => payoutsRepo.insertHeldTransfer(tx, t));
  return posted;
}

/** A reimbursed receipt's own held transfer (the receipts domain releases it at once after the delivery half). */
export function holdCostTransfer(
  _ctx: PayoutsContext,
  tx: DbOrTx,
  t: { driverId: string; jobId: string; half: 1 | 2; amountCents: number; tripCostId: string },
): Promise<void> {
  return payoutsRepo.insertHeldTransfer(tx, t);
}

/**
 * A job that ends without its delivery half (cancelled) still owes the driver their approved receipts: they
 * go now, each its own held transfer, in the caller's transaction (before any refund is decided, so the
 * refund never counts them as the job's money). Answers how many.
 */
export function releaseApprovedCostsNow(_ctx: PayoutsContext, tx: DbOrTx, jobId: string): Promise<number> {
  return releaseApprovedCosts(tx, jobId, 2, (t) => payoutsRepo.insertHeldTransfer(tx, t));
}

/** Whether a half of the job's own pay was released, read in the caller's transaction. */
export function halfReleased(_ctx: PayoutsContext, tx: DbOrTx, jobId: string, half: 1 | 2): Promise<boolean> {
  return payoutsRepo.hasHalf(tx, jobId, half);
}

/**
 * Sends the driver's held halves to their payout account when it is enabled: one provider transfer per
 * half, keyed by the half, so a retry (or two senders at once) never pays twice. Answers how many went.
 */
export async function sendHeld(
  ctx: PayoutsContext,
  driverId: string,
  { anyAge = false }: { anyAge?: boolean } = {},
): Promise<number> {
  const account = await payoutsRepo.account(ctx.db, driverId);
  if (account?.status !== 'enabled') return 0;
  // What the driver owes on penalties is kept back from halves claimed for the first time.
  const claimed = await ctx.db.transaction(async (tx) =>
    // A driver whose e-mail is not confirmed is paid nothing yet: the halves stay held (not lost) and
    // the minute sweep sends them once the address is confirmed.
    (await ctx.accounts.emailVerified(driverId, tx))
      ? keepBackPenalties(ctx, tx, driverId, await payoutsRepo.claimTransfers(tx, driverId, anyAge))
      : [],
  );
  let sent = 0;
  for (const t of claimed) {
    try {
      // A half kept back whole moves nothing at the provider.
      const transferId =
        t.amountCents > 0
          ? (
              await ctx.provider.transfer({
                accountId: account.providerAccountId,
                amountCents: t.amountCents,
                group: `job_${t.jobId}`,
                // A reimbursed receipt is its own transfer, keyed by the receipt.
                idempotencyKey: t.tripCostId
                  ? `transfer:cost:${t.tripCostId}`
                  : `transfer:${t.jobId}:${t.half}`,
              })
            ).transferId
          : null;
      await ctx.db.transaction(async (tx) => {
        const marked = await payoutsRepo.markSent(tx, t.id, transferId);
        if (marked && t.amountCents > 0)
          await ctx.ledger.postTransfer(tx, {
            jobId: t.jobId,
            half: t.half as 1 | 2,
            driverId,
            amountCents: t.amountCents,
            tripCostId: t.tripCostId,
          });
      });
      sent += 1;
    } catch (err) {
      // A refusal is for an operator to look at; anything else stays claimed and the sweep retries it.
      if (isPermanent(err)) await payoutsRepo.markTransferFailed(ctx.db, t.id, reasonOf(err));
      ctx.log(`payout transfer ${t.id} not sent`, err);
    }
  }
  return sent;
}

/**
 * After a release's commit: send at once, so the answer (and the live update after it) already shows
 * the half in the payout account. Never fails the driver's request: the sweep catches up.
 */
export async function sendAfterRelease(ctx: PayoutsContext, driverId: string | null): Promise<void> {
  if (!driverId) return;
  await sendHeld(ctx, driverId).catch((err) => ctx.log('payout transfer after release failed', err));
}

/**
 * Releases posted before payouts existed are moved to the driver's balance with a held transfer, once;
 * the sweep then sends them like any other half.
 */
export async function adoptLegacyReleases(ctx: PayoutsContext): Promise<number> {
  return ctx.db.transaction((tx) => payoutsRepo.adoptLegacyReleases(tx));
}

/** Every minute: halves that should have gone (an account just enabled, a crash mid-send) go now. */
/**
 * Halves waiting to go, and halves whose send was cut off. At start a send cut off by the crash is
 * taken at once, whatever its age: the transfer's key makes a second submission harmless.
 */
export async function sweepUnsent(ctx: PayoutsContext, { atStart = false }: { atStart?: boolean } = {}) {
  let sent = 0;
  for (const driverId of await payoutsRepo.driversWithUnsent(ctx.db, atStart))
    sent += await sendHeld(ctx, driverId, { anyAge: atStart });
  return sent;
}
