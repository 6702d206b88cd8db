import type { BilledCompany, Seller } from '@core/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { recoveryRequests } from './jobs';

/** One line of a month's invoice: one move on terms. */
export interface TermsInvoiceLine {
  jobId: string;
  description: string;
  amountCents: number;
}

export const termsInvoiceNumberSeq = pgSequence('terms_invoice_number_seq', { startWith: 5001 });

/**
 * A company's invoice for a calendar month of moves on terms (net 30), issued once per company and month
 * through the invoicing port; `paid_at` set once the provider says it was paid.
 */
export const termsInvoices = pgTable(
  'terms_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as MI-<number>. */
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('terms_invoice_number_seq')`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** YYYY-MM in the operators' time zone. */
    month: text('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<TermsInvoiceLine[]>().notNull(),
    seller: jsonb('seller').$type<Seller>().notNull(),
    billedCompany: jsonb('billed_company').$type<BilledCompany>().notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    /** Where the company pays it (Stripe's hosted invoice page); null for the test provider. */
    hostedUrl: text('hosted_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Moves on it cancelled after it was issued: credited against it (its credit note), less to pay. */
    creditedCents: integer('credited_cents').notNull().default(0),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('terms_invoices_company_month_unique').on(t.companyId, t.month),
    index('terms_invoices_open_idx').on(t.companyId, t.dueAt).where(sql`paid_at IS NULL`),
  ],
);

/** A move dispatched on terms: what it costs the company, until its month's invoice is paid. */
export const termsCharges = pgTable(
  'terms_charges',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => recoveryRequests.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The job's client (the ledger's party for its receivable). */
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    chargedBy: uuid('charged_by').references(() => users.id, { onDelete: 'set null' }),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
    termsInvoiceId: uuid('terms_invoice_id').references(() => termsInvoices.id),
    /** The move was cancelled and what it no longer owes was taken off (the amount is what stays owed). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('terms_charges_company_idx').on(t.companyId, t.chargedAt)],
);

/** The built-in test invoicing provider's own books (it plays Stripe Invoicing offline). */
export const testGatewayInvoices = pgTable('test_gateway_invoices', {
  id: text('id').primaryKey(),
  /** Our invoice's id: issuing it again answers the same provider invoice. */
  reference: text('reference').notNull().unique(),
  customerEmail: text('customer_email').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['open', 'paid'] }).notNull(),
  /** The test payment that paid it (a test card charge, kept as the provider would). */
  paymentId: text('payment_id'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TermsInvoiceRow = typeof termsInvoices.$inferSelect;
export type TermsChargeRow = typeof termsCharges.$inferSelect;
