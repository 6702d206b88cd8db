import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recoveryRequests } from './jobs';

export const assistantRole = pgEnum('assistant_role', ['user', 'ai']);

/** A signed-in person's conversation with the assistant, kept so a reload (or another device) shows it. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: assistantRole('role').notNull(),
    content: text('content').notNull(),
    /** The answer's action (quote_provided, job_status, …); null for the person's own words. */
    action: text('action'),
    link: text('link'),
    linkLabel: text('link_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Calls into Pathway's line (Twilio's voice webhook, or recorded by an operator) and calls placed
 * between the parties of a job. The recipient's chat widget shows the call while it rings;
 * a null recipient means dispatch (every operator).
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    callerName: text('caller_name').notNull(),
    callerType: text('caller_type').notNull(),
    phoneNumber: text('phone_number'),
    jobId: uuid('job_id').references(() => recoveryRequests.id, { onDelete: 'set null' }),
    /** Twilio's CallSid: a webhook delivered twice records one call. */
    providerCallId: text('provider_call_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_calls_recipient_idx').on(t.recipientId, t.createdAt),
    uniqueIndex('phone_calls_provider_unique').on(t.providerCallId),
  ],
);

export const jobFlagKinds = [
  'unassigned',
  'silent',
  'unconfirmed',
  'payout_mismatch',
  'new_damage',
  'vehicle_mismatch',
  'signature_disputed',
  'pickup_at_risk',
  'hours_breach',
  'document_expiring',
  'payout_held',
  'payout_failed',
  'driver_withdrawal',
  'claim_open',
  'offer_declined',
  'refund_failed',
  'payout_bank_disputed',
  'implausible_positions',
  'left_pickup_unreported',
  'odometer_mismatch',
] as const;
/** The kinds the minute monitor raises and clears itself; other domains raise the rest. */
export const monitorFlagKinds = [
  'unassigned',
  'silent',
  'unconfirmed',
  'pickup_at_risk',
  'hours_breach',
  'document_expiring',
] as const;
export const jobFlagKind = pgEnum('job_flag_kind', jobFlagKinds);

/**
 * The operators' exceptions: what the monitor found (every minute) and what other domains raise, on a job
 * or on a driver (a document expiring). One open flag per job (or driver) and kind, cleared once the job
 * moves on or an operator resolves it with a note, so operators are told once per problem. An operator
 * takes one ("mine") before acting.
 */
export const jobFlags = pgTable(
  'job_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    /** The driver concerned: a driver's own exception (no job), or the driver of a job's. */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: jobFlagKind('kind').notNull(),
    reason: text('reason').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** The operator who resolved it and their note; null when the job moved on by itself. */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('job_flags_open_unique').on(t.jobId, t.kind).where(sql`cleared_at is null`),
    uniqueIndex('job_flags_driver_open_unique')
      .on(t.driverId, t.kind)
      .where(sql`cleared_at is null and job_id is null`),
    index('job_flags_open_idx').on(t.flaggedAt).where(sql`cleared_at is null`),
    check('job_flags_target', sql`num_nonnulls(${t.jobId}, ${t.driverId}) >= 1`),
  ],
);
