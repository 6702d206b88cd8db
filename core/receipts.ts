/**
 * The driver's receipts (ADR 011): when the phone may record them, and how far one was bought from where
 * the trip was. Pure: the server decides with these, the driver's screen shows its forms from them.
 */
import type { JobStatus } from './jobs';
import { haversineMiles, type LatLng } from './sphere';

/** A self-booked return receipt is recorded up to this many days after delivery. */
export const RETURN_RECEIPT_DAYS = 14;
/** A position counts for a receipt when the trip recorded it within this many hours of the receipt. */
export const POSITION_WINDOW_HOURS = 4;

const DAY_MS = 24 * 3_600_000;

export interface ReceiptJob {
  status: JobStatus;
  deliveredAt: Date | null;
  driverReturnCents: number;
  /** job_returns' mode when one was set (null: none yet). */
  returnMode: 'provided' | 'self_booked' | 'next_load' | 'driver_pays' | null;
}

/**
 * Fill-ups while the job is under way (accepted to delivered); a fill-up bought before delivery may still
 * arrive from the phone's offline queue within the return window. A self-booked return receipt after
 * delivery, within RETURN_RECEIPT_DAYS, when the driver books their own way home: the mode says so, or
 * with no mode set the client paid a return line.
 */
export function receiptWindow(job: ReceiptJob, now: Date): { fuel: boolean; returnReceipt: boolean } {
  const delivered = job.status === 'delivered' || job.status === 'completed';
  const withinDays =
    delivered &&
    job.deliveredAt !== null &&
    now.getTime() - job.deliveredAt.getTime() <= RETURN_RECEIPT_DAYS * DAY_MS;
  const underWay = job.status === 'accepted' || job.status === 'in_progress';
  const selfBooked = job.returnMode === null ? job.driverReturnCents > 0 : job.returnMode === 'self_booked';
  return { fuel: underWay || withinDays, returnReceipt: withinDays && selfBooked };
}

/** Whether a fill-up bought at `at` fits the job: not after its delivery (with an hour for the clock). */
export function fuelBeforeDelivery(at: Date, deliveredAt: Date | null): boolean {
  return deliveredAt === null || at.getTime() <= deliveredAt.getTime() + 3_600_000;
}

/**
 * Miles (whole) from a receipt's place to the nearest position the trip recorded within
 * POSITION_WINDOW_HOURS of it; null when none was recorded then (nothing to check against).
 */
export function offRouteMiles(
  place: LatLng,
  at: Date,
  positions: { lat: number | null; lng: number | null; at: Date | null }[],
): number | null {
  let nearest: number | null = null;
  for (const p of positions) {
    if (p.lat === null || p.lng === null || p.at === null) continue;
    if (Math.abs(p.at.getTime() - at.getTime()) > POSITION_WINDOW_HOURS * 3_600_000) continue;
    const miles = haversineMiles(place, { lat: p.lat, lng: p.lng });
    if (nearest === null || miles < nearest) nearest = miles;
  }
  return nearest === null ? null : Math.round(nearest);
}
