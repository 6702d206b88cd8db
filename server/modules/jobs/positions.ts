import type { JobTrack, PositionBatchResponse } from '@core/contracts/positions';
import {
  CLOCK_SKEW_MS,
  IMPLAUSIBLE_REPEAT_COUNT,
  IMPLAUSIBLE_REPEAT_WINDOW_MS,
  type JudgedPosition,
  judgeBatch,
  LATE_AFTER_MS,
  milestonesAlong,
  newestPlausible,
  type RecordedPosition,
  type TrackMilestone,
} from '@core/positions';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { SessionUser } from '../accounts/service';
import type { Job, JobsContext, TrackNews } from './context';
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
  /** Milestones the batch's plausible positions reached, recorded now (once per job and kind). */
  arrivals: TrackNews['arrivals'];
  /** The recorded time of the batch's newest flagged position. */
  newestFlaggedAt: number | null;
}

const point = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : { lat, lng };

/**
 * In the batch's transaction: the milestones its plausible positions reach, each recorded once per job
 * (the unique row decides between racing batches). The pickup leg lasts until the pickup report.
 */
async function recordMilestones(tx: DbOrTx, job: Job, plausible: readonly JudgedPosition[]) {
  if (plausible.length === 0) return [];
  const already = new Set<TrackMilestone>((await positionsRepo.arrivalsOf(tx, job.id)).map((a) => a.kind));
  // Under way without a pre-trip time (older rows): every position is on the way to the destination.
  const reportedAt = Date.parse(job.pretrip?.at ?? '') || Number.NEGATIVE_INFINITY;
  const legs = {
    pickup: point(job.pickupLat, job.pickupLng),
    destination: point(job.destinationLat, job.destinationLng),
    pickupReportedAt: job.status === 'accepted' ? null : reportedAt,
  };
  const arrivals: TrackNews['arrivals'] = [];
  for (const { kind, position, unreported } of milestonesAlong(plausible, legs, already)) {
    const at = new Date(position.at);
    const row = { jobId: job.id, kind, at, lat: position.lat, lng: position.lng };
    if (await positionsRepo.insertArrival(tx, row)) arrivals.push({ ...row, unreported });
  }
  return arrivals;
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
    if (kept.length === 0)
      return {
        stored: 0,
        flagged: 0,
        duplicates: 0,
        refused,
        job,
        plausible: [],
        moved: false,
        arrivals: [],
        newestFlaggedAt: null,
      };
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
    const flaggedAt = stored.filter((p) => p.flagged).map((p) => p.at);
    return {
      stored: stored.length,
      flagged: stored.length - plausible.length,
      duplicates: duplicates + fresh.length - stored.length,
      refused,
      job: moved ?? job,
      plausible,
      moved: Boolean(moved),
      arrivals: await recordMilestones(tx, job, plausible),
      newestFlaggedAt: flaggedAt.length > 0 ? Math.max(...flaggedAt) : null,
    };
  });
}

/** Flagged positions of the job recorded within the window before the newest, when they repeat. */
async function implausibleRepeat(ctx: JobsContext, jobId: string, newestFlaggedAt: number | null) {
  if (newestFlaggedAt === null) return null;
  const count = await positionsRepo.flaggedCount(ctx.db, jobId, {
    from: new Date(newestFlaggedAt - IMPLAUSIBLE_REPEAT_WINDOW_MS),
    to: new Date(newestFlaggedAt),
  });
  return count >= IMPLAUSIBLE_REPEAT_COUNT ? count : null;
}

/** After the commit: milestones and repeated implausible positions to the listeners, arrivals live. */
async function tellTrackNews(ctx: JobsContext, batch: RecordedBatch, audience: Audience) {
  const { job } = batch;
  const news = {
    arrivals: batch.arrivals,
    implausibleRepeat: await implausibleRepeat(ctx, job.id, batch.newestFlaggedAt),
  };
  if (news.arrivals.length === 0 && news.implausibleRepeat === null) return;
  for (const listener of ctx.trackListeners) await listener(job, news).catch(() => {});
  for (const a of news.arrivals)
    await ctx
      .publish?.({ type: 'job.arrival', jobId: job.id, kind: a.kind, at: a.at.toISOString() }, audience)
      .catch(() => {});
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
  const audience: Audience = job.companyId
    ? { userIds: [driverId], companyId: job.companyId }
    : { userIds: [job.clientId, driverId] };
  await tellTrackNews(ctx, batch, audience);
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
      audience,
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
