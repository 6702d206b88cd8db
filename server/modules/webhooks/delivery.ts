import { WEBHOOK_RETRY_WINDOW_MS, webhookBackoffMs } from '@core/webhooks';
import type { WebhooksContext } from './context';
import { webhooksRepo } from './repo';
import { postWebhook } from './sender';
import { decryptSecret, signatureHeader } from './signing';

/** Sending the outbox: one delivery at a time per lane, in order per job and endpoint, every attempt kept. */

/** Time left past an attempt's timeout before another process may take its delivery again. */
const LEASE_MARGIN_MS = 30_000;
/** Deliveries sent side by side by one process (different jobs' lines). */
const LANES = 4;

/** The JSON a receiver gets (docs/webhooks.md). */
export function webhookBody(event: {
  id: string;
  type: string;
  jobId: string;
  seq: number;
  createdAt: Date;
  data: unknown;
}) {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    jobId: event.jobId,
    sequence: event.seq,
    data: event.data,
  });
}

/** Takes and sends one due delivery; false when none is due. */
export async function deliverOne(ctx: WebhooksContext): Promise<boolean> {
  const now = ctx.now();
  const claimed = await webhooksRepo.claimDue(
    ctx.db,
    now,
    new Date(now.getTime() + ctx.timeoutMs + LEASE_MARGIN_MS),
  );
  if (!claimed) return false;
  const { delivery, event, endpoint } = claimed;
  const body = webhookBody(event);
  let secret: string;
  try {
    secret = decryptSecret(ctx.secretKey, endpoint.secretCiphertext);
  } catch (err) {
    // A changed key: nothing can be signed; kept pending so fixing the key sends it.
    ctx.log?.('webhook secret cannot be decrypted (was WEBHOOKS_SECRET_KEY changed?)', err);
    await webhooksRepo.recordAttempt(
      ctx.db,
      {
        deliveryId: delivery.id,
        attemptedAt: now,
        statusCode: null,
        excerpt: 'not sent: the signing secret cannot be read',
        durationMs: 0,
      },
      {
        status: 'pending',
        nextAttemptAt: new Date(now.getTime() + webhookBackoffMs(delivery.attempts + 1, ctx.retryBaseMs)),
        completedAt: null,
      },
    );
    return true;
  }
  const result = await postWebhook(
    endpoint.url,
    body,
    {
      'user-agent': 'Pathway-Webhooks/1',
      'pathway-event-id': event.id,
      'pathway-event-type': event.type,
      'pathway-signature': signatureHeader(secret, body, now),
    },
    { timeoutMs: ctx.timeoutMs, allowPrivate: ctx.allowPrivate },
  );
  const at = ctx.now();
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const windowStart = delivery.windowStartedAt ?? now;
  const attempts = delivery.attempts + 1;
  const retryAt = new Date(at.getTime() + webhookBackoffMs(attempts, ctx.retryBaseMs));
  const expired = retryAt.getTime() - windowStart.getTime() > WEBHOOK_RETRY_WINDOW_MS;
  await webhooksRepo.recordAttempt(
    ctx.db,
    { deliveryId: delivery.id, attemptedAt: now, ...result },
    ok
      ? { status: 'succeeded', nextAttemptAt: at, completedAt: at }
      : expired
        ? { status: 'failed', nextAttemptAt: at, completedAt: at }
        : { status: 'pending', nextAttemptAt: retryAt, completedAt: null },
  );
  return true;
}

/** Sends everything due now (the minute task, the in-process poller, tests); answers how many were tried. */
export async function deliverDue(ctx: WebhooksContext, opts: { max?: number } = {}): Promise<number> {
  const max = opts.max ?? 500;
  let tried = 0;
  // A lane that fails (the database, an endpoint deleted mid-attempt) stops; the next run goes on.
  const next = () =>
    deliverOne(ctx).catch((err) => {
      ctx.log?.('webhook delivery failed', err);
      return false;
    });
  const lane = async () => {
    while (tried < max && (await next())) tried += 1;
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return tried;
}
