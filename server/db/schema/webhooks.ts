import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

/** A company's receiver of events (docs/webhooks.md). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types sent to it (core/webhooks.ts `webhookEventTypes`). */
    events: text('events').array().notNull(),
    /** The signing secret, AES-256-GCM under the configured key (it must be read back to sign). */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** Its last four characters, so people can tell secrets apart. */
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** The outbox: each event once, written in the transaction of the change it tells of. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `evt_…`: receivers deduplicate by it. */
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    /** The job's own order of events, from 1: deliveries to one endpoint keep it. */
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    /** Set for events recorded after their change's commit: a retry finds it and adds nothing. */
    dedupeKey: text('dedupe_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_job_seq_unique').on(t.jobId, t.seq),
    uniqueIndex('webhook_events_dedupe_unique').on(t.dedupeKey),
    index('webhook_events_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** The last sequence number given per job (its row lock orders concurrent events of one job). */
export const webhookJobSequences = pgTable('webhook_job_sequences', {
  jobId: uuid('job_id').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
  /** When the last position event was recorded (positions are sent every N minutes). */
  lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
});

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'succeeded', 'failed']);

/** One event to one endpoint: retried with back-off until answered 2xx or 3 days have passed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    seq: integer('seq').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried next; while an attempt is under way, when its lease ends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The start of the 3-day retry window (the first attempt, or a resend). */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_chain_idx').on(t.endpointId, t.jobId, t.seq),
  ],
);

/** Every attempt of a delivery and what the endpoint answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    /** The start of the answer's body, or why there was none (timeout, refused address…). */
    excerpt: text('excerpt').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
