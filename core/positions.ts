/**
 * The driver's positions as the phone recorded them: which ones make sense, and when a truck has
 * arrived at a place. Shared by the server (which stores and judges every position) and the phone
 * (which keeps positions while offline and opens the right step on arrival without waiting for it).
 */
import { haversineMiles, type LatLng } from './sphere';

const METERS_PER_MILE = 1609.344;

/**
 * The fastest a loaded commercial truck plausibly moves between two positions, sustained: above it the
 * later position is stored but flagged, and neither the ETA, the milestones nor arrivals use it.
 */
export const PLAUSIBLE_MAX_MPH = 85;

/** Flagged positions of one job within this window raise an exception for operators. */
export const IMPLAUSIBLE_REPEAT_COUNT = 3;
export const IMPLAUSIBLE_REPEAT_WINDOW_MS = 30 * 60_000;

/**
 * The radius around a geocoded pickup or destination inside which the truck has arrived. A yard or a
 * dealer lot is a few hundred metres across and a geocoded address can sit at its street entrance.
 */
export const ARRIVAL_RADIUS_METERS = 400;

/** How far from the pickup a truck has left it (outside the arrival radius with some margin). */
export const DEPARTURE_RADIUS_METERS = 800;

/** A phone's accuracy beyond this is too vague to judge arrival or speed by: allowed for up to it. */
export const MAX_ACCURACY_ALLOWANCE_METERS = 1000;

/** Positions a phone may upload in one request (a day offline at one every 15 s is 5,760: in batches). */
export const POSITION_BATCH_MAX = 500;

export interface RecordedPosition extends LatLng {
  /** When the phone took it (ms since epoch). */
  at: number;
  /** The phone's stated accuracy in metres (radius), when it gave one. */
  accuracy?: number | null;
}

export function metersBetween(a: LatLng, b: LatLng): number {
  return haversineMiles(a, b) * METERS_PER_MILE;
}

const allowance = (p: RecordedPosition) =>
  Math.min(Math.max(p.accuracy ?? 0, 0), MAX_ACCURACY_ALLOWANCE_METERS);

/**
 * The speed (mph) the move from `a` to `b` implies, giving the phone the benefit of its accuracy: the
 * distance is shortened by both positions' accuracy radii. Infinity for a move in no time.
 */
export function impliedMph(a: RecordedPosition, b: RecordedPosition): number {
  const meters = Math.max(0, metersBetween(a, b) - allowance(a) - allowance(b));
  const hours = Math.abs(b.at - a.at) / 3_600_000;
  if (meters === 0) return 0;
  return hours === 0 ? Number.POSITIVE_INFINITY : meters / METERS_PER_MILE / hours;
}

/** Whether reaching `next` from `previous` (the last plausible position before it) is implausible. */
export function isImplausibleMove(previous: RecordedPosition | null, next: RecordedPosition): boolean {
  return previous !== null && impliedMph(previous, next) > PLAUSIBLE_MAX_MPH;
}

/** Whether the position is inside the arrival radius of `place` (its accuracy allowed for). */
export function hasArrived(position: RecordedPosition, place: LatLng): boolean {
  return metersBetween(position, place) - allowance(position) <= ARRIVAL_RADIUS_METERS;
}

/** Whether the position is clearly away from `place` (the truck has left it). */
export function hasLeft(position: RecordedPosition, place: LatLng): boolean {
  return metersBetween(position, place) - allowance(position) > DEPARTURE_RADIUS_METERS;
}

/** A position already kept for the job, with the judgement it was stored with. */
export interface JudgedPosition extends RecordedPosition {
  flagged: boolean;
}

/**
 * Judges a batch of positions against what the job already keeps: sorted by recorded time, each new
 * position is compared with the last plausible one before it (kept or in this batch); one at a recorded
 * time already kept (or twice in the batch) is a duplicate and left out. `before` is the last plausible
 * kept position before the batch's first; `kept` are the kept positions within the batch's span.
 * Positions kept earlier are not judged again (a late filler does not change an earlier verdict).
 */
export function judgeBatch(
  before: RecordedPosition | null,
  kept: readonly JudgedPosition[],
  incoming: readonly RecordedPosition[],
): { fresh: JudgedPosition[]; duplicates: number } {
  const keptAt = new Set(kept.map((p) => p.at));
  const timeline = [
    ...kept.map((p) => ({ p, isNew: false })),
    ...incoming.map((p) => ({ p: { ...p, flagged: false }, isNew: true })),
  ].sort((a, b) => a.p.at - b.p.at || Number(a.isNew) - Number(b.isNew));
  let previous = before;
  const fresh: JudgedPosition[] = [];
  const seen = new Set<number>();
  let duplicates = 0;
  for (const { p, isNew } of timeline) {
    if (isNew) {
      if (keptAt.has(p.at) || seen.has(p.at)) {
        duplicates += 1;
        continue;
      }
      seen.add(p.at);
      p.flagged = isImplausibleMove(previous, p);
      fresh.push(p);
    }
    if (!p.flagged) previous = p;
  }
  return { fresh, duplicates };
}

/** The newest plausible position of a list (by recorded time), or null. */
export function newestPlausible<T extends JudgedPosition>(positions: readonly T[]): T | null {
  let newest: T | null = null;
  for (const p of positions) if (!p.flagged && (!newest || p.at > newest.at)) newest = p;
  return newest;
}

/** A position received this long after it was recorded was kept on the phone while offline. */
export const LATE_AFTER_MS = 2 * 60_000;

/** The phone's clock may run this far ahead of the server's; a position later than that is refused. */
export const CLOCK_SKEW_MS = 60_000;

export type TrackMilestone = 'arrived_pickup' | 'left_pickup' | 'arrived_destination';

/** Where the job's ends are, and when the pickup was reported (null: not yet, the pickup leg goes on). */
export interface TrackLegs {
  pickup: LatLng | null;
  destination: LatLng | null;
  pickupReportedAt: number | null;
}

/**
 * The milestones plausible positions reach, once each (`already` holds those recorded): arrival inside
 * the pickup's radius during the pickup leg (before the pickup report), leaving it afterwards (with
 * `unreported` when the pickup report was not submitted yet), arrival at the destination after the
 * pickup report. Positions are taken in recorded order.
 */
export function milestonesAlong(
  positions: readonly RecordedPosition[],
  legs: TrackLegs,
  already: ReadonlySet<TrackMilestone>,
): { kind: TrackMilestone; position: RecordedPosition; unreported: boolean }[] {
  const reached = new Set(already);
  const found: { kind: TrackMilestone; position: RecordedPosition; unreported: boolean }[] = [];
  const reach = (kind: TrackMilestone, position: RecordedPosition, unreported = false) => {
    reached.add(kind);
    found.push({ kind, position, unreported });
  };
  for (const p of [...positions].sort((a, b) => a.at - b.at)) {
    const pickupLeg = legs.pickupReportedAt === null || p.at < legs.pickupReportedAt;
    if (legs.pickup && pickupLeg && !reached.has('arrived_pickup') && hasArrived(p, legs.pickup))
      reach('arrived_pickup', p);
    else if (
      legs.pickup &&
      reached.has('arrived_pickup') &&
      !reached.has('left_pickup') &&
      hasLeft(p, legs.pickup)
    )
      reach('left_pickup', p, pickupLeg);
    if (
      legs.destination &&
      !pickupLeg &&
      !reached.has('arrived_destination') &&
      hasArrived(p, legs.destination)
    )
      reach('arrived_destination', p);
  }
  return found;
}

/** Miles along a track (straight lines between its points, in the order given). */
export function trackMiles(points: readonly LatLng[]): number {
  let miles = 0;
  for (let i = 1; i < points.length; i += 1) miles += haversineMiles(points[i - 1]!, points[i]!);
  return miles;
}

/**
 * How far the odometer may run ahead of the track: roads wind (straight lines between positions are
 * shorter than the road), and positions may be missing at both ends.
 */
export const ODOMETER_TRACK_FACTOR = 1.5;
export const ODOMETER_TRACK_SLACK_MILES = 25;

/**
 * Why the odometer's distance between pickup and delivery makes no sense, or null: a speed above the
 * plausible one over the elapsed time, or far more than the track (or far less than it: the track's
 * straight lines never exceed the road). Without track, only the speed is judged.
 */
export function odometerMismatch(reading: {
  odometerMiles: number;
  trackMiles: number;
  hours: number;
}): string | null {
  const { odometerMiles, trackMiles: track, hours } = reading;
  if (hours > 0 && odometerMiles / hours > PLAUSIBLE_MAX_MPH)
    return `the odometer ran ${Math.round(odometerMiles)} mi in ${hours.toFixed(1)} h (${Math.round(odometerMiles / hours)} mph)`;
  if (track <= 0) return null;
  if (odometerMiles > track * ODOMETER_TRACK_FACTOR + ODOMETER_TRACK_SLACK_MILES)
    return `the odometer ran ${Math.round(odometerMiles)} mi; the track shows about ${Math.round(track)} mi`;
  if (odometerMiles < track - ODOMETER_TRACK_SLACK_MILES)
    return `the odometer ran ${Math.round(odometerMiles)} mi; the track shows at least ${Math.round(track)} mi`;
  return null;
}
