/**
 * The synthetic day of bench:dispatch: drivers with home bases and jobs arriving over 24 hours, on the
 * towns of the offline gazetteer (weighted by population), with road miles by the server's offline
 * estimate (core/sphere roadMiles), and the drivers' response model. Seeded: a run is repeatable.
 */

import type { LicenseClass } from '@core/contracts/drivers';
import { type DriverCandidate, type JobToRank, PICKUP_GRACE_MS } from '@core/dispatch-rank';
import { plannedArrival } from '@core/eta';
import { type DutyInterval, HOUR_MS, MINUTE_MS } from '@core/hos';
import { type LatLng, roadMiles } from '@core/sphere';
import { loaded } from '../../server/adapters/geocoding/gazetteer';

/** Midnight UTC on a Monday: the day the jobs arrive. */
export const DAY_START = Date.UTC(2026, 0, 12);
export const DAY_MS = 24 * HOUR_MS;

/** The response model (documented in README's benchmark list; the figures depend on it). */
export const RESPONSE = {
  /** The chance to accept a job at `deadhead` miles: ACCEPT_AT_ZERO × e^(−deadhead / ACCEPT_FALL_MILES). */
  acceptAtZero: 0.9,
  acceptFallMiles: 150,
  /** Minutes to answer a pushed offer: lognormal with this median and sigma; a driver under way answers at a stop. */
  answerMedianMinutes: 1.5,
  answerSigma: 0.9,
  answerBusyFactor: 4,
  /** A driver looks at the open list on average this often (exponential), a driver under way less often. */
  browseEveryMinutes: 60,
  browseEveryBusyMinutes: 180,
} as const;

export const acceptChance = (deadheadMiles: number) =>
  RESPONSE.acceptAtZero * Math.exp(-deadheadMiles / RESPONSE.acceptFallMiles);

/** mulberry32: a small, seeded generator of numbers in [0, 1). */
export function makeRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  const pick = <T>(items: readonly (readonly [T, number])[]): T => {
    let r = next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return (items.at(-1) as readonly [T, number])[0];
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return {
    next,
    between,
    pick,
    /** Exponential with this mean. */
    exponential: (mean: number) => -mean * Math.log(1 - next()),
    lognormal: (median: number, sigma: number) => median * Math.exp(sigma * normal()),
  };
}
export type Random = ReturnType<typeof makeRandom>;

/** Whether a driver would take a job at this deadhead: one fixed draw per pair, the same in every way run. */
export function willing(seed: number, driver: number, job: number, deadheadMiles: number): boolean {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(driver + 1, 0xc2b2ae35) ^ (job + 1);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296 < acceptChance(deadheadMiles);
}

export interface Town extends LatLng {
  label: string;
  population: number;
}

/** The lower 48 states and DC: where a driveaway move runs by road. */
const OFF_ROAD = new Set(['AK', 'HI', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** The gazetteer's towns of 10,000 people or more in the lower 48, with a population-weighted sampler. */
export function townSampler(random: Random) {
  const towns: Town[] = loaded()
    .places.filter((t) => t.population >= 10_000 && !OFF_ROAD.has(t.state))
    .map((t) => ({ lat: t.lat, lng: t.lng, population: t.population, label: `${t.name}, ${t.state}` }));
  const cumulative: number[] = [];
  let total = 0;
  for (const t of towns) {
    total += t.population;
    cumulative.push(total);
  }
  const sample = (): Town => {
    const r = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return towns[lo] as Town;
  };
  return { towns, sample };
}

export interface SimDriver extends DriverCandidate {
  index: number;
  home: Town;
}

/** About 7 days of past driving, so the 70-hour cycle bites for some; rested by the day's start. */
function pastWeek(random: Random, start: number): DutyInterval[] {
  const record: DutyInterval[] = [];
  for (let day = 7; day >= 1; day--) {
    if (random.next() > 0.6) continue;
    const from = start - day * DAY_MS + random.between(5, 9) * HOUR_MS;
    const hours = random.between(3, 10.5);
    record.push({ status: 'driving', start: from, end: from + hours * HOUR_MS });
  }
  return record;
}

/** `count` drivers, home bases weighted by population, with a realistic mix of licences, reach and record. */
export function makeDrivers(
  count: number,
  random: Random,
  sample: () => Town,
  start = DAY_START,
): SimDriver[] {
  return Array.from({ length: count }, (_, index): SimDriver => {
    const home = sample();
    const fresh = random.next() < 0.1;
    const expiresSoon = () => (random.next() < 0.02 ? start + random.between(2, 40) * HOUR_MS : null);
    const availability = random.pick<DriverCandidate['availability']>([
      [{ kind: 'now' }, 0.8],
      [{ kind: 'from', at: start + Math.round(random.between(0, 20)) * HOUR_MS }, 0.13],
      [{ kind: 'off' }, 0.07],
    ]);
    return {
      index,
      id: `d${String(index).padStart(5, '0')}`,
      home,
      verified: random.next() > 0.02,
      suspended: random.next() < 0.01,
      licenseClass: random.pick<LicenseClass>([
        ['A', 0.75],
        ['B', 0.25],
      ]),
      licenseExpiresAt: expiresSoon(),
      medicalExpiresAt: expiresSoon(),
      availability,
      position: { lat: home.lat, lng: home.lng },
      homeBase: { lat: home.lat, lng: home.lng },
      maxDeadheadMiles: random.pick([
        [75, 0.2],
        [150, 0.35],
        [250, 0.3],
        [400, 0.15],
      ]),
      busyUntil: null,
      nextPickup: null,
      record: pastWeek(random, start),
      onTimeRate: fresh ? null : random.between(0.75, 1),
      acceptanceRate: fresh ? null : random.between(0.3, 0.95),
      rating: fresh ? null : random.between(3.8, 5),
      preferred: false,
    };
  });
}

export interface SimJob extends JobToRank {
  index: number;
  /** When the client paid: the job's waves (or its place on the open list) start. */
  arrivesAt: number;
  from: Town;
  to: Town;
  /** The last moment it can still be picked up; untaken by then, it is never taken. */
  latestPickup: number;
}

/** Jobs arrive more in the US working day (12:00–24:00 UTC) than at night. */
function arrivalTime(random: Random, start: number) {
  const hour = random.pick(Array.from({ length: 24 }, (_, h) => [h, h >= 12 ? 3 : 1] as const));
  return start + hour * HOUR_MS + Math.floor(random.next() * 60) * MINUTE_MS;
}

/** A destination for a move from `from`: 50 to 1,200 road miles, shorter moves more often. */
function destinationFor(from: Town, random: Random, sample: () => Town): Town {
  for (let tries = 0; tries < 500; tries++) {
    const to = sample();
    const miles = roadMiles(from, to);
    if (miles >= 50 && miles <= 1200 && random.next() < Math.exp(-miles / 700)) return to;
  }
  return sample();
}

/** `count` jobs over the day: towns by population, vehicle types and windows mixed as moves come in. */
export function makeJobs(count: number, random: Random, sample: () => Town, start = DAY_START): SimJob[] {
  const jobs = Array.from({ length: count }, () => {
    const arrivesAt = arrivalTime(random, start);
    const from = sample();
    const to = destinationFor(from, random, sample);
    const tripMiles = roadMiles(from, to);
    const vehicleType = random.pick([
      ['bobtail', 0.4],
      ['bobtail-trailer', 0.25],
      ['box-truck', 0.25],
      ['trailer', 0.1],
    ] as const);
    // Half are for now (picked up within a few hours), half scheduled up to a day and a half ahead.
    const now = random.next() < 0.5;
    const pickupAt = now ? arrivesAt : arrivesAt + Math.round(random.between(3, 36)) * HOUR_MS;
    const pickupWindowEnd = now
      ? arrivesAt + Math.round(random.between(3, 8)) * HOUR_MS
      : random.next() < 0.7
        ? pickupAt + Math.round(random.between(2, 6)) * HOUR_MS
        : null;
    const latestPickup = pickupWindowEnd ?? pickupAt + PICKUP_GRACE_MS;
    const deliveryEnd =
      random.next() < 0.5
        ? plannedArrival({ pickupAt: latestPickup, miles: tripMiles, cycle: '70/8' }).arriveAt + 8 * HOUR_MS
        : null;
    return {
      arrivesAt,
      from,
      to,
      tripMiles,
      vehicleType,
      pickupAt,
      pickupWindowEnd,
      deliveryEnd,
      latestPickup,
    };
  });
  return jobs
    .sort((a, b) => a.arrivesAt - b.arrivesAt)
    .map((j, index) => ({
      ...j,
      index,
      pickup: { lat: j.from.lat, lng: j.from.lng },
      destination: { lat: j.to.lat, lng: j.to.lng },
    }));
}
