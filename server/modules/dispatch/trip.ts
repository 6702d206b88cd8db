import type { PositionBatchResponse } from '@core/contracts/positions';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../accounts/service';
import type { StoredFile } from '../files/service';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { assignedJob, type DispatchContext, lockDriversJob, refuseSuspended } from './context';

/** The trip: photos at both ends, the pre-trip that starts it, positions on the way, the delivery. */

/** File access: a driver's selfie for the clients they drive for. */
export async function canReadFile(
  ctx: DispatchContext,
  actor: SessionUser,
  file: StoredFile,
): Promise<boolean> {
  if (file.purpose === 'selfie') return ctx.jobs.clientHasDriver(actor, file.ownerId);
  return false;
}

/**
 * The pickup is done (the pickup condition report): in progress, payout 1 released and the driver's
 * hours follow, in the caller's transaction. The job is locked and checked first: still this driver's
 * (409 after a reassignment), a driver not suspended since, still accepted (null otherwise).
 */
export async function startTrip(
  ctx: DispatchContext,
  tx: DbOrTx,
  actor: SessionUser,
  jobId: string,
  pretrip: { checklist: Record<string, 'ok' | 'na'>; odometer: number },
): Promise<Job | null> {
  await ctx.drivers.lockForWork(tx, actor.id);
  const job = await lockDriversJob(ctx, tx, actor, jobId);
  refuseSuspended(ctx, await ctx.drivers.eligibility(actor.id, tx), 409);
  const updated = await ctx.jobs.transition(tx, job, {
    to: 'in_progress',
    by: 'driver',
    actorId: actor.id,
    type: 'pretrip_completed',
    data: { odometer: pretrip.odometer },
    sameDriver: true,
    patch: { pretrip: { ...pretrip, at: ctx.now().toISOString() } },
  });
  if (!updated) return null;
  // An operator's hold on the job's payouts keeps this half too, until they release it.
  if (!(await ctx.payoutHold?.reasonFor(tx, updated.id))) await ctx.payouts.release(tx, jobMoney(updated), 1);
  await ctx.hours?.followJob(tx, actor.id, 'trip_started', updated);
  return updated;
}

/** The job as its assigned driver works on it (409 for the driver it was taken from, 404 for strangers). */
export function driversJob(ctx: DispatchContext, actor: SessionUser, id: string): Promise<Job> {
  return assignedJob(ctx, actor, id);
}

/** The driver began the pickup report (its first write): the driver is on duty from here. */
export async function pickupBegun(ctx: DispatchContext, actor: SessionUser, job: Job): Promise<void> {
  await ctx.hours?.followJob(ctx.db, actor.id, 'pretrip_started', job);
}

/** After a trip step's commit: the released half goes out, and everyone watching hears of it. */
export async function afterTripStep(ctx: DispatchContext, job: Job): Promise<void> {
  await ctx.payouts.sendAfterRelease(job.driverId);
  await ctx.jobs.announce(job, 'updated');
}

/**
 * The truck is handed over (the delivery condition report): delivered, in the caller's transaction, the
 * job locked and still this driver's (409 otherwise). A suspended driver still hands over the truck
 * they carry. Null when the job was no longer under way.
 */
export async function finishTrip(
  ctx: DispatchContext,
  tx: DbOrTx,
  actor: SessionUser,
  jobId: string,
  delivery: { odometer: number; recipientName: string },
): Promise<Job | null> {
  const job = await lockDriversJob(ctx, tx, actor, jobId);
  const updated = await ctx.jobs.transition(tx, job, {
    to: 'delivered',
    by: 'driver',
    actorId: actor.id,
    type: 'delivered',
    data: delivery,
    sameDriver: true,
    patch: { delivery: { ...delivery, at: ctx.now().toISOString() }, deliveredAt: ctx.now() },
  });
  if (updated) await ctx.hours?.followJob(tx, actor.id, 'delivered', updated);
  return updated;
}

/**
 * Positions of the driver's job, as the phone recorded them (a single live one has no recorded time:
 * it was taken now). The jobs domain stores and judges them; the job's ETA follows the newest plausible.
 */
export async function reportPositions(
  ctx: DispatchContext,
  actor: SessionUser,
  jobId: string,
  fixes: readonly { lat: number; lng: number; accuracy?: number; recordedAt?: string }[],
): Promise<PositionBatchResponse> {
  const now = ctx.now().getTime();
  const positions = fixes.map((f) => ({
    lat: f.lat,
    lng: f.lng,
    accuracy: f.accuracy ?? null,
    at: f.recordedAt ? Date.parse(f.recordedAt) : now,
  }));
  const { stored, flagged, duplicates, refused } = await ctx.jobs.recordPositions(
    actor.id,
    jobId,
    positions,
    {
      now: ctx.now(),
      follow: async (job) => (ctx.eta ? (await ctx.eta.refresh(job)).changed : false),
    },
  );
  return { stored, flagged, duplicates, refused };
}
