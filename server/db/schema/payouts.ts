import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { recoveryRequests } from './jobs';
import { tripCosts } from './trip-costs';

export const payoutProvider = pgEnum('payout_provider', ['stripe', 'test']);
export const payoutAccountStatus = pgEnum('payout_account_status', ['pending', 'enabled', 'restricted']);
export const payoutTransferStatus = pgEnum('payout_transfer_status', ['held', 'sending', 'sent', 'failed']);
export const bankPayoutStatus = pgEnum('bank_payout_status', ['pending', 'paid', 'failed']);
export const bankPayoutMethod = pgEnum('bank_payout_method', ['standard', 'instant']);

/** A driver's account at the payouts provider (a Stripe Express account, or the test provider's). */
export const payoutAccounts = pgTable('payout_accounts', {
  driverId: uuid('driver_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: payoutProvider('provider').notNull(),
  providerAccountId: text('provider_account_id').notNull().unique(),
  status: payoutAccountStatus('status').notNull().default('pending'),
  bankLast4: text('bank_last4'),
  /** What the provider still needs, in words a driver can act on. */
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
  /** Whether the bank account can take instant payouts (a debit card, at Stripe). */
  instantAvailable: boolean('instant_available').notNull().default(false),
  /** The provider holds the driver's full taxpayer id (SSN or ITIN): their statement is a 1099-NEC. */
  taxIdOnFile: boolean('tax_id_on_file').notNull().default(false),
  /** Why payouts stopped (a closed or failing bank account), when they did. */
  disabledReason: text('disabled_reason'),
  /** When the driver last swapped their bank (not the first one), and until when bank payouts wait. */
  bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
  bankHoldUntil: timestamp('bank_hold_until', { withTimezone: true }),
  /** The driver said a bank change was not theirs: no bank payout until an operator lifts it. */
  payoutsFrozenAt: timestamp('payouts_frozen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "This wasn't me" links sent when a bank changes: stored as the token's hash, used once. */
export const payoutFreezeLinks = pgTable('payout_freeze_links', {
  tokenHash: text('token_hash').primaryKey(),
  driverId: uuid('driver_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankLast4: text('bank_last4'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payout to a driver's bank: the transfers it carries, its fee (instant) and how it ended. */
export const bankPayouts = pgTable(
  'bank_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    method: bankPayoutMethod('method').notNull(),
    /** What reaches the bank: the transfers' sum less the fee. */
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    status: bankPayoutStatus('status').notNull().default('pending'),
    providerPayoutId: text('provider_payout_id').unique(),
    /** When the bank should have it (the next business day for standard payouts). */
    arrivalOn: date('arrival_on').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_payouts_driver_idx').on(t.driverId, t.createdAt),
    check('bank_payouts_amounts', sql`${t.amountCents} > 0 AND ${t.feeCents} >= 0`),
  ],
);

/**
 * One per released half (job and half): what moves it from the platform to the driver's payout account.
 * `held` while the driver has no enabled account; `sending` once claimed (the provider call may not have
 * answered yet: the same idempotency key is used on every attempt); `sent` with the provider's transfer.
 * A sent transfer joins one bank payout at a time; `returnedAt` is set when that payout failed and the
 * money went back to the driver's balance, until a later payout carries it again.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id),
    half: integer('half').notNull(),
    /**
     * A receipt the driver is reimbursed (a fill-up, a self-booked return): its own transfer, released
     * with the half named here (or at once after the delivery half); null for the half's pay itself.
     */
    tripCostId: uuid('trip_cost_id').references(() => tripCosts.id),
    amountCents: integer('amount_cents').notNull(),
    /** Kept back from this half against the driver's penalties (amountCents is what goes). */
    penaltyCents: integer('penalty_cents').notNull().default(0),
    /** A claim opened after the release reserves this held half until it is decided (the claim's id). */
    frozenBy: uuid('frozen_by'),
    status: payoutTransferStatus('status').notNull().default('held'),
    providerTransferId: text('provider_transfer_id').unique(),
    bankPayoutId: uuid('bank_payout_id').references(() => bankPayouts.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender last claimed it (a claim older than a minute was lost in a crash: retried). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_transfers_half_unique').on(t.jobId, t.half).where(sql`trip_cost_id is null`),
    uniqueIndex('payout_transfers_trip_cost_unique').on(t.tripCostId),
    index('payout_transfers_driver_idx').on(t.driverId, t.status),
    check('payout_transfers_half', sql`${t.half} IN (1, 2)`),
  ],
);

/** The test payouts provider's own books (it plays Stripe Connect; the tables above are ours). */
export const testPayoutAccounts = pgTable('test_payout_accounts', {
  id: text('id').primaryKey(),
  legalName: text('legal_name').notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  ssnLast4: text('ssn_last4').notNull(),
  /** The test form took a full taxpayer id (only whether it did is kept, never the number). */
  taxIdProvided: boolean('tax_id_provided').notNull().default(false),
  routingNumber: text('routing_number').notNull(),
  accountNumber: text('account_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testPayoutMovements = pgTable(
  'test_payout_movements',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['transfer', 'payout', 'fee'] }).notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => testPayoutAccounts.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** transfer: `paid`; payout: `pending`, then `paid` or `failed` on its arrival date. */
    status: text('status').notNull(),
    method: text('method'),
    arrivalOn: date('arrival_on'),
    failureReason: text('failure_reason'),
    /** payout: the last 4 of the bank account it was sent to (Stripe's payout destination). */
    destination: text('destination'),
    group: text('transfer_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_payout_movements_account_idx').on(t.accountId, t.kind)],
);

export const penaltyKind = pgEnum('penalty_kind', ['damage', 'citation', 'other']);

/**
 * A penalty an operator recorded against a driver (damage, a citation): posted to the ledger against the
 * driver's balance and kept back from their next halves until recovered.
 */
export const driverPenalties = pgTable(
  'driver_penalties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id').references(() => recoveryRequests.id),
    kind: penaltyKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    recoveredCents: integer('recovered_cents').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_penalties_driver_idx').on(t.driverId, t.createdAt),
    check(
      'driver_penalties_amount',
      sql`${t.amountCents} > 0 and ${t.recoveredCents} between 0 and ${t.amountCents}`,
    ),
  ],
);
