import {
  DEFAULT_WAVE_SETTINGS,
  driversForWave,
  NEXT_LOAD_OFFER_MINUTES,
  WAVE_HOLD_GRACE_MS,
  waveCount,
  waveEndsAt,
} from '@core/dispatch-waves';
import { jobNumber, waitsForDriver } from '@core/jobs';
import { splitCommission } from '@core/money';
import { roadMiles } from '@core/sphere';
import { moveFeeCentsOf } from '@core/trip-costs';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../jobs/service';
import { type RankedCandidate, rankForJob } from './candidates';
import type { DispatchContext, DispatchWaveConfig } from './context';
import { offerMessages } from './messages';
import { type OfferRow, offersRepo } from './repo';

/**
 * Offers in waves. A paid job (or one that came back after a decline or a release) is first offered to
 * the driver whose delivery ends near its pickup (their next load home), then to the best few eligible
 * drivers for a few minutes, then the next group, then everyone on the open list. While a wave stands
 * the job is off the open list (`offered_until`). Ranking reads outside the transaction; the transaction
 * locks the job, checks that nobody moved its waves meanwhile, and writes the next stage.
 */

type Mode = 'restart' | 'due' | 'answered';

type Stage =
  | { kind: 'next_load'; driver: RankedCandidate; savesMiles: number | null }
  | { kind: 'wave'; wave: number; drivers: RankedCandidate[] }
  | { kind: 'open_list' };

const DEFAULT_CONFIG: DispatchWaveConfig = {
  settings: DEFAULT_WAVE_SETTINGS,
  nextLoadRadiusMiles: 100,
  cycle: '70/8',
};
export const waveConfigOf = (ctx: DispatchContext) => ctx.waves ?? DEFAULT_CONFIG;

/**
 * The empty miles a next load saves the driver: home from their delivery, against the deadhead to this
 * pickup plus home from this destination. Null without a home base.
 */
function savedMiles(job: Job, d: RankedCandidate): number | null {
  const home = d.profile.homeBase;
  if (!home || !d.from || job.destinationLat === null || job.destinationLng === null) return null;
  const alone = roadMiles(d.from.at, home);
  const withLoad =
    (d.deadheadMiles ?? 0) + roadMiles({ lat: job.destinationLat, lng: job.destinationLng }, home);
  return Math.round(alone - withLoad);
}

/** The driver a job is a next load home for: ending a job (or asking for a load home) near the pickup. */
function nextLoadDriver(job: Job, ranked: RankedCandidate[], config: DispatchWaveConfig, skip: Set<string>) {
  const near = (d: RankedCandidate) =>
    d.eligible &&
    !skip.has(d.id) &&
    (d.deadheadMiles ?? Number.POSITIVE_INFINITY) <= config.nextLoadRadiusMiles;
  const driver = ranked.find(
    (d) => near(d) && (d.busy !== null || (d.profile.lookingForLoadHome && d.endsNearHome)),
  );
  return driver ? { kind: 'next_load' as const, driver, savesMiles: savedMiles(job, driver) } : null;
}

/** What comes after the job's current stage: its next load, the next wave with anyone in it, or the list. */
function nextStage(
  job: Job,
  ranked: RankedCandidate[],
  config: DispatchWaveConfig,
  exclude: { offeredThisJob: Set<string>; holdingAnOffer: Set<string> },
  restart: boolean,
): Stage {
  const skip = new Set([...exclude.offeredThisJob, ...exclude.holdingAnOffer]);
  if (restart || job.dispatchWave === null) {
    const nextLoad = nextLoadDriver(job, ranked, config, skip);
    if (nextLoad) return nextLoad;
  }
  // A wave with nobody left to offer moves straight on: a job never waits on an offer nobody got.
  for (let wave = (restart ? 0 : (job.dispatchWave ?? 0)) + 1; wave <= waveCount(config.settings); wave++) {
    const drivers = driversForWave(ranked, wave, config.settings, exclude) as RankedCandidate[];
    if (drivers.length > 0) return { kind: 'wave', wave, drivers };
  }
  return { kind: 'open_list' };
}

const sameWaveState = (a: Job, b: Job) =>
  a.dispatchWave === b.dispatchWave && a.dispatchNextAt?.getTime() === b.dispatchNextAt?.getTime();

/** In the transaction, on the job locked: whether this advance may go on (nobody moved the waves meanwhile). */
async function mayAdvance(ctx: DispatchContext, tx: DbOrTx, read: Job, current: Job, mode: Mode) {
  if (!waitsForDriver(current) || !sameWaveState(read, current)) return false;
  const now = ctx.now().getTime();
  // An operator's own offer stands until it is answered or ends.
  const open = await offersRepo.openOfJobs(tx, [current.id]);
  if (open.some((o) => o.kind === 'operator' && o.expiresAt.getTime() > now)) return false;
  if (mode === 'due') return current.dispatchNextAt !== null && current.dispatchNextAt.getTime() <= now;
  if (mode === 'answered') return !open.some((o) => o.kind !== 'operator' && o.expiresAt.getTime() > now);
  return true;
}

function offerRows(job: Job, stage: Exclude<Stage, { kind: 'open_list' }>, expiresAt: Date) {
  const drivers = stage.kind === 'wave' ? stage.drivers : [stage.driver];
  return drivers.map((d) => ({
    jobId: job.id,
    driverId: d.id,
    offeredBy: null,
    kind: stage.kind,
    wave: stage.kind === 'wave' ? stage.wave : null,
    reason:
      stage.kind === 'next_load'
        ? stage.savesMiles !== null && stage.savesMiles > 0
          ? `Your next load home: it saves you about ${stage.savesMiles} empty miles.`
          : 'Your next load: it starts near where your delivery ends.'
        : d.endsNearHome
          ? 'Matched to you: it ends near home.'
          : 'Matched to you by distance and hours.',
    score: Number.isFinite(d.score) ? d.score : null,
    rankReasons: d.reasons,
    deadheadMiles: d.deadheadMiles,
    savesMiles: stage.kind === 'next_load' ? stage.savesMiles : null,
    expiresAt,
  }));
}

/** Writes the stage under the job's lock: the offers, the job's wave state, and its event. */
async function writeStage(ctx: DispatchContext, tx: DbOrTx, job: Job, planned: Stage) {
  let stage = planned;
  const now = ctx.now();
  const config = waveConfigOf(ctx);
  await offersRepo.expireOpenDispatch(tx, job.id);
  if (stage.kind === 'open_list') {
    const opened = await ctx.jobs.transition(tx, job, {
      by: 'system',
      actorId: null,
      type: 'waves_ended',
      data: { waves: job.dispatchWave ?? 0 },
      sameDriver: true,
      patch: { dispatchWave: waveCount(config.settings) + 1, dispatchNextAt: null, offeredUntil: null },
    });
    return opened ? { job: opened, offers: [] as OfferRow[], opened: true } : null;
  }
  // Read again through the transaction: a driver suspended since the rank is not offered it.
  const chosen = stage.kind === 'wave' ? stage.drivers : [stage.driver];
  const fit = new Set(
    (
      await ctx.drivers.dispatchProfiles(
        chosen.map((d) => d.id),
        tx,
      )
    )
      .filter((p) => !p.suspended)
      .map((p) => p.id),
  );
  if (stage.kind === 'wave') stage = { ...stage, drivers: stage.drivers.filter((d) => fit.has(d.id)) };
  if (
    (stage.kind === 'wave' && stage.drivers.length === 0) ||
    (stage.kind === 'next_load' && !fit.has(stage.driver.id))
  ) {
    // Everyone chosen was suspended meanwhile: the minute task plans this stage again.
    const again = await ctx.jobs.transition(tx, job, {
      by: 'system',
      actorId: null,
      type: 'wave_sent',
      data: { wave: job.dispatchWave ?? 0, driverIds: [], replan: true },
      sameDriver: true,
      patch: { dispatchNextAt: now, dispatchWave: job.dispatchWave ?? 0 },
    });
    return again ? { job: again, offers: [] as OfferRow[], opened: false } : null;
  }
  const until = new Date(
    stage.kind === 'wave'
      ? waveEndsAt(now.getTime(), config.settings)
      : now.getTime() + NEXT_LOAD_OFFER_MINUTES * 60_000,
  );
  const offers = await offersRepo.insertMany(tx, offerRows(job, stage, until));
  const updated = await ctx.jobs.transition(tx, job, {
    by: 'system',
    actorId: null,
    type: 'wave_sent',
    data: {
      wave: stage.kind === 'wave' ? stage.wave : 0,
      nextLoad: stage.kind === 'next_load',
      driverIds: offers.map((o) => o.driverId),
      until: until.toISOString(),
    },
    sameDriver: true,
    patch: {
      dispatchWave: stage.kind === 'wave' ? stage.wave : 0,
      dispatchNextAt: until,
      offeredUntil: new Date(until.getTime() + WAVE_HOLD_GRACE_MS),
      dispatchStartedAt: job.dispatchStartedAt ?? now,
    },
  });
  return updated ? { job: updated, offers, opened: false } : null;
}

/** Tells each offered driver, by the channels they chose (the bell, live, push, SMS). */
async function tellDrivers(ctx: DispatchContext, job: Job, offers: OfferRow[]) {
  for (const offer of offers) {
    const percent = await ctx.ledger.commissionPercentFor(offer.driverId);
    const pay = splitCommission(moveFeeCentsOf(job), percent).driverShareCents;
    const minutes = Math.max(1, Math.round((offer.expiresAt.getTime() - ctx.now().getTime()) / 60_000));
    await ctx
      .notify?.(
        offer.driverId,
        'job_offered',
        (locale) => ({
          ...offerMessages[locale].offered({
            number: jobNumber(job.number),
            from: job.pickupLocation,
            to: job.destinationLocation,
            miles: job.distanceMiles,
            pay: `$${(pay / 100).toFixed(2)}`,
            deadheadMiles: offer.deadheadMiles,
            minutes,
          }),
          link: '/driver',
        }),
        {
          dedupeKey: `job_offer:${offer.id}`,
          // Pushed with View and Decline for as long as the offer stands.
          push: { jobId: job.id, offerId: offer.id, actions: ['view', 'decline'], ttlSeconds: minutes * 60 },
        },
      )
      .catch(() => {});
  }
}

/**
 * Moves the job's dispatch on by one stage when it should: `restart` from the beginning (paid, came
 * back, or an operator re-ran it), `due` when the current wave's time is up, `answered` when every
 * offer of the current wave was declined. Returns whether it moved.
 */
export async function advanceDispatch(
  ctx: DispatchContext,
  jobId: string,
  mode: Mode,
  /** Only when the job is this driver's next load home (their arrival just became known). */
  nextLoadFor?: string,
): Promise<boolean> {
  const read = await ctx.jobs.findById(jobId);
  if (!read) return false;
  if (!waitsForDriver(read)) {
    if (read.dispatchNextAt !== null) await stopDispatch(ctx, read.id);
    return false;
  }
  const config = waveConfigOf(ctx);
  const ranked = await rankForJob(ctx, read, { reachMiles: read.dispatchRadiusMiles, cycle: config.cycle });
  // A restart may ask again drivers whose offer only ran out; never one who passed or took it and let go.
  const [history, events] = await Promise.all([
    offersRepo.historyOf(ctx.db, read.id),
    ctx.jobs.eventsOf(read.id),
  ]);
  const offeredThisJob = new Set([
    ...history
      .filter((o) => mode !== 'restart' || o.status === 'declined' || o.status === 'accepted')
      .map((o) => o.driverId),
    // Drivers it was released from (they took it from the open list, with no offer of their own).
    ...events.flatMap((e) =>
      e.type === 'released' && typeof e.data.driverId === 'string' ? [e.data.driverId] : [],
    ),
  ]);
  const eligibleIds = ranked.filter((d) => d.eligible).map((d) => d.id);
  const holdingAnOffer = await offersRepo.holdingAnOffer(ctx.db, eligibleIds, ctx.now(), read.priority);
  const stage = nextStage(read, ranked, config, { offeredThisJob, holdingAnOffer }, mode === 'restart');
  if (nextLoadFor && (stage.kind !== 'next_load' || stage.driver.id !== nextLoadFor)) return false;
  const result = await ctx.db.transaction(async (tx) => {
    const current = await ctx.jobs.lockById(tx, read.id);
    if (!current || !(await mayAdvance(ctx, tx, read, current, mode))) return null;
    return writeStage(ctx, tx, current, stage);
  });
  if (!result) return false;
  await tellDrivers(ctx, result.job, result.offers);
  await ctx.jobs.announce(result.job, result.opened ? 'created' : 'updated');
  return true;
}

/** A job taken, cancelled or refunded meanwhile: its dispatch offers end and its waves stop. */
async function stopDispatch(ctx: DispatchContext, jobId: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await ctx.jobs.lockById(tx, jobId);
    if (!current || waitsForDriver(current) || current.dispatchNextAt === null) return;
    // Withdrawn, not expired: the drivers did not let them run out (their acceptance rate is untouched).
    await offersRepo.withdrawOpen(tx, jobId);
    await ctx.jobs.transition(tx, current, {
      by: 'system',
      actorId: null,
      type: 'waves_ended',
      data: { stopped: current.status },
      sameDriver: true,
      patch: { dispatchNextAt: null },
    });
  });
}

/**
 * A job just paid for starts its waves. When they cannot run (nothing to rank it with, a failure), it
 * is on the open list as before, and drivers are told so.
 */
export async function openPaidJob(ctx: DispatchContext, job: Job): Promise<void> {
  const started = await startDispatch(ctx, job.id).catch(() => false);
  if (!started) await ctx.jobs.announce(job, 'created');
}

/** A payment changed a job: a paid one starts its waves, a cancelled one leaves the drivers' lists. */
export const paymentChanged = (ctx: DispatchContext, job: Job, change: 'paid' | 'cancelled') =>
  change === 'paid' ? openPaidJob(ctx, job) : ctx.jobs.announce(job, 'updated');

/**
 * A driver's delivery arrival just became known (they accepted a job): the open jobs whose pickup lies
 * near where it ends, and whose wave is not standing, are offered to them first when they are the best
 * next load home for it. Nothing else about those jobs changes.
 */
export async function offerNextLoadsAfter(ctx: DispatchContext, accepted: Job): Promise<number> {
  if (!accepted.driverId || accepted.destinationLat === null || accepted.destinationLng === null) return 0;
  const config = waveConfigOf(ctx);
  const now = ctx.now().getTime();
  const near = await ctx.jobs.openNear(
    { lat: accepted.destinationLat, lng: accepted.destinationLng },
    config.nextLoadRadiusMiles,
    5,
  );
  let offered = 0;
  for (const job of near) {
    if (job.offeredUntil && job.offeredUntil.getTime() > now) continue;
    const ok = await advanceDispatch(ctx, job.id, 'restart', accepted.driverId).catch(() => false);
    if (ok) offered += 1;
  }
  return offered;
}

/** A paid job starts its dispatch (its next load home, then its waves). */
export const startDispatch = (ctx: DispatchContext, jobId: string) => advanceDispatch(ctx, jobId, 'restart');

/**
 * The minute task: every job whose wave's time is up moves on, Priority Dispatch jobs first (a driver
 * answers one offer at a time, so the jobs whose waves run first get the best-placed drivers).
 */
export async function runDueWaves(ctx: DispatchContext): Promise<number> {
  let moved = 0;
  for (const jobId of await ctx.jobs.dispatchDue(ctx.now())) {
    // One job failing (a provider, a bad row) does not hold up every job due after it.
    const ok = await advanceDispatch(ctx, jobId, 'due').catch((err) => {
      ctx.log?.(`dispatch: the wave of job ${jobId} could not move on`, err);
      return false;
    });
    if (ok) moved += 1;
  }
  return moved;
}

/**
 * A suspended driver's open offers are withdrawn, each under its job's lock, and each job's waves move
 * on (an operator's offer to them puts the job back on the open list).
 */
export async function withdrawOffersOfDriver(ctx: DispatchContext, driverId: string): Promise<number> {
  let n = 0;
  for (const offer of await offersRepo.openOfDriver(ctx.db, driverId)) {
    const ended = await ctx.db.transaction(async (tx) => {
      const job = await ctx.jobs.lockById(tx, offer.jobId);
      const mine = job ? await offersRepo.openOf(tx, offer.jobId, driverId) : undefined;
      if (!job || !mine) return null;
      const [withdrawn] = await offersRepo.withdrawOne(tx, mine.id);
      if (withdrawn?.kind === 'operator' && waitsForDriver(job))
        await ctx.jobs.transition(tx, job, {
          by: 'system',
          actorId: null,
          type: 'offer_withdrawn',
          data: { driverIds: [driverId], reason: 'The driver was suspended' },
          sameDriver: true,
          patch: { offeredUntil: null },
        });
      return withdrawn ?? null;
    });
    if (!ended) continue;
    n += 1;
    await advanceDispatch(ctx, offer.jobId, ended.kind === 'operator' ? 'restart' : 'answered');
  }
  return n;
}

/** Every driver ranked for the job as its waves rank them (operators' "drivers near this job"). */
export async function rankedForJob(ctx: DispatchContext, job: Job): Promise<RankedCandidate[]> {
  const config = waveConfigOf(ctx);
  return rankForJob(ctx, job, { reachMiles: job.dispatchRadiusMiles, cycle: config.cycle });
}

/** Every offer of the job, oldest first (operators' view of its waves). */
export const offersOfJob = (ctx: DispatchContext, jobId: string) => offersRepo.historyOf(ctx.db, jobId);
