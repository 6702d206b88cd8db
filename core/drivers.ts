import { haversineMiles, type LatLng } from './sphere';

/**
 * Who counts as an available driver: one definition for every count and list of them (the console's
 * "Drivers online", /pathway-ai, the assistant, the home page's drivers nearby, a job's
 * recommendations): a verified driver account, not suspended, that has said it is taking work now
 * (their switch on, and any "from" time they gave already come).
 */
export interface DriverAvailabilityFacts {
  verificationStatus: 'unsubmitted' | 'pending' | 'approved' | 'rejected';
  /** The account's role is still driver. */
  isDriver: boolean;
  /** A suspension is in force now. */
  suspended: boolean;
  /** The driver's own switch on /driver ("taking work"). */
  takingWork: boolean;
  /** Taking work only from this moment (availability "from"); null: from whenever the switch went on. */
  availableFrom: Date | null;
}

export const isAvailableDriver = (d: DriverAvailabilityFacts, now: Date): boolean =>
  d.isDriver &&
  d.verificationStatus === 'approved' &&
  !d.suspended &&
  takingWorkAt({ isAvailable: d.takingWork, availableFrom: d.availableFrom }, now);

/** The driver's own availability columns (driver_profiles). */
export interface AvailabilitySetting {
  isAvailable: boolean;
  availableFrom: Date | null;
}

/** The switch is on and its "from" time (if any) has come. */
export const takingWorkAt = (s: AvailabilitySetting, now: Date): boolean =>
  s.isAvailable && (s.availableFrom === null || s.availableFrom.getTime() <= now.getTime());

/** When a driver takes work (what core/dispatch-rank.ts ranks candidates by). */
export type DriverAvailability = { kind: 'now' } | { kind: 'from'; at: number } | { kind: 'off' };

/** What the driver said, as of `now`: taking work now, from a later moment, or not at all. */
export function driverAvailability(s: AvailabilitySetting, now: Date): DriverAvailability {
  if (!s.isAvailable) return { kind: 'off' };
  if (s.availableFrom && s.availableFrom.getTime() > now.getTime())
    return { kind: 'from', at: s.availableFrom.getTime() };
  return { kind: 'now' };
}

/** How far a driver will travel to a pickup: the choices they may set (road miles). */
export const MIN_DEADHEAD_MILES = 25;
export const MAX_DEADHEAD_MILES = 1000;
/** "From" further ahead than this is refused (a typo, not a plan). */
export const AVAILABLE_FROM_MAX_DAYS = 90;

/** The phone's last position counts (dispatch, the console) for this long after it was sent. */
export const DRIVER_POSITION_FRESH_MINUTES = 30;

/** The last position a driver's phone sent (driver_profiles). */
export interface ReportedPosition {
  lastLat: number | null;
  lastLng: number | null;
  lastPositionAt: Date | null;
}

/** The driver's last position while fresh (sent within DRIVER_POSITION_FRESH_MINUTES), else null. */
export function freshPosition(p: ReportedPosition, now: Date): (LatLng & { at: Date }) | null {
  if (p.lastLat === null || p.lastLng === null || !p.lastPositionAt) return null;
  const age = now.getTime() - p.lastPositionAt.getTime();
  if (age > DRIVER_POSITION_FRESH_MINUTES * 60_000) return null;
  return { lat: p.lastLat, lng: p.lastLng, at: p.lastPositionAt };
}

/** A fix this vague (metres) says nothing about where the driver is: it is not kept. */
export const POSITION_MAX_ACCURACY_METERS = 5000;
/** Faster than this between two fixes (mph) is a glitch, not a drive. */
export const POSITION_MAX_SPEED_MPH = 200;

/**
 * Why a reported fix is not kept (null: keep it): 0,0 (a phone with no fix), too vague, or a jump from
 * the last fresh position no truck could make.
 */
export function implausiblePosition(
  fix: LatLng & { accuracy?: number | null },
  last: (LatLng & { at: Date }) | null,
  now: Date,
): string | null {
  if (fix.lat === 0 && fix.lng === 0) return 'no fix';
  if (fix.accuracy != null && fix.accuracy > POSITION_MAX_ACCURACY_METERS) return 'too vague';
  if (last) {
    const hours = Math.max(now.getTime() - last.at.getTime(), 60_000) / 3_600_000;
    if (haversineMiles(last, fix) / hours > POSITION_MAX_SPEED_MPH) return 'impossible jump';
  }
  return null;
}
