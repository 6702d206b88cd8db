/**
 * The operators' console: the board's columns, the exceptions and their thresholds, and the driver
 * policy's enforcement (product/foundations §5: no cancelling after acceptance; a missed transportation
 * suspends for 30 days; violations 90 days or a permanent ban; damage or a citation costs $500).
 */
import type { JobStatus, PaymentStatus } from './jobs';
import { formatWithYearInZone } from './zones';

/** The board's columns: a pending job is unpaid or open (paid, waiting for a driver). */
export const boardStatuses = [
  'unpaid',
  'open',
  'accepted',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type BoardStatus = (typeof boardStatuses)[number];

export const boardStatusLabels: Record<BoardStatus, string> = {
  unpaid: 'Unpaid',
  open: 'Open',
  accepted: 'Accepted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function boardStatusOf(job: { status: JobStatus; paymentStatus: PaymentStatus }): BoardStatus {
  if (job.status === 'pending') return job.paymentStatus === 'paid' ? 'open' : 'unpaid';
  return job.status;
}

/** The board's page size. */
export const BOARD_PAGE_SIZE = 50;

/** Job events only operators see: internal notes, a driver's "can't make it", payout holds. */
export const internalJobEvents = [
  'operator_note',
  'withdrawal_requested',
  'payout_held',
  'payout_hold_released',
  'offered',
  'offer_declined',
  'offer_expired',
  'offer_withdrawn',
  'wave_sent',
  'waves_ended',
];

/** Exceptions operators act on: what the monitor finds every minute, and what the domains raise. */
export const exceptionKinds = [
  'unassigned',
  'pickup_at_risk',
  'silent',
  'hours_breach',
  'unconfirmed',
  'new_damage',
  'signature_disputed',
  'vehicle_mismatch',
  'payout_held',
  'payout_failed',
  'payout_mismatch',
  'document_expiring',
  'driver_withdrawal',
  'claim_open',
  'offer_declined',
  'refund_failed',
  'payout_bank_disputed',
  'implausible_positions',
  'left_pickup_unreported',
  'odometer_mismatch',
] as const;
export type ExceptionKind = (typeof exceptionKinds)[number];

/** Exceptions that keep a job's unreleased driver pay: they close when an operator releases the pay. */
export const payHoldingExceptions: readonly ExceptionKind[] = [
  'new_damage',
  'signature_disputed',
  'payout_held',
  'claim_open',
];

export const exceptionTitles: Record<ExceptionKind, string> = {
  unassigned: 'Paid, no driver',
  pickup_at_risk: 'Pickup window at risk',
  silent: 'No position',
  hours_breach: 'Delivery window at risk',
  unconfirmed: 'Delivery unconfirmed',
  new_damage: 'New damage at delivery',
  signature_disputed: 'Signature refused or disputed',
  vehicle_mismatch: 'Wrong truck at pickup',
  payout_held: 'Payout held',
  payout_failed: 'Payout failed',
  payout_mismatch: 'Payout does not match the provider',
  document_expiring: 'Driver document expiring',
  driver_withdrawal: "Driver can't make it",
  claim_open: 'Claim waiting for a decision',
  offer_declined: 'Offer declined or expired',
  refund_failed: 'Refund refused by the card provider',
  payout_bank_disputed: 'Bank change disputed: "this wasn\'t me"',
  implausible_positions: 'Positions that make no sense',
  left_pickup_unreported: 'Left the pickup without a condition report',
  odometer_mismatch: 'Odometer does not match the track',
};

/** How long a driver has to answer an operator's offer of a job before it goes back to the open list. */
export const REASSIGNMENT_OFFER_MINUTES = 15;

const MINUTE_MS = 60_000;
/** Paid with no driver for this long. */
export const UNASSIGNED_AFTER_MS = 30 * MINUTE_MS;
/** In progress with no position for this long. */
export const SILENT_AFTER_MS = 15 * MINUTE_MS;
/** Delivered and not confirmed for this long. */
export const UNCONFIRMED_AFTER_MS = 12 * 60 * MINUTE_MS;
/** A driver's document expiring within this many days. */
export const DOCUMENT_EXPIRY_DAYS = 7;
/** An exception an operator resolved is not raised again by the monitor for this long. */
export const RESOLVED_QUIET_MS = 2 * 60 * MINUTE_MS;

/** The driver policy's suspensions: 30 days for a missed transportation, 90 or for good for violations. */
export const SUSPENSION_DAYS = [30, 90] as const;
export const NO_SHOW_SUSPENSION_DAYS = 30;
export const suspensionPolicies = ['no_show', 'violation', 'other'] as const;
export type SuspensionPolicy = (typeof suspensionPolicies)[number];

/** Damage or a citation: $500, or another amount an operator sets. */
export const PENALTY_CENTS = 50_000;
export const MAX_PENALTY_CENTS = 1_000_000;
export const penaltyKinds = ['damage', 'citation', 'other'] as const;
export type PenaltyKind = (typeof penaltyKinds)[number];
export const penaltyKindLabels: Record<PenaltyKind, string> = {
  damage: 'Damage',
  citation: 'Citation',
  other: 'Other',
};

/** What a suspended driver reads: the reason and until when (the 403 message and the /jobs card). */
export function suspensionMessage(s: { reason: string; endsAt: Date | null }, timeZone: string): string {
  const until = s.endsAt ? `until ${formatWithYearInZone(s.endsAt.getTime(), timeZone)}` : 'permanently';
  return `Your driver account is suspended ${until}: ${s.reason}. You cannot see or accept jobs meanwhile. Contact dispatch if you think this is wrong.`;
}
