import type { JobArrival, LiveEta } from '@core/contracts/tracking';
import { arrivalView, etaIsStale, expectedPickupAt, windowEndFor } from '@core/eta';
import { MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import { formatMoment } from '@core/moment';
import { clockOf, etaWords, type Job, point, type TrackingContext } from './context';
import { trackNoticeMessages } from './messages';
import { receiverMilestone } from './receiver';

/** The live ETA of a job under way: computed, stored on the job, and acted on. */

/** The receiver hears "about an hour away" once the arrival is this close. */
export const HOUR_AWAY_MS = 60 * MINUTE_MS;

/**
 * The ETA as it stands now: before pickup from the driver's position to the pickup (none until they
 * share one); from the pickup on, from their position (or the pickup before their first report) to the
 * destination. Null for a job not under way.
 */
export async function computeEta(ctx: TrackingContext, job: Job): Promise<LiveEta | null> {
  if (!job.driverId || (job.status !== 'accepted' && job.status !== 'in_progress')) return null;
  const target = job.status === 'accepted' ? 'pickup' : 'destination';
  // A position counts from the start of the leg: this driver's acceptance, then the pickup.
  const legStart =
    target === 'pickup' ? job.acceptedAt : job.pretrip ? new Date(job.pretrip.at) : job.updatedAt;
  const reported =
    job.lastPositionAt && legStart && job.lastPositionAt >= legStart ? job.lastPositionAt : null;
  const position = reported ? point(job.lastLat, job.lastLng) : null;
  const pickup = point(job.pickupLat, job.pickupLng);
  const goal = target === 'pickup' ? pickup : point(job.destinationLat, job.destinationLng);
  let leg: { from: LiveEta['from']; milesToGo: number; basisAt: Date } | null = null;
  if (position && goal && reported)
    leg = { from: 'position', milesToGo: await ctx.geo.roadMilesBetween(position, goal), basisAt: reported };
  else if (target === 'destination' && legStart)
    leg = { from: 'pickup', milesToGo: job.distanceMiles, basisAt: legStart };
  if (!leg) return null;
  const eta = await ctx.hours.etaWithHours(job.driverId, {
    target,
    milesToGo: leg.milesToGo,
    startsAtStop: leg.from === 'pickup',
  });
  const windowEnd = windowEndFor(target, job);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    target,
    arriveAt: iso(eta.arriveAt),
    milesToGo: Math.round(leg.milesToGo * 10) / 10,
    drivingMinutes: Math.round(eta.drivingMs / MINUTE_MS),
    stops: eta.stops.map((s) => ({ kind: s.kind, start: iso(s.start), end: iso(s.end) })),
    from: leg.from,
    basisAt: iso(leg.basisAt.getTime()),
    missesWindow: windowEnd !== null && eta.arriveAt > windowEnd,
    computedAt: iso(ctx.now().getTime()),
  };
}

/**
 * The move's arrival at the destination from the driver's hours (core/eta planArrival): on the road, the
 * live ETA itself; before pickup, the drive to the pickup from their position (or, before they share one,
 * from the pickup at its time), then the move. Null for a job no driver has under way.
 */
export async function computeArrival(
  ctx: TrackingContext,
  job: Job,
  eta: LiveEta | null,
): Promise<JobArrival | null> {
  if (!job.driverId) return null;
  if (job.status === 'in_progress') {
    if (!eta) return null;
    const plan = {
      arriveAt: Date.parse(eta.arriveAt),
      drivingMs: eta.drivingMinutes * MINUTE_MS,
      stops: eta.stops,
    };
    return arrivalView(plan, 'driver');
  }
  if (job.status !== 'accepted') return null;
  const move = { milesToGo: job.distanceMiles, startsAtStop: true };
  const legs =
    eta?.target === 'pickup'
      ? [
          { milesToGo: eta.milesToGo, startsAtStop: false },
          { ...move, notBefore: job.scheduledTime?.getTime() },
        ]
      : [{ ...move, notBefore: expectedPickupAt(job, ctx.now().getTime()) }];
  return arrivalView(await ctx.hours.arrivalWithHours(job.driverId, legs), 'driver');
}

/** Whether what people see moved: another minute, other stops, or the window now missed (or not). */
const moved = (a: LiveEta | null, b: LiveEta | null) =>
  !a ||
  !b ||
  Math.abs(Date.parse(a.arriveAt) - Date.parse(b.arriveAt)) >= MINUTE_MS ||
  a.target !== b.target ||
  a.missesWindow !== b.missesWindow ||
  a.stops.length !== b.stops.length;

const arrivalMoved = (a: JobArrival | null, b: JobArrival | null) =>
  (a === null) !== (b === null) ||
  (a !== null &&
    b !== null &&
    (Math.abs(Date.parse(a.arriveAt) - Date.parse(b.arriveAt)) >= MINUTE_MS ||
      a.stops.length !== b.stops.length));

/**
 * Recomputes and stores the job's ETA (on a position report, a duty-status change, a step of the job,
 * the minute monitor), then: the client hears once of a projected miss of the window, and the receiver
 * once that the truck is about an hour away. `changed` says whether watchers should re-read the job.
 */
export async function refreshEta(
  ctx: TrackingContext,
  job: Job,
): Promise<{ eta: LiveEta | null; changed: boolean }> {
  const eta = await computeEta(ctx, job);
  const before = job.liveEta ?? null;
  const arrival = await computeArrival(ctx, job, eta);
  const arrivalChanged = arrivalMoved(job.arrival ?? null, arrival);
  if (arrival) await ctx.jobs.setArrival(job.id, job.status, arrival);
  if (eta === null && before === null) return { eta, changed: arrivalChanged };
  await ctx.jobs.setLiveEta(job.id, eta);
  // Told only from a fresh basis: from a driver silent for a while the monitor's "silent" speaks instead.
  if (eta?.missesWindow && !etaIsStale(eta, ctx.now())) await tellClientLate(ctx, job, eta);
  if (eta?.target === 'destination' && Date.parse(eta.arriveAt) - ctx.now().getTime() <= HOUR_AWAY_MS)
    await receiverMilestone(ctx, job, 'hour_away', eta);
  return { eta, changed: moved(before, eta) || arrivalChanged };
}

async function tellClientLate(ctx: TrackingContext, job: Job, eta: LiveEta) {
  const end = windowEndFor(eta.target, job);
  if (end === null) return;
  const number = jobNumber(job.number);
  const clock = clockOf(ctx, job, eta.target);
  await ctx.notifications.notify(
    job.clientId,
    'job_late',
    (locale) => ({
      ...trackNoticeMessages[locale].late({
        number,
        target: eta.target,
        // English keeps core/eta.ts's sentence (its rests named); other languages say the arrival alone.
        eta:
          locale === 'en'
            ? etaWords(ctx, eta, job)
            : trackNoticeMessages[locale].arrives(
                formatMoment(eta.arriveAt, { ...clock, about: true, locale }),
                eta.target,
              ),
        end: formatMoment(end, { ...clock, locale }),
      }),
      link: `/tracking?id=${job.id}`,
    }),
    { dedupeKey: `job:${job.id}:late:${eta.target}` },
  );
  for (const listener of ctx.lateListeners) await listener(job, eta).catch(() => {});
}

/** A driver's duty status changed: the ETAs of their jobs under way move with it (watchers re-read). */
export async function dutyChanged(ctx: TrackingContext, driverId: string): Promise<void> {
  for (const job of await ctx.jobs.underwayOfDriver(driverId)) {
    const { changed } = await refreshEta(ctx, job);
    if (changed) await ctx.jobs.announce(job, 'updated');
  }
}
