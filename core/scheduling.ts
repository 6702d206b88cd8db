/** Scheduling (product/platform §2 Schedule Pickup & Delivery, §5, §9): slots and windows. */
import { type DateParts, dateParts, formatMonthDay, formatTimeOfDay, sameDay, weekdayName } from './format';

/** The product's 24 hourly time slots, 12:00 AM to 11:00 PM, as hour numbers and labels. */
export const hourSlots = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  label: `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`,
}));

/** The calendar week starts on Sunday. */
export const WEEK_STARTS_ON = 0;

/** A pickup reminder goes to the driver this long before the pickup. */
export const PICKUP_REMINDER_MS = 12 * 60 * 60 * 1000;

/** Operator notices run at these local times (product/platform §9) in the operator time zone. */
export const OPERATOR_NOTICE_TIMES = ['08:00', '12:30', '17:00', '22:00'] as const;

/** "Tue, Jun 3, 9:00 – 10:00 AM" (or both ends in full when the window spans days), in `timeZone`. */
export function formatWindow(window: { start: string; end: string }, timeZone?: string): string {
  const start = dateParts(new Date(window.start), timeZone);
  const end = dateParts(new Date(window.end), timeZone);
  const day = (p: DateParts) => `${weekdayName(p)}, ${formatMonthDay(p)}`;
  if (sameDay(start, end)) return `${day(start)}, ${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
  return `${day(start)}, ${formatTimeOfDay(start)} – ${day(end)}, ${formatTimeOfDay(end)}`;
}
