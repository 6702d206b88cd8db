import { licenseClasses, verificationStatuses } from '@core/contracts/drivers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';

export const licenseClass = pgEnum('license_class', licenseClasses);
export const driverVerificationStatus = pgEnum('driver_verification_status', verificationStatuses);

export const driverProfiles = pgTable('driver_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  licenseClass: licenseClass('license_class'),
  licenseNumber: text('license_number'),
  licenseState: text('license_state'),
  licenseExpiresOn: date('license_expires_on'),
  licensePhotoFileId: uuid('license_photo_file_id').references(() => files.id),
  selfieFileId: uuid('selfie_file_id').references(() => files.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
  rejectionReason: text('rejection_reason'),
  verificationStatus: driverVerificationStatus('verification_status').notNull().default('unsubmitted'),
  /** The driver's own "I am taking work now" switch. */
  isAvailable: boolean('is_available').notNull().default(false),
  /** Taking work from this moment on (availability "from"); null or past means now while available. */
  availableFrom: timestamp('available_from', { withTimezone: true }),
  /** Where the driver lives and goes back to: a place the server resolved. */
  homeBaseAddress: text('home_base_address'),
  homeBaseLat: doublePrecision('home_base_lat'),
  homeBaseLng: doublePrecision('home_base_lng'),
  /** How far the driver will travel to a pickup (road miles). */
  maxDeadheadMiles: integer('max_deadhead_miles').notNull().default(250),
  /** The last position the driver's phone sent (counted by dispatch while fresh). */
  lastLat: doublePrecision('last_lat'),
  lastLng: doublePrecision('last_lng'),
  lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
  /** "Looking for a load from here to home": next-load offers favour jobs ending near home. */
  lookingForLoadHome: boolean('looking_for_load_home').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const suspensionPolicy = pgEnum('suspension_policy', ['no_show', 'violation', 'other']);

/**
 * A driver kept from work for a time, or for good (ends_at null), with the policy's reason. It ends by
 * itself at ends_at; an operator may lift it earlier (reinstate). One unlifted suspension per driver.
 */
export const driverSuspensions = pgTable(
  'driver_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policy: suspensionPolicy('policy').notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The operator who decided it; null for an automatic one (a no-show release). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    uniqueIndex('driver_suspensions_current_unique').on(t.driverId).where(sql`lifted_at is null`),
    index('driver_suspensions_ending_idx').on(t.endsAt).where(sql`lifted_at is null`),
  ],
);
