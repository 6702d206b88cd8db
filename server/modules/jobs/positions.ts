import type { JobTrack, PositionBatchResponse } from '@core/contracts/positions';
import {
  CLOCK_SKEW_MS,
  type JudgedPosition,
  judgeBatch,
  LATE_AFTER_MS,
  newestPlausible,
  type RecordedPosition,
} from '@core/positions';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { Job, JobsContext } from './context';
import { findVisible } from './lookup';
import { positionsRepo } from './positions-repo';
import { jobsRepo } from './repo';

/**
 * The driver's positions, as the phone recorded them: one function records a batch (the offline
 * upload, the single POST and the live socket's position all come here), judged for plausibility, and
 * the job's track is read back in recorded order.
 */

export const NOT_DRIVING_MESSAGE =
  'You can share your position only for a job you have accepted and not yet delivered.';

/** What a batch did, and the job after it (its last position moved only to a newer plausible one). */
export interface RecordedBatch extends PositionBatchResponse {
  job: Job;
  /** The plausible positions newly kept, in recorded order. */
  plausible: JudgedPosition[];
  /** The job's last position moved (to the batch's newest plausible position). */
  moved: boolean;
}

/**
 * A position recorded later than the server's clock allows for (beyond CLOCK_SKEW_MS) or before the
 * job was accepted belongs to no trip of this job: refused (counted, not kept). One a little ahead
 * (within the skew) is clamped to now, so the track never runs into the future.
 */
function admissible(job: Job, now: number, fixes: readonly RecordedPosition[]) {
  const from = job.acceptedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const kept = fixes
    .filter((p) => p.at <= now + CLOCK_SKEW_MS && p.at >= from)
    .map((p) => (p.at > now ? { ...p, at: now } : p));
  return { kept, refused: fixes.length - kept.length };
}

/** Stores a batch in one transaction, the job locked (so batches of one job are judged one after another). */
async function storeBatch(
  ctx: JobsContext,
  driverId: string,
  jobId: string,
  fixes: readonly RecordedPosition[],
  now: number,
): Promise<RecordedBatch> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobsRepo.lockById(tx, jobId);
    if (!job || job.driverId !== driverId) throw notFound('Recovery request not found');
    if (job.status !== 'accepted' && job.status !== 'in_progress')
      throw conflict(NOT_DRIVING_MESSAGE, 'not_driving');
    const { kept, refused } = admissible(job, now, fixes);
    const empty = { stored: 0, flagged: 0, duplicates: 0, refused, job, plausible: [], moved: false };
    if (kept.length === 0) return empty;
    const sorted = [...kept].sort((a, b) => a.at - b.at);
    const first = new Date(sorted[0]!.at);
    const last = new Date(sorted[sorted.length - 1]!.at);
    const { fresh, duplicates } = judgeBatch(
      await positionsRepo.plausibleBefore(tx, job.id, driverId, first),
      await positionsRepo.keptBetween(tx, job.id, first, last),
      sorted,
    );
    const written = await positionsRepo.insertMany(tx, job.id, driverId, fresh, new Date(now));
    const writtenAt = new Set(written.map((r) => r.recordedAt.getTime()));
    const stored = fresh.filter((p) => writtenAt.has(p.at));
    const plausible = stored.filter((p) => !p.flagged);
    const newest = newestPlausible(plausible);
    const moved = newest ? await positionsRepo.advanceLast(tx, job.id, newest) : undefined;
    return {
      stored: stored.length,
      flagged: stored.length - plausible.length,
      duplicates: duplicates + fresh.length - stored.length,
      refused,
      job: moved ?? job,
      plausible,
      moved: Boolean(moved),
    };
  });
}

/**
 * Records positions of the driver's job (accepted or in progress): 404 for a job not theirs, 409
 * `not_driving` otherwise. After the commit, once per batch and only from its newest plausible
 * position: `follow` moves what depends on it (the ETA) and says whether that changed, the position
 * listeners hear it, and the job's parties are told live. A batch that only filled in older plausible
 * positions tells the parties too (their maps re-read the track); flagged positions tell nobody.
 * `now` is the caller's clock (what "the future" and a position without a recorded time mean).
 */
export async function recordPositions(
  ctx: JobsContext,
  driverId: string,
  jobId: string,
  fixes: readonly RecordedPosition[],
  options: { now?: Date; follow?: (job: Job) => Promise<boolean> } = {},
): Promise<RecordedBatch> {
  if (!isUuid(jobId)) throw notFound('Recovery request not found');
  const { follow } = options;
  const batch = await storeBatch(ctx, driverId, jobId, fixes, (options.now ?? ctx.now()).getTime());
  const { job } = batch;
  if (batch.plausible.length === 0 || job.lastLat === null || job.lastLng === null) return batch;
  const etaChanged = batch.moved && follow ? await follow(job).catch(() => false) : false;
  if (batch.moved) for (const listener of ctx.positionListeners) await listener(job).catch(() => {});
  await ctx
    .publish?.(
      {
        type: 'job.location',
        jobId: job.id,
        lat: job.lastLat,
        lng: job.lastLng,
        at: (job.lastPositionAt ?? ctx.now()).toISOString(),
        ...(etaChanged ? { etaChanged } : {}),
      },
      job.companyId
        ? { userIds: [driverId], companyId: job.companyId }
        : { userIds: [job.clientId, driverId] },
    )
    .catch(() => {});
  return batch;
}

/** The job's track for whoever may see the job (404 otherwise); operators also see the flagged count. */
export async function trackOf(ctx: JobsContext, actor: SessionUser, idOrNumber: string): Promise<JobTrack> {
  const job = await findVisible(ctx, actor, idOrNumber);
  const [points, arrivals, flaggedCount] = await Promise.all([
    positionsRepo.track(ctx.db, job.id),
    positionsRepo.arrivalsOf(ctx.db, job.id),
    actor.isAdmin ? positionsRepo.flaggedCount(ctx.db, job.id) : Promise.resolve(0),
  ]);
  return {
    points: points.map((p) => ({
      lat: p.lat,
      lng: p.lng,
      at: p.recordedAt.toISOString(),
      late: p.receivedAt.getTime() - p.recordedAt.getTime() > LATE_AFTER_MS,
    })),
    arrivals: arrivals.map((a) => ({ kind: a.kind, at: a.at.toISOString(), lat: a.lat, lng: a.lng })),
    flaggedCount,
  };
}
