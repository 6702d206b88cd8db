export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;

/** The operator's reason for a rejection: null when fine, else what to fix. */
export function rejectReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < REJECT_REASON_MIN) return 'Give the driver a reason (at least 5 characters)';
  if (trimmed.length > REJECT_REASON_MAX) return 'Keep the reason under 500 characters';
  return null;
}
