import { claimDecisions, claimKinds } from '@core/claims';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { recoveryRequests } from './jobs';

export const claimKind = pgEnum('claim_kind', claimKinds);
export const claimDecision = pgEnum('claim_decision', claimDecisions);
export const claimParty = pgEnum('claim_party', ['client', 'driver', 'operator']);
export const claimNumberSeq = pgSequence('claim_number_seq', { startWith: 101 });

/** A client's claim on a move, one per kind per job; decided once by an operator. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().unique().default(sql`nextval('claim_number_seq')`),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    driverId: uuid('driver_id').references(() => users.id),
    kind: claimKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** Who the case waits for: an operator, or the party an operator asked. */
    waitingOn: claimParty('waiting_on').notNull().default('operator'),
    /** The second payout was still unreleased when the claim was opened: it waits for the decision. */
    heldPay: boolean('held_pay').notNull().default(false),
    /** Opened after the release: what the driver's held pay reserves for it, and the rest they would owe. */
    reservedCents: integer('reserved_cents').notNull().default(0),
    receivableCents: integer('receivable_cents').notNull().default(0),
    decision: claimDecision('decision'),
    refundCents: integer('refund_cents'),
    chargeCents: integer('charge_cents'),
    decisionReason: text('decision_reason'),
    /** When the provider took the decided refund (posted to the ledger with the decision); null: owed. */
    refundSentAt: timestamp('refund_sent_at', { withTimezone: true }),
    /** When the provider refused it: operators refund by other means (an exception), no more retries. */
    refundFailedAt: timestamp('refund_failed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_job_kind_unique').on(t.jobId, t.kind),
    index('claims_client_idx').on(t.clientId, t.createdAt),
    index('claims_open_idx').on(t.lastActivityAt).where(sql`decision is null`),
    check('claims_amount', sql`${t.amountCents} > 0`),
  ],
);

/** The claim's thread: the client, the job's driver and operators; an optional photo or document. */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    party: claimParty('party').notNull(),
    /** An operator's question is addressed to one party. */
    addressedTo: claimParty('addressed_to'),
    body: text('body').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_messages_claim_idx').on(t.claimId, t.createdAt)],
);
