/**
 * US English wording of numbers, money and dates, written out rather than asked of Intl.
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
 * This is the app's one date and time formatter: every time a person reads (screens, e-mails, texts,
 * PDFs, the assistant) goes through `formatMoment`, in the zone of the place it belongs to, with the
 * zone named. core/time-formats.test.ts fails on any other Intl or toLocale* date call in the sources.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_MONTHS = [
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

/** "3:45 PM", or "3:45:12 PM" with seconds. */
export function formatTimeOfDay(parts: DateParts, withSeconds = false): string {
  const hour = parts.hour % 12 || 12;
  const seconds = withSeconds ? `:${twoDigits(parts.second)}` : '';
  return `${hour}:${twoDigits(parts.minute)}${seconds} ${parts.hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 4". */
export function formatMonthDay(parts: DateParts): string {
  return `${MONTHS[parts.month]} ${parts.day}`;
}

/** "Mar 4, 2025" (Intl's medium date style). */
export function formatMonthDayYear(parts: DateParts): string {
  return `${formatMonthDay(parts)}, ${parts.year}`;
}

/** "March 4, 2025" (Intl's long date style). */
export function formatLongDate(parts: DateParts): string {
  return `${LONG_MONTHS[parts.month]} ${parts.day}, ${parts.year}`;
}

/** "Tue". */
export function weekdayName(parts: DateParts): string {
  return WEEKDAYS[parts.weekday] ?? '';
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

/** Whether `zone` is an IANA time zone name the platform knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const zoneNamers = new Map<string, Intl.DateTimeFormat>();

/** "EST", "CDT", "GMT+1": the zone's short name at a moment, as people in it read their clocks. */
export function zoneAbbreviation(value: Date | number, zone: string): string {
  let namer = zoneNamers.get(zone);
  if (!namer) {
    namer = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    zoneNamers.set(zone, namer);
  }
  return namer.formatToParts(value).find((p) => p.type === 'timeZoneName')?.value ?? zone;
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
function deviceZoneAbbreviation(d: Date): string {
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
 * How a moment is written:
 * - `dayTime` "Sun Nov 29, 5:20 AM EST" (a moment within the week or so: arrivals, windows, notices)
 * - `dateTime` "Nov 29, 2026, 5:20 AM EST" (a record: sent, signed, submitted, a suspension's end)
 * - `time` "5:20 AM EST", `timeSeconds` "5:20:12 AM EST" (the same day: a message, a map's update)
 * - `date` "Nov 29, 2026", `longDate` "November 29, 2026" (a day alone: no clock, so no zone)
 * - `monthYear` "Nov 26" (month and two-digit year), `monthDay` "Nov 29" (charts' axes, UTC days)
 */
export type MomentStyle =
  | 'dayTime'
  | 'dateTime'
  | 'time'
  | 'timeSeconds'
  | 'date'
  | 'longDate'
  | 'monthYear'
  | 'monthDay';

export interface MomentOptions {
  /**
   * The zone of the place the time belongs to (the pickup's, the destination's); without one, the
   * reader's own (the device's), still named.
   */
  zone?: string;
  style?: MomentStyle;
  /** "at Miami": the place whose clock the time is read on. */
  place?: string | null;
  /** An estimate: rounded to ten minutes and said "about 5:20 AM". */
  about?: boolean;
}

const TEN_MINUTES = 10 * 60_000;

const toMs = (value: Date | number | string) =>
  typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : value.getTime();
const zoneNameOf = (ms: number, zone: string | undefined) =>
  zone ? zoneAbbreviation(ms, zone) : deviceZoneAbbreviation(new Date(ms));

/**
 * A window, its zone named once: "Tue Jun 3, 9:00 AM – 10:00 AM CDT", "Tue Jun 3, 11:30 PM – Wed Jun 4,
 * 12:30 AM CDT" (both ends named when daylight saving changes between them), "… at Miami".
 */
export function formatMomentRange(
  start: Date | number | string,
  end: Date | number | string,
  options: Pick<MomentOptions, 'zone' | 'place'> = {},
): string {
  const [s, e] = [toMs(start), toMs(end)];
  if (!Number.isFinite(s) || !Number.isFinite(e)) return '';
  const [a, b] = [dateParts(s, options.zone), dateParts(e, options.zone)];
  const [nameA, nameB] = [zoneNameOf(s, options.zone), zoneNameOf(e, options.zone)];
  const day = (p: DateParts) => `${weekdayName(p)} ${formatMonthDay(p)}, `;
  const left = `${day(a)}${formatTimeOfDay(a)}${nameA === nameB ? '' : ` ${nameA}`}`;
  const right = `${sameDay(a, b) ? '' : day(b)}${formatTimeOfDay(b)} ${nameB}`;
  return `${left} – ${right}${options.place ? ` at ${options.place}` : ''}`;
}

/** The one formatter of dates and times shown to people (see the header). */
export function formatMoment(value: Date | number | string, options: MomentOptions): string {
  const raw =
    typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(raw)) return '';
  const ms = options.about ? Math.round(raw / TEN_MINUTES) * TEN_MINUTES : raw;
  const style = options.style ?? 'dayTime';
  const parts = dateParts(ms, options.zone);
  if (style === 'date') return formatMonthDayYear(parts);
  if (style === 'longDate') return formatLongDate(parts);
  if (style === 'monthDay') return formatMonthDay(parts);
  if (style === 'monthYear') return `${MONTHS[parts.month]} ${String(parts.year % 100).padStart(2, '0')}`;
  const clock = `${options.about ? 'about ' : ''}${formatTimeOfDay(parts, style === 'timeSeconds')} ${zoneNameOf(ms, options.zone)}`;
  const at = options.place ? ` at ${options.place}` : '';
  if (style === 'time' || style === 'timeSeconds') return `${clock}${at}`;
  if (style === 'dateTime') return `${formatMonthDayYear(parts)}, ${clock}${at}`;
  return `${weekdayName(parts)} ${formatMonthDay(parts)}, ${clock}${at}`;
}
