/**
 * Date and time wording shared by the screens, all through core's one formatter (formatMoment): a
 * clock time always names its zone, the zone given (a place's) or the reader's own. Pure: `now` and
 * the zone are inputs.
 */
import { dateParts, sameDay } from '@core/format';
import { formatMoment } from '@core/moment';
import { plural, t } from '@lingui/core/macro';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago", or in the future
 * "in 5 minutes", "in 2 hours", "tomorrow", "in 3 days". Beyond 30 days: "on Mar 4, 2025".
 */
export function formatRelative(value: string | Date, now: Date = new Date(), timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = d.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const future = diff > 0;
  if (abs < MINUTE) return t`just now`;
  if (abs < HOUR) {
    const n = Math.floor(abs / MINUTE);
    return future
      ? plural(n, { one: 'in # minute', other: 'in # minutes' })
      : plural(n, { one: '# minute ago', other: '# minutes ago' });
  }
  if (abs < DAY) {
    const n = Math.floor(abs / HOUR);
    return future
      ? plural(n, { one: 'in # hour', other: 'in # hours' })
      : plural(n, { one: '# hour ago', other: '# hours ago' });
  }
  const days = Math.floor(abs / DAY);
  if (days === 1) return future ? t`tomorrow` : t`yesterday`;
  if (days <= 30) {
    return future
      ? plural(days, { one: 'in # day', other: 'in # days' })
      : plural(days, { one: '# day ago', other: '# days ago' });
  }
  const date = formatDate(d, timeZone);
  return t`on ${date}`;
}

/** "Mar 4, 2025" (a day: no clock, so no zone). */
export function formatDate(value: string | Date, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  return formatMoment(d, { zone: timeZone, style: 'date' });
}

/** "Mar 4, 2025, 3:45 PM CST": a record's moment, with the zone it is read in. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  return formatMoment(d, { zone: timeZone, style: 'dateTime' });
}

/** "Mar 4, 2025, 3:45 PM CST": a moment the reader acts on (the same as formatDateTime). */
export const formatDateTimeWithZone = formatDateTime;

/** "3:45 PM CST" on the same calendar day as `now`, otherwise "Thu Mar 5, 3:45 PM CST". */
export function formatClock(value: string | Date, now: Date = new Date(), timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const today = sameDay(dateParts(d, timeZone), dateParts(now, timeZone));
  return formatMoment(d, { zone: timeZone, style: today ? 'time' : 'dayTime' });
}

/**
 * How far away the driver is, from the ETA: "5 min", "2 h 5 min", "1 h"; null when the ETA has
 * passed or is not a date.
 */
export function minutesAway(eta: string | Date, now: Date = new Date()): number | null {
  const d = toDate(eta);
  if (!d) return null;
  const minutes = Math.ceil((d.getTime() - now.getTime()) / MINUTE);
  return minutes > 0 ? minutes : null;
}

/** A number of minutes as people read it on a screen: "45 min", "2 h", "2 h 5 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return t`${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? t`${h} h` : t`${h} h ${m} min`;
}

/** "3:45:12 PM CST": a time that changes every few seconds (a map's last update, a position fix). */
export function formatTimeWithSeconds(value: string | Date, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  return formatMoment(d, { zone: timeZone, style: 'timeSeconds' });
}

/** "4:05": minutes and seconds from `now` until `until`, never below zero (an offer's time to answer). */
export function formatCountdown(until: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((new Date(until).getTime() - now.getTime()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` value in the browser's time zone, to the minute: "2025-06-01T09:30". */
export function toDateTimeLocalValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant (UTC, with its "Z" offset); null when empty or invalid. */
export function scheduledLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
