import { trackingLinkLifetimes } from '@core/contracts/tracking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recoveryRequests } from './jobs';

export const trackingLinkLifetime = pgEnum('tracking_link_lifetime', trackingLinkLifetimes);

/**
 * Links that show one job to whoever holds them, without an account (a colleague, the receiving yard):
 * only the token's hash is stored. expires_at is null for an until-delivery link until the delivery.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    /** The client or operator who made it (for the receiver's link: the job's client). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Made by Pathway for the job's receiver when a driver was assigned (one per job). */
    forReceiver: boolean('for_receiver').notNull().default(false),
    lifetime: trackingLinkLifetime('lifetime').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_links_job_idx').on(t.jobId, t.createdAt),
    uniqueIndex('tracking_links_receiver_unique').on(t.jobId).where(sql`for_receiver`),
  ],
);

/** The milestone messages a job's receiver was sent: each once (assigned, picked up, an hour away, delivered). */
export const receiverMessages = pgTable(
  'receiver_messages',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.milestone] })],
);
