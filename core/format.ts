/**
 * US wording of numbers, money and dates (dates in English or in Spanish as es-US writes them),
 * written out rather than asked of Intl.
 *
 * Why by hand: the first Intl formatter of each kind a page builds (and every `toLocaleString`, which
 * builds one) loads ICU data. On a throttled phone that held the main thread for 100–220 ms per kind
 * during the first load of each page, the largest single cost Lighthouse found. The product
 * speaks US English only, so the formats are fixed; tests compare every function here with Intl's
 * `en-US` output.
 *
 * Dates are read in the device's own time zone or in UTC by hand; any other named zone, and the zone's
 * short name ("EST"), are the cases that still ask Intl (one formatter per zone, kept).
 *
 * The pieces of dates here are what core/moment.ts, the app's one date and time formatter, builds
 * on: every time a person reads goes through `formatMoment` there (or `formatDeviceTime` here, the
 * frame's clock), in the zone of the place it belongs to, with the zone named.
 * core/time-formats.test.ts fails on any other way of writing a time in the sources.
 */

import type { Locale } from './i18n';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Spanish as es-US writes it (lower case, "sept"); tests compare with Intl's `es-US`. */
const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const ES_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
export const ES_LONG_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** The short month name in a language: "Nov", "nov". */
export function monthName(month: number, locale: Locale = 'en'): string {
  return (locale === 'es' ? ES_MONTHS : MONTHS)[month] ?? '';
}

/** "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A non-negative finite number as decimal digits rounded half up to `fractionDigits`, from its
 * shortest representation (as ICU does: 1.005 rounds to 1.01, not to toFixed's 1.00).
 */
function roundedDigits(x: number, fractionDigits: number): { whole: string; fraction: string } {
  let text = String(x);
  if (text.includes('e')) text = x < 1 ? x.toFixed(20) : BigInt(x).toString();
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction };
  const roundUp = fraction.charCodeAt(fractionDigits) >= 53; // '5'
  const kept = BigInt(whole + fraction.slice(0, fractionDigits)) + (roundUp ? 1n : 0n);
  const digits = kept.toString().padStart(fractionDigits + 1, '0');
  return fractionDigits === 0
    ? { whole: digits, fraction: '' }
    : { whole: digits.slice(0, -fractionDigits), fraction: digits.slice(-fractionDigits) };
}

/**
 * As `n.toLocaleString('en-US', { maximumFractionDigits })`: 4000 → "4,000", 45.55 → "45.55",
 * 45.4 with 0 digits → "45". Trailing zeros of the fraction are dropped.
 */
export function formatNumber(n: number, maximumFractionDigits = 3): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? '∞' : '-∞';
  const { whole, fraction } = roundedDigits(Math.abs(n), maximumFractionDigits);
  const shown = fraction.replace(/0+$/, '');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${shown ? `.${shown}` : ''}`;
}

/** Whole cents as US dollars: 129000 → "$1,290.00", -500 → "-$5.00". */
export function formatCentsAsUsd(cents: number): string {
  const whole = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(whole / 100)));
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** The calendar and clock fields of a moment, as people in a zone read them. */
export interface DateParts {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

/** The fields of `value` in `timeZone`: the device's zone when none is given. */
export function dateParts(value: Date | number, timeZone?: string): DateParts {
  const d = typeof value === 'number' ? new Date(value) : value;
  if (timeZone === undefined || (timeZone !== 'UTC' && timeZone === deviceZone())) {
    return {
      year: d.getFullYear(),
      month: d.getMonth(),
      day: d.getDate(),
      weekday: d.getDay(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  }
  if (timeZone === 'UTC') {
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth(),
      day: d.getUTCDate(),
      weekday: d.getUTCDay(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  return zonedParts(d, timeZone);
}

/** Any other named zone: the one case that needs the zone database, so Intl. */
const partReaders = new Map<string, Intl.DateTimeFormat>();
function zonedParts(d: Date, timeZone: string): DateParts {
  let reader = partReaders.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partReaders.set(timeZone, reader);
  }
  const parts = reader.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')) - 1,
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "3:45 PM", or "3:45:12 PM" with seconds; Spanish "3:45 p.m." (the US 12-hour clock, as es-US). */
export function formatTimeOfDay(parts: DateParts, withSeconds = false, locale: Locale = 'en'): string {
  const hour = parts.hour % 12 || 12;
  const seconds = withSeconds ? `:${twoDigits(parts.second)}` : '';
  const am = parts.hour < 12;
  const period = locale === 'es' ? (am ? 'a.m.' : 'p.m.') : am ? 'AM' : 'PM';
  return `${hour}:${twoDigits(parts.minute)}${seconds} ${period}`;
}

/** "Mar 4"; Spanish "4 mar". */
export function formatMonthDay(parts: DateParts, locale: Locale = 'en'): string {
  return locale === 'es'
    ? `${parts.day} ${monthName(parts.month, locale)}`
    : `${MONTHS[parts.month]} ${parts.day}`;
}

/** "Mar 4, 2025" (Intl's medium date style); Spanish "4 mar 2025". */
export function formatMonthDayYear(parts: DateParts, locale: Locale = 'en'): string {
  return locale === 'es'
    ? `${formatMonthDay(parts, locale)} ${parts.year}`
    : `${formatMonthDay(parts)}, ${parts.year}`;
}

/** "March 4, 2025" (Intl's long date style); Spanish "4 de marzo de 2025". */
export function formatLongDate(parts: DateParts, locale: Locale = 'en'): string {
  return locale === 'es'
    ? `${parts.day} de ${ES_LONG_MONTHS[parts.month]} de ${parts.year}`
    : `${LONG_MONTHS[parts.month]} ${parts.day}, ${parts.year}`;
}

/** "Tue"; Spanish "mar". */
export function weekdayName(parts: DateParts, locale: Locale = 'en'): string {
  return (locale === 'es' ? ES_WEEKDAYS : WEEKDAYS)[parts.weekday] ?? '';
}

/** The same calendar day. */
export function sameDay(a: DateParts, b: DateParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

let ownZone: string | undefined;
/** The IANA zone the code runs in (the phone's, or the server's): read once. */
export function deviceZone(): string {
  ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return ownZone;
}

const US_ZONE_LETTERS: Record<number, string> = {
  240: 'A',
  300: 'E',
  360: 'C',
  420: 'M',
  480: 'P',
  540: 'AK',
  600: 'H',
};

/**
 * The device's zone's short name at a moment without asking Intl (the frame's clock paints on every
 * page): the US zones by their standard offset and whether daylight saving is in force ("CST", "CDT",
 * "MST" in Arizona), any other as Intl says it ("GMT+1", "GMT-3:30").
 */
export function deviceZoneAbbreviation(d: Date): string {
  const offset = d.getTimezoneOffset();
  const year = d.getFullYear();
  const standard = Math.max(
    new Date(year, 0, 1).getTimezoneOffset(),
    new Date(year, 6, 1).getTimezoneOffset(),
  );
  const letters = US_ZONE_LETTERS[standard];
  if (letters) return `${letters}${offset < standard ? 'DT' : 'ST'}`;
  if (offset === 0)
    return standard === 0 && d.getTimezoneOffset() === new Date(year, 6, 1).getTimezoneOffset()
      ? 'UTC'
      : 'GMT';
  const east = -offset;
  const minutes = Math.abs(east) % 60;
  return `GMT${east > 0 ? '+' : '-'}${Math.floor(Math.abs(east) / 60)}${minutes ? `:${twoDigits(minutes)}` : ''}`;
}

/**
 * "3:45 PM CST" now on this device: formatMoment(ms, { style: 'time' }) in few bytes, for the frame's
 * clock on every page's first load.
 */
export function formatDeviceTime(value: Date): string {
  return `${formatTimeOfDay(dateParts(value))} ${deviceZoneAbbreviation(value)}`;
}
