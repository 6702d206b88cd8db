import type { Earnings } from '@core/contracts/dispatch';
import type { SessionUser } from '../accounts/service';
import type { DispatchContext } from './context';

/** What a driver earned: each job's pay and what of it was released, from the ledger's postings. */
export async function earnings(ctx: DispatchContext, actor: SessionUser): Promise<Earnings> {
  const mine = await ctx.jobs.listMine(actor);
  const driven = mine.filter((j) => j.driver?.id === actor.id);
  const postings = await ctx.ledger.driverPostings(actor.id);
  const lines = driven.map((j) => {
    const forJob = postings.filter((p) => p.jobId === j.id);
    // driver_payable is credited (negative) by the split and debited (positive) by each payout.
    const payCents = -forJob
      .filter((p) => p.kind === 'commission_split')
      .reduce((s, p) => s + p.amountCents, 0);
    const releasedCents = forJob
      .filter((p) => p.kind === 'payout_1' || p.kind === 'payout_2')
      .reduce((s, p) => s + p.amountCents, 0);
    return {
      jobId: j.id,
      jobNumber: j.jobNumber,
      status: j.status,
      payCents,
      releasedCents,
      pendingCents: payCents - releasedCents,
      acceptedAt: j.acceptedAt,
      commissionPercent: j.commissionPercent,
    };
  });
  const sum = (k: 'payCents' | 'releasedCents' | 'pendingCents') => lines.reduce((s, l) => s + l[k], 0);
  return {
    jobs: lines,
    totalPayCents: sum('payCents'),
    totalReleasedCents: sum('releasedCents'),
    totalPendingCents: sum('pendingCents'),
  };
}
