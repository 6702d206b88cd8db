import type { DocumentType } from '@core/contracts/documents';
import type { JobReturnMode } from '@core/contracts/returns';
import type { BoardStatus, PenaltyKind } from '@core/operations';
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
