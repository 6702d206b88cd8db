import type { DriverOffer } from '@core/contracts/dispatch';
import { NEAR_HOME_MILES } from '@core/dispatch-rank';
import { jobNumber } from '@core/jobs';
import { REASSIGNMENT_OFFER_MINUTES } from '@core/operations';
import { roadMiles } from '@core/sphere';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { type DispatchContext, OFFERED_ELSEWHERE_MESSAGE, withDriverPay } from './context';
import { type OfferRow, offersRepo } from './repo';
import { advanceDispatch, startDispatch } from './waves';

/**
 * Offers: an operator's reassignment offers the job to one driver instead of putting it on them. The
 * job stays open (no driver) but off everyone else's list until the offer ends; the driver accepts
 * through the usual policy and identity steps (acceptance.ts takes the offer), or declines; an offer
 * nobody answers expires. Every change runs under the job's lock.
 */

const OFFER_ENDED_MESSAGE = 'This offer has ended (accepted, declined, expired or withdrawn by dispatch).';

/** Whether the job is held for offered drivers now. */
export const isOfferedNow = (ctx: DispatchContext, job: Job) =>
  job.offeredUntil !== null && job.offeredUntil.getTime() > ctx.now().getTime();

/** In the operator's transaction, on the job locked and open: offered to one driver, any other offer withdrawn. */
export async function offerJob(
  ctx: DispatchContext,
  tx: DbOrTx,
  job: Job,
  driverId: string,
  operator: SessionUser,
  reason: string,
): Promise<{ job: Job; offer: OfferRow }> {
  await offersRepo.withdrawOpen(tx, job.id);
  const expiresAt = new Date(ctx.now().getTime() + REASSIGNMENT_OFFER_MINUTES * 60_000);
  const offer = await offersRepo.insert(tx, {
    jobId: job.id,
    driverId,
    offeredBy: operator.id,
    reason,
    expiresAt,
  });
  const offered = await ctx.jobs.transition(tx, job, {
    by: 'admin',
    actorId: operator.id,
    type: 'offered',
    data: { driverId, reason, expiresAt: expiresAt.toISOString() },
    sameDriver: true,
    // The operator's offer stands alone: the waves wait, and start again if it ends unanswered.
    patch: { offeredUntil: expiresAt, dispatchNextAt: null },
  });
  if (!offered) throw conflict('This job changed meanwhile. Reload it and try again.', 'job_changed');
  return { job: offered, offer };
}

/**
 * In the operator's transaction, on the job locked and open: every open offer withdrawn, the job back on
 * the open list (an operator releasing it to everyone).
 */
export async function withdrawOffers(
  ctx: DispatchContext,
  tx: DbOrTx,
  job: Job,
  operator: SessionUser,
  reason: string,
): Promise<Job> {
  const withdrawn = await offersRepo.withdrawOpen(tx, job.id);
  if (withdrawn.length === 0 && job.offeredUntil === null && job.dispatchNextAt === null) return job;
  const reopened = await ctx.jobs.transition(tx, job, {
    by: 'admin',
    actorId: operator.id,
    type: 'offer_withdrawn',
    data: { driverIds: withdrawn.map((o) => o.driverId), reason },
    sameDriver: true,
    patch: { offeredUntil: null, dispatchNextAt: null },
  });
  if (!reopened) throw conflict('This job changed meanwhile. Reload it and try again.', 'job_changed');
  return reopened;
}

/**
 * In an acceptance's transaction, on the job locked: a job held for offered drivers is taken only by one
 * of them (409 for anyone else); their offer is accepted and every other one withdrawn.
 */
export async function takeOffer(ctx: DispatchContext, tx: DbOrTx, job: Job, actor: SessionUser) {
  const mine = await offersRepo.openOf(tx, job.id, actor.id);
  if (isOfferedNow(ctx, job) && !mine) throw conflict(OFFERED_ELSEWHERE_MESSAGE, 'job_offered');
  if (mine) await offersRepo.decide(tx, mine.id, 'accepted');
  await offersRepo.withdrawOpen(tx, job.id);
}

/**
 * GET /api/driver/offers: the jobs dispatch offers this driver now (Priority Dispatch first), with their
 * pay, the miles to the pickup, whether they end near home, and the time left.
 */
export async function driverOffers(ctx: DispatchContext, actor: SessionUser): Promise<DriverOffer[]> {
  const offers = await offersRepo.openFor(ctx.db, actor.id, ctx.now());
  if (offers.length === 0) return [];
  const jobs = (await ctx.jobs.findMany(offers.map((o) => o.jobId))).filter(
    (j) => j.status === 'pending' && !j.driverId,
  );
  const [profile] = await ctx.drivers.dispatchProfiles([actor.id]);
  const home = profile?.homeBase;
  const nearHome = (j: Job) =>
    Boolean(home && j.destinationLat !== null && j.destinationLng !== null) &&
    roadMiles(home!, { lat: j.destinationLat!, lng: j.destinationLng! }) <= NEAR_HOME_MILES;
  const rows = new Map(jobs.map((j) => [j.id, j]));
  const described = new Map((await withDriverPay(ctx, actor, jobs)).map((j) => [j.id, j]));
  return offers
    .flatMap((o) => {
      const job = described.get(o.jobId);
      const row = rows.get(o.jobId);
      const secondsLeft = Math.max(0, Math.floor((o.expiresAt.getTime() - ctx.now().getTime()) / 1000));
      return job && row
        ? [
            {
              id: o.id,
              reason: o.reason,
              expiresAt: o.expiresAt.toISOString(),
              secondsLeft,
              kind: o.kind,
              deadheadMiles: o.deadheadMiles === null ? null : Math.round(o.deadheadMiles),
              endsNearHome: nearHome(row),
              savesMiles: o.savesMiles,
              job,
            },
          ]
        : [];
    })
    .sort((a, b) => Number(b.job.priority ?? false) - Number(a.job.priority ?? false));
}

/**
 * An operator's offer ends without an acceptance: the job back on the open list, operators told, and
 * its waves start again (drivers who passed are not asked again). A wave's offer ending only moves the
 * waves on once nobody in the wave is left to answer.
 */
async function endOffer(
  ctx: DispatchContext,
  jobId: string,
  end: (tx: DbOrTx, job: Job) => Promise<OfferRow | null>,
  type: 'offer_declined' | 'offer_expired',
  actorId: string | null,
  reasonOf: (offer: OfferRow, job: Job) => string,
): Promise<OfferRow | null> {
  const result = await ctx.db.transaction(async (tx) => {
    const job = await ctx.jobs.lockById(tx, jobId);
    if (!job) return null;
    const offer = await end(tx, job);
    // A job taken or cancelled meanwhile only closes the offer.
    if (!offer || job.status !== 'pending' || job.driverId) return null;
    if (offer.kind !== 'operator') return { offer, job: null };
    const reopened = await ctx.jobs.transition(tx, job, {
      by: actorId ? 'driver' : 'system',
      actorId,
      type,
      data: { driverId: offer.driverId, reason: offer.declineReason },
      sameDriver: true,
      patch: { offeredUntil: null },
    });
    return { offer, job: reopened };
  });
  if (!result) return null;
  if (result.offer.kind !== 'operator') {
    await advanceDispatch(ctx, jobId, 'answered');
    return result.offer;
  }
  if (!result.job) return result.offer;
  await ctx.exceptions?.raise(result.job.id, 'offer_declined', reasonOf(result.offer, result.job));
  await ctx.jobs.announce(result.job, 'created');
  // The decline stands whatever happens next; a failure leaves the job on the open list.
  await startDispatch(ctx, result.job.id).catch(() => false);
  return result.offer;
}

/** POST /api/recovery-requests/:id/offer/decline: the driver passes; dispatch moves on. */
export async function declineOffer(ctx: DispatchContext, actor: SessionUser, id: string, reason: string) {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job) throw notFound('Recovery request not found');
  const done = await endOffer(
    ctx,
    job.id,
    async (tx) => {
      const offer = await offersRepo.openOf(tx, job.id, actor.id);
      // A driver never offered this job learns nothing of it.
      if (!offer && !(await offersRepo.wasOffered(tx, job.id, actor.id)))
        throw notFound('Recovery request not found');
      if (!offer) throw conflict(OFFER_ENDED_MESSAGE, 'offer_ended');
      return (await offersRepo.decide(tx, offer.id, 'declined', reason)) ?? null;
    },
    'offer_declined',
    actor.id,
    (offer, j) =>
      `${actor.name} declined ${jobNumber(j.number)}${offer.declineReason ? `: ${offer.declineReason}` : ''}. It is back on the open list.`,
  );
  if (!done) throw conflict(OFFER_ENDED_MESSAGE, 'offer_ended');
  return { ok: true as const, message: `You passed on ${jobNumber(job.number)}. Dispatch has been told.` };
}

/** The minute task: operators' offers nobody answered in time end, and their jobs go back to the open list. */
export async function expireOffers(ctx: DispatchContext): Promise<number> {
  let n = 0;
  for (const row of await offersRepo.expired(ctx.db, ctx.now())) {
    const names = await ctx.drivers.summaries([row.driverId]);
    const done = await endOffer(
      ctx,
      row.jobId,
      async (tx) => (await offersRepo.decide(tx, row.id, 'expired')) ?? null,
      'offer_expired',
      null,
      (_offer, j) =>
        `${names.get(row.driverId)?.name ?? 'The driver'} did not answer the offer of ${jobNumber(j.number)} in time. It is back on the open list.`,
    );
    if (done) n += 1;
  }
  return n;
}

/** The open offer of each of these jobs (operators' board and panel). */
export async function openOffersOf(ctx: DispatchContext, jobIds: string[]): Promise<Map<string, OfferRow>> {
  return new Map((await offersRepo.openOfJobs(ctx.db, jobIds)).map((o) => [o.jobId, o]));
}
