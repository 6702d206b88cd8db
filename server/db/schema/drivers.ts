import { licenseClasses, verificationStatuses } from '@core/contracts/drivers';
import { boolean, date, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  rating: numeric('rating', { precision: 2, scale: 1 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
