/**
 * The app's one date and time formatter: every time a person reads (screens, e-mails, texts, PDFs, the
 * assistant) goes through `formatMoment`, in the zone of the place it belongs to (core/zones.ts finds
 * it from the place's position), with the zone named. Built on core/format.ts's pieces; apart from the
 * frame's clock (format.ts formatDeviceTime) it stays out of the first load.
 * core/time-formats.test.ts fails on any other way of writing a time in the sources.
 */

import {
  type DateParts,
  dateParts,
  deviceZoneAbbreviation,
  formatLongDate,
  formatMonthDay,
  formatMonthDayYear,
  formatTimeOfDay,
  monthName,
  sameDay,
  weekdayName,
} from './format';
import type { Locale } from './i18n';
import { momentLocale } from './moment-locale';

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

/**
 * How a moment is written:
 * - `dayTime` "Sun Nov 29, 5:20 AM EST" (a moment within the week or so: arrivals, windows, notices)
 * - `dateTime` "Nov 29, 2026, 5:20 AM EST" (a record: sent, signed, submitted, a suspension's end)
 * - `time` "5:20 AM EST", `timeSeconds` "5:20:12 AM EST" (the same day: a message, a map's update)
 * - `date` "Nov 29, 2026", `longDate` "November 29, 2026" (a day alone: no clock, so no zone)
 * - `monthYear` "Nov 26" (month and two-digit year), `monthDay` "Nov 29" (charts' axes, UTC days)
 * In Spanish (`locale: 'es'`) as es-US writes them: "dom, 29 de nov, 5:20 a.m. EST", "29 nov 2026,
 * 5:20 a.m. EST", "29 de noviembre de 2026", "aprox. 5:20 a.m. EST en Miami".
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
  /** The reader's language; without one, the app's (setMomentLocale). */
  locale?: Locale;
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

const toMs = (value: Date | number | string) =>
  typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : value.getTime();
const zoneNameOf = (ms: number, zone: string | undefined) =>
  zone ? zoneAbbreviation(ms, zone) : deviceZoneAbbreviation(new Date(ms));

const TEN_MINUTES = 10 * 60_000;

/**
 * A window, its zone named once: "Tue Jun 3, 9:00 AM – 10:00 AM CDT", "Tue Jun 3, 11:30 PM – Wed Jun 4,
 * 12:30 AM CDT" (both ends named when daylight saving changes between them), "… at Miami"; Spanish
 * "mar, 3 de jun, 9:00 a.m. – 10:00 a.m. CDT en Miami".
 */
export function formatMomentRange(
  start: Date | number | string,
  end: Date | number | string,
  options: Pick<MomentOptions, 'zone' | 'place' | 'locale'> = {},
): string {
  const [s, e] = [toMs(start), toMs(end)];
  if (!Number.isFinite(s) || !Number.isFinite(e)) return '';
  const locale = momentLocale(options);
  const [a, b] = [dateParts(s, options.zone), dateParts(e, options.zone)];
  const [nameA, nameB] = [zoneNameOf(s, options.zone), zoneNameOf(e, options.zone)];
  const day = (p: DateParts) => `${weekDay(p, locale)}, `;
  const left = `${day(a)}${formatTimeOfDay(a, false, locale)}${nameA === nameB ? '' : ` ${nameA}`}`;
  const right = `${sameDay(a, b) ? '' : day(b)}${formatTimeOfDay(b, false, locale)} ${nameB}`;
  return `${left} – ${right}${placeWords(options.place, locale)}`;
}

/** "Sun Nov 29"; Spanish "dom, 29 de nov" (as es-US writes a weekday with its day). */
function weekDay(parts: DateParts, locale: Locale): string {
  return locale === 'es'
    ? `${weekdayName(parts, locale)}, ${parts.day} de ${monthName(parts.month, locale)}`
    : `${weekdayName(parts)} ${formatMonthDay(parts)}`;
}

/** " at Miami", " en Miami". */
const placeWords = (place: string | null | undefined, locale: Locale) =>
  place ? `${locale === 'es' ? ' en' : ' at'} ${place}` : '';

/** The one formatter of dates and times shown to people (see the header). */
export function formatMoment(value: Date | number | string, options: MomentOptions): string {
  const raw = toMs(value);
  if (!Number.isFinite(raw)) return '';
  const locale = momentLocale(options);
  const ms = options.about ? Math.round(raw / TEN_MINUTES) * TEN_MINUTES : raw;
  const style = options.style ?? 'dayTime';
  const parts = dateParts(ms, options.zone);
  if (style === 'date') return formatMonthDayYear(parts, locale);
  if (style === 'longDate') return formatLongDate(parts, locale);
  if (style === 'monthDay') return formatMonthDay(parts, locale);
  if (style === 'monthYear')
    return `${monthName(parts.month, locale)} ${String(parts.year % 100).padStart(2, '0')}`;
  const about = options.about ? (locale === 'es' ? 'aprox. ' : 'about ') : '';
  const clock = `${about}${formatTimeOfDay(parts, style === 'timeSeconds', locale)} ${zoneNameOf(ms, options.zone)}`;
  const at = placeWords(options.place, locale);
  if (style === 'time' || style === 'timeSeconds') return `${clock}${at}`;
  if (style === 'dateTime') return `${formatMonthDayYear(parts, locale)}, ${clock}${at}`;
  return `${weekDay(parts, locale)}, ${clock}${at}`;
}
