/**
 * The ETA that knows the driver's hours: the road miles left, driven at a speed profile, planned under
 * the hours-of-service rules from the driver's record (core/hos planDrive), so the 30-minute breaks and
 * 10-hour rests the driver will have to take are in the arrival time and can be said in words.
 *
 * Pure: times are milliseconds since the epoch; no clock is read here.
 */

import {
  type DutyInterval,
  HOUR_MS,
  type HosCycle,
  MINUTE_MS,
  planDrive,
  projectOff,
  restedPlan,
} from './hos';
import { PICKUP_LEAD_MINUTES } from './jobs';
import { formatMoment } from './moment';
import type { TimePlace } from './zones';

/** Before pickup the ETA is to the pickup; from the pickup on, to the destination. */
export const etaTargets = ['pickup', 'destination'] as const;
export type EtaTarget = (typeof etaTargets)[number];

/**
 * Trucks are slow in town and steady on the highway: the miles near a stop (leaving the pickup yard,
 * reaching the destination) at town speed, the rest at a loaded-highway average that already allows
 * for fuel stops and traffic.
 */
export const ETA_SPEED_PROFILE = { townMiles: 15, townMph: 35, highwayMph: 58 } as const;

/** Driving time for `miles` of road: town speed at the end (and at the start when it starts at a stop). */
export function profileDriveMs(miles: number, startsAtStop: boolean): number {
  const { townMiles, townMph, highwayMph } = ETA_SPEED_PROFILE;
  const total = Math.max(0, miles);
  const town = Math.min(total, townMiles * (startsAtStop ? 2 : 1));
  return Math.round((town / townMph + (total - town) / highwayMph) * HOUR_MS);
}

export interface HoursEta {
  target: EtaTarget;
  /** When the driver arrives, rests included. */
  arriveAt: number;
  milesToGo: number;
  /** The driving alone. */
  drivingMs: number;
  /** The stops the rules require on the way, in order. */
  stops: { kind: 'break' | 'rest' | 'restart'; start: number; end: number }[];
}

/** The arrival from `now` with `milesToGo` left, for a driver whose record of duty status is `record`. */
export function hoursAwareEta(input: {
  record: DutyInterval[];
  now: number;
  target: EtaTarget;
  milesToGo: number;
  /** Whether the drive starts at a stop (the pickup yard) rather than on the road. */
  startsAtStop: boolean;
  cycle: HosCycle;
}): HoursEta {
  const { record, now, milesToGo, startsAtStop, cycle } = input;
  const plan = planArrival({ record, now, legs: [{ milesToGo, startsAtStop }], cycle });
  return { target: input.target, milesToGo, ...plan };
}

/** Arrivals are said to the nearest ten minutes: "about 2:00 PM", not "1:57 PM". */
export const roundArrival = (ms: number) => Math.round(ms / (10 * MINUTE_MS)) * 10 * MINUTE_MS;

const stopWords = {
  rest: ['a 10-hour rest', '10-hour rests'],
  restart: ['a 34-hour restart', '34-hour restarts'],
  break: ['a 30-minute break', '30-minute breaks'],
} as const;

/** "a 10-hour rest", "2 10-hour rests and a 30-minute break": the stops that delay the arrival. */
export function stopsInWords(stops: Pick<HoursEta['stops'][number], 'kind'>[]): string | null {
  const count = (kind: keyof typeof stopWords) => stops.filter((s) => s.kind === kind).length;
  const parts = (['restart', 'rest', 'break'] as const).flatMap((kind) => {
    const n = count(kind);
    return n === 0 ? [] : [n === 1 ? stopWords[kind][0] : `${n} ${stopWords[kind][1]}`];
  });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * "Sun Nov 29, about 5:20 AM EST at Miami": an estimated arrival on the clock of the place it is at.
 * One already past is no estimate: "due Sun Nov 29, 5:20 AM EST at Miami".
 */
export function arrivalTime(ms: number, where: TimePlace, now?: number): string {
  const past = now !== undefined && ms <= now;
  const text = formatMoment(ms, { zone: where.zone, place: where.place, about: !past });
  return past ? `due ${text}` : text;
}

/**
 * "Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests", on the clock of the place
 * (the pickup's, the destination's). Only rests and restarts are named: a 30-minute break is in the
 * time but not worth a clause unless it is the only stop. Past its time: "Was due …" (never an estimate).
 */
export function etaSentence(
  eta: { target: EtaTarget; arriveAt: number; stops: Pick<HoursEta['stops'][number], 'kind'>[] },
  where: TimePlace,
  now?: number,
): string {
  if (now !== undefined && eta.arriveAt <= now) return `Was ${arrivalTime(eta.arriveAt, where, now)}`;
  const verb = eta.target === 'pickup' ? 'At the pickup' : 'Arrives';
  const long = eta.stops.filter((s) => s.kind !== 'break');
  const words = stopsInWords(long.length > 0 ? long : eta.stops);
  return `${verb} ${arrivalTime(eta.arriveAt, where)}${words ? `, after ${words}` : ''}`;
}

/** One leg of a drive: its miles, whether it leaves a stop, and a time it may not start before (the pickup's). */
export interface DriveLeg {
  milesToGo: number;
  startsAtStop: boolean;
  notBefore?: number | null;
}

/**
 * The arrival at the end of `legs` driven one after the other from `now` under the hours-of-service
 * rules from the driver's record, waiting off duty for a leg that may not start yet (a scheduled
 * pickup). With no record and `now` the pickup time, it is the planned arrival of a rested driver.
 */
export function planArrival(input: {
  record: DutyInterval[];
  now: number;
  legs: DriveLeg[];
  cycle: HosCycle;
}): Omit<HoursEta, 'target' | 'milesToGo'> {
  let record = input.record;
  let t = input.now;
  let drivingMs = 0;
  const stops: HoursEta['stops'] = [];
  for (const leg of input.legs) {
    const start = Math.max(t, leg.notBefore ?? t);
    record = projectOff(record, t, start);
    const legMs = profileDriveMs(leg.milesToGo, leg.startsAtStop);
    const plan = planDrive(record, start, legMs, input.cycle);
    record = [
      ...record,
      ...plan.steps.map((step) => ({
        status:
          step.kind === 'drive'
            ? ('driving' as const)
            : step.kind === 'break'
              ? ('break' as const)
              : ('off_duty' as const),
        start: step.start,
        end: step.end,
      })),
    ];
    for (const step of plan.steps) if (step.kind !== 'drive') stops.push({ ...step, kind: step.kind });
    drivingMs += legMs;
    t = plan.finishAt;
  }
  return { arriveAt: t, drivingMs, stops };
}

/** A planned arrival as the job answers carry it (core/contracts/tracking jobArrival). */
export function arrivalView(
  plan: { arriveAt: number; drivingMs: number; stops: { kind: HoursEta['stops'][number]['kind'] }[] },
  basis: 'planned' | 'driver',
) {
  return {
    arriveAt: new Date(plan.arriveAt).toISOString(),
    stops: plan.stops.map((s) => ({ kind: s.kind })),
    drivingMinutes: Math.round(plan.drivingMs / MINUTE_MS),
    basis,
  };
}

/** When a move is expected to leave its pickup: its scheduled time, else as soon as a driver can be there. */
export function expectedPickupAt(
  job: { scheduledTime: Date | null; acceptedAt: Date | null },
  now: number,
): number {
  const scheduled = job.scheduledTime?.getTime() ?? null;
  if (scheduled !== null && scheduled > now) return scheduled;
  // A move for now: the dispatch lead from now until a driver accepts, then from the acceptance.
  return job.acceptedAt ? Math.max(now, job.acceptedAt.getTime() + PICKUP_LEAD_MS) : now + PICKUP_LEAD_MS;
}

const PICKUP_LEAD_MS = PICKUP_LEAD_MINUTES * MINUTE_MS;

/**
 * The arrival at the destination before a driver accepts: a rested driver leaving the pickup at its
 * time, driving the move's miles under the rules (so a 1,300-mile move arrives after its rests).
 */
export function plannedArrival(input: { pickupAt: number; miles: number; cycle: HosCycle }) {
  // planArrival([], pickupAt, one leg) from the plan kept per drive length: lists present many jobs.
  const drivingMs = profileDriveMs(input.miles, true);
  const plan = restedPlan(input.pickupAt, drivingMs, input.cycle);
  const stops = plan.steps.flatMap((step) => (step.kind === 'drive' ? [] : [{ ...step, kind: step.kind }]));
  return { arriveAt: plan.finishAt, drivingMs, stops };
}

/** A job for now is expected at its pickup within this long of its acceptance. */
export const PICKUP_WITHIN_MS = 2 * HOUR_MS;

/**
 * The end of the window the ETA is held to: before pickup the pickup window (its start for a time
 * without a window, two hours after acceptance for a job for now); after it the delivery window.
 */
export function windowEndFor(
  target: EtaTarget,
  job: {
    pickupWindowEnd: Date | null;
    scheduledTime: Date | null;
    acceptedAt: Date | null;
    deliveryWindowEnd: Date | null;
  },
): number | null {
  if (target === 'destination') return job.deliveryWindowEnd?.getTime() ?? null;
  const end = job.pickupWindowEnd ?? job.scheduledTime;
  if (end) return end.getTime();
  return job.acceptedAt ? job.acceptedAt.getTime() + PICKUP_WITHIN_MS : null;
}

/**
 * Since its basis (the driver's last position, or the pickup) an ETA is a guess after this long (as
 * long as the console waits before calling a driver silent): nobody is told it is late from a guess.
 */
export const ETA_STALE_AFTER_MS = 15 * MINUTE_MS;
export const etaIsStale = (eta: { basisAt: string }, now: Date) =>
  now.getTime() - Date.parse(eta.basisAt) > ETA_STALE_AFTER_MS;
