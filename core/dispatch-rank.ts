/**
 * Who may take a job, and in which order they are offered it: a pure function over what the
 * server knows of each driver. Eligible only when verified, not suspended, taking work, licensed for the
 * vehicle, within their own reach of the pickup, able to reach it in time and drive the trip within the
 * hours-of-service rules, and with a licence and medical certificate valid through the delivery. Eligible
 * drivers are ordered by a score whose parts are kept as reasons, so operators see why.
 */
import type { LicenseClass } from './contracts/drivers';
import type { DriverAvailability } from './drivers';
import { profileDriveMs } from './eta';
import { type DrivePlan, type DutyInterval, HOUR_MS, type HosCycle, planDrive } from './hos';
import { licenseFitsVehicle } from './jobs';
import type { LatLng } from './sphere';

export interface DriverCandidate {
  id: string;
  verified: boolean;
  suspended: boolean;
  licenseClass: LicenseClass;
  licenseExpiresAt: number | null;
  medicalExpiresAt: number | null;
  availability: DriverAvailability;
  /** The last position the phone sent, while fresh; else null. */
  position: LatLng | null;
  homeBase: LatLng | null;
  /** How far the driver will travel to a pickup. */
  maxDeadheadMiles: number;
  /** A job under way: when and where it ends (the driver is free from there). */
  busyUntil: { at: number; where: LatLng } | null;
  /** The pickup of the driver's next known job, for "next load home". */
  nextPickup: LatLng | null;
  /**
   * The driver's duty record (hours of service), ending at or before now; while a job is under way
   * (busyUntil), its planned driving up to busyUntil.at belongs in it too, or the hours check takes the
   * rest of that trip for time off.
   */
  record: DutyInterval[];
  /** Shares from 0 to 1, and the average rating out of 5; null when there is no history yet. */
  onTimeRate: number | null;
  acceptanceRate: number | null;
  rating: number | null;
  /** The client asked for this driver. */
  preferred: boolean;
}

export interface JobToRank {
  vehicleType: string;
  pickup: LatLng;
  destination: LatLng;
  tripMiles: number;
  /** When the truck can be picked up (now for a move "now") and the latest pickup. */
  pickupAt: number;
  pickupWindowEnd: number | null;
  /** Delivery must be done by this moment, when the job has a delivery window. */
  deliveryEnd: number | null;
}

export interface RankOptions {
  now: number;
  cycle: HosCycle;
  /** Road miles between two points (the routing port's, or the offline estimate). */
  roadMiles: (a: LatLng, b: LatLng) => number;
  /** The score's weights; RANK_WEIGHTS unless given (bench:dispatch tries others). */
  weights?: RankWeights;
}

export interface RankedDriver {
  id: string;
  eligible: boolean;
  /** Why the driver is not eligible, or the parts of their score. */
  reasons: string[];
  score: number;
  deadheadMiles: number | null;
  /** When the driver would deliver, within the rules. */
  deliveryAt: number | null;
  endsNearHome: boolean;
}

/** A pickup without a window may be reached this long after its time. */
export const PICKUP_GRACE_MS = 2 * HOUR_MS;
/** A destination this close to a driver's home base (or their next pickup) "ends near home". */
export const NEAR_HOME_MILES = 100;
/** Score weights: what a mile of deadhead costs, and what each kind of good fit earns. */
export const RANK_WEIGHTS = {
  // 0.3: bench:dispatch's deadhead against the batch optimum went from 1.36x to 1.20x (0.1), no figure worse.
  perDeadheadMile: 0.3,
  endsNearHome: 15,
  nextLoad: 20,
  onTime: 10,
  rating: 5,
  acceptance: 5,
  preferred: 1000,
} as const;
export type RankWeights = { readonly [K in keyof typeof RANK_WEIGHTS]: number };

/** A drive plan's steps as duty intervals, to extend a driver's record with a trip they take. */
export const dutyOfPlan = (steps: DrivePlan['steps']): DutyInterval[] =>
  steps.map((s) => ({
    status: s.kind === 'drive' ? 'driving' : s.kind === 'break' ? 'break' : 'off_duty',
    start: s.start,
    end: s.end,
  }));

const miles = (n: number) => `${Math.round(n)} mi`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Why a driver cannot take the job at all, before any distance is measured; null when nothing stops them. */
function standingProblem(d: DriverCandidate, job: JobToRank, latestPickup: number): string | null {
  if (!d.verified) return 'Not verified';
  if (d.suspended) return 'Suspended';
  if (d.availability.kind === 'off') return 'Not taking work';
  // Setting a home base is how a driver takes part in dispatch (it is where their reach is measured).
  if (!d.homeBase) return 'No home base set';
  if (d.availability.kind === 'from' && d.availability.at > latestPickup)
    return 'Not available before the pickup';
  if (!licenseFitsVehicle(d.licenseClass, job.vehicleType))
    return `Class ${d.licenseClass} licence does not cover a ${job.vehicleType}`;
  return null;
}

/** Eligibility and the plan of one driver: deadhead to the pickup, then the trip, within the rules. */
function assess(d: DriverCandidate, job: JobToRank, o: RankOptions) {
  const latestPickup = job.pickupWindowEnd ?? job.pickupAt + PICKUP_GRACE_MS;
  const from = d.busyUntil?.where ?? d.position ?? d.homeBase;
  // Measured even for a driver who cannot take it, so operators see how near they are.
  const deadhead = from ? o.roadMiles(from, job.pickup) : null;
  const problem = standingProblem(d, job, latestPickup);
  if (problem) return { problem, deadhead, deliveryAt: null };
  if (!from || deadhead === null)
    return { problem: 'No position or home base', deadhead: null, deliveryAt: null };
  if (deadhead > d.maxDeadheadMiles)
    return {
      problem: `Pickup ${miles(deadhead)} away, beyond their ${miles(d.maxDeadheadMiles)}`,
      deadhead,
      deliveryAt: null,
    };
  const freeAt = Math.max(
    o.now,
    d.busyUntil?.at ?? 0,
    d.availability.kind === 'from' ? d.availability.at : 0,
  );
  const toPickup = planDrive(d.record, freeAt, profileDriveMs(deadhead, true), o.cycle);
  if (toPickup.finishAt > latestPickup)
    return { problem: 'Cannot reach the pickup in time within the hours rules', deadhead, deliveryAt: null };
  const tripStart = Math.max(toPickup.finishAt, job.pickupAt);
  const record = [...d.record, ...dutyOfPlan(toPickup.steps)];
  const trip = planDrive(record, tripStart, profileDriveMs(job.tripMiles, true), o.cycle);
  if (job.deliveryEnd !== null && trip.finishAt > job.deliveryEnd)
    return {
      problem: 'Hours of service: would deliver after the window',
      deadhead,
      deliveryAt: trip.finishAt,
    };
  if (d.licenseExpiresAt !== null && d.licenseExpiresAt < trip.finishAt)
    return { problem: 'Licence expires before delivery', deadhead, deliveryAt: trip.finishAt };
  if (d.medicalExpiresAt !== null && d.medicalExpiresAt < trip.finishAt)
    return { problem: 'Medical certificate expires before delivery', deadhead, deliveryAt: trip.finishAt };
  return { problem: null, deadhead, deliveryAt: trip.finishAt };
}

/** The score of an eligible driver and the reasons behind it, best fits first. */
function scoreOf(d: DriverCandidate, job: JobToRank, deadhead: number, o: RankOptions) {
  const w = o.weights ?? RANK_WEIGHTS;
  const reasons: string[] = [];
  let score = 100 - deadhead * w.perDeadheadMile;
  if (d.preferred) {
    score += w.preferred;
    reasons.push('Preferred by the client');
  }
  reasons.push(`${miles(deadhead)} to the pickup`);
  const home = d.homeBase ? o.roadMiles(job.destination, d.homeBase) : null;
  const endsNearHome = home !== null && home <= NEAR_HOME_MILES;
  if (endsNearHome) {
    score += w.endsNearHome;
    reasons.push(`Ends ${miles(home)} from home`);
  }
  const next = d.nextPickup ? o.roadMiles(job.destination, d.nextPickup) : null;
  if (next !== null && next <= NEAR_HOME_MILES) {
    score += w.nextLoad;
    reasons.push(`Ends ${miles(next)} from their next pickup`);
  }
  if (d.onTimeRate !== null) {
    score += d.onTimeRate * w.onTime;
    reasons.push(`On time ${percent(d.onTimeRate)}`);
  }
  if (d.rating !== null) {
    score += (d.rating - 4) * w.rating;
    reasons.push(`Rated ${d.rating.toFixed(1)}`);
  }
  if (d.acceptanceRate !== null) {
    score += d.acceptanceRate * w.acceptance;
    reasons.push(`Accepts ${percent(d.acceptanceRate)} of offers`);
  }
  return { score, reasons, endsNearHome };
}

/**
 * Every driver for a job, the eligible first in the order they are offered it (best score first; ties by
 * less deadhead, then id), each with the reasons: why not, or what their score is made of.
 */
export function rankDrivers(
  job: JobToRank,
  drivers: readonly DriverCandidate[],
  o: RankOptions,
): RankedDriver[] {
  const ranked = drivers.map((d): RankedDriver => {
    const a = assess(d, job, o);
    if (a.problem !== null || a.deadhead === null)
      return {
        id: d.id,
        eligible: false,
        reasons: [a.problem ?? 'Not placed'],
        score: Number.NEGATIVE_INFINITY,
        deadheadMiles: a.deadhead,
        deliveryAt: a.deliveryAt,
        endsNearHome: false,
      };
    const s = scoreOf(d, job, a.deadhead, o);
    return { id: d.id, eligible: true, ...s, deadheadMiles: a.deadhead, deliveryAt: a.deliveryAt };
  });
  return ranked.sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      b.score - a.score ||
      (a.deadheadMiles ?? Number.POSITIVE_INFINITY) - (b.deadheadMiles ?? Number.POSITIVE_INFINITY) ||
      a.id.localeCompare(b.id),
  );
}
