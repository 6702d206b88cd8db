import { jobNumber } from '@core/jobs';
import type { LiveEvent } from '@core/live';
import type { Audience } from '../../lib/live-bus';
import type { Job, JobsContext } from './context';

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
