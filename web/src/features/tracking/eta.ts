import type { RecoveryRequest } from '@core/contracts/jobs';
import type { LiveEta } from '@core/contracts/tracking';
import { haversineMiles, type LatLng } from '@core/geo';
import { PLANNING_SPEED_MPH } from '@core/jobs';
import { formatMiles } from '@web/lib/format';
import { minutesAway } from '@web/lib/time';

/** Roads are longer than the great circle: straight-line miles times this factor. */
export const ROAD_FACTOR = 1.2;

export type TrackingEta =
  /** The server's ETA that knows the driver's hours (breaks and rests on the way included). */
  | { source: 'hours'; eta: Date; milesToGo: number; minutesAway: number; live: LiveEta }
  /** Recomputed from the driver's last position to the destination. */
  | { source: 'live'; eta: Date; milesToGo: number; minutesAway: number }
  /** The server's estimate (booking time plus planned drive); minutesAway null once it has passed. */
  | { source: 'server'; eta: Date | null; minutesAway: number | null };

const isPoint = (p: LatLng | null | undefined): p is LatLng =>
  Boolean(p) && Number.isFinite(p?.lat) && Number.isFinite(p?.lng);

const roadMiles = (from: LatLng, to: LatLng) => haversineMiles(from, to) * ROAD_FACTOR;
/** Driving time at the planning speed, in whole milliseconds. */
const driveMsFor = (miles: number) => Math.round((miles / PLANNING_SPEED_MPH) * 3_600_000);

/**
 * The delivery ETA shown while tracking. While the trip is under way and both the driver's position
 * and the destination are known: now + remaining road miles / planning speed. Otherwise the server's.
 */
export function trackingEta(
  job: Pick<RecoveryRequest, 'status' | 'eta' | 'lastPosition' | 'destinationPosition'> &
    Partial<Pick<RecoveryRequest, 'liveEta'>>,
  now: Date,
): TrackingEta {
  const live = job.liveEta;
  if (job.status === 'in_progress' && live?.target === 'destination') {
    const eta = new Date(live.arriveAt);
    return { source: 'hours', eta, milesToGo: live.milesToGo, minutesAway: minutesAway(eta, now) ?? 0, live };
  }
  const from = job.lastPosition;
  const to = job.destinationPosition;
  if (job.status === 'in_progress' && isPoint(from) && isPoint(to)) {
    const milesToGo = roadMiles(from, to);
    const driveMs = driveMsFor(milesToGo);
    return {
      source: 'live',
      eta: new Date(now.getTime() + driveMs),
      milesToGo,
      minutesAway: Math.ceil(driveMs / 60_000),
    };
  }
  const eta = new Date(job.eta);
  if (Number.isNaN(eta.getTime())) return { source: 'server', eta: null, minutesAway: null };
  return { source: 'server', eta, minutesAway: minutesAway(eta, now) };
}

/**
 * Where the driver stands, in time: before pickup the time from their live position to the pickup
 * (none until they share a position), on the road the time to the destination, and nothing before a
 * driver is assigned or after delivery.
 */
export type DriverProgress = { to: 'pickup' | 'destination'; minutes: number } | null;

export function driverProgress(
  job: Pick<RecoveryRequest, 'status' | 'driver' | 'lastPosition' | 'pickupPosition'> &
    Partial<Pick<RecoveryRequest, 'liveEta'>>,
  eta: TrackingEta,
): DriverProgress {
  if (!job.driver) return null;
  if (job.status === 'accepted' && job.liveEta?.target === 'pickup') {
    const minutes = Math.ceil((Date.parse(job.liveEta.arriveAt) - Date.now()) / 60_000);
    return { to: 'pickup', minutes: Math.max(0, minutes) };
  }
  if (job.status === 'accepted') {
    if (!isPoint(job.lastPosition) || !isPoint(job.pickupPosition)) return null;
    const driveMs = driveMsFor(roadMiles(job.lastPosition, job.pickupPosition));
    return { to: 'pickup', minutes: Math.ceil(driveMs / 60_000) };
  }
  if (job.status === 'in_progress' && eta.minutesAway !== null)
    return { to: 'destination', minutes: eta.minutesAway };
  return null;
}

/** 183.4 -> "183 miles to go"; 0.3 -> "Less than a mile to go". */
export function formatMilesToGo(miles: number): string {
  if (!(miles >= 1)) return 'Less than a mile to go';
  return `${formatMiles(Math.round(miles))} to go`;
}
