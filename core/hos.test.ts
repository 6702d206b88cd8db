import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessJobHours,
  BREAK_MS,
  DRIVING_LIMIT_MS,
  type DutyInterval,
  evaluateHos,
  formatDuration,
  HOUR_MS,
  type HosCycle,
  jobHoursAssessor,
  MINUTE_MS,
  planDrive,
  RESET_OFF_MS,
  restedPlan,
  WINDOW_MS,
} from './hos';
import { type DutyStatus, dutyStatuses } from './timeclock';

const T0 = Date.UTC(2025, 5, 2, 6, 0);
const h = (n: number) => n * HOUR_MS;
const m = (n: number) => n * MINUTE_MS;

/** A record from [status, duration] steps starting at `start`; answers the record and its end. */
function record(steps: [DutyStatus, number][], start = T0): { rec: DutyInterval[]; end: number } {
  const rec: DutyInterval[] = [];
  let t = start;
  for (const [status, ms] of steps) {
    rec.push({ status, start: t, end: t + ms });
    t += ms;
  }
  return { rec, end: t };
}

const at = (steps: [DutyStatus, number][], cycle: HosCycle = '70/8') => {
  const { rec, end } = record(steps);
  return evaluateHos(rec, end, cycle);
};
const rules = (steps: [DutyStatus, number][], cycle: HosCycle = '70/8') =>
  at(steps, cycle).violations.map((v) => v.rule);

describe('11-hour driving limit', () => {
  // 8 hours, a 30-minute break, then the rest: only the 11-hour rule can be broken.
  const day = (last: number): [DutyStatus, number][] => [
    ['driving', h(8)],
    ['break', BREAK_MS],
    ['driving', last],
  ];
  it('allows 11 hours of driving, and 1 minute less leaves 1 minute', () => {
    expect(rules(day(h(3)))).toEqual([]);
    expect(at(day(h(3))).drivingLeftMs).toBe(0);
    expect(at(day(h(3) - m(1))).drivingLeftMs).toBe(m(1));
    expect(at(day(h(3) - m(1))).availableMs).toBe(m(1));
  });
  it('flags 1 minute past 11 hours, at the moment it was crossed', () => {
    const s = at(day(h(3) + m(1)));
    expect(s.violations.map((v) => v.rule)).toEqual(['driving']);
    expect(s.violations[0]!.at).toBe(T0 + h(8) + BREAK_MS + h(3));
  });
});

describe('14-hour window', () => {
  const day = (last: number): [DutyStatus, number][] => [
    ['on_duty', h(5)],
    ['driving', h(8)],
    ['on_duty', BREAK_MS],
    ['driving', last],
  ];
  it('allows driving up to the 14th hour after coming on duty', () => {
    expect(rules(day(m(30)))).toEqual([]);
    expect(at(day(m(29))).windowLeftMs).toBe(m(1));
    expect(at(day(m(30))).windowLeftMs).toBe(0);
  });
  it('flags driving 1 minute after the window closed', () => {
    const s = at(day(m(31)));
    expect(s.violations.map((v) => v.rule)).toEqual(['window']);
    expect(s.violations[0]!.at).toBe(T0 + WINDOW_MS);
  });
  it('does not stretch the window with off-duty time, and on-duty work after it is allowed', () => {
    expect(
      at([
        ['on_duty', h(2)],
        ['off_duty', h(9)],
        ['on_duty', h(1)],
      ]).windowLeftMs,
    ).toBe(h(2));
    expect(
      rules([
        ['driving', h(6)],
        ['on_duty', h(12)],
      ]),
    ).toEqual([]);
  });
});

describe('30-minute break after 8 hours of driving', () => {
  it('allows 8 hours, flags 8 hours and 1 minute', () => {
    expect(rules([['driving', h(8)]])).toEqual([]);
    expect(at([['driving', h(8) - m(1)]]).breakLeftMs).toBe(m(1));
    expect(rules([['driving', h(8) + m(1)]])).toEqual(['break']);
  });
  it('needs 30 consecutive minutes: 29 do not count, 30 do, on duty counts too', () => {
    const split = (pause: number, status: DutyStatus = 'break'): [DutyStatus, number][] => [
      ['driving', h(4)],
      [status, pause],
      ['driving', h(4) + m(1)],
    ];
    expect(rules(split(m(29)))).toEqual(['break']);
    expect(rules(split(m(30)))).toEqual([]);
    expect(rules(split(m(30), 'on_duty'))).toEqual([]);
    expect(rules(split(m(30), 'off_duty'))).toEqual([]);
  });
});

describe('10 consecutive hours off', () => {
  const shift: [DutyStatus, number][] = [
    ['driving', h(8)],
    ['break', BREAK_MS],
    ['driving', h(3)],
  ];
  it('9 hours 59 minutes off do not reset the day; 10 hours do', () => {
    const short = at([...shift, ['off_duty', RESET_OFF_MS - m(1)]]);
    expect(short.drivingLeftMs).toBe(0);
    expect(short.nextResetAt).toBe(short.at + m(1));
    const full = at([...shift, ['off_duty', RESET_OFF_MS]]);
    expect(full.drivingLeftMs).toBe(DRIVING_LIMIT_MS);
    expect(full.windowLeftMs).toBe(WINDOW_MS);
    expect(full.workedMs).toBe(0);
    expect(full.nextResetAt).toBe(full.at);
  });
  it('driving after 9 hours 59 minutes off is still over the limit', () => {
    expect(rules([...shift, ['off_duty', RESET_OFF_MS - m(1)], ['driving', m(1)]])).toContain('driving');
    expect(rules([...shift, ['off_duty', RESET_OFF_MS], ['driving', m(1)]])).toEqual([]);
  });
});

/** `n` shifts of `onDuty` on duty (not driving) then off until 24 hours are over. */
const days = (n: number, onDuty: number): [DutyStatus, number][] =>
  Array.from({ length: n }, () => [
    ['on_duty', onDuty] as [DutyStatus, number],
    ['off_duty', h(24) - onDuty] as [DutyStatus, number],
  ]).flat();

describe('60-hour/7-day and 70-hour/8-day cycle', () => {
  it('70/8: 69 h 59 m on duty leave 1 minute of driving; 2 minutes break the limit', () => {
    const base = [...days(6, h(10)), ['on_duty', h(9) + m(59)] as [DutyStatus, number]];
    expect(at(base).cycleLeftMs).toBe(m(1));
    expect(at(base).limitingRule).toBe('cycle');
    expect(rules([...base, ['driving', m(1)]])).toEqual([]);
    expect(rules([...base, ['driving', m(2)]])).toEqual(['cycle']);
  });
  it('60/7: 60 hours on duty leave nothing; 70/8 leaves 10 hours', () => {
    const base = days(6, h(10));
    expect(at(base, '60/7').cycleLeftMs).toBe(0);
    expect(at(base, '70/8').cycleLeftMs).toBe(h(10));
    expect(rules([...base, ['driving', m(1)]], '60/7')).toEqual(['cycle']);
    expect(rules([...base, ['driving', m(1)]], '70/8')).toEqual([]);
  });
  it('hours older than the window fall out of it, minute by minute', () => {
    // 10 hours on duty, then 1 hour a day (never 34 hours off): 7 days on, the first minute leaves.
    const daily = Array.from({ length: 7 }, () => [
      ['off_duty', h(20)] as [DutyStatus, number],
      ['on_duty', h(1)] as [DutyStatus, number],
    ]).flat();
    const { rec, end } = record([['on_duty', h(10)], ...daily, ['off_duty', h(11)]]);
    expect(end).toBe(T0 + h(24 * 7));
    expect(evaluateHos(rec, end, '60/7').cycleUsedMs).toBe(h(17));
    expect(evaluateHos(rec, end + m(1), '60/7').cycleUsedMs).toBe(h(17) - m(1));
  });
});

describe('34-hour restart', () => {
  it('33 h 59 m off keep the cycle; 34 hours restart it', () => {
    const worked: [DutyStatus, number][] = [['on_duty', h(60)]];
    const before = at([...worked, ['off_duty', h(34) - m(1)]], '60/7');
    expect(before.cycleUsedMs).toBe(h(60));
    expect(before.restartAt).toBe(before.at + m(1));
    const after = at([...worked, ['off_duty', h(34)]], '60/7');
    expect(after.cycleUsedMs).toBe(0);
    expect(after.cycleLeftMs).toBe(h(60));
    expect(after.restartAt).toBe(after.at);
  });
});

describe('planning a drive', () => {
  it('takes the break, the 10-hour rest and drives on', () => {
    const plan = planDrive([], T0, h(20), '70/8');
    expect(plan.steps.map((s) => s.kind)).toEqual([
      'drive',
      'break',
      'drive',
      'rest',
      'drive',
      'break',
      'drive',
    ]);
    // 8 h + 30 m + 3 h + 10 h rest + 8 h + 30 m + 1 h
    expect(plan.finishAt).toBe(T0 + h(31));
  });
  it('restarts when the cycle is spent', () => {
    const { rec, end } = record([['on_duty', h(60)]]);
    const plan = planDrive(rec, end, h(1), '60/7');
    expect(plan.steps.map((s) => s.kind)).toEqual(['restart', 'drive']);
  });
  it('drives all it is asked to, and breaks no rule the record did not break already', () => {
    const step = fc.tuple(
      fc.constantFrom<DutyStatus>(...dutyStatuses),
      fc.integer({ min: m(1), max: h(12) }),
    );
    const cycles = fc.constantFrom<HosCycle>('70/8', '60/7');
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 12 }),
        fc.integer({ min: 0, max: h(40) }),
        cycles,
        (steps, ms, cycle) => {
          const { rec, end } = record(steps);
          const plan = planDrive(rec, end, ms, cycle);
          const drives = plan.steps.filter((s) => s.kind === 'drive');
          expect(drives.reduce((sum, s) => sum + s.end - s.start, 0)).toBe(ms);
          const planned: DutyInterval[] = plan.steps.map((s) => ({
            status: s.kind === 'drive' ? 'driving' : 'off_duty',
            start: s.start,
            end: s.end,
          }));
          const after = evaluateHos([...rec, ...planned], plan.finishAt, cycle);
          expect(after.violations.filter((v) => v.at >= end)).toEqual([]);
        },
      ),
    );
  });
});

describe('plans the open-jobs list reuses', () => {
  const cycles = fc.constantFrom<HosCycle>('70/8', '60/7');
  const driveMs = fc.integer({ min: 0, max: h(80) });

  it('a rested plan is the same at any start, shifted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), driveMs, cycles, (start, ms, cycle) => {
        expect(restedPlan(start, ms, cycle)).toEqual(planDrive([], start, ms, cycle));
      }),
    );
  });

  it('a record of off-duty time and breaks plans like no record', () => {
    const offStep = fc.tuple(
      fc.constantFrom<DutyStatus>('off_duty', 'break'),
      fc.integer({ min: 1, max: h(40) }),
    );
    fc.assert(
      fc.property(fc.array(offStep, { maxLength: 6 }), driveMs, cycles, (steps, ms, cycle) => {
        const { rec, end } = record(steps);
        expect(planDrive(rec, end, ms, cycle)).toEqual(planDrive([], end, ms, cycle));
      }),
    );
  });

  it('one assessor for a page answers each job as a fresh one would', () => {
    const fmt = (ms: number) => new Date(ms).toISOString();
    const step = fc.tuple(
      fc.constantFrom<DutyStatus>(...dutyStatuses),
      fc.integer({ min: m(1), max: h(12) }),
    );
    const job = fc.record({
      driveMs,
      pickupStart: fc.option(fc.integer({ min: -h(2), max: h(40) }), { nil: undefined }),
      deliveryEnd: fc.option(fc.integer({ min: 0, max: h(100) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 8 }),
        fc.array(job, { minLength: 1, maxLength: 8 }),
        (steps, jobs) => {
          const { rec, end } = record(steps);
          const page = jobHoursAssessor(rec, end, '70/8', fmt);
          for (const j of jobs) {
            const input = {
              driveMs: j.driveMs,
              pickupStart: j.pickupStart === undefined ? undefined : end + j.pickupStart,
              deliveryEnd: j.deliveryEnd === undefined ? undefined : end + j.deliveryEnd,
            };
            expect(page(input)).toEqual(jobHoursAssessor(rec, end, '70/8', fmt)(input));
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('a job against the hours left', () => {
  const fmt = (ms: number) => new Date(ms).toISOString();
  // 9 hours driven (with the break): 2 hours of driving left.
  const { rec, end } = record([
    ['on_duty', m(15)],
    ['driving', h(8)],
    ['break', BREAK_MS],
    ['driving', h(1)],
    ['on_duty', m(5)],
  ]);
  it('refuses a 9-hour job with 2 hours left, naming the rule and the reset', () => {
    const check = assessJobHours(rec, end, { driveMs: h(9) }, '70/8', fmt);
    expect(check.ok).toBe(false);
    expect(check.code).toBe('hours_short');
    expect(check.message).toContain('9h 0m of driving');
    expect(check.message).toContain('2h 0m left (11-hour driving limit): you would deliver');
    expect(check.message).toContain(fmt(end + RESET_OFF_MS));
  });
  it('accepts a 2-hour job now, and the 9-hour job picked up after the 10-hour rest', () => {
    expect(assessJobHours(rec, end, { driveMs: h(2) }, '70/8', fmt).ok).toBe(true);
    const later = assessJobHours(rec, end, { driveMs: h(9), pickupStart: end + RESET_OFF_MS }, '70/8', fmt);
    expect(later).toMatchObject({ ok: true, code: 'fits_after_rest', availableMs: DRIVING_LIMIT_MS });
    const early = assessJobHours(rec, end, { driveMs: h(9), pickupStart: end + h(9) }, '70/8', fmt);
    expect(early.ok).toBe(false);
  });
  it('compares driving with driving: a multi-day drive says how much fits before its rests', () => {
    expect(assessJobHours([], T0, { driveMs: h(4) }, '70/8', fmt).message).toBe(
      'Fits your hours: about 4h 0m of driving, 11h 0m available.',
    );
    expect(assessJobHours([], T0, { driveMs: h(26) + m(16) }, '70/8', fmt).message).toBe(
      'Fits your hours: about 26h 16m of driving, 11h 0m of it before the first of 2 10-hour rests.',
    );
    expect(assessJobHours([], T0, { driveMs: h(20) }, '70/8', fmt).message).toBe(
      'Fits your hours: about 20h 0m of driving, 11h 0m of it before a 10-hour rest.',
    );
  });
  it('judges multi-day trips by the delay: a few minutes driven never matter, a needless rest does', () => {
    expect(assessJobHours([], T0, { driveMs: h(24) }, '70/8', fmt).ok).toBe(true);
    const { rec: started, end: soon } = record([
      ['on_duty', m(5)],
      ['driving', m(1)],
    ]);
    expect(assessJobHours(started, soon, { driveMs: h(24) }, '70/8', fmt).ok).toBe(true);
    // 24 hours need two 10-hour rests either way (11 + 11 + 2 or 2 + 11 + 11): no delay with 2 hours left.
    expect(assessJobHours(rec, end, { driveMs: h(24) }, '70/8', fmt).ok).toBe(true);
    // 20 hours need one rest when rested (11 + 9) but two with 2 hours left (2 + 11 + 7).
    const long = assessJobHours(rec, end, { driveMs: h(20) }, '70/8', fmt);
    expect(long).toMatchObject({ ok: false, code: 'hours_short' });
    expect(long.message).toMatch(/you would deliver \d+h \d+m later than a rested driver/);
  });
  it('names the 34-hour restart when the cycle is what delays the trip', () => {
    const { rec: worked, end: after } = record([
      ['on_duty', h(60)],
      ['off_duty', h(10)],
    ]);
    const check = assessJobHours(worked, after, { driveMs: h(9) }, '60/7', fmt);
    expect(check.ok).toBe(false);
    expect(check.message).toContain('34-hour restart');
    expect(check.message).toContain('(60-hour/7-day limit)');
  });
  it('checks delivery inside the window, with the rests on the way', () => {
    const job = { driveMs: h(12), pickupStart: T0, pickupEnd: T0 + h(1) };
    // 8 h + 30 m + 3 h + 10 h rest + 1 h = 22 h 30 m
    expect(assessJobHours([], T0, { ...job, deliveryEnd: T0 + h(22) + m(30) }, '70/8', fmt).ok).toBe(true);
    const late = assessJobHours([], T0, { ...job, deliveryEnd: T0 + h(22) + m(29) }, '70/8', fmt);
    expect(late).toMatchObject({ ok: false, code: 'misses_delivery_window' });
    expect(assessJobHours([], T0 + h(2), job, '70/8', fmt).code).toBe('pickup_window_passed');
  });
  it('formats durations as the product docs\'s "Xh Ym"', () => {
    expect(formatDuration(h(9) + m(7))).toBe('9h 7m');
    expect(formatDuration(-5)).toBe('0h 0m');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over arbitrary records

const statusArb = fc.constantFrom<DutyStatus>('off_duty', 'on_duty', 'driving', 'break');
const stepsArb = fc.array(fc.tuple(statusArb, fc.integer({ min: 1, max: 16 * 60 }).map(m)), {
  maxLength: 30,
});
const cycleArb = fc.constantFrom<HosCycle>('60/7', '70/8');

describe('properties', () => {
  it('left times stay within the limits and add up with what was used', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, (steps, cycle) => {
        const s = at(steps, cycle);
        expect(s.drivingLeftMs).toBeGreaterThanOrEqual(0);
        expect(s.drivingLeftMs).toBe(Math.max(0, DRIVING_LIMIT_MS - s.drivingUsedMs));
        expect(s.windowLeftMs).toBeLessThanOrEqual(WINDOW_MS);
        expect(s.availableMs).toBe(Math.min(s.drivingLeftMs, s.windowLeftMs, s.cycleLeftMs));
        expect(s.workedMs).toBeGreaterThanOrEqual(s.drivingUsedMs);
        expect(s.nextResetAt).toBeGreaterThanOrEqual(s.at);
      }),
    );
  });

  it('a record without driving has no violations', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, (steps, cycle) => {
        const noDriving = steps.map(
          ([st, ms]) => [st === 'driving' ? 'on_duty' : st, ms] as [DutyStatus, number],
        );
        expect(at(noDriving, cycle).violations).toEqual([]);
      }),
    );
  });

  it('10 hours off restore the day; 34 hours off restore the cycle', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, (steps, cycle) => {
        const rested = at([...steps, ['off_duty', RESET_OFF_MS]], cycle);
        expect(rested.drivingLeftMs).toBe(DRIVING_LIMIT_MS);
        expect(rested.windowLeftMs).toBe(WINDOW_MS);
        expect(rested.breakLeftMs).toBe(h(8));
        const restarted = at([...steps, ['off_duty', h(34)]], cycle);
        expect(restarted.cycleUsedMs).toBe(0);
      }),
    );
  });

  it('driving what is available adds no violation; 1 minute more breaks the 11- or 14-hour rule', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, (steps, cycle) => {
        const s = at(steps, cycle);
        fc.pre(s.availableMs >= MINUTE_MS && s.breakLeftMs >= s.availableMs + MINUTE_MS);
        const before = s.violations.length;
        expect(at([...steps, ['driving', s.availableMs]], cycle).violations.length).toBe(before);
        if (s.limitingRule !== 'cycle') {
          const over = at([...steps, ['driving', s.availableMs + MINUTE_MS]], cycle).violations;
          expect(over.map((v) => v.rule)).toContain(s.limitingRule);
        }
      }),
    );
  });

  it('a rested driver may take any job without a window; no driver is ever refused for less than the tolerance', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, fc.integer({ min: 1, max: 60 * 60 }), (steps, cycle, minutes) => {
        const fmt = (ms: number) => String(ms);
        expect(assessJobHours([], T0, { driveMs: m(minutes) }, cycle, fmt).ok).toBe(true);
        const { rec, end } = record(steps);
        const check = assessJobHours(rec, end, { driveMs: m(minutes) }, cycle, fmt);
        const rested = planDrive([], end, m(minutes), cycle).finishAt;
        expect(check.ok).toBe(check.finishAt! - rested <= h(1));
      }),
      { numRuns: 60 },
    );
  });

  it('a planned drive is legal, drives exactly what was asked and never ends before it', () => {
    fc.assert(
      fc.property(stepsArb, cycleArb, fc.integer({ min: 1, max: 60 * 60 }), (steps, cycle, minutes) => {
        const { rec, end } = record(steps);
        const plan = planDrive(rec, end, m(minutes), cycle);
        const driven = plan.steps.filter((x) => x.kind === 'drive').reduce((a, x) => a + x.end - x.start, 0);
        expect(driven).toBe(m(minutes));
        expect(plan.finishAt).toBeGreaterThanOrEqual(end + m(minutes));
        const planned: DutyInterval[] = plan.steps.map((x) => ({
          status: x.kind === 'drive' ? 'driving' : 'off_duty',
          start: x.start,
          end: x.end,
        }));
        const after = evaluateHos([...rec, ...planned], plan.finishAt, cycle);
        expect(after.violations.filter((v) => v.at >= end)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
