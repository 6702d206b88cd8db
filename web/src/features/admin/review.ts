import { rejectReason } from '@core/contracts/drivers';

/** The operator's reason for a rejection, checked with the contract's rule: null when fine, else what to fix. */
export function rejectReasonError(reason: string): string | null {
  const checked = rejectReason.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
