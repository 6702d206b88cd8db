import { sql } from 'drizzle-orm';
import {
  date,
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
import { recoveryRequests } from './jobs';

export const documentType = pgEnum('document_type', [
  'license',
  'insurance',
  'registration',
  'certification',
  'medical',
  'other',
]);
/** Where a document came from: the user's own upload, or the driver verification photos. */
export const documentSource = pgEnum('document_source', [
  'upload',
  'driver_license',
  'driver_selfie',
  'bill_of_lading',
]);
export const documentReviewStatus = pgEnum('document_review_status', ['pending', 'approved', 'rejected']);

/** A user's document; the bytes are a row in `files` (purpose `document`) and an object in the storage port. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    documentType: documentType('document_type').notNull(),
    source: documentSource('source').notNull().default('upload'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the bytes, hex. */
    checksum: text('checksum').notNull(),
    /** Licences and medical certificates: the day they stop being valid (warnings 30 and 7 days before). */
    expiresOn: date('expires_on'),
    reviewStatus: documentReviewStatus('review_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The move a generated document (a bill of lading) belongs to. */
    jobId: uuid('job_id').references(() => recoveryRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerId, t.createdAt),
    index('documents_review_idx').on(t.reviewStatus, t.createdAt),
    // One document per driver-verification photo: re-uploading the photo replaces it.
    uniqueIndex('documents_owner_source_unique')
      .on(t.ownerId, t.source)
      .where(sql`${t.source} IN ('driver_license', 'driver_selfie')`),
    // One copy of each move's bill of lading: a later version replaces it.
    uniqueIndex('documents_owner_job_unique').on(t.ownerId, t.jobId).where(sql`${t.jobId} IS NOT NULL`),
  ],
);

export const shareType = pgEnum('share_type', ['temporary', 'standard', 'extended']);

/**
 * A link that lets anyone holding it view one document (or, with no document, all the owner's current
 * documents) until it expires or the owner revokes it. Only the SHA-256 of the link's secret is kept.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the link lists every current document of the owner ("Share All Documents"). */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    shareType: shareType('share_type').notNull(),
    /** Set when the link was sent by e-mail (counts towards the hourly e-mail limit). */
    sentToEmail: text('sent_to_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_shares_owner_idx').on(t.ownerId, t.createdAt),
    index('document_shares_document_idx').on(t.documentId),
  ],
);

/** Expiry warnings already sent: one per document, expiry date and lead time (30 or 7 days). */
export const documentExpiryWarnings = pgTable(
  'document_expiry_warnings',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_expiry_warnings_unique').on(t.documentId, t.expiresOn, t.daysBefore)],
);
