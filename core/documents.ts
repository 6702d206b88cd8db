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
