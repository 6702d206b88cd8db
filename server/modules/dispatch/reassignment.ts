import { randomUUID } from 'node:crypto';
import { jobNumber, licenseFitsVehicle } from '@core/jobs';
import { licenseClassesText } from '@core/labels';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { assignedJob, type DispatchContext, lockDriversJob } from './context';

/**
 * Operators move a job between drivers (operations console): release it to the open list, or offer it to
 * a verified driver who fits (offers.ts). Each step is one conditional update on the job as it was read, in the
 * caller's transaction, so of any number of concurrent reassignments one wins and the others change
 * nothing; the ledger's split follows the driver.
 */

const CHANGED = 'This job changed meanwhile (another operator, or its driver). Reload it and try again.';

/** Why this driver cannot take this job now (licence, verification, suspension, hours); null when they can. */
export async function unfitReason(ctx: DispatchContext, driverId: string, job: Job): Promise<string | null> {
  const e = await ctx.drivers.eligibility(driverId);
  if (!e.verified) return 'Not a verified driver';
  if (e.suspension) return 'Suspended';
  if (!e.licenseClass || !licenseFitsVehicle(e.licenseClass, job.vehicleType))
    return `Class ${e.licenseClass ?? '?'} licence; ${licenseClassesText(job.vehicleType)} needed`;
  if (job.clientId === driverId) return 'Posted this request';
  if (ctx.hours) {
    const check = (await ctx.hours.assess(driverId, [job])).get(job.id);
    if (check && !check.ok) return check.message;
  }
  return null;
}

/**
 * An accepted job goes back to the open list, first in line (priority), without its driver; the split
 * is reversed. Nothing of the driver's pay was released before the pre-trip, so nothing is taken back.
 */
export async function releaseJob(
  ctx: DispatchContext,
  tx: DbOrTx,
  job: Job,
  operator: SessionUser,
  reason: string,
): Promise<Job> {
  if (job.status !== 'accepted' || !job.driverId)
    throw conflict(
      job.status === 'in_progress'
        ? `${jobNumber(job.number)} is under way: the truck is with its driver. Cancel it with a refund, or reach the driver.`
        : `Only an accepted job can be released (${jobNumber(job.number)} is ${job.status.replace('_', ' ')}).`,
      'not_releasable',
    );
  const released = await ctx.jobs.transition(tx, job, {
    to: 'pending',
    by: 'admin',
    actorId: operator.id,
    type: 'released',
    data: { driverId: job.driverId, reason },
    sameDriver: true,
    patch: {
      driverId: null,
      commissionRateBps: null,
      acceptedAt: null,
      priority: true,
      lastLat: null,
      lastLng: null,
      lastPositionAt: null,
    },
  });
  if (!released) throw conflict(CHANGED, 'job_changed');
  await ctx.ledger.postReassignment(tx, jobMoney(job), randomUUID());
  return released;
}

/**
 * "I can't make it": the assigned driver cannot cancel (the driver policy), but tells operators, who
 * decide. The job keeps its driver until they do; operators get an urgent exception with the reason.
 */
export async function requestWithdrawal(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  reason: string,
): Promise<{ ok: true; message: string }> {
  const job = await assignedJob(ctx, actor, id);
  if (job.status !== 'accepted' && job.status !== 'in_progress')
    throw conflict('This job is no longer yours to hand back.', 'not_withdrawable');
  await ctx.db.transaction(async (tx) => {
    const current = await lockDriversJob(ctx, tx, actor, job.id);
    if (current.status !== 'accepted' && current.status !== 'in_progress')
      throw conflict('This job is no longer yours to hand back.', 'not_withdrawable');
    await ctx.jobs.recordEvent(tx, {
      jobId: job.id,
      actorId: actor.id,
      type: 'withdrawal_requested',
      data: { reason },
    });
  });
  await ctx.exceptions?.raise(job.id, 'driver_withdrawal', `${actor.name} can't make it: ${reason}`);
  return {
    ok: true,
    message:
      'Dispatch has your message and will decide quickly. Keep the job until they tell you: until then it is still yours.',
  };
}
