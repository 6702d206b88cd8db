import type { HoursOfService, TimeClockStatus } from '@core/contracts/timeclock';
import { cycleRules } from '@core/hos';
import { t } from '@lingui/core/macro';

/**
 * Hours worked as the driver sees it: the server's figure, plus the time since it was read while the
 * driver is on duty or driving (the server re-reads it every minute and on every change).
 */
export function workedMinutesNow(status: TimeClockStatus, fetchedAt: number, now: number): number {
  const base = Number(status.hoursWorked) * 60;
  const running = status.status === 'on_duty' || status.status === 'driving';
  return Math.max(0, Math.floor(base + (running ? Math.max(0, now - fetchedAt) / 60_000 : 0)));
}

export interface Gauge {
  rule: 'driving' | 'window' | 'break' | 'cycle';
  label: string;
  leftMinutes: number;
  totalMinutes: number;
  /** 1 hour or less left. */
  warning: boolean;
}

/** The four limits as gauges: what is left of each, warning at 1 hour (labels in the reader's language: call at render). */
export function gaugesOf(hos: HoursOfService): Gauge[] {
  const cycle = cycleRules[hos.cycle];
  const gauge = (rule: Gauge['rule'], label: string, left: number, total: number): Gauge => ({
    rule,
    label,
    leftMinutes: left,
    totalMinutes: total,
    warning: left <= 60,
  });
  const { hours, days } = cycle;
  return [
    gauge('driving', t`Driving (11 h)`, hos.drivingLeftMinutes, 11 * 60),
    gauge('window', t`On-duty window (14 h)`, hos.windowLeftMinutes, 14 * 60),
    gauge('break', t`Until 30-min break`, hos.breakLeftMinutes, 8 * 60),
    gauge('cycle', t`Cycle (${hours} h / ${days} days)`, hos.cycleLeftMinutes, cycle.hours * 60),
  ];
}
