import type { PenaltyKind } from '@core/operations';
import type { HalfState, InstantFee } from '@core/payouts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** The web's words for core/payouts.ts's halfStateLabels (same English; core stays shared with the server). */
export const halfStateMessages: Record<HalfState, MessageDescriptor> = {
  not_released: msg`Not released yet`,
  held: msg`Held until your payout account is ready`,
  sending: msg`Sending to your payout account`,
  available: msg`In your payout account: goes out with the next daily payout`,
  in_transit: msg`On its way to your bank`,
  paid: msg`Paid to your bank`,
  failed: msg`Transfer failed: Pathway is looking into it`,
};

/** core/operations.ts's penaltyKindLabels in the reader's language. */
export const penaltyKindMessages: Record<PenaltyKind, MessageDescriptor> = {
  damage: msg`Damage`,
  citation: msg`Citation`,
  other: msg`Other`,
};

/** core/payouts.ts's instantFeeText in the reader's language: "1.5% (at least $0.50)". Call at render. */
export function instantFeeText(fee: InstantFee): string {
  const percent = (fee.bps / 100).toFixed(2).replace(/\.?0+$/, '');
  const minimum = `$${(fee.minimumCents / 100).toFixed(2)}`;
  return t`${percent}% (at least ${minimum})`;
}
