import type { JobReturnMode } from '@core/contracts/returns';
import type { BoardStatus, ExceptionKind, PenaltyKind } from '@core/operations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The web's words for core/operations.ts's board columns (the same English, translated by the catalogs). */
export const boardStatusMessages: Record<BoardStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  open: msg`Open`,
  accepted: msg`Accepted`,
  in_progress: msg`In progress`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const penaltyKindMessages: Record<PenaltyKind, MessageDescriptor> = {
  damage: msg`Damage`,
  citation: msg`Citation`,
  other: msg`Other`,
};

/** core/contracts/returns.ts's ways home, as the console shows them. */
export const returnModeMessages: Record<JobReturnMode, MessageDescriptor> = {
  provided: msg`Ticket provided by Pathway`,
  self_booked: msg`Booked by the driver (reimbursed on receipt)`,
  next_load: msg`Next load home: no return needed`,
  driver_pays: msg`Driver covers their return (2,000–5,000 miles)`,
};

/** core/operations.ts's exception titles (the server writes them in English), one message per kind. */
export const exceptionTitleMessages: Record<ExceptionKind, MessageDescriptor> = {
  unassigned: msg`Paid, no driver`,
  pickup_at_risk: msg`Pickup window at risk`,
  silent: msg`No position`,
  hours_breach: msg`Delivery window at risk`,
  unconfirmed: msg`Delivery unconfirmed`,
  new_damage: msg`New damage at delivery`,
  signature_disputed: msg`Signature refused or disputed`,
  vehicle_mismatch: msg`Wrong truck at pickup`,
  payout_held: msg`Payout held`,
  payout_failed: msg`Payout failed`,
  payout_mismatch: msg`Payout does not match the provider`,
  document_expiring: msg`Driver document expiring`,
  driver_withdrawal: msg`Driver can't make it`,
  claim_open: msg`Claim waiting for a decision`,
  offer_declined: msg`Offer declined or expired`,
  refund_failed: msg`Refund refused by the card provider`,
  payout_bank_disputed: msg`Bank change disputed: "this wasn't me"`,
  implausible_positions: msg`Positions that make no sense`,
  left_pickup_unreported: msg`Left the pickup without a condition report`,
  odometer_mismatch: msg`Odometer does not match the track`,
};
