/** Wording for the driver's live position, in the active language. Pure: `now` is an input. */
import { t } from '@lingui/core/macro';

/** A position newer than this counts as live. */
export const LIVE_POSITION_MAX_AGE_MS = 60_000;

/** Seconds since the position was taken (never negative: clocks differ a little); null if unparsable. */
export function positionAgeSeconds(at: string, now: Date): number | null {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.floor((now.getTime() - t) / 1000));
}

export function isLivePosition(at: string, now: Date): boolean {
  const age = positionAgeSeconds(at, now);
  return age !== null && age * 1000 < LIVE_POSITION_MAX_AGE_MS;
}

/** 12 -> "12 s ago", 150 -> "2 min ago", 7300 -> "2 h ago". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return t`${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (seconds < 3600) return t`${minutes} min ago`;
  const hours = Math.floor(seconds / 3600);
  return t`${hours} h ago`;
}

/** The driver marker's accessible name: "Driver position, updated 12 s ago". */
export function driverMarkerLabel(at: string, now: Date): string {
  const age = positionAgeSeconds(at, now);
  if (age === null) return t`Driver position`;
  const ago = formatAge(age);
  return t`Driver position, updated ${ago}`;
}
