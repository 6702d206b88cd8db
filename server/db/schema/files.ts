import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const filePurpose = pgEnum('file_purpose', [
  'license_photo',
  'selfie',
  'job_license',
  'job_selfie',
  'job_photo',
  'document',
  'condition_photo',
  'claim_evidence',
  'receipt_photo',
]);

/** Uploaded files; the bytes live in the storage port under storage_key, never public. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: filePurpose('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
