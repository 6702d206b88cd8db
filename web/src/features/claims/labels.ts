/**
 * The web's words for the claim codes core names in English (core/claims.ts, core/inspections.ts): the
 * server keeps core's labels for its e-mails, the pages read these in the person's language.
 */
import type { ClaimDecision, ClaimKind } from '@core/claims';
import type { DiagramView } from '@core/inspections';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const claimKindText: Record<ClaimKind, MessageDescriptor> = {
  damage: msg`Damage`,
  delay: msg`Delay`,
  missing_item: msg`Missing item`,
  other: msg`Other`,
  billing: msg`Billing`,
};

export const claimDecisionText: Record<ClaimDecision, MessageDescriptor> = {
  refund: msg`Refunded to the client`,
  charge_driver: msg`Charged to the driver`,
  split: msg`Refunded and charged to the driver`,
  reject: msg`Rejected`,
};

/** Where on the truck a mark is ("Dent on the front"): whole phrases, so each language chooses its article. */
export const markPlaceText: Record<DiagramView, MessageDescriptor> = {
  top: msg`on the top`,
  front: msg`on the front`,
  rear: msg`on the rear`,
  left: msg`on the driver side`,
  right: msg`on the passenger side`,
};

/** A condition report's stage, lower case (the heading capitalises it). */
export const reportStageText: Record<'pickup' | 'delivery', MessageDescriptor> = {
  pickup: msg`pickup`,
  delivery: msg`delivery`,
};
