/**
 * Time zones (no I/O): the zone of a place from its position, day boundaries in a zone. Moments are
 * written by core/format.ts formatMoment, the one formatter; the two below are its common shapes.
 */
import { dateParts } from './format';
import { formatMoment, isTimeZone } from './moment';
import { haversineMiles, type LatLng } from './sphere';

export { isTimeZone };

/** "Tue Jun 3, 6:00 PM CDT": a moment as people in `zone` read it (formatMoment's dayTime). */
export function formatInZone(ms: number, zone: string): string {
  return formatMoment(ms, { zone, style: 'dayTime' });
}

/** A moment far enough ahead that its year matters (a suspension's end): "Dec 26, 2026, 9:05 AM CST". */
export function formatWithYearInZone(ms: number, zone: string): string {
  return formatMoment(ms, { zone, style: 'dateTime' });
}

/** The calendar date (YYYY-MM-DD) of a moment in `zone`. */
export function dateInZone(ms: number, zone: string): string {
  const p = dateParts(ms, zone);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Where each US zone's clocks are read: towns on both sides of every zone line (the Florida panhandle,
 * west Kentucky and Tennessee, Indiana, the Dakotas' and Nebraska's west, El Paso, Arizona without
 * daylight saving, north Idaho). A position takes the zone of the nearest one: exact away from the
 * lines, and right to within a county or so near them.
 */
// biome-ignore format: a compact lookup table
const zoneTowns: [number, number, string][] = [
  [42.36, -71.06, 'America/New_York'], [40.71, -74.01, 'America/New_York'], [39.95, -75.17, 'America/New_York'],
  [38.9, -77.04, 'America/New_York'], [40.44, -80.0, 'America/New_York'], [42.89, -78.88, 'America/New_York'],
  [41.5, -81.69, 'America/New_York'], [39.96, -83.0, 'America/New_York'], [39.1, -84.51, 'America/New_York'],
  [35.23, -80.84, 'America/New_York'], [35.78, -78.64, 'America/New_York'], [33.75, -84.39, 'America/New_York'],
  [30.33, -81.66, 'America/New_York'], [28.54, -81.38, 'America/New_York'], [27.95, -82.46, 'America/New_York'],
  [25.76, -80.19, 'America/New_York'], [30.44, -84.28, 'America/New_York'], [43.66, -70.26, 'America/New_York'],
  [44.8, -68.77, 'America/New_York'], [38.35, -81.63, 'America/New_York'], [37.54, -77.44, 'America/New_York'],
  [35.96, -83.92, 'America/New_York'], [35.05, -85.31, 'America/New_York'], [38.04, -84.5, 'America/New_York'],
  [38.25, -85.76, 'America/New_York'], [32.08, -81.09, 'America/New_York'], [34.0, -81.03, 'America/New_York'],
  [24.56, -81.78, 'America/New_York'], [44.48, -73.21, 'America/New_York'], [42.65, -73.76, 'America/New_York'],
  [42.33, -83.05, 'America/Detroit'], [42.96, -85.67, 'America/Detroit'], [46.5, -84.35, 'America/Detroit'],
  [39.77, -86.16, 'America/Indiana/Indianapolis'], [41.08, -85.14, 'America/Indiana/Indianapolis'],
  [41.88, -87.63, 'America/Chicago'], [43.04, -87.91, 'America/Chicago'], [43.07, -89.4, 'America/Chicago'],
  [44.98, -93.27, 'America/Chicago'], [46.79, -92.1, 'America/Chicago'], [38.63, -90.2, 'America/Chicago'],
  [39.1, -94.58, 'America/Chicago'], [37.69, -97.34, 'America/Chicago'], [41.26, -95.93, 'America/Chicago'],
  [41.59, -93.62, 'America/Chicago'], [36.16, -86.78, 'America/Chicago'], [35.15, -90.05, 'America/Chicago'],
  [33.52, -86.8, 'America/Chicago'], [32.37, -86.3, 'America/Chicago'], [30.69, -88.04, 'America/Chicago'],
  [30.42, -87.22, 'America/Chicago'], [29.95, -90.07, 'America/Chicago'], [32.3, -90.18, 'America/Chicago'],
  [34.75, -92.29, 'America/Chicago'], [35.47, -97.52, 'America/Chicago'], [36.15, -95.99, 'America/Chicago'],
  [32.78, -96.8, 'America/Chicago'], [29.76, -95.37, 'America/Chicago'], [29.42, -98.49, 'America/Chicago'],
  [30.27, -97.74, 'America/Chicago'], [35.22, -101.83, 'America/Chicago'], [33.58, -101.85, 'America/Chicago'],
  [32.0, -102.08, 'America/Chicago'], [46.88, -96.79, 'America/Chicago'], [46.81, -100.78, 'America/Chicago'],
  [43.55, -96.73, 'America/Chicago'], [44.37, -100.35, 'America/Chicago'], [40.81, -96.7, 'America/Chicago'],
  [41.12, -100.77, 'America/Chicago'], [37.97, -87.57, 'America/Chicago'], [36.99, -86.44, 'America/Chicago'],
  [27.8, -97.4, 'America/Chicago'], [27.5, -99.5, 'America/Chicago'], [25.9, -97.5, 'America/Chicago'],
  [37.75, -100.02, 'America/Chicago'], [39.74, -104.99, 'America/Denver'], [38.83, -104.82, 'America/Denver'],
  [39.06, -108.55, 'America/Denver'], [41.14, -104.82, 'America/Denver'], [42.87, -106.31, 'America/Denver'],
  [45.78, -108.5, 'America/Denver'], [46.59, -112.04, 'America/Denver'], [46.87, -113.99, 'America/Denver'],
  [43.62, -116.2, 'America/Boise'], [42.87, -112.45, 'America/Boise'], [40.76, -111.89, 'America/Denver'],
  [35.08, -106.65, 'America/Denver'], [35.69, -105.94, 'America/Denver'], [31.76, -106.49, 'America/Denver'],
  [44.08, -103.23, 'America/Denver'], [41.87, -103.67, 'America/Denver'], [39.35, -101.71, 'America/Denver'],
  [33.45, -112.07, 'America/Phoenix'], [32.22, -110.97, 'America/Phoenix'], [35.2, -111.65, 'America/Phoenix'],
  [32.69, -114.62, 'America/Phoenix'], [34.05, -118.24, 'America/Los_Angeles'], [32.72, -117.16, 'America/Los_Angeles'],
  [37.77, -122.42, 'America/Los_Angeles'], [38.58, -121.49, 'America/Los_Angeles'], [36.74, -119.79, 'America/Los_Angeles'],
  [36.17, -115.14, 'America/Los_Angeles'], [39.53, -119.81, 'America/Los_Angeles'], [45.52, -122.68, 'America/Los_Angeles'],
  [44.05, -123.09, 'America/Los_Angeles'], [47.61, -122.33, 'America/Los_Angeles'], [47.66, -117.43, 'America/Los_Angeles'],
  [47.68, -116.78, 'America/Los_Angeles'], [40.59, -122.39, 'America/Los_Angeles'], [35.37, -119.02, 'America/Los_Angeles'],
  [61.22, -149.9, 'America/Anchorage'], [64.84, -147.72, 'America/Anchorage'], [58.3, -134.42, 'America/Juneau'],
  [21.31, -157.86, 'Pacific/Honolulu'], [19.72, -155.08, 'Pacific/Honolulu'], [18.47, -66.1, 'America/Puerto_Rico'],
];

/** Beyond this from every town above a position is not in the United States as far as zones go. */
const ZONE_REACH_MILES = 400;

/** The IANA zone a place's clocks read, from its position; null outside the United States. */
export function zoneAt(position: LatLng): string | null {
  let best: string | null = null;
  let bestMiles = ZONE_REACH_MILES;
  for (const [lat, lng, zone] of zoneTowns) {
    const miles = haversineMiles(position, { lat, lng });
    if (miles < bestMiles) {
      bestMiles = miles;
      best = zone;
    }
  }
  return best;
}

/** "Miami" from "200 Biscayne Blvd, Miami, FL 33131": the town a time is read in, when the address names one. */
export function townOf(address: string): string | null {
  const match = /([^,]+),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(address.trim());
  const town = match?.[1]?.trim();
  return town && !/\d/.test(town) && town.split(/\s+/).length <= 3 ? town : null;
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

/** Where a time is read: the place's zone (the fallback zone when its position is unknown) and its town. */
export interface TimePlace {
  zone: string;
  place: string | null;
}

export function timePlaceOf(
  address: string,
  lat: number | null,
  lng: number | null,
  fallbackZone: string,
): TimePlace {
  const zone = lat !== null && lng !== null ? zoneAt({ lat, lng }) : null;
  return { zone: zone ?? fallbackZone, place: townOf(address) };
}
