import { jobNumber } from '@core/jobs';
import type { LiveEvent } from '@core/live';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { Job, JobsContext } from './context';
import { jobsRepo } from './repo';

/** What the job's parties (and the drivers it fits) hear live when it changes or moves. */

/**
 * Tells the job's parties (and, while it is or just was open, the drivers it fits) that it changed.
 * Failing to announce never fails the change itself: the lists also refetch on their own.
 */
export async function announce(ctx: JobsContext, job: Job, kind: 'created' | 'updated'): Promise<void> {
  // A job opened, was taken or was cancelled here: this process counts afresh (others within the TTL).
  // A new generation, not clear(): clearing aborts the counts being fetched, failing their requests.
  ctx.openCounts.generation += 1;
  await ctx.onChanged?.(job).catch(() => {});
  if (!ctx.publish) return;
  // A company's job goes to its current members (one who left hears no more), a personal one to its client.
  const userIds = [...(job.companyId ? [] : [job.clientId]), ...(job.driverId ? [job.driverId] : [])];
  const openOrJustTaken =
    job.paymentStatus === 'paid' && (job.status === 'pending' || job.status === 'accepted');
  const audience: Audience = {
    userIds,
    ...(job.companyId ? { companyId: job.companyId } : {}),
    ...(openOrJustTaken ? { openJob: { vehicleType: job.vehicleType } } : {}),
  };
  const event: LiveEvent =
    kind === 'created'
      ? { type: 'job.created', jobId: job.id, jobNumber: jobNumber(job.number), vehicleType: job.vehicleType }
      : {
          type: 'job.updated',
          jobId: job.id,
          jobNumber: jobNumber(job.number),
          status: job.status,
          paymentStatus: job.paymentStatus,
        };
  await ctx.publish(event, audience).catch(() => {});
}

/**
 * The driver's position while driving; told live to the client. `follow` moves what depends on it (the
 * job's ETA) before the event goes out, and says whether that changed, so watchers re-read the job.
 * Null when the driver may not report it.
 */
export async function recordPosition(
  ctx: JobsContext,
  driverId: string,
  jobId: string,
  lat: number,
  lng: number,
  follow?: (job: Job) => Promise<boolean>,
): Promise<Job | null> {
  if (!isUuid(jobId)) return null;
  const row = await jobsRepo.updatePosition(ctx.db, jobId, driverId, lat, lng);
  if (!row) return null;
  const etaChanged = follow ? await follow(row).catch(() => false) : false;
  for (const listener of ctx.positionListeners) await listener(row).catch(() => {});
  await ctx
    .publish?.(
      {
        type: 'job.location',
        jobId: row.id,
        lat,
        lng,
        at: (row.lastPositionAt ?? new Date()).toISOString(),
        ...(etaChanged ? { etaChanged } : {}),
      },
      row.companyId
        ? { userIds: [driverId], companyId: row.companyId }
        : { userIds: [row.clientId, driverId] },
    )
    .catch(() => {});
  return row;
}
