import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * queued: waiting for the sender job; sent: accepted by the SMTP server; held: no SMTP configured, kept
 * here for operators (the outbox); failed: gave up after the job's retries.
 */
export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'held', 'failed']);

/**
 * email through the mail port; sms and voice (a spoken message) through the phone port (to_address is a
 * phone number); push through the push port (to_address is the browser's push endpoint, or the person's
 * e-mail address when they have no push subscription: kept as held, what would have been sent).
 */
export const mailChannel = pgEnum('mail_channel', ['email', 'sms', 'voice', 'push']);

/**
 * Every outgoing e-mail, SMS and push. Without SMTP_URL (or TWILIO_*) this table is the outbox operators read
 * at /admin/outbox.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: mailChannel('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What the mail is about (document_share, document_expiring, …), for operators and rate limits. */
    kind: text('kind').notNull(),
    /** What a push carries besides its title and body: its link, tag, actions and the job it is about. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The user whose action (or account) caused the mail; null once the account is erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt), index('mail_messages_status_idx').on(t.status)],
);
