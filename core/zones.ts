/** Time-zone helpers on the platform's Intl (no I/O): validation and day boundaries in a zone. */
import { findState } from './distance';
import { dateParts } from './format';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Tue, Jun 3, 6:00 PM CDT": a moment as people in `zone` read it. */
export function formatInZone(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(ms);
}

/** A moment far enough ahead that its year matters (a suspension's end): "Dec 26, 2026, 9:05 AM CST". */
export function formatWithYearInZone(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(ms);
}

/** The calendar date (YYYY-MM-DD) of a moment in `zone`. */
export function dateInZone(ms: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  }).formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Offset of `zone` from UTC at `ms`, in milliseconds (positive east of Greenwich). */
function offsetAt(ms: number, zone: string): number {
  const p = dateParts(ms, zone);
  const asUtc = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The moment a calendar date (YYYY-MM-DD) begins in `zone` (daylight-saving aware). */
export function startOfDateInZone(date: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Two passes settle the offset on days when it changes.
  let guess = utcMidnight - offsetAt(utcMidnight, zone);
  guess = utcMidnight - offsetAt(guess, zone);
  return guess;
}

/** The date after a YYYY-MM-DD date. */
export function nextDate(date: string, days = 1): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Each state's time zone: where a state spans two, the zone most of its people live in (the Florida
 * panhandle, west Texas and the like read their state's main zone).
 */
const ZONE_BY_STATE: Record<string, string> = {
  ...Object.fromEntries(
    ['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA']
      .concat(['RI', 'SC', 'VA', 'VT', 'WV'])
      .map((s) => [s, 'America/New_York']),
  ),
  ...Object.fromEntries(
    ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'].map(
      (s) => [s, 'America/Chicago'],
    ),
  ),
  ...Object.fromEntries(['CO', 'ID', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, 'America/Denver'])),
  AZ: 'America/Phoenix',
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, 'America/Los_Angeles'])),
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The time zone of a US address ("Tulsa, OK 74103" → America/Chicago), from its state; null without one. */
export function zoneOfPlace(address: string): string | null {
  const state = findState(address);
  return state ? (ZONE_BY_STATE[state] ?? null) : null;
}
