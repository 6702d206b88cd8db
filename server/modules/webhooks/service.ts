import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bindActions } from '../../lib/actions';
import type { Job, JobStep } from '../jobs/service';
import type { WebhooksContext, WebhooksSettings } from './context';
import * as delivering from './delivery';
import * as endpoints from './endpoints';
import * as others from './other-events';
import * as outbox from './outbox';
import { webhooksRepo } from './repo';
import { secretKeyFrom } from './signing';

/** The webhooks settings from the configuration (README's configuration table). */
export const webhooksConfigOf = (
  config: Pick<
    Config,
    | 'WEBHOOKS_ALLOW_PRIVATE'
    | 'WEBHOOKS_SECRET_KEY'
    | 'SESSION_SECRET'
    | 'WEBHOOKS_TIMEOUT_MS'
    | 'WEBHOOKS_RETRY_BASE_MS'
    | 'WEBHOOKS_POSITION_MINUTES'
    | 'WEBHOOKS_POLL_MS'
  >,
): WebhooksSettings => ({
  allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
  // Development without either key still reads its secrets back after a restart.
  secretKey: secretKeyFrom(
    config.WEBHOOKS_SECRET_KEY ?? config.SESSION_SECRET ?? 'pathway-development-webhooks',
  ),
  timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
  retryBaseMs: config.WEBHOOKS_RETRY_BASE_MS,
  positionMinutes: config.WEBHOOKS_POSITION_MINUTES,
  pollMs: config.WEBHOOKS_POLL_MS,
});

/**
 * Webhooks: a company's endpoints, the outbox written in each change's transaction, and the sender
 * (the `webhooks-deliver` task each minute, and a poller in each process for the seconds between).
 */
export function createWebhooksService(
  deps: { db: Db; now?: () => Date; log?: (message: string, err?: unknown) => void },
  settings: WebhooksSettings,
) {
  const ctx: WebhooksContext = {
    ...settings,
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    log: deps.log,
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  const tick = async () => {
    timer = null;
    running = delivering.deliverDue(ctx).catch((err) => ctx.log?.('webhook deliveries failed', err));
    await running;
    running = null;
    if (!stopped) timer = setTimeout(tick, ctx.pollMs).unref();
  };
  return {
    ...bindActions(ctx, endpoints),
    deliverDue: (opts?: { max?: number }) => delivering.deliverDue(ctx, opts),
    /** A job's step in its transaction (the jobs service's `onStep`). */
    jobStep: (tx: DbOrTx, job: Job, step: JobStep) => outbox.recordJobStep(ctx, tx, job, step),
    /** A kept position report (the jobs service's `onPosition`). */
    jobPosition: (job: Job) => outbox.recordPosition(ctx, job),
    /** Claims opened and decided; invoices and credit notes issued (in their transactions); lateness. */
    ...bindActions(ctx, others),
    /** Any other event of a company's job, in the caller's transaction (e.g. an order's own events). */
    record: (tx: DbOrTx, event: outbox.NewWebhookEvent) => outbox.recordEvent(ctx, tx, event),
    nextDueAt: () => webhooksRepo.nextDueAt(ctx.db),
    /** Starts this process's poller (no-op when polling is off). */
    start() {
      if (!stopped || ctx.pollMs <= 0) return;
      stopped = false;
      timer = setTimeout(tick, 0).unref();
    },
    /** Stops the poller and waits for the attempts under way (their outcome is recorded). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
