import { boolean, numeric, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const licenseClass = pgEnum('license_class', ['A', 'B']);
export const driverVerificationStatus = pgEnum('driver_verification_status', [
  'unsubmitted',
  'pending',
  'approved',
  'rejected',
]);

export const driverProfiles = pgTable('driver_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  licenseClass: licenseClass('license_class'),
  verificationStatus: driverVerificationStatus('verification_status').notNull().default('unsubmitted'),
  /** The driver's own "I am taking work now" switch. */
  isAvailable: boolean('is_available').notNull().default(false),
  rating: numeric('rating', { precision: 2, scale: 1 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
