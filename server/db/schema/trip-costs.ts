import type { FareBand } from '@core/trip-costs';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { recoveryRequests } from './jobs';

/**
 * What operators keep for the estimates (one row, id 1): the fare table, the fuel margin and the diesel
 * price the offline fuel-price port answers with (and the EIA port falls back to).
 */
export const tripCostSettings = pgTable(
  'trip_cost_settings',
  {
    id: integer('id').primaryKey().default(1),
    fareTable: jsonb('fare_table').$type<FareBand[]>().notNull(),
    fuelMarginBps: integer('fuel_margin_bps').notNull(),
    /** Dollars per gallon in thousandths ($3.759 → 3759). */
    dieselPerGallonMills: integer('diesel_per_gallon_mills').notNull(),
    /** The day the operator's price is for (YYYY-MM-DD). */
    dieselAsOf: text('diesel_as_of').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trip_cost_settings_single_row', sql`${t.id} = 1`)],
);

/** Weekly retail diesel prices the EIA port fetched, by region and week: the last one stands offline. */
export const dieselPrices = pgTable(
  'diesel_prices',
  {
    region: text('region').notNull(),
    asOf: text('as_of').notNull(),
    perGallonMills: integer('per_gallon_mills').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.region, t.asOf] })],
);

export const tripCostKind = pgEnum('trip_cost_kind', ['fuel', 'return_receipt', 'return_ticket']);
export const tripCostStatus = pgEnum('trip_cost_status', ['submitted', 'approved', 'rejected']);

/**
 * A cost of a move beyond the driver's work: a fill-up or a self-booked return the driver paid (a receipt
 * to approve, then owed to them), or a return ticket an operator booked (the platform paid the carrier).
 */
export const tripCosts = pgTable(
  'trip_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: tripCostKind('kind').notNull(),
    status: tripCostStatus('status').notNull().default('submitted'),
    amountCents: integer('amount_cents').notNull(),
    /** What the driver typed, when an operator approved a corrected amount (amountCents is what is owed). */
    claimedCents: integer('claimed_cents'),
    /** Fuel: gallons in thousandths (as the pump prints them, 3 decimals). */
    gallonsMilli: integer('gallons_milli'),
    odometerMiles: integer('odometer_miles'),
    /** Where it was bought, as the driver names it, and the phone's position then. */
    place: text('place'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Miles from the nearest position the trip recorded around that time (null: no position to check). */
    offRouteMiles: integer('off_route_miles'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The phone's own id for the receipt: a retried upload from an offline queue records it once. */
    clientKey: text('client_key'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** When the approved amount went to the driver's balance (with a half, or at completion). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_costs_job_idx').on(t.jobId),
    index('trip_costs_status_idx').on(t.status, t.createdAt),
    uniqueIndex('trip_costs_client_key_unique').on(t.driverId, t.clientKey),
    check('trip_costs_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const returnMode = pgEnum('return_mode', ['provided', 'self_booked', 'next_load', 'driver_pays']);

/** How the driver of a delivered job goes home, and whether they made it onto a provided ticket. */
export const jobReturns = pgTable('job_returns', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
  driverId: uuid('driver_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: returnMode('mode').notNull(),
  /** A provided ticket: the carrier, times and confirmation the operator booked (the travel port). */
  carrier: text('carrier'),
  departsAt: timestamp('departs_at', { withTimezone: true }),
  arrivesAt: timestamp('arrives_at', { withTimezone: true }),
  confirmation: text('confirmation'),
  ticketCostId: uuid('ticket_cost_id').references(() => tripCosts.id, { onDelete: 'set null' }),
  bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  /** A missed provided ticket: reported by the driver or marked by an operator, and its outcome. */
  missedAt: timestamp('missed_at', { withTimezone: true }),
  missedReason: text('missed_reason'),
  missedBy: uuid('missed_by').references(() => users.id, { onDelete: 'set null' }),
  excusedAt: timestamp('excused_at', { withTimezone: true }),
  excusedBy: uuid('excused_by').references(() => users.id, { onDelete: 'set null' }),
  excuseReason: text('excuse_reason'),
  penaltyId: uuid('penalty_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A completed move's costs against what the client paid for them, settled once: the unused part refunded
 * with a credit note, a cost above the estimate borne by the platform.
 */
export const tripCostSettlements = pgTable('trip_cost_settlements', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
  paidCents: integer('paid_cents').notNull(),
  actualCents: integer('actual_cents').notNull(),
  refundCents: integer('refund_cents').notNull(),
  overrunCents: integer('overrun_cents').notNull(),
  /** The provider's refund, once it answered; null while it is owed (the sweep retries it). */
  providerRefundId: text('provider_refund_id'),
  creditNoteNumber: text('credit_note_number'),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
