/** Expiry rules for licences and medical certificates: warnings 30 and 7 days before. */
export const EXPIRY_WARNING_DAYS = [30, 7] as const;

const DAY_MS = 86_400_000;

/** Whole days from `now`'s UTC date to `expiresOn` (YYYY-MM-DD): 0 on the day itself, negative after. */
export function daysUntil(expiresOn: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [y, m, d] = expiresOn.split('-').map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d!) - today) / DAY_MS);
}

/**
 * The warning due for a document `daysLeft` days before expiry, given the ones already sent: the
 * 7-day warning from 7 days on, the 30-day one from 30 days on (skipped once the 7-day one is due).
 * A missed daily run catches up the next day; an expired document gets none.
 */
export function expiryWarningDue(daysLeft: number, alreadySent: readonly number[]): 30 | 7 | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return alreadySent.includes(7) ? null : 7;
  if (daysLeft <= 30) return alreadySent.includes(30) ? null : 30;
  return null;
}

/** Human text for a share link's lifetime end, e.g. "in 59 minutes", "in 23 hours", "in 7 days". */
export function expiresInText(expiresAt: Date, now: Date): string {
  const ms = expiresAt.getTime() - now.getTime();
  if (ms <= 0) return 'expired';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `in ${days} days`;
}

/** Names an upload may have: PNG, JPG or PDF (the server checks the bytes themselves). */
const ACCEPTED_DOCUMENT_NAME = /\.(jpe?g|png|pdf)$/i;

/**
 * The upload form's rules, checked in the browser before any byte is sent (the server checks again,
 * from the bytes): a type chosen, and a file that is not empty, not too large and of an accepted kind.
 */
export function documentUploadProblems(
  values: { documentType: string; file: { name: string; size: number } | null },
  limits: { maxBytes: number; tooLargeMessage: string },
): { documentType?: string; file?: string } {
  const problems: { documentType?: string; file?: string } = {};
  if (!values.documentType) problems.documentType = 'Please select a document type';
  const file = values.file;
  if (!file) problems.file = 'Please upload a document file';
  else if (file.size > limits.maxBytes) problems.file = limits.tooLargeMessage;
  else if (file.size === 0) problems.file = 'The file is empty. Choose the document again.';
  else if (!ACCEPTED_DOCUMENT_NAME.test(file.name)) problems.file = 'Choose a PNG, JPG or PDF file.';
  return problems;
}
