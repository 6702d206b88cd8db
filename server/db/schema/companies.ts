import { COMPANY_ROLES } from '@core/companies';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const companyRole = pgEnum('company_role', COMPANY_ROLES);
export const paymentTerms = pgEnum('payment_terms', ['card', 'net30']);

/** A client company: its members share its moves, vehicles, places, documents, invoices and claims. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  legalName: text('legal_name').notNull(),
  billingAddress: text('billing_address').notNull(),
  taxId: text('tax_id'),
  billingEmail: text('billing_email').notNull(),
  /** Orders must carry a PO number and cost centre. */
  requiresPo: boolean('requires_po').notNull().default(false),
  /** `net30`: approved by an operator for monthly invoicing; orders are dispatched without a card payment. */
  paymentTerms: paymentTerms('payment_terms').notNull().default('card'),
  termsApprovedBy: uuid('terms_approved_by').references(() => users.id, { onDelete: 'set null' }),
  termsApprovedAt: timestamp('terms_approved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person belongs to at most one company (the primary key is the user). */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: companyRole('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/** An invitation by e-mail: only the SHA-256 of its link's token is kept; single use. */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: companyRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invites_token_unique').on(t.tokenHash),
    // One open invitation per address and company: inviting again replaces it.
    uniqueIndex('company_invites_open_unique')
      .on(t.companyId, t.email)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);

/**
 * An order: one or several moves requested together (each a job of its own), paid once or invoiced
 * once, with the company's PO number and cost centre.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as ORD-<number>. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    poNumber: text('po_number'),
    costCentre: text('cost_centre'),
    /** `card`: one payment for all its moves; `terms`: on the company's monthly invoice. */
    paymentMode: text('payment_mode', { enum: ['card', 'terms'] })
      .notNull()
      .default('card'),
    /** false: made through a test API key: test data, never paid or dispatched, seen only by test keys. */
    livemode: boolean('livemode').notNull().default(true),
    /** The caller's key for one submission (app or API), so a repeated one returns the same order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_idempotency_unique').on(t.clientId, t.idempotencyKey),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_client_idx').on(t.clientId, t.createdAt),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyInviteRow = typeof companyInvites.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
