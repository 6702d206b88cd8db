import type { HoursOfService, TimeClockEvent } from '@core/contracts/timeclock';
import { type HosState, MINUTE_MS, ruleLabel, WARNING_MS } from '@core/hos';
import type { TimeClockEventRow } from './repo';

/** How the record is shown: an event, and the hours-of-service gauges with their warnings. */

export const minutes = (ms: number) => Math.floor(ms / MINUTE_MS);
const coordinateText = (v: number | null) => (v === null ? null : v.toFixed(6));

export function toEvent(row: TimeClockEventRow): TimeClockEvent {
  return {
    id: row.id,
    userId: row.userId,
    eventType: row.eventType,
    status: row.statusAfter,
    timestamp: row.occurredAt.toISOString(),
    locationLat: coordinateText(row.locationLat),
    locationLng: coordinateText(row.locationLng),
    notes: row.notes,
    deviceInfo: row.deviceInfo ?? null,
    source: row.source,
    jobId: row.jobId,
  };
}

export function describeHours(s: HosState): HoursOfService {
  const gauges: [HoursOfService['warnings'][number]['rule'], number][] = [
    ['driving', s.drivingLeftMs],
    ['window', s.windowLeftMs],
    ['break', s.breakLeftMs],
    ['cycle', s.cycleLeftMs],
  ];
  return {
    cycle: s.cycle,
    drivingLeftMinutes: minutes(s.drivingLeftMs),
    windowLeftMinutes: minutes(s.windowLeftMs),
    breakLeftMinutes: minutes(s.breakLeftMs),
    cycleLeftMinutes: minutes(s.cycleLeftMs),
    availableMinutes: minutes(s.availableMs),
    drivingUsedMinutes: minutes(s.drivingUsedMs),
    cycleUsedMinutes: minutes(s.cycleUsedMs),
    limitingRule: s.limitingRule,
    windowEndsAt: s.windowStart === null ? null : new Date(s.windowStart + 14 * 60 * MINUTE_MS).toISOString(),
    nextResetAt: new Date(s.nextResetAt).toISOString(),
    restartAt: new Date(s.restartAt).toISOString(),
    warnings: gauges
      .filter(([, left]) => left <= WARNING_MS)
      .map(([rule, left]) => ({
        rule,
        minutesLeft: minutes(left),
        message:
          left === 0
            ? `No time left under the ${ruleLabel(rule, s.cycle)}.`
            : `${minutes(left)} minutes left under the ${ruleLabel(rule, s.cycle)}.`,
      })),
    violations: s.violations.map((v) => ({
      rule: v.rule,
      at: new Date(v.at).toISOString(),
      message: v.message,
    })),
  };
}
