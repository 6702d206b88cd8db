import type { OutboxMessage, OutboxResponse } from '@core/contracts/mail';
import type { MailTransport } from '../../adapters/mail';
import { createOutboxSmsTransport, type SmsTransport } from '../../adapters/sms';
import type { Db, DbOrTx } from '../../db/client';
import type { PushService } from '../push/service';
import { type MailRow, mailRepo } from './repo';

/** Delivery attempts before a message is marked failed (the queue retries with back-off in between). */
export const MAX_MAIL_ATTEMPTS = 5;

export interface QueueMail {
  /**
   * email (default) through the mail port; sms or voice (read aloud) through the phone port (`to` is a
   * number); push through the push port (`to` is the subscription's endpoint, `data` what it carries).
   */
  channel?: 'email' | 'sms' | 'voice' | 'push';
  to: string;
  subject: string;
  body: string;
  /** What the mail is about, e.g. document_share, document_expiring. */
  kind: string;
  userId?: string | null;
  data?: Record<string, unknown>;
}

/** Hands a queued message's id to the background queue (pg-boss job `mail-send`). */
export type MailEnqueue = (id: string) => Promise<unknown>;

const toRow = (input: QueueMail) => ({
  channel: input.channel ?? 'email',
  toAddress: input.to,
  subject: input.subject,
  body: input.body,
  kind: input.kind,
  userId: input.userId ?? null,
  data: input.data ?? null,
});

/** A push endpoint is a capability URL: operators see only its push service. */
const shownAddress = (row: MailRow) =>
  row.channel === 'push' && /^https?:\/\//.test(row.toAddress) ? new URL(row.toAddress).host : row.toAddress;

const toOutboxMessage = (row: MailRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  to: shownAddress(row),
  subject: row.subject,
  body: row.body,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A failed attempt is noted and rethrown for the queue to retry, until the last one marks it failed. */
async function failAttempt(db: DbOrTx, row: MailRow, err: unknown): Promise<'failed'> {
  const message = err instanceof Error ? err.message : String(err);
  const failed = row.attempts >= MAX_MAIL_ATTEMPTS;
  await mailRepo.update(db, row.id, {
    lastError: message.slice(0, 500),
    ...(failed ? { status: 'failed' } : {}),
  });
  if (failed) return 'failed';
  throw err;
}

/** A push: sent, or failed at once when there is nothing to send to any more (no retry helps). */
async function deliverPush(
  db: DbOrTx,
  row: MailRow,
  push: Pick<PushService, 'deliver'> | undefined,
): Promise<MailRow['status']> {
  try {
    if (!push) throw new Error('No push port in this process.');
    const result = await push.deliver(row.toAddress, { title: row.subject, body: row.body, data: row.data });
    const sent = result.status === 'sent';
    await mailRepo.update(db, row.id, {
      status: sent ? 'sent' : 'failed',
      sentAt: sent ? new Date() : null,
      lastError: sent ? null : result.reason,
      providerMessageId: sent ? result.messageId : null,
    });
    return sent ? 'sent' : 'failed';
  } catch (err) {
    return failAttempt(db, row, err);
  }
}

/**
 * Outgoing mail for every domain: `queue` stores the message (the caller may pass its transaction) and
 * hands it to the background queue; the `mail-send` job delivers it through the mail port with retries.
 * Without SMTP the message is kept as `held`: the outbox operators read at /admin/outbox.
 */
export function createMailService(
  db: Db,
  transport: MailTransport,
  log: { warn(o: object, m: string): void } = { warn: () => {} },
  sms: SmsTransport = createOutboxSmsTransport(),
  push?: Pick<PushService, 'deliver'>,
) {
  let enqueue: MailEnqueue | null = null;

  const handOver = async (id: string) => {
    if (!enqueue) return; // picked up by the sweep once the queue runs
    try {
      await enqueue(id);
    } catch (err) {
      log.warn({ err, mailId: id }, 'mail queued in the table but not handed to the queue; the sweep will');
    }
  };

  return {
    transportKind: transport.kind,
    smsTransportKind: sms.kind,

    /** Called once the background queue runs in this process. */
    attachQueue(fn: MailEnqueue) {
      enqueue = fn;
    },

    /**
     * Stores a message as queued. Inside a transaction, call `handOver` with the id after commit
     * (`queue` does it itself when no transaction is passed).
     */
    async queue(input: QueueMail, tx?: DbOrTx): Promise<MailRow> {
      const row = await mailRepo.insert(tx ?? db, toRow(input));
      if (!tx) await handOver(row.id);
      return row;
    },

    /** Keeps a message that has nowhere to go (a push to someone with no subscription): what would have been sent. */
    async hold(input: QueueMail): Promise<MailRow> {
      return mailRepo.insert(db, { ...toRow(input), status: 'held' });
    },

    handOver,

    /**
     * One delivery attempt (the queue's job handler). Idempotent: a message no longer queued is left
     * alone. A failure is rethrown for the queue to retry, until the last attempt marks it failed.
     */
    async deliver(id: string): Promise<MailRow['status'] | 'gone'> {
      const row = await mailRepo.claim(db, id);
      if (!row) return (await mailRepo.find(db, id))?.status ?? 'gone';
      if (row.channel === 'push') return deliverPush(db, row, push);
      try {
        const result =
          row.channel === 'sms'
            ? await sms.deliver({ to: row.toAddress, text: row.body })
            : row.channel === 'voice'
              ? await sms.call({ to: row.toAddress, text: row.body })
              : await transport.deliver({ to: row.toAddress, subject: row.subject, text: row.body });
        await mailRepo.update(db, id, {
          status: result.status,
          sentAt: new Date(),
          lastError: null,
          providerMessageId: result.status === 'sent' ? result.messageId : null,
        });
        return result.status;
      } catch (err) {
        return failAttempt(db, row, err);
      }
    },

    /** Re-queues messages whose queue job was lost (periodic task). */
    async sweep(now = new Date()): Promise<number> {
      const ids = await mailRepo.stuckIds(db, new Date(now.getTime() - 2 * 60_000));
      for (const id of ids) await handOver(id);
      return ids.length;
    },

    /** Operators: every message, newest first. */
    async outbox(opts: { before?: string; limit: number }): Promise<OutboxResponse> {
      const rows = await mailRepo.list(db, {
        before: opts.before ? new Date(opts.before) : undefined,
        limit: opts.limit,
      });
      return {
        transport: transport.kind,
        smsTransport: sms.kind,
        messages: rows.map(toOutboxMessage),
        nextBefore: rows.length === opts.limit ? rows[rows.length - 1]!.createdAt.toISOString() : null,
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
