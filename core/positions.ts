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
