import { type JobPhoto, pretripItems } from '@core/contracts/dispatch';
import type { RecoveryRequest } from '@core/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { StoredFile } from '../files/service';
import type { Job } from '../jobs/service';
import { canSeeJob } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { assignedJob, type DispatchContext, describeOne, photoOf, requirePhotos } from './context';
import { dispatchRepo, type JobPhotoRow } from './repo';

/** The trip: photos at both ends, the pre-trip that starts it, positions on the way, the delivery. */

export async function addPhoto(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  stage: 'before' | 'after',
  angle: JobPhotoRow['angle'],
  bytes: Buffer,
) {
  const job = await assignedJob(ctx, actor, id);
  const allowed = stage === 'before' ? job.status === 'accepted' : job.status === 'in_progress';
  if (!allowed) {
    throw conflict(
      stage === 'before'
        ? 'Before-photos are taken after accepting and before the trip starts.'
        : 'After-photos are taken at delivery.',
      'wrong_stage',
    );
  }
  const file = await ctx.files.storeImage(actor, 'job_photo', bytes);
  const photo = await dispatchRepo.insertPhoto(ctx.db, { jobId: job.id, stage, angle, fileId: file.id });
  // The first before-photo starts the pre-trip: the driver is on duty from here.
  if (stage === 'before') await ctx.hours?.followJob(ctx.db, actor.id, 'pretrip_started', job);
  return photoOf(photo);
}

export async function photos(ctx: DispatchContext, actor: SessionUser, id: string): Promise<JobPhoto[]> {
  const job = await ctx.jobs.findVisible(actor, id);
  return (await dispatchRepo.listPhotos(ctx.db, job.id)).map(photoOf);
}

/** File access: job photos for the job's parties; a driver's selfie for clients they drive for. */
export async function canReadFile(
  ctx: DispatchContext,
  actor: SessionUser,
  file: StoredFile,
): Promise<boolean> {
  if (file.purpose === 'job_photo') {
    const jobId = await dispatchRepo.jobIdOfFile(ctx.db, file.id);
    const job = jobId ? await ctx.jobs.findById(jobId) : undefined;
    return Boolean(job && canSeeJob(actor, job));
  }
  if (file.purpose === 'selfie') return ctx.jobs.clientHasDriver(actor.id, file.ownerId);
  return false;
}

/** Pre-trip done: checklist, before-photos of all four sides, odometer → in progress, payout 1. */
export async function completePretrip(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  input: { checklist: Record<string, 'ok' | 'na'>; odometer: number },
): Promise<RecoveryRequest> {
  const job = await assignedJob(ctx, actor, id);
  if (job.status !== 'accepted')
    throw conflict('The pre-trip checklist is done once, right after accepting.', 'bad_transition');
  const unchecked = pretripItems.filter((i) => {
    const v = input.checklist[i.key];
    return !(v === 'ok' || (i.optional && v === 'na'));
  });
  if (unchecked.length > 0) {
    throw badRequest(
      `Check every item before starting: ${unchecked.map((i) => i.label).join('; ')}.`,
      'checklist_incomplete',
    );
  }
  await requirePhotos(ctx, job.id, 'before');
  const started = await ctx.db.transaction((tx) => startTrip(ctx, tx, actor, job, input));
  if (!started) throw conflict('This job changed meanwhile. Reload and try again.', 'bad_transition');
  await afterTripStep(ctx, started);
  return describeOne(ctx, started);
}

/**
 * The pickup is done (pre-trip, or the pickup condition report): in progress, payout 1 released and
 * the driver's hours follow, in the caller's transaction. Null when the job was no longer accepted.
 */
export async function startTrip(
  ctx: DispatchContext,
  tx: DbOrTx,
  actor: SessionUser,
  job: Job,
  pretrip: { checklist: Record<string, 'ok' | 'na'>; odometer: number },
): Promise<Job | null> {
  const updated = await ctx.jobs.transition(tx, job, {
    to: 'in_progress',
    by: 'driver',
    actorId: actor.id,
    type: 'pretrip_completed',
    data: { odometer: pretrip.odometer },
    patch: { pretrip: { ...pretrip, at: ctx.now().toISOString() } },
  });
  if (!updated) return null;
  await ctx.payouts.release(tx, jobMoney(updated), 1);
  await ctx.hours?.followJob(tx, actor.id, 'trip_started', updated);
  return updated;
}

/** After a trip step's commit: the released half goes out, and everyone watching hears of it. */
export async function afterTripStep(ctx: DispatchContext, job: Job): Promise<void> {
  await ctx.payouts.sendAfterRelease(job.driverId);
  await ctx.jobs.announce(job, 'updated');
}

/**
 * The truck is handed over (delivery, or the delivery condition report): delivered, in the caller's
 * transaction. Null when the job was no longer under way.
 */
export async function finishTrip(
  ctx: DispatchContext,
  tx: DbOrTx,
  actor: SessionUser,
  job: Job,
  delivery: { odometer: number; recipientName: string },
): Promise<Job | null> {
  const updated = await ctx.jobs.transition(tx, job, {
    to: 'delivered',
    by: 'driver',
    actorId: actor.id,
    type: 'delivered',
    data: delivery,
    patch: { delivery: { ...delivery, at: ctx.now().toISOString() }, deliveredAt: ctx.now() },
  });
  if (updated) await ctx.hours?.followJob(tx, actor.id, 'delivered', updated);
  return updated;
}

/** Delivered: after-photos of all four sides, odometer and who received it. */
export async function completeDelivery(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  input: { odometer: number; recipientName: string },
): Promise<RecoveryRequest> {
  const job = await assignedJob(ctx, actor, id);
  if (job.status !== 'in_progress') {
    throw conflict(
      'Delivery is recorded once the pre-trip is done and the trip is under way.',
      'bad_transition',
    );
  }
  if (job.pretrip && input.odometer < job.pretrip.odometer) {
    throw badRequest(
      `The odometer cannot be lower than at pickup (${job.pretrip.odometer.toLocaleString('en-US')}).`,
      'odometer_low',
    );
  }
  await requirePhotos(ctx, job.id, 'after');
  const delivered = await ctx.db.transaction((tx) => finishTrip(ctx, tx, actor, job, input));
  if (!delivered) throw conflict('This job changed meanwhile. Reload and try again.', 'bad_transition');
  await ctx.jobs.announce(delivered, 'updated');
  return describeOne(ctx, delivered);
}

export async function reportPosition(
  ctx: DispatchContext,
  actor: SessionUser,
  jobId: string,
  lat: number,
  lng: number,
): Promise<void> {
  const row = await ctx.jobs.recordPosition(actor.id, jobId, lat, lng);
  if (row) return;
  // Only on refusal: another driver's job (or none) is not found; one's own, not under way, is a conflict.
  const job = await ctx.jobs.findByIdOrNumber(jobId);
  if (job?.driverId !== actor.id) throw notFound('Recovery request not found');
  throw conflict(
    'You can share your position only for a job you have accepted and not yet delivered.',
    'not_driving',
  );
}
