/**
 * bench:dispatch's simulation: one synthetic day (dispatch-day.ts) run three ways on the same drivers,
 * jobs and willingness draws: first-come browsing of the open list, Pathway's waves (core's ranking and
 * wave plan, with the next load home first), and the least total deadhead per 15-minute batch by an
 * assignment (everyone accepts: a lower bound). Drivers take a job through core's hours-of-service plan
 * and are then busy until delivery, at the destination.
 */
import {
  type DriverCandidate,
  dutyOfPlan,
  NEAR_HOME_MILES,
  type RankedDriver,
  type RankOptions,
  type RankWeights,
  rankDrivers,
} from '@core/dispatch-rank';
import {
  afterWave,
  DEFAULT_WAVE_SETTINGS,
  driversForWave,
  NEXT_LOAD_OFFER_MINUTES,
  type WaveSettings,
  waveEndsAt,
} from '@core/dispatch-waves';
import { profileDriveMs } from '@core/eta';
import { HOS_LOOKBACK_MS, MINUTE_MS, planDrive } from '@core/hos';
import { type LatLng, roadMiles } from '@core/sphere';
import { assign } from './assignment';
import {
  DAY_START,
  makeDrivers,
  makeJobs,
  makeRandom,
  type Random,
  RESPONSE,
  type SimDriver,
  type SimJob,
  townSampler,
  willing,
} from './dispatch-day';
import { percentile } from './server';

export interface Day {
  seed: number;
  drivers: SimDriver[];
  jobs: SimJob[];
}

export function makeDay(seed: number, drivers: number, jobs: number): Day {
  const random = makeRandom(seed);
  const { sample } = townSampler(random);
  return { seed, drivers: makeDrivers(drivers, random, sample), jobs: makeJobs(jobs, random, sample) };
}

export interface Take {
  job: SimJob;
  driver: string;
  at: number;
  deadheadMiles: number;
  nextLoad: boolean;
  /**
   * Who else could have taken the job then, and at what deadhead: every eligible driver who would
   * accept it, keyed by driver and how many jobs they had taken (a driver who took another job since
   * is another column), so the way's own choice is always one of the assignments its bound weighs.
   */
  couldHave: Map<string, number>;
}

export interface DayResult {
  takes: Take[];
  lost: number;
  nextLoadOffers: number;
}

const BATCH_MS = 15 * MINUTE_MS;
/** Leaving a job untaken costs more than any deadhead: a batch takes as many jobs as it can first. */
const SKIP_MILES = 1e7;

/** Jobs (rows: driver → deadhead) to distinct drivers at the least total deadhead, as many as can be. */
function leastDeadhead(rows: Map<string, number>[]) {
  const columns = [...new Set(rows.flatMap((r) => [...r.keys()]))];
  const col = new Map(columns.map((id, i) => [id, i]));
  const cost = rows.map((r) => {
    const line = new Array<number>(columns.length).fill(Number.POSITIVE_INFINITY);
    for (const [id, miles] of r) line[col.get(id) as number] = miles;
    return line;
  });
  const chosen = assign(cost, SKIP_MILES);
  const miles = chosen.reduce((sum, j, i) => sum + (j < 0 ? 0 : (cost[i]?.[j] as number)), 0);
  return { columns, chosen, miles };
}

/**
 * A way's own lower bound: its acceptances in 15-minute batches, each batch's jobs given to the drivers
 * who could have taken them when they were taken, at the least total deadhead.
 */
export function batchBound(r: DayResult): number {
  const batches = new Map<number, Take[]>();
  for (const t of r.takes) {
    const k = Math.floor((t.at - DAY_START) / BATCH_MS);
    batches.set(k, [...(batches.get(k) ?? []), t]);
  }
  let total = 0;
  for (const takes of batches.values()) total += leastDeadhead(takes.map((t) => t.couldHave)).miles;
  return total;
}
/** How often an untaken job on the open list is looked at again for drivers who became free. */
const RELIST_MS = 30 * MINUTE_MS;

/** A driver's moving state in one run, over a copy of the day's driver. */
interface DriverState {
  d: SimDriver;
  freeAt: number;
  freeWhere: LatLng;
  takes: number;
}

/** The drivers, the clock and the bookkeeping shared by the three ways. */
function world(day: Day, weights?: RankWeights) {
  const states = day.drivers.map(
    (d): DriverState => ({ d: { ...d, record: [...d.record] }, freeAt: 0, freeWhere: d.home, takes: 0 }),
  );
  const byId = new Map(states.map((s) => [s.d.id, s]));
  const candidates: DriverCandidate[] = states.map((s) => s.d);
  const result: DayResult = { takes: [], lost: 0, nextLoadOffers: 0 };
  const taken = new Set<number>();

  /** Each driver as the server would see them at `t`: at their last destination, or busy until it. */
  const refresh = (t: number) => {
    for (const s of states) {
      const busy = s.freeAt > t;
      s.d.busyUntil = busy ? { at: s.freeAt, where: s.freeWhere } : null;
      s.d.position = busy ? null : s.freeWhere;
    }
  };
  const options = (now: number): RankOptions => ({ now, cycle: '70/8', roadMiles, weights });
  const rank = (job: SimJob, t: number): RankedDriver[] => {
    refresh(t);
    return rankDrivers(job, candidates, options(t));
  };
  /** Whether a driver may still take the job at `t` (state may have changed since they saw it). */
  const stillEligible = (job: SimJob, s: DriverState, t: number) => {
    refresh(t);
    return rankDrivers(job, [s.d], options(t))[0] ?? null;
  };

  /** The driver takes the job: deadhead and trip planned within the rules, busy until delivery. */
  const take = (job: SimJob, s: DriverState, t: number, nextLoad = false): boolean => {
    const r = stillEligible(job, s, t);
    if (!r?.eligible || r.deadheadMiles === null || taken.has(job.index)) return false;
    const couldHave = new Map<string, number>();
    for (const other of rank(job, t)) {
      const o = byId.get(other.id) as DriverState;
      if (other.eligible && willing(day.seed, o.d.index, job.index, other.deadheadMiles ?? 0))
        couldHave.set(`${o.d.id}#${o.takes}`, other.deadheadMiles ?? 0);
    }
    const from = s.d.availability.kind === 'from' ? s.d.availability.at : 0;
    const start = Math.max(t, s.freeAt, from);
    const toPickup = planDrive(s.d.record, start, profileDriveMs(r.deadheadMiles, true), '70/8');
    const record = [...s.d.record, ...dutyOfPlan(toPickup.steps)];
    const tripStart = Math.max(toPickup.finishAt, job.pickupAt);
    const trip = planDrive(record, tripStart, profileDriveMs(job.tripMiles, true), '70/8');
    s.d.record = [...record, ...dutyOfPlan(trip.steps)].filter((iv) => iv.end > t - HOS_LOOKBACK_MS);
    s.freeAt = trip.finishAt;
    s.freeWhere = job.destination;
    s.takes += 1;
    taken.add(job.index);
    result.takes.push({ job, driver: s.d.id, at: t, deadheadMiles: r.deadheadMiles, nextLoad, couldHave });
    return true;
  };
  return { states, byId, rank, take, taken, result, busy: (s: DriverState, t: number) => s.freeAt > t };
}
type World = ReturnType<typeof world>;

/** Events in time order (ties in the order scheduled). */
function clock() {
  const heap: { at: number; seq: number; run: () => void }[] = [];
  let seq = 0;
  const less = (a: number, b: number) => {
    const x = heap[a] as (typeof heap)[number];
    const y = heap[b] as (typeof heap)[number];
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  };
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [heap[b] as (typeof heap)[number], heap[a] as (typeof heap)[number]];
  };
  const at = (time: number, run: () => void) => {
    heap.push({ at: time, seq: seq++, run });
    for (let i = heap.length - 1; i > 0 && less(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
  };
  const runAll = () => {
    while (heap.length > 0) {
      const top = heap[0] as (typeof heap)[number];
      const last = heap.pop() as (typeof heap)[number];
      if (heap.length > 0) {
        heap[0] = last;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && less(l, m)) m = l;
          if (r < heap.length && less(r, m)) m = r;
          if (m === i) break;
          swap(i, m);
          i = m;
        }
      }
      top.run();
    }
  };
  return { at, runAll };
}
type Clock = ReturnType<typeof clock>;

/**
 * The open list: every eligible driver who would take the job looks at the list now and then (an
 * exponential wait, longer while under way); the first to look takes it. Looked at again every
 * RELIST_MS for drivers who became free, until its latest pickup.
 */
function openList(w: World, c: Clock, random: Random, seed: number, job: SimJob, t: number) {
  if (w.taken.has(job.index) || t >= job.latestPickup) return;
  let best: { at: number; s: DriverState } | null = null;
  for (const r of w.rank(job, t)) {
    if (!r.eligible) break;
    const s = w.byId.get(r.id) as DriverState;
    if (!willing(seed, s.d.index, job.index, r.deadheadMiles ?? 0)) continue;
    const every = w.busy(s, t) ? RESPONSE.browseEveryBusyMinutes : RESPONSE.browseEveryMinutes;
    const at = t + random.exponential(every) * MINUTE_MS;
    if (!best || at < best.at) best = { at, s };
  }
  const horizon = Math.min(t + RELIST_MS, job.latestPickup);
  if (best && best.at < horizon) {
    const { at, s } = best;
    c.at(at, () => {
      if (!w.taken.has(job.index) && !w.take(job, s, at)) openList(w, c, random, seed, job, at);
    });
  } else c.at(horizon, () => openList(w, c, random, seed, job, horizon));
}

/** (1) First-come: every job goes straight to the open list. */
export function firstCome(day: Day): DayResult {
  const w = world(day);
  const c = clock();
  const random = makeRandom(day.seed + 1);
  for (const job of day.jobs) c.at(job.arrivesAt, () => openList(w, c, random, day.seed, job, job.arrivesAt));
  c.runAll();
  w.result.lost = day.jobs.length - w.taken.size;
  return w.result;
}

/** How long a driver takes to answer a pushed offer, in ms. */
const answerDelay = (random: Random, busy: boolean) =>
  random.lognormal(
    RESPONSE.answerMedianMinutes * (busy ? RESPONSE.answerBusyFactor : 1),
    RESPONSE.answerSigma,
  ) * MINUTE_MS;

/**
 * (2) Pathway's waves: on arrival, a next load home to the best-ranked driver arriving near its pickup
 * before it starts, alone, for NEXT_LOAD_OFFER_MINUTES; then wave after wave (core's driversForWave,
 * waveEndsAt, afterWave), a wave ending early when all its offers are declined; then the open list.
 */
export function waves(
  day: Day,
  settings: WaveSettings = DEFAULT_WAVE_SETTINGS,
  weights?: RankWeights,
  nextLoadHome = true,
): DayResult {
  const w = world(day, weights);
  const c = clock();
  const random = makeRandom(day.seed + 2);
  const holding = new Set<string>();

  /** Offers the job to `offered` until `ends`; `then` runs once, when all declined or at `ends`, unless taken. */
  const offerRound = (
    job: SimJob,
    offered: RankedDriver[],
    t: number,
    ends: number,
    nextLoad: boolean,
    then: (at: number) => void,
  ) => {
    const open = new Set(offered.map((r) => r.id));
    let done = false;
    const finish = (at: number) => {
      if (done) return;
      done = true;
      for (const id of open) holding.delete(id);
      if (!w.taken.has(job.index)) then(at);
    };
    for (const r of offered) {
      const s = w.byId.get(r.id) as DriverState;
      holding.add(r.id);
      const yes = willing(day.seed, s.d.index, job.index, r.deadheadMiles ?? 0);
      const answerAt = t + answerDelay(random, w.busy(s, t));
      if (answerAt >= ends) continue; // expires unanswered
      c.at(answerAt, () => {
        if (done) return;
        open.delete(r.id);
        holding.delete(r.id);
        if (yes && w.take(job, s, answerAt, nextLoad)) {
          done = true;
          for (const id of open) holding.delete(id);
        } else if (open.size === 0) finish(answerAt);
      });
    }
    c.at(ends, () => finish(ends));
  };

  const offeredThisJob = new Map<number, Set<string>>();
  const wave = (job: SimJob, n: number, t: number) => {
    if (w.taken.has(job.index) || t >= job.latestPickup) return;
    const offered = offeredThisJob.get(job.index) ?? new Set<string>();
    offeredThisJob.set(job.index, offered);
    const group = driversForWave(w.rank(job, t), n, settings, {
      offeredThisJob: offered,
      holdingAnOffer: holding,
    });
    for (const r of group) offered.add(r.id);
    const next = (at: number) =>
      afterWave(n, settings) === 'next_wave'
        ? wave(job, n + 1, at)
        : openList(w, c, random, day.seed, job, at);
    if (group.length === 0) next(t);
    else offerRound(job, group, t, waveEndsAt(t, settings), false, next);
  };

  for (const job of day.jobs) {
    c.at(job.arrivesAt, () => {
      const t = job.arrivesAt;
      // The next load home: a driver whose delivery ends near this pickup, before the job starts.
      const arriving =
        nextLoadHome &&
        w.rank(job, t).find((r) => {
          const s = w.byId.get(r.id) as DriverState;
          return (
            r.eligible &&
            !holding.has(r.id) &&
            w.busy(s, t) &&
            s.freeAt <= job.pickupAt &&
            roadMiles(s.freeWhere, job.pickup) <= NEAR_HOME_MILES
          );
        });
      if (!arriving) return wave(job, 1, t);
      w.result.nextLoadOffers += 1;
      offeredThisJob.set(job.index, new Set([arriving.id]));
      offerRound(job, [arriving], t, t + NEXT_LOAD_OFFER_MINUTES * MINUTE_MS, true, (at) => wave(job, 1, at));
    });
  }
  c.runAll();
  w.result.lost = day.jobs.length - w.taken.size;
  return w.result;
}

/**
 * (3) The optimum per batch: at the end of each 15 minutes, every untaken job that someone may take is
 * given to a distinct driver who would take it, as many as can be and at the least total deadhead (an
 * assignment), and they accept at once.
 */
export function optimum(day: Day): DayResult {
  const w = world(day);
  const lastArrival = day.jobs.at(-1)?.arrivesAt ?? DAY_START;
  let pool: SimJob[] = [];
  let next = 0;
  for (let t = DAY_START + BATCH_MS; next < day.jobs.length || pool.length > 0; t += BATCH_MS) {
    while (next < day.jobs.length && (day.jobs[next] as SimJob).arrivesAt <= t)
      pool.push(day.jobs[next++] as SimJob);
    pool = pool.filter((j) => !w.taken.has(j.index) && j.latestPickup > t);
    // Only the pairs the driver would accept (the same draws as the other ways): everyone asked says yes.
    const rows = pool.map((job) => ({
      job,
      ranked: w.rank(job, t).filter((r) => {
        const s = w.byId.get(r.id) as DriverState;
        return r.eligible && willing(day.seed, s.d.index, job.index, r.deadheadMiles ?? 0);
      }),
    }));
    const { columns, chosen } = leastDeadhead(
      rows.map((r) => new Map(r.ranked.map((d) => [d.id, d.deadheadMiles ?? 0]))),
    );
    chosen.forEach((j, i) => {
      if (j >= 0)
        w.take((rows[i] as (typeof rows)[number]).job, w.byId.get(columns[j] as string) as DriverState, t);
    });
    if (t > lastArrival + 3 * 24 * 60 * MINUTE_MS) break;
  }
  w.result.lost = day.jobs.length - w.taken.size;
  return w.result;
}

export interface Figures {
  taken: number;
  neverTaken: number;
  medianMinutes: number;
  p90Minutes: number;
  deadheadMiles: number;
  deadheadPerJob: number;
  /** The way's deadhead over its own batch bound (≥ 1). */
  overBound: number;
  /** Deliveries after which the same driver's next job starts within 100 miles. */
  nextWithin100: number;
  nextLoadOffers: number;
  nextLoadTaken: number;
}

export function figures(day: Day, r: DayResult): Figures {
  const minutes = r.takes.map((t) => (t.at - t.job.arrivesAt) / MINUTE_MS).sort((a, b) => a - b);
  const deadhead = r.takes.reduce((s, t) => s + t.deadheadMiles, 0);
  const perDriver = new Map<string, Take[]>();
  for (const t of [...r.takes].sort((a, b) => a.at - b.at))
    perDriver.set(t.driver, [...(perDriver.get(t.driver) ?? []), t]);
  let followed = 0;
  for (const list of perDriver.values())
    list.forEach((t, i) => {
      const next = list[i + 1];
      if (next && roadMiles(t.job.destination, next.job.pickup) <= 100) followed += 1;
    });
  return {
    taken: r.takes.length,
    neverTaken: day.jobs.length - r.takes.length,
    medianMinutes: percentile(minutes, 50),
    p90Minutes: percentile(minutes, 90),
    deadheadMiles: deadhead,
    deadheadPerJob: r.takes.length ? deadhead / r.takes.length : 0,
    overBound: deadhead / Math.max(batchBound(r), 1),
    nextWithin100: r.takes.length ? followed / r.takes.length : 0,
    nextLoadOffers: r.nextLoadOffers,
    nextLoadTaken: r.takes.filter((t) => t.nextLoad).length,
  };
}
