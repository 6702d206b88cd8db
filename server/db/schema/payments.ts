import type { CardDecline } from '@core/cards';
import { paymentProviders, type Seller } from '@core/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './companies';
import type { InvoiceItem } from './invoice-items';
import { recoveryRequests } from './jobs';
import { bankPayouts } from './payouts';
import { subscriptionCharges } from './subscriptions';

export const paymentProvider = pgEnum('payment_provider', paymentProviders);

/** Our record of the provider's intent for a job: one per job, reused while unpaid. */
export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  /** The job it pays; null for an order's one intent, which pays `orderJobIds` together. */
  jobId: uuid('job_id')
    .unique()
    .references(() => recoveryRequests.id),
  /** An order's one intent (one per order, replaced when its moves change): the jobs it pays in full. */
  orderId: uuid('order_id')
    .unique()
    .references(() => orders.id),
  orderJobIds: uuid('order_job_ids').array(),
  provider: paymentProvider('provider').notNull(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status').notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job is paid exactly once: the unique job_id makes that a constraint, not a check. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .unique()
      .references(() => recoveryRequests.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** Several jobs share one intent when their order was paid at once (each keeps its own payment). */
    paymentIntentId: text('payment_intent_id').notNull(),
    provider: paymentProvider('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What the refund gave back: the whole amount, or part of it when an operator decided so. */
    refundedCents: integer('refunded_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_intent_idx').on(t.paymentIntentId)],
);

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1001 });

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('invoice_number_seq')`),
    jobId: uuid('job_id')
      .notNull()
      .unique()
      .references(() => recoveryRequests.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    items: jsonb('items').$type<InvoiceItem[]>().notNull(),
    notes: text('notes'),
    /**
     * Who sold and who was billed, as they were at issue: an issued invoice never changes (null on
     * invoices issued before these were kept: the current ones are shown).
     */
    seller: jsonb('seller').$type<Seller>(),
    billedTo: jsonb('billed_to').$type<{ name: string; email: string }>(),
    /** A credit note against the invoice (a refund, whole or part): its amount, reason and date. */
    creditNoteCents: integer('credit_note_cents'),
    creditNoteReason: text('credit_note_reason'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_client_idx').on(t.clientId, t.createdAt)],
);

export const ledgerAccount = pgEnum('ledger_account', [
  'cash',
  'client_funds_held',
  'platform_commission',
  'driver_payable',
  'subscription_revenue',
  'driver_balance',
  'payouts_in_transit',
  'payout_fee_revenue',
  'penalty_revenue',
  'trip_cost_overrun',
]);
export const ledgerKind = pgEnum('ledger_kind', [
  'charge',
  'commission_split',
  'payout_1',
  'payout_2',
  'refund',
  'subscription_charge',
  'transfer_1',
  'transfer_2',
  'bank_payout_resend',
  'bank_payout_paid',
  'bank_payout_failed',
  'reassignment',
  'cancellation_retained',
  'penalty',
  'claim_refund',
  'trip_cost',
  'trip_cost_release',
  'cost_refund',
]);

/**
 * Double-entry ledger in integer cents: debit positive, credit negative; every posting (one kind for
 * one job, or one subscription charge) sums to zero, and each kind is posted at most once per source.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id').references(() => recoveryRequests.id),
    /** Subscription revenue postings point at their charge (subscription_charges) instead of a job. */
    subscriptionChargeId: uuid('subscription_charge_id').references(() => subscriptionCharges.id),
    /** A driver's bank payout's postings (paid, failed, re-sent) point at the payout. */
    bankPayoutId: uuid('bank_payout_id').references(() => bankPayouts.id),
    /**
     * An operator's adjustment (a reassignment, a penalty): its own posting, so a job can have several
     * of a kind (released twice, split again for the next driver). The job, when it has one, stays set.
     */
    adjustmentId: uuid('adjustment_id'),
    kind: ledgerKind('kind').notNull(),
    account: ledgerAccount('account').notNull(),
    /** The client or driver the line concerns; null for the platform's own accounts. */
    partyId: uuid('party_id').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_posting_unique')
      .on(t.jobId, t.kind, t.account)
      .where(sql`adjustment_id is null`),
    uniqueIndex('ledger_entries_adjustment_posting_unique').on(t.adjustmentId, t.kind, t.account, t.partyId),
    // A job's lines (the unique index above is partial, so reads by job need their own).
    index('ledger_entries_job_idx').on(t.jobId, t.kind),
    uniqueIndex('ledger_entries_subscription_posting_unique').on(t.subscriptionChargeId, t.kind, t.account),
    uniqueIndex('ledger_entries_bank_payout_posting_unique').on(t.bankPayoutId, t.kind, t.account),
    check(
      'ledger_entries_one_source',
      sql`num_nonnulls(${t.jobId}, ${t.subscriptionChargeId}, ${t.bankPayoutId}) = 1 or (${t.adjustmentId} is not null and num_nonnulls(${t.subscriptionChargeId}, ${t.bankPayoutId}) = 0)`,
    ),
    index('ledger_entries_party_idx').on(t.partyId),
  ],
);

/** Each Stripe webhook event is handled once. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in test gateway's own books (it plays the provider; our tables above are ours). */
export const testGatewayIntents = pgTable('test_gateway_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** The same card number gives the same fingerprint, as Stripe's `card.fingerprint` does. */
  cardFingerprint: text('card_fingerprint'),
  lastError: text('last_error'),
  refundId: text('refund_id'),
  /** 'authenticate' while a 3-D Secure card waits for the cardholder's authentication step. */
  nextAction: text('next_action'),
  /** The decline a 3-D Secure card gets once authenticated (null: the payment succeeds). */
  declineAfterAuth: jsonb('decline_after_auth').$type<CardDecline>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The test gateway's events, as Stripe's: written in the same transaction as the intent's change and
 * delivered to the payments service's event handler (the one the Stripe webhook feeds). Undelivered
 * ones are delivered again by a background task, as Stripe retries webhooks.
 */
export const testGatewayEvents = pgTable(
  'test_gateway_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testGatewayIntents.id),
    /** The intent as it was when the event happened (Stripe's `data.object`). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_gateway_events_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`)],
);
