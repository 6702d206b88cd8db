/** Scheduling (product/platform §2 Schedule Pickup & Delivery, §5, §9): slots and windows. */
import { formatMomentRange } from './moment';

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

/**
 * "Tue Jun 3, 9:00 AM – 10:00 AM CDT" (the end's day too when the window spans days), on the clock of
 * `timeZone` (the place's; the reader's when none is given), named.
 */
export function formatWindow(window: { start: string; end: string }, timeZone?: string): string {
  return formatMomentRange(window.start, window.end, { zone: timeZone });
}
