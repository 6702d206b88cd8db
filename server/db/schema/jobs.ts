import type { ChecklistValue } from '@core/contracts/dispatch';
import { jobOfferKinds, jobOfferStatuses } from '@core/contracts/operations';
import type { PlaceSite } from '@core/contracts/places';
import type { JobArrival, LiveEta } from '@core/contracts/tracking';
import { jobStatuses, paymentStatuses } from '@core/jobs';
import { serviceTimes, vehicleTypes } from '@core/pricing';
import type { FuelEstimate, ReturnEstimate } from '@core/trip-costs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locale, users } from './accounts';
import { serviceTypes } from './catalog';
import { companies, orders } from './companies';
import { files } from './files';
import { vehicles } from './fleet';

/** The quote's estimates of a job's return and fuel, kept with the job. */
export interface JobTripCostBasis {
  driverReturn: ReturnEstimate;
  fuel: FuelEstimate;
}
export const vehicleType = pgEnum('vehicle_type', vehicleTypes);
export const serviceTime = pgEnum('service_time', serviceTimes);
export const jobStatus = pgEnum('job_status', jobStatuses);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/** People see PW-<n>; numbers start at 1001 so a fresh install does not show PW-1. */
export const jobNumberSeq = pgSequence('job_number_seq', { startWith: 1001 });

/** Every job; the AI dispatch screens read the same rows (product/foundations §5). */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().unique().default(sql`nextval('job_number_seq')`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    driverId: uuid('driver_id').references(() => users.id),
    serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    vehicleType: vehicleType('vehicle_type').notNull(),
    /** The truck's VIN as the request named it (or the chosen vehicle's): the pickup checks the truck against it. */
    vin: text('vin'),
    pickupLocation: text('pickup_location').notNull(),
    destinationLocation: text('destination_location').notNull(),
    /** Positions from the geocoding port at creation (approximate when offline); null when unknown. */
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    distanceMiles: integer('distance_miles').notNull(),
    isWorking: boolean('is_working').notNull(),
    isLoaded: boolean('is_loaded').notNull(),
    serviceTime: serviceTime('service_time').notNull(),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    /** Scheduled moves: the pickup window is scheduledTime..pickupWindowEnd; delivery has its own. */
    pickupWindowEnd: timestamp('pickup_window_end', { withTimezone: true }),
    deliveryWindowStart: timestamp('delivery_window_start', { withTimezone: true }),
    deliveryWindowEnd: timestamp('delivery_window_end', { withTimezone: true }),
    notes: text('notes'),
    status: jobStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    /** The server's quote, integer cents, fixed at creation. */
    baseRateCents: integer('base_rate_cents').notNull(),
    distanceFeeCents: integer('distance_fee_cents').notNull(),
    rushFeeCents: integer('rush_fee_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    /** Everything the client pays: the move's fee plus the two cost lines below. */
    priceCents: integer('price_cents').notNull(),
    /** The driver's return and the fuel, billed at cost up to these (ADR 011); outside the commission split. */
    driverReturnCents: integer('driver_return_cents').notNull().default(0),
    fuelCents: integer('fuel_cents').notNull().default(0),
    /** How the two cost lines were estimated, as the quote showed them (core/trip-costs). */
    tripCostBasis: jsonb('trip_cost_basis').$type<JobTripCostBasis>(),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    /** Basis points of the price kept by the platform; fixed when a driver accepts. */
    commissionRateBps: integer('commission_rate_bps'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    pretrip: jsonb('pretrip').$type<{
      checklist: Record<string, ChecklistValue>;
      odometer: number;
      at: string;
    }>(),
    delivery: jsonb('delivery').$type<{ odometer: number; recipientName: string; at: string }>(),
    /** The driver's last reported position while the job is in progress. */
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
    /** The receiver at the destination (not a Pathway user), told by SMS or e-mail as the move goes. */
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    receiverEmail: text('receiver_email'),
    /** The language the receiver's messages are written in, chosen by the client. */
    receiverLocale: locale('receiver_locale').notNull().default('en'),
    /** The saved places' site details (contact, hours, notes for the driver), copied when requested. */
    pickupSite: jsonb('pickup_site').$type<PlaceSite>(),
    destinationSite: jsonb('destination_site').$type<PlaceSite>(),
    /** Tracking links may show the exact position within the last mile (else about 1 km everywhere). */
    exactNearDelivery: boolean('exact_near_delivery').notNull().default(false),
    /** The ETA that knows the driver's hours (core/eta), recomputed on positions and duty changes. */
    liveEta: jsonb('live_eta').$type<LiveEta>(),
    /** The arrival at the destination from the acceptance on, from the driver's hours (core/eta planArrival). */
    arrival: jsonb('arrival').$type<JobArrival>(),
    /** Priority Dispatch: the client had premium access when posting, so drivers are offered it first. */
    priority: boolean('priority').notNull().default(false),
    /** While in the future the job is offered to chosen drivers (job_offers) and off the open list. */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    /**
     * Dispatch waves: the last wave sent (0 before the first; the open list after the last), when the
     * next one is due, and when they started (the exception's timer). Null when no waves run.
     */
    dispatchWave: integer('dispatch_wave'),
    dispatchNextAt: timestamp('dispatch_next_at', { withTimezone: true }),
    dispatchStartedAt: timestamp('dispatch_started_at', { withTimezone: true }),
    /** An operator widened the reach for this job: drivers this far from the pickup are asked too. */
    dispatchRadiusMiles: integer('dispatch_radius_miles'),
    /** The browser's key for one Proceed click, so a repeated submission returns the same job. */
    idempotencyKey: text('idempotency_key'),
    /** Made for a company: its members see and act on it as their role allows (core/companies.ts). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** false: made through a test API key: test data, never paid or dispatched, seen only by test keys. */
    livemode: boolean('livemode').notNull().default(true),
    /** The order it was requested in (one of several moves paid or invoiced together). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recovery_requests_client_idx').on(t.clientId, t.createdAt),
    index('recovery_requests_driver_idx').on(t.driverId),
    index('recovery_requests_company_idx').on(t.companyId, t.createdAt).where(sql`company_id IS NOT NULL`),
    index('recovery_requests_order_idx').on(t.orderId).where(sql`order_id IS NOT NULL`),
    index('recovery_requests_open_idx').on(t.status, t.paymentStatus),
    // The minute task's due waves.
    index('recovery_requests_dispatch_due_idx').on(t.dispatchNextAt).where(sql`dispatch_next_at IS NOT NULL`),
    // The open-jobs pages (paid, pending, no driver): newest first across all types, and per type
    // (one filter button, and the per-type counts from the index alone).
    index('recovery_requests_open_newest_idx')
      .on(t.priority.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'pending' and payment_status = 'paid' and driver_id is null`),
    index('recovery_requests_open_type_idx')
      .on(
        t.vehicleType,
        t.priority.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`status = 'pending' and payment_status = 'paid' and driver_id is null`),
    uniqueIndex('recovery_requests_idempotency_unique').on(t.clientId, t.idempotencyKey),
  ],
);

/** Every change to a job: who, when, from, to, data. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    fromStatus: jobStatus('from_status'),
    toStatus: jobStatus('to_status'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_events_job_idx').on(t.jobId, t.createdAt)],
);

/** A driver's agreement to the driver policy for one job. */
export const jobAgreements = pgTable(
  'job_agreements',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyVersion: text('policy_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.driverId] })],
);

/** The licence photo and selfie a driver gives for one job, before accepting it. */
export const jobIdentityChecks = pgTable(
  'job_identity_checks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseFileId: uuid('license_file_id').references(() => files.id),
    selfieFileId: uuid('selfie_file_id').references(() => files.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.driverId] })],
);

export const jobOfferStatus = pgEnum('job_offer_status', jobOfferStatuses);
/** Who made an offer: an operator's choice, a dispatch wave, or a driver's next load home. */
export const jobOfferKind = pgEnum('job_offer_kind', jobOfferKinds);

/**
 * A job offered to one driver (an operator's reassignment): theirs to accept through the usual policy
 * and identity steps, or to decline, until it expires. One open offer per job and driver.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operator who offered it. */
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    kind: jobOfferKind('kind').notNull().default('operator'),
    /** The wave it went out in (1, 2, …); null for an operator's or a next-load offer. */
    wave: integer('wave'),
    /** The rank's score and its reasons when made, shown to operators. */
    score: doublePrecision('score'),
    rankReasons: jsonb('rank_reasons').$type<string[]>().notNull().default([]),
    deadheadMiles: doublePrecision('deadhead_miles'),
    /** A next load home: the deadhead miles it saves against driving home empty. */
    savesMiles: doublePrecision('saves_miles'),
    status: jobOfferStatus('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_offers_open_unique').on(t.jobId, t.driverId).where(sql`status = 'open'`),
    index('job_offers_driver_idx').on(t.driverId, t.createdAt),
    index('job_offers_open_expiry_idx').on(t.expiresAt).where(sql`status = 'open'`),
    index('job_offers_job_idx').on(t.jobId, t.createdAt),
  ],
);

/** A client's preferred drivers: offered the client's jobs before anyone else (dispatch's rank). */
export const preferredDrivers = pgTable(
  'preferred_drivers',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.driverId] }),
    index('preferred_drivers_driver_idx').on(t.driverId),
  ],
);
