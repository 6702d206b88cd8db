import type { TimeClockStatus } from '@core/contracts/timeclock';
import { describe, expect, it } from 'vitest';
import { gaugesOf, workedMinutesNow } from './clock';

const hos: TimeClockStatus['hoursOfService'] = {
  cycle: '70/8',
  drivingLeftMinutes: 61,
  windowLeftMinutes: 60,
  breakLeftMinutes: 0,
  cycleLeftMinutes: 2000,
  availableMinutes: 60,
  drivingUsedMinutes: 599,
  cycleUsedMinutes: 2200,
  limitingRule: 'window',
  windowEndsAt: null,
  nextResetAt: '2025-06-03T10:00:00Z',
  restartAt: '2025-06-04T10:00:00Z',
  warnings: [],
  violations: [],
};
const status = (s: TimeClockStatus['status'], hoursWorked: string): TimeClockStatus => ({
  userId: 'u',
  status: s,
  hoursWorked,
  lastStatusChangeAt: null,
  asOf: '2025-06-03T10:00:00Z',
  allowedEvents: [],
  hoursOfService: hos,
});

describe('time clock display', () => {
  it('runs hours worked on while on duty or driving, not on a break or off duty', () => {
    expect(workedMinutesNow(status('on_duty', '1.50'), 0, 5 * 60_000)).toBe(95);
    expect(workedMinutesNow(status('driving', '0.00'), 0, 61_000)).toBe(1);
    expect(workedMinutesNow(status('break', '1.50'), 0, 5 * 60_000)).toBe(90);
    expect(workedMinutesNow(status('off_duty', '0.00'), 0, 5 * 60_000)).toBe(0);
  });
  it('warns at 1 hour or less left', () => {
    const g = gaugesOf(hos);
    expect(g.map((x) => [x.rule, x.warning])).toEqual([
      ['driving', false],
      ['window', true],
      ['break', true],
      ['cycle', false],
    ]);
    expect(g[3]!.label).toBe('Cycle (70 h / 8 days)');
  });
});
