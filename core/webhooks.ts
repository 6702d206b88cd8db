/** Webhooks (docs/webhooks.md): the events a company's endpoints may subscribe to, and the retry rule. */

export const webhookEventTypes = [
  'order.created',
  'order.paid',
  'job.created',
  'job.paid',
  'job.offered',
  'job.accepted',
  'job.picked_up',
  'job.position',
  'job.late',
  'job.delivered',
  'job.completed',
  'job.cancelled',
  'claim.opened',
  'claim.decided',
  'invoice.issued',
  'credit_note.issued',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'order.created': 'Order created',
  'order.paid': 'Order paid',
  'job.created': 'Move created',
  'job.paid': 'Move paid',
  'job.offered': 'Move offered to a driver',
  'job.accepted': 'Move accepted by a driver',
  'job.picked_up': 'Truck picked up',
  'job.position': 'Position (every few minutes under way)',
  'job.late': 'Move running late',
  'job.delivered': 'Truck delivered',
  'job.completed': 'Move completed',
  'job.cancelled': 'Move cancelled',
  'claim.opened': 'Claim opened',
  'claim.decided': 'Claim decided',
  'invoice.issued': 'Invoice issued',
  'credit_note.issued': 'Credit note issued',
};

/** A delivery is retried for this long after its first attempt, then marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The longest wait between two attempts. */
export const WEBHOOK_MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/**
 * The wait after the `attempt`-th failed attempt (1-based): the base doubled each time, capped at
 * 6 hours (30 s, 1 min, 2 min… with the default base).
 */
export function webhookBackoffMs(attempt: number, baseMs: number): number {
  const exp = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(baseMs * 2 ** exp, WEBHOOK_MAX_BACKOFF_MS);
}
