import { describe, expect, it } from 'vitest';
import { type DayResult, figures, firstCome, makeDay, optimum, waves } from './dispatch-sim';

// A tiny day (the benchmark runs 500 drivers and 1,500 jobs): the figures must stay sane, so the
// benchmark cannot rot.
const day = makeDay(7, 40, 120);
const runs: [string, DayResult][] = [
  ['first-come', firstCome(day)],
  ['waves', waves(day)],
  ['optimum', optimum(day)],
];

describe('bench:dispatch on a tiny day', () => {
  it.each(runs)('%s: every job is taken once or never, by a driver within reach', (_, result) => {
    const f = figures(day, result);
    expect(f.taken + f.neverTaken).toBe(day.jobs.length);
    expect(new Set(result.takes.map((t) => t.job.index)).size).toBe(result.takes.length);
    expect(f.taken).toBeGreaterThan(0);
    for (const t of result.takes) {
      const driver = day.drivers.find((d) => d.id === t.driver);
      expect(t.deadheadMiles).toBeLessThanOrEqual(driver?.maxDeadheadMiles ?? -1);
      expect(t.at).toBeGreaterThanOrEqual(t.job.arrivesAt);
      expect(t.at).toBeLessThanOrEqual(t.job.latestPickup);
    }
  });

  it.each(runs)('%s: deadhead is never below its own batch bound, and the shares are shares', (_, result) => {
    const f = figures(day, result);
    expect(f.overBound).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(f.nextWithin100).toBeGreaterThanOrEqual(0);
    expect(f.nextWithin100).toBeLessThanOrEqual(1);
    expect(f.p90Minutes).toBeGreaterThanOrEqual(f.medianMinutes);
    expect(f.medianMinutes).toBeGreaterThanOrEqual(0);
  });

  it('offers reach drivers faster than browsing, and the next load home is offered and taken', () => {
    const first = figures(day, firstCome(day));
    const ours = figures(day, waves(day));
    expect(ours.medianMinutes).toBeLessThan(first.medianMinutes);
    expect(ours.nextLoadOffers).toBeGreaterThan(0);
    expect(ours.nextLoadTaken).toBeGreaterThan(0);
  });

  it('is repeatable: the same seed gives the same figures', () => {
    expect(figures(day, waves(makeDay(7, 40, 120)))).toEqual(figures(day, runs[1]?.[1] as DayResult));
  });
});
