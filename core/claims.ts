/**
 * Claims after a move (damage, delay, a missing item, other) and billing disputes: opened by the client
 * within 15 days of delivery, with the condition report as evidence, decided by an operator.
 */
export const claimKinds = ['damage', 'delay', 'missing_item', 'other', 'billing'] as const;
export type ClaimKind = (typeof claimKinds)[number];
export const claimKindLabels: Record<ClaimKind, string> = {
  damage: 'Damage',
  delay: 'Delay',
  missing_item: 'Missing item',
  other: 'Other',
  billing: 'Billing',
};

export const claimDecisions = ['refund', 'charge_driver', 'split', 'reject'] as const;
export type ClaimDecision = (typeof claimDecisions)[number];
export const claimDecisionLabels: Record<ClaimDecision, string> = {
  refund: 'Refunded to the client',
  charge_driver: 'Charged to the driver',
  split: 'Refunded and charged to the driver',
  reject: 'Rejected',
};

/** A claim is opened within this many days of delivery (of payment, for billing). */
export const CLAIM_WINDOW_DAYS = 15;
/** A party asked for more and silent this long is reminded. */
export const CLAIM_REMINDER_DAYS = 5;

/** Why a claim of this kind cannot be opened on the move now, or null when it can (the server's rule, and the form's list). */
export function claimBlocker(
  job: { status: string; deliveredAt: Date | string | null; createdAt: Date | string },
  kind: ClaimKind,
  now: number,
): { code: 'not_delivered' | 'too_late'; message: string } | null {
  const billing = kind === 'billing';
  const from = billing ? job.createdAt : job.deliveredAt;
  if (!from || (!billing && !['delivered', 'completed'].includes(job.status)))
    return {
      code: 'not_delivered',
      message: 'A claim about the move is opened once the truck is delivered.',
    };
  if (now - new Date(from).getTime() > CLAIM_WINDOW_DAYS * 86_400_000)
    return {
      code: 'too_late',
      message: billing
        ? `Billing claims are opened within ${CLAIM_WINDOW_DAYS} days of the request; this window has closed.`
        : `Claims are opened within ${CLAIM_WINDOW_DAYS} days of delivery; this window has closed.`,
    };
  return null;
}
