import type { LatLng } from '@core/geo';
import { LOCATION_BIG_MOVE_METERS, LOCATION_INTERVAL_MS } from '@core/live';
import { metersBetween } from '@core/positions';

export interface SentFix extends LatLng {
  /** When it was sent (ms since epoch). */
  at: number;
}

/**
 * Whether the driver's page should report `current` now: nothing sent yet, at least
 * LOCATION_INTERVAL_MS (15 s) since the last report, or a move of at least LOCATION_BIG_MOVE_METERS
 * (200 m) from the last reported point.
 */
export function shouldSendLocation(
  lastSent: SentFix | null,
  current: LatLng,
  now: number,
  options: { intervalMs?: number; bigMoveMeters?: number } = {},
): boolean {
  if (!lastSent) return true;
  const intervalMs = options.intervalMs ?? LOCATION_INTERVAL_MS;
  const bigMoveMeters = options.bigMoveMeters ?? LOCATION_BIG_MOVE_METERS;
  if (now - lastSent.at >= intervalMs) return true;
  return metersBetween(lastSent, current) >= bigMoveMeters;
}

/** Milliseconds until the timer should re-send the last fix (0 when due). */
export function msUntilDue(lastSent: SentFix | null, now: number, intervalMs = LOCATION_INTERVAL_MS): number {
  if (!lastSent) return 0;
  return Math.max(0, lastSent.at + intervalMs - now);
}
