/**
 * The time clock as a record of duty status (product/platform §4 "Time clock actions by status"). The
 * server derives every status from the events with this table; the web offers the same actions.
 */

export const dutyStatuses = ['off_duty', 'on_duty', 'driving', 'break'] as const;
export type DutyStatus = (typeof dutyStatuses)[number];

export const timeClockEventTypes = [
  'clock_in',
  'clock_out',
  'break_start',
  'break_end',
  'driving_start',
  'driving_end',
] as const;
export type TimeClockEventType = (typeof timeClockEventTypes)[number];

/** What each status allows and where each event leads. An unknown status (no record yet) allows clock_in. */
export const dutyTransitions: Record<DutyStatus, Partial<Record<TimeClockEventType, DutyStatus>>> = {
  off_duty: { clock_in: 'on_duty' },
  on_duty: { clock_out: 'off_duty', break_start: 'break', driving_start: 'driving' },
  break: { break_end: 'on_duty' },
  driving: { driving_end: 'on_duty' },
};

export function allowedEvents(status: DutyStatus | null): TimeClockEventType[] {
  if (status === null) return ['clock_in'];
  return Object.keys(dutyTransitions[status]) as TimeClockEventType[];
}

/** The status an event leads to, or null when the current status does not allow it. */
export function nextDutyStatus(status: DutyStatus | null, event: TimeClockEventType): DutyStatus | null {
  return dutyTransitions[status ?? 'off_duty'][event] ?? null;
}

export const dutyStatusLabels: Record<DutyStatus, string> = {
  off_duty: 'Off duty',
  on_duty: 'On duty',
  driving: 'Driving',
  break: 'On break',
};

export const eventLabels: Record<TimeClockEventType, string> = {
  clock_in: 'Clock in',
  clock_out: 'Clock out',
  break_start: 'Start break',
  break_end: 'End break',
  driving_start: 'Start driving',
  driving_end: 'End driving',
};

/** The product's success text: "You have successfully {event}" with underscores replaced by spaces. */
export const eventSuccessText = (event: TimeClockEventType) =>
  `You have successfully ${event.replaceAll('_', ' ')}`;

/** Why an event is refused, in words a driver can act on. */
export function refusalMessage(status: DutyStatus | null, event: TimeClockEventType): string {
  const now = dutyStatusLabels[status ?? 'off_duty'].toLowerCase();
  const can = allowedEvents(status)
    .map((e) => eventLabels[e].toLowerCase())
    .join(', ');
  if (event === 'clock_in' && status !== 'off_duty' && status !== null)
    return `You are already clocked in (${now}).`;
  return `You cannot ${eventLabels[event].toLowerCase()} while ${now}. You can ${can}.`;
}

/** The product's hoursWorked: decimal hours as a string, two decimals. */
export const decimalHours = (minutes: number) => (Math.max(0, minutes) / 60).toFixed(2);
