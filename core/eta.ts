/**
 * The ETA that knows the driver's hours: the road miles left, driven at a speed profile, planned under
 * the hours-of-service rules from the driver's record (core/hos planDrive), so the 30-minute breaks and
 * 10-hour rests the driver will have to take are in the arrival time and can be said in words.
 *
 * Pure: times are milliseconds since the epoch; no clock is read here.
 */
import { type DrivePlan, type DutyInterval, HOUR_MS, type HosCycle, MINUTE_MS, planDrive } from './hos';

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
  const drivingMs = profileDriveMs(input.milesToGo, input.startsAtStop);
  const plan: DrivePlan = planDrive(input.record, input.now, drivingMs, input.cycle);
  return {
    target: input.target,
    arriveAt: plan.finishAt,
    milesToGo: input.milesToGo,
    drivingMs,
    stops: plan.steps.flatMap((step) => (step.kind === 'drive' ? [] : [{ ...step, kind: step.kind }])),
  };
}

/** Arrivals are said to the nearest ten minutes: "about 14:00", not "13:57". */
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
 * "Arrives Thu about 14:00, after a 10-hour rest": `dayTime` formats the rounded arrival (weekday and
 * time in the reader's zone). Only rests and restarts are named: a 30-minute break is in the time but
 * not worth a clause unless it is the only stop.
 */
export function etaSentence(
  eta: { target: EtaTarget; arriveAt: number; stops: Pick<HoursEta['stops'][number], 'kind'>[] },
  dayTime: (ms: number) => string,
): string {
  const verb = eta.target === 'pickup' ? 'At the pickup' : 'Arrives';
  const long = eta.stops.filter((s) => s.kind !== 'break');
  const words = stopsInWords(long.length > 0 ? long : eta.stops);
  return `${verb} ${dayTime(roundArrival(eta.arriveAt))}${words ? `, after ${words}` : ''}`;
}

/** "Thu about 14:00" in a time zone (24-hour clock, as drivers and yards read it). */
export function dayAboutTime(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} about ${part('hour')}:${part('minute')}`;
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
