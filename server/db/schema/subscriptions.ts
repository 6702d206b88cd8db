import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { InvoiceItem } from './invoice-items';

export const planAudience = pgEnum('plan_audience', ['client', 'driver']);
export const planInterval = pgEnum('plan_interval', ['monthly', 'annual']);

/** Plans are data: seeded by a migration, editable by an operator (PATCH /api/admin/subscription-plans/:id). */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** Integer cents per interval. */
  priceCents: integer('price_cents').notNull(),
  interval: planInterval('interval').notNull(),
  audience: planAudience('audience').notNull(),
  /** JSON array of strings, as the product's plan screens read it. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The plan the screens mark MOST POPULAR; operators choose it. */
  highlighted: boolean('highlighted').notNull().default(false),
  googlePlayProductId: text('google_play_product_id').unique(),
  stripePriceId: text('stripe_price_id'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionStatus = pgEnum('subscription_status', [
  /** Created at Subscribe Now; the card was not confirmed yet. No access. */
  'incomplete',
  'trialing',
  'active',
  /** A renewal charge failed; access continues through the grace period while retries run. */
  'past_due',
  /** Auto-renew off: active until the period ends, then expired. */
  'cancelled',
  'expired',
]);
export const subscriptionProvider = pgEnum('subscription_provider', ['stripe', 'test', 'google_play']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: subscriptionStatus('status').notNull().default('incomplete'),
    provider: subscriptionProvider('provider').notNull(),
    /** Whether this subscription starts with the free trial (decided at creation, once per account). */
    withTrial: boolean('with_trial').notNull().default(false),
    /** Set when the trial was really granted; a partial unique index makes it once per account. */
    trialGranted: boolean('trial_granted').notNull().default(false),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** The current period is the free trial (nothing was charged for it). */
    inTrial: boolean('in_trial').notNull().default(false),
    /** Failed attempts at paying the period that starts at current_period_end; reset on success. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The provider's checkout object: a test-gateway/Stripe intent id, a Stripe subscription id. */
    checkoutRef: text('checkout_ref'),
    checkoutSecret: text('checkout_secret'),
    /** e.g. "Visa •••• 4242" or "Google Play". */
    paymentMethod: text('payment_method'),
    /** When the subscription first went past due (renewal retries run until the grace period ends). */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    lastRenewalError: text('last_renewal_error'),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One subscription that is not over per account: subscribing twice is a constraint, not a check.
    uniqueIndex('subscriptions_one_current_per_user').on(t.userId).where(sql`${t.status} <> 'expired'`),
    uniqueIndex('subscriptions_one_trial_per_user').on(t.userId).where(sql`${t.trialGranted}`),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * A subscription charge that went through: the subscription's invoice (numbered from the same sequence
 * as job invoices) and the source of its ledger posting. One per subscription period.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('invoice_number_seq')`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: subscriptionProvider('provider').notNull(),
    /** The provider's charge, intent, invoice or order id. */
    providerRef: text('provider_ref').notNull(),
    paymentMethod: text('payment_method').notNull(),
    items: jsonb('items').$type<InvoiceItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_charges_period_unique').on(t.subscriptionId, t.periodStart),
    index('subscription_charges_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A Google Play purchase token belongs to the first account that verified it. */
export const googlePlayPurchases = pgTable('google_play_purchases', {
  purchaseToken: text('purchase_token').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  productId: text('product_id').notNull(),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
  orderId: text('order_id'),
  state: text('state').notNull(),
  expiryTime: timestamp('expiry_time', { withTimezone: true }),
  acknowledged: boolean('acknowledged').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One free trial per person: each trial claims the account's normalised e-mail and the card's
 * fingerprint; a second claim of either (another account, the same person) is refused by the key.
 */
export const trialClaims = pgTable(
  'trial_claims',
  {
    kind: text('kind', { enum: ['email', 'card'] }).notNull(),
    value: text('value').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * The test gateway's off-session charges (renewals): what Stripe would keep for a saved card. A retry
 * with the same idempotency key answers the first charge.
 */
export const testBillingCharges = pgTable(
  'test_billing_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method'),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('test_billing_charges_amount_positive', sql`${t.amountCents} > 0`)],
);
