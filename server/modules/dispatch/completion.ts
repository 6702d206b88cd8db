import type { RecoveryRequest } from '@core/contracts/jobs';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { AUTO_CONFIRM_AFTER_MS, type DispatchContext, describeOne } from './context';

/** A delivery confirmed, by the client or by itself after a day: completed, and payout 2. */

async function complete(ctx: DispatchContext, job: Job, actorId: string | null): Promise<Job> {
  const updated = await ctx.db.transaction(async (tx) => {
    // Locked and read again: an operator's cancellation or a second confirmation waits, then sees this.
    const current = await ctx.jobs.lockById(tx, job.id);
    if (current?.status !== 'delivered') return null;
    const done = await ctx.jobs.transition(tx, current, {
      to: 'completed',
      by: actorId ? 'client' : 'system',
      actorId,
      type: actorId ? 'delivery_confirmed' : 'delivery_auto_confirmed',
    });
    if (!done) return null;
    // New damage or a disputed report holds the second half until an operator releases it.
    if (!(await ctx.payoutHold?.reasonFor(tx, done.id))) await ctx.payouts.release(tx, jobMoney(done), 2);
    return done;
  });
  if (!updated) throw conflict('This delivery was already confirmed.', 'already_confirmed');
  await ctx.payouts.sendAfterRelease(updated.driverId);
  await ctx.jobs.announce(updated, 'updated');
  for (const hook of ctx.completed)
    await hook(updated.id).catch((err) => ctx.log?.('after completion failed (its sweep retries)', err));
  return updated;
}

/** The client verifies delivery: completed, payout 2. */
export async function confirmDelivery(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
): Promise<RecoveryRequest> {
  const job = await ctx.jobs.findOwned(actor, id);
  if (job.status !== 'delivered')
    throw conflict('Only a delivered vehicle can be confirmed.', 'bad_transition');
  return describeOne(ctx, await complete(ctx, job, actor.id));
}

/** The scheduler's sweep: deliveries not confirmed within 24 hours confirm themselves. */
export async function autoConfirmDeliveries(ctx: DispatchContext): Promise<number> {
  const due = await ctx.jobs.listDeliveredBefore(new Date(ctx.now().getTime() - AUTO_CONFIRM_AFTER_MS));
  let n = 0;
  for (const job of due) {
    try {
      await complete(ctx, job, null);
      n += 1;
    } catch (err) {
      if (!(err instanceof AppError && err.status === 409)) throw err;
    }
  }
  return n;
}

/**
 * An operator settles what held the driver's pay (new damage, a dispute, their own hold): the holding
 * exceptions close and every half already due is released now (the first after the pre-trip, the
 * second once the delivery is confirmed); a half not due yet is released at its step as usual.
 */
export async function releaseHeldPayout(
  ctx: DispatchContext,
  _admin: SessionUser,
  id: string,
): Promise<RecoveryRequest> {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job) throw notFound('Recovery request not found');
  if (!job.driverId || job.status === 'cancelled')
    throw conflict('This job has no driver pay to release.', 'nothing_held');
  await ctx.db.transaction(async (tx) => {
    // Locked and read again: a cancellation deciding its refund at the same moment waits, or wins.
    const current = await ctx.jobs.lockById(tx, job.id);
    if (!current?.driverId || current.status === 'cancelled' || current.driverId !== job.driverId)
      throw conflict('This job changed meanwhile (cancelled or reassigned). Reload it.', 'job_changed');
    await ctx.payoutHold?.clear(tx, current.id);
    const due: (1 | 2)[] = [];
    if (['in_progress', 'delivered', 'completed'].includes(current.status)) due.push(1);
    if (current.status === 'completed') due.push(2);
    for (const half of due) await ctx.payouts.release(tx, jobMoney(current), half);
  });
  await ctx.payoutHold?.announce();
  await ctx.payouts.sendAfterRelease(job.driverId);
  await ctx.jobs.announce(job, 'updated');
  return describeOne(ctx, job);
}
