import type { Job, TrackingContext } from './context';
import { computeEta, refreshEta } from './eta';
import { receiverMilestone } from './receiver';

/**
 * A step of the job (announced by the jobs domain): the receiver's messages in order (assigned, picked
 * up, then "an hour away" from the ETA, delivered) and the ETA's target (the pickup, then the destination).
 */
export async function jobChanged(ctx: TrackingContext, job: Job): Promise<void> {
  switch (job.status) {
    case 'accepted':
      await receiverMilestone(ctx, job, 'assigned');
      await refreshEta(ctx, job);
      return;
    case 'in_progress':
      // Picked up first, with the ETA to the destination; "an hour away" can only follow.
      await receiverMilestone(ctx, job, 'picked_up', await computeEta(ctx, job));
      await refreshEta(ctx, job);
      return;
    case 'delivered':
      await receiverMilestone(ctx, job, 'delivered');
      if (job.liveEta) await ctx.jobs.setLiveEta(job.id, null);
      return;
    default:
      // Back on the open list, cancelled, completed: no one is driving it.
      if (job.liveEta) await ctx.jobs.setLiveEta(job.id, null);
  }
}
