import {
  type DriverCandidate,
  dutyOfPlan,
  type JobToRank,
  type RankedDriver,
  rankDrivers,
} from '@core/dispatch-rank';
import { driverAvailability, freshPosition } from '@core/drivers';
import { profileDriveMs } from '@core/eta';
import { type DutyInterval, evaluateHos, type HosCycle, planDrive } from '@core/hos';
import { type LatLng, roadMiles } from '@core/sphere';
import type { DispatchProfile } from '../drivers/dispatch-profiles';
import type { Job } from '../jobs/service';
import type { DispatchContext } from './context';
import { offersRepo, preferredRepo } from './repo';

/** Acceptance rates are read over this many days of offers. */
const ACCEPTANCE_DAYS = 90;

/** A ranked driver with what operators are shown beside the rank. */
export interface RankedCandidate extends RankedDriver {
  profile: DispatchProfile;
  /** Where the deadhead is measured from: the end of their current job, their phone, or home. */
  from: { kind: 'job' | 'position' | 'home'; at: LatLng } | null;
  /** Driving time the rules leave the driver now. */
  drivingLeftMs: number;
  /** The job they are on (its destination and arrival), if any. */
  busy: BusyJob | null;
}

/** The job as the rank reads it; null when its places are not on the map. */
export function jobToRank(job: Job, now: Date): JobToRank | null {
  if (job.pickupLat === null || job.pickupLng === null) return null;
  if (job.destinationLat === null || job.destinationLng === null) return null;
  return {
    vehicleType: job.vehicleType,
    pickup: { lat: job.pickupLat, lng: job.pickupLng },
    destination: { lat: job.destinationLat, lng: job.destinationLng },
    tripMiles: job.distanceMiles,
    pickupAt: Math.max(now.getTime(), job.scheduledTime?.getTime() ?? 0),
    pickupWindowEnd: job.pickupWindowEnd?.getTime() ?? null,
    deliveryEnd: job.deliveryWindowEnd?.getTime() ?? null,
  };
}

const endOfDay = (isoDate: string | null | undefined) =>
  isoDate ? Date.parse(`${isoDate}T23:59:59.999Z`) : null;

/** Road miles a driver still has to drive on a job: from their last position (or the pickup) to its end. */
function milesLeft(j: Job): number {
  const from =
    j.status === 'in_progress' && j.lastLat !== null && j.lastLng !== null
      ? { lat: j.lastLat, lng: j.lastLng }
      : j.pickupLat !== null && j.pickupLng !== null
        ? { lat: j.pickupLat, lng: j.pickupLng }
        : null;
  return from ? roadMiles(from, { lat: j.destinationLat!, lng: j.destinationLng! }) : j.distanceMiles;
}

/**
 * The record a busy driver will have when their job ends: the rest of its drive planned under the rules
 * from now, so a driver finishing a long day is not offered another one at once.
 */
function recordThroughJob(record: DutyInterval[], busy: BusyJob | null, now: number, cycle: HosCycle) {
  if (!busy) return record;
  // A job not started yet is driven from its pickup time; the time before it is time off.
  const plan = planDrive(record, Math.max(now, busy.startsAt), profileDriveMs(busy.milesLeft, true), cycle);
  return [...record, ...dutyOfPlan(plan.steps)];
}

interface BusyJob {
  jobId: string;
  where: LatLng;
  /** When the driver is there: the job's arrival, or an estimate from its drive when none is known. */
  at: number;
  startsAt: number;
  milesLeft: number;
}

/**
 * Where each driver's current job ends and when (the one under way, else the accepted one picked up
 * first), and the pickup of the accepted job after it (their next known job).
 */
function jobsByDriver(underway: Job[], now: number) {
  const busy = new Map<string, BusyJob>();
  const next = new Map<string, LatLng>();
  const startOf = (j: Job) =>
    j.status === 'in_progress' ? 0 : Math.max(now, j.scheduledTime?.getTime() ?? now);
  const ordered = [...underway].sort((a, b) => startOf(a) - startOf(b));
  for (const j of ordered) {
    if (!j.driverId || j.destinationLat === null || j.destinationLng === null) continue;
    if (busy.has(j.driverId)) {
      if (!next.has(j.driverId) && j.pickupLat !== null && j.pickupLng !== null)
        next.set(j.driverId, { lat: j.pickupLat, lng: j.pickupLng });
      continue;
    }
    const left = milesLeft(j);
    const startsAt = Math.max(now, startOf(j));
    busy.set(j.driverId, {
      jobId: j.id,
      where: { lat: j.destinationLat, lng: j.destinationLng },
      at: j.arrival ? Date.parse(j.arrival.arriveAt) : startsAt + profileDriveMs(left, true),
      startsAt,
      milesLeft: left,
    });
  }
  return { busy, next };
}

/**
 * Every verified driver ranked for the job (the client themself left out), with what operators see
 * beside it. `reachMiles` (an operator widening the radius) lets drivers past their own reach in.
 */
export async function rankForJob(
  ctx: DispatchContext,
  job: Job,
  opts: { reachMiles?: number | null; cycle: HosCycle } = { cycle: '70/8' },
): Promise<RankedCandidate[]> {
  const at = ctx.now();
  const now = at.getTime();
  const target = jobToRank(job, at);
  if (!target) return [];
  const profiles = (await ctx.drivers.dispatchProfiles()).filter((p) => p.id !== job.clientId);
  const ids = profiles.map((p) => p.id);
  const [records, medical, underway, summaries, acceptance, preferred, onTime] = await Promise.all([
    ctx.hours?.recordsOf(ids) ?? new Map(),
    ctx.documents?.medicalExpiries(ids) ?? new Map<string, string>(),
    ctx.jobs.underwayOfDrivers(ids),
    ctx.drivers.summaries(ids),
    offersRepo.acceptanceRates(ctx.db, ids, new Date(now - ACCEPTANCE_DAYS * 86_400_000)),
    preferredRepo.of(ctx.db, job.clientId).then((list) => new Set(list)),
    ctx.jobs.onTimeRates(ids),
  ]);
  const { busy, next } = jobsByDriver(underway, now);
  const byId = new Map<string, Omit<RankedCandidate, keyof RankedDriver>>();
  const candidates = profiles.map((p): DriverCandidate => {
    const fix = freshPosition(
      {
        lastLat: p.lastPosition?.lat ?? null,
        lastLng: p.lastPosition?.lng ?? null,
        lastPositionAt: p.lastPosition?.at ?? null,
      },
      at,
    );
    const position = fix ? { lat: fix.lat, lng: fix.lng } : null;
    const home = p.homeBase ? { lat: p.homeBase.lat, lng: p.homeBase.lng } : null;
    const b = busy.get(p.id) ?? null;
    const record = recordThroughJob(records.get(p.id) ?? [], busy.get(p.id) ?? null, now, opts.cycle);
    const from = b
      ? { kind: 'job' as const, at: b.where }
      : position
        ? { kind: 'position' as const, at: position }
        : home
          ? { kind: 'home' as const, at: home }
          : null;
    byId.set(p.id, {
      profile: p,
      from,
      busy: b,
      drivingLeftMs: evaluateHos(record, now, opts.cycle).drivingLeftMs,
    });
    const rating = summaries.get(p.id)?.rating;
    return {
      id: p.id,
      verified: p.verified,
      suspended: p.suspended,
      licenseClass: p.licenseClass,
      licenseExpiresAt: endOfDay(p.licenseExpiresOn),
      medicalExpiresAt: endOfDay(medical.get(p.id)),
      availability: driverAvailability(p, at),
      position,
      homeBase: home,
      maxDeadheadMiles: Math.max(p.maxDeadheadMiles, opts.reachMiles ?? 0),
      busyUntil: b ? { at: b.at, where: b.where } : null,
      nextPickup: next.get(p.id) ?? null,
      record,
      onTimeRate: onTime.get(p.id) ?? null,
      acceptanceRate: acceptance.get(p.id) ?? null,
      rating: rating ? rating.average : null,
      preferred: preferred.has(p.id),
    };
  });
  return rankDrivers(target, candidates, { now, cycle: opts.cycle, roadMiles }).map((r) => ({
    ...r,
    ...byId.get(r.id)!,
  }));
}
