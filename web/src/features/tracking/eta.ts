import type { RecoveryRequest } from '@core/contracts/jobs';
import type { JobArrival, LiveEta } from '@core/contracts/tracking';
import { haversineMiles, type LatLng } from '@core/geo';
import { PLANNING_SPEED_MPH } from '@core/jobs';
import { minutesAway } from '@web/lib/time';

/** Roads are longer than the great circle: straight-line miles times this factor. */
export const ROAD_FACTOR = 1.2;

export type TrackingEta =
  /** On the road: the server's ETA that knows the driver's hours, with miles and driving left. */
  | { source: 'hours'; eta: Date; milesToGo: number; minutesAway: number; live: LiveEta }
  /**
   * The move's arrival (core/eta, worked out by the server): before a driver accepts, a rested driver
   * leaving at the pickup time; after, from the driver's hours and position. minutesAway null once past.
   */
  | { source: 'arrival'; eta: Date; minutesAway: number | null; arrival: JobArrival }
  | { source: 'none'; eta: null; minutesAway: null };

const isPoint = (p: LatLng | null | undefined): p is LatLng =>
  Boolean(p) && Number.isFinite(p?.lat) && Number.isFinite(p?.lng);

const roadMiles = (from: LatLng, to: LatLng) => haversineMiles(from, to) * ROAD_FACTOR;
/** Driving time at the planning speed, in whole milliseconds. */
const driveMsFor = (miles: number) => Math.round((miles / PLANNING_SPEED_MPH) * 3_600_000);

/**
 * The delivery ETA shown while tracking, always the server's hours-aware one: on the road the live ETA
 * to the destination, otherwise the move's arrival; none once delivered or cancelled.
 */
export function trackingEta(
  job: Pick<RecoveryRequest, 'status' | 'arrival'> & Partial<Pick<RecoveryRequest, 'liveEta'>>,
  now: Date,
): TrackingEta {
  const live = job.liveEta;
  if (job.status === 'in_progress' && live?.target === 'destination') {
    const eta = new Date(live.arriveAt);
    return { source: 'hours', eta, milesToGo: live.milesToGo, minutesAway: minutesAway(eta, now) ?? 0, live };
  }
  const arrival = job.arrival;
  const eta = arrival ? new Date(arrival.arriveAt) : null;
  if (!arrival || !eta || Number.isNaN(eta.getTime()))
    return { source: 'none', eta: null, minutesAway: null };
  return { source: 'arrival', eta, minutesAway: minutesAway(eta, now), arrival };
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
