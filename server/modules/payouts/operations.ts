import type { adminPayoutsResponse } from '@core/contracts/payouts';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { bankPayoutView } from './bank-payouts';
import type { PayoutsContext } from './context';
import { sendHeld } from './releases';
import { payoutsRepo } from './repo';

/** The operators' view: held halves per driver, failed transfers and payouts, and what is owed. */
export async function adminOverview(
  ctx: PayoutsContext,
  _admin: SessionUser,
): Promise<z.infer<typeof adminPayoutsResponse>> {
  const [held, failedTransfers, failedPayouts, flags, balances] = await Promise.all([
    payoutsRepo.heldByDriver(ctx.db),
    payoutsRepo.failedTransfers(ctx.db),
    payoutsRepo.failedPayouts(ctx.db),
    ctx.notices.openFlagsOfKind('payout_mismatch'),
    ctx.ledger.balances(),
  ]);
  // Liabilities are credits (negative): what is owed to drivers is their negation.
  const owed = (account: string) =>
    -balances.filter((b) => b.account === account).reduce((s, b) => s + b.balanceCents, 0);
  return {
    held: held.map((h) => ({ ...h, accountStatus: h.accountStatus ?? 'none' })),
    failedTransfers: failedTransfers.map(({ jobNumberValue, ...t }) => ({
      ...t,
      jobNumber: jobNumber(jobNumberValue),
    })),
    failedPayouts: failedPayouts.map(({ payout, driverName }) => ({ ...bankPayoutView(payout), driverName })),
    flagged: flags
      .flatMap((f) => (f.jobId ? [{ ...f, jobId: f.jobId }] : []))
      .map((f) => ({
        jobId: f.jobId,
        jobNumber: f.jobNumber ?? 'A job',
        reason: f.reason,
        flaggedAt: f.flaggedAt.toISOString(),
      })),
    owedCents: owed('driver_payable') + owed('driver_balance'),
    inTransitCents: owed('payouts_in_transit'),
  };
}

/** An operator sends a failed half again (same idempotency key: the provider never pays it twice). */
export async function retryTransfer(ctx: PayoutsContext, _admin: SessionUser, id: string) {
  const row = await payoutsRepo.holdAgain(ctx.db, id);
  if (!row) throw notFound('No failed transfer with this id');
  await sendHeld(ctx, row.driverId);
  return { retried: true as const };
}

/**
 * The daily check against the provider's books: every transfer we sent must be there with its amount,
 * and every transfer there must be ours. Each mismatch is flagged to operators on its job; nothing is
 * sent again from here (a missing transfer is retried by an operator, under its own key).
 */
export async function reconcile(ctx: PayoutsContext, since = new Date(ctx.now().getTime() - 3 * 86_400_000)) {
  const [ours, theirs] = await Promise.all([
    payoutsRepo.sentSince(ctx.db, since),
    ctx.provider.listTransfers(since),
  ]);
  const theirsById = new Map(theirs.map((t) => [t.id, t]));
  const ourIds = new Set(ours.map((t) => t.providerTransferId));
  let flagged = 0;
  const flag = async (jobId: string, reason: string) => {
    if (await ctx.notices.raiseFlag(jobId, 'payout_mismatch', reason)) flagged += 1;
  };
  for (const t of ours) {
    const match = t.providerTransferId ? theirsById.get(t.providerTransferId) : undefined;
    if (!match)
      await flag(
        t.jobId,
        `transfer ${t.providerTransferId} of ${formatUsd(t.amountCents)} is not at the payouts provider`,
      );
    else if (match.amountCents !== t.amountCents)
      await flag(
        t.jobId,
        `transfer ${match.id} is ${formatUsd(match.amountCents)} at the provider, ${formatUsd(t.amountCents)} in the ledger`,
      );
  }
  for (const t of theirs) {
    if (ourIds.has(t.id)) continue;
    const jobId = t.group?.startsWith('job_') ? t.group.slice(4) : null;
    if (jobId)
      await flag(
        jobId,
        `the provider shows transfer ${t.id} of ${formatUsd(t.amountCents)} that the ledger does not`,
      );
    else ctx.log(`payout provider transfer ${t.id} belongs to no job`);
  }
  return { checked: ours.length, flagged };
}
