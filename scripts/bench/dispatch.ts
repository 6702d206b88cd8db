/**
 * Dispatch on a synthetic day (dispatch-day.ts: the gazetteer's towns, 500 drivers, 1,500 jobs over 24
 * hours, a response model in which the chance to accept falls with deadhead and answers take minutes),
 * run three ways side by side (dispatch-sim.ts): first-come browsing of the open list (today), Pathway's
 * waves with the next load home (core/dispatch-rank and core/dispatch-waves, as the server runs them),
 * and the optimum per 15-minute batch (least total deadhead by an assignment; a lower bound).
 * Prints minutes to acceptance (median, p90), deadhead (total, per job, as a ratio to the optimum), the
 * share of deliveries followed by the driver's next job within 100 miles, jobs never taken, then a few
 * other wave settings, then the ranking's latency for one job among 5,000 drivers (p50/p99) with, as a
 * same-run baseline, the least any ranking does (road miles to each driver and a sort).
 * Goals (README, bench:dispatch): deadhead ≤ 1.15× the optimum, median acceptance ≤ 5 minutes, ranking p99 ≤ 50 ms,
 * and first-come beaten on every figure.
 *
 *   npm run bench:dispatch -- [--seed 44] [--drivers 500] [--jobs 1500] [--quick]
 * (dispatch-run.mjs compiles it as the server is compiled and runs it with the server's node flags)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { RANK_WEIGHTS, type RankOptions, type RankWeights, rankDrivers } from '@core/dispatch-rank';
import { DEFAULT_WAVE_SETTINGS, type WaveSettings } from '@core/dispatch-waves';
import { HOUR_MS } from '@core/hos';
import { roadMiles } from '@core/sphere';
import { DAY_START, makeDrivers, makeRandom, townSampler } from './dispatch-day';
import { type Day, type Figures, figures, firstCome, makeDay, optimum, waves } from './dispatch-sim';
import { latencySummary } from './server';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '44' },
    drivers: { type: 'string' },
    jobs: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const QUICK = values.quick;
const SEED = Number(values.seed);
const DRIVERS = Number(values.drivers ?? (QUICK ? 100 : 500));
const JOBS = Number(values.jobs ?? (QUICK ? 300 : 1500));
const RANK_DRIVERS = 5000;
const RANK_ROUNDS = QUICK ? 40 : 300;

/** Other wave settings and score weights tried beside the defaults (not in --quick); the defaults stay. */
const TRIED: { name: string; settings: WaveSettings; weights?: RankWeights; nextLoad?: false }[] = [
  { name: 'waves 1+3+10 × 3 min', settings: { sizes: [1, 3, 10], minutes: 3 } },
  { name: 'waves 3+10 × 2 min', settings: { sizes: [3, 10], minutes: 2 } },
  { name: 'waves 10+30 × 3 min', settings: { sizes: [10, 30], minutes: 3 } },
  ...[0.3, 1].map((perDeadheadMile) => ({
    name: `3+10 × 4 min, ${perDeadheadMile}/deadhead mi`,
    settings: DEFAULT_WAVE_SETTINGS,
    weights: { ...RANK_WEIGHTS, perDeadheadMile },
  })),
  {
    name: '1+3+10 × 3 min, 0.3/deadhead mi',
    settings: { sizes: [1, 3, 10], minutes: 3 },
    weights: { ...RANK_WEIGHTS, perDeadheadMile: 0.3 },
  },
  { name: '3+10 × 4 min, no next load home', settings: DEFAULT_WAVE_SETTINGS, nextLoad: false },
];

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The table's columns: a heading and a cell from a way's figures (and the optimum's). */
const COLUMNS: [string, number, (f: Figures, best: Figures) => string][] = [
  ['med min', 8, (f) => fmt(f.medianMinutes)],
  ['p90 min', 8, (f) => fmt(f.p90Minutes)],
  ['deadhead', 9, (f) => Math.round(f.deadheadMiles).toLocaleString('en-US')],
  ['mi/job', 7, (f) => fmt(f.deadheadPerJob)],
  ['/opt', 5, (f, best) => fmt(f.deadheadPerJob / best.deadheadPerJob, 2)],
  ['/bound', 6, (f) => fmt(f.overBound, 2)],
  ['next≤100', 8, (f) => pct(f.nextWithin100)],
  ['taken', 6, (f) => String(f.taken)],
  ['never', 6, (f) => String(f.neverTaken)],
];
const NAME_WIDTH = 34;
const HEADER = ['way'.padEnd(NAME_WIDTH), ...COLUMNS.map(([h, width]) => h.padStart(width))].join(' ');
const row = (name: string, f: Figures, best: Figures) =>
  [name.padEnd(NAME_WIDTH), ...COLUMNS.map(([, width, cell]) => cell(f, best).padStart(width))].join(' ');

function timed<T>(run: () => T): { value: T; seconds: number } {
  const started = performance.now();
  const value = run();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** rankDrivers for one job among 5,000 drivers, against road miles to each and a sort (the floor). */
function rankingLatency() {
  const random = makeRandom(SEED + 3);
  const { towns, sample } = townSampler(random);
  const drivers = makeDrivers(RANK_DRIVERS, random, sample);
  // The busiest pickup: the most populous town, where the most drivers are within reach.
  const from = towns.reduce((a, b) => (b.population > a.population ? b : a));
  const to = towns.find((t) => t.label === 'Philadelphia, PA') ?? sample();
  const job = {
    vehicleType: 'bobtail',
    pickup: from,
    destination: to,
    tripMiles: roadMiles(from, to),
    pickupAt: DAY_START + 8 * HOUR_MS,
    pickupWindowEnd: DAY_START + 12 * HOUR_MS,
    deliveryEnd: null,
  };
  const o: RankOptions = { now: DAY_START + 7 * HOUR_MS, cycle: '70/8', roadMiles };
  const rank: number[] = [];
  const floor: number[] = [];
  let eligible = 0;
  // The first rounds warm the JIT up and are not counted.
  for (let i = -10; i < RANK_ROUNDS; i++) {
    let started = performance.now();
    eligible = rankDrivers(job, drivers, o).filter((r) => r.eligible).length;
    if (i >= 0) rank.push(performance.now() - started);
    started = performance.now();
    drivers
      .map((d) => ({ id: d.id, miles: roadMiles(d.homeBase ?? from, job.pickup) }))
      .sort((a, b) => a.miles - b.miles || a.id.localeCompare(b.id));
    if (i >= 0) floor.push(performance.now() - started);
  }
  return { rank: latencySummary(rank), floor: latencySummary(floor), eligible, from: from.label };
}

function main() {
  const built = timed(() => makeDay(SEED, DRIVERS, JOBS));
  const day: Day = built.value;
  const trips = day.jobs.map((j) => j.tripMiles).sort((a, b) => a - b);
  console.log(
    `\nbench:dispatch: seed ${SEED}, ${DRIVERS} drivers, ${JOBS} jobs over 24 h on the gazetteer's towns` +
      ` (trip median ${Math.round(trips[trips.length >> 1] ?? 0)} mi; day built in ${fmt(built.seconds)} s;` +
      ` ${os.cpus().length} cores, load average ${fmt(os.loadavg()[0] ?? 0)})\n`,
  );
  const best = timed(() => figures(day, optimum(day)));
  const first = timed(() => figures(day, firstCome(day)));
  const ours = timed(() => figures(day, waves(day)));
  console.log(HEADER);
  console.log(row('first-come browsing', first.value, best.value));
  console.log(
    row(
      `Pathway waves ${DEFAULT_WAVE_SETTINGS.sizes.join('+')} × ${DEFAULT_WAVE_SETTINGS.minutes} min`,
      ours.value,
      best.value,
    ),
  );
  console.log(row('optimum per 15-min batch', best.value, best.value));
  console.log(
    "\n/opt: deadhead per job over the optimum's; /bound: deadhead over the least with which the same drivers" +
      ' could have covered the same jobs, batch by batch (a lower bound of the way itself).' +
      `\nnext load home: ${ours.value.nextLoadOffers} offered, ${ours.value.nextLoadTaken} taken.` +
      ` Run times: first-come ${fmt(first.seconds)} s, waves ${fmt(ours.seconds)} s, optimum ${fmt(best.seconds)} s.`,
  );
  if (!QUICK) {
    console.log(`\nother settings (the defaults stay; weights ${JSON.stringify(RANK_WEIGHTS)}):`);
    for (const t of TRIED)
      console.log(
        row(t.name, figures(day, waves(day, t.settings, t.weights, t.nextLoad ?? true)), best.value),
      );
  }
  const latency = rankingLatency();
  console.log(
    `\nranking one job (pickup ${latency.from}) among ${RANK_DRIVERS} drivers, ${RANK_ROUNDS} rounds,` +
      ` ${latency.eligible} eligible:\n  rankDrivers p50 ${latency.rank.p50} ms, p99 ${latency.rank.p99} ms, max ${latency.rank.max} ms;` +
      ` baseline (road miles to each and a sort) p50 ${latency.floor.p50} ms, p99 ${latency.floor.p99} ms;` +
      ` p99 ratio ${fmt(latency.rank.p99 / Math.max(latency.floor.p99, 0.01))}×`,
  );
  printGoals(ours.value, first.value, best.value, latency.rank.p99);
}

function printGoals(o: Figures, first: Figures, best: Figures, p99: number) {
  const perJob = o.deadheadPerJob / best.deadheadPerJob;
  const goals: [string, boolean][] = [
    [`deadhead per job ≤ 1.15× the optimum's (${fmt(perJob, 2)}×)`, perJob <= 1.15],
    [`deadhead ≤ 1.15× its own batch bound (${fmt(o.overBound, 2)}×)`, o.overBound <= 1.15],
    [`median acceptance ≤ 5 min (${fmt(o.medianMinutes)} min)`, o.medianMinutes <= 5],
    [`ranking p99 ≤ 50 ms (${p99} ms)`, p99 <= 50],
    ['first-come beaten on every figure', beatsFirstCome(o, first)],
  ];
  console.log('\ngoals (Pathway waves, defaults):');
  for (const [goal, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${goal}`);
}

/** Faster (median, p90), less deadhead (per job and over its bound), more next jobs near the delivery, no more never taken. */
function beatsFirstCome(o: Figures, f: Figures) {
  return (
    o.medianMinutes < f.medianMinutes &&
    o.p90Minutes < f.p90Minutes &&
    o.deadheadPerJob < f.deadheadPerJob &&
    o.overBound < f.overBound &&
    o.nextWithin100 > f.nextWithin100 &&
    o.neverTaken <= f.neverTaken
  );
}

main();
