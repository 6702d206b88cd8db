import { ratingSides } from '@core/ratings';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recoveryRequests } from './jobs';

export const ratingSide = pgEnum('rating_side', ratingSides);

/**
 * One rating per side per completed job. Public from `public_at` on: when the other side rates (both
 * become public then), or 14 days after delivery. An operator may hide an abusive comment (the score stays).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    side: ratingSide('side').notNull(),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => users.id),
    overall: integer('overall').notNull(),
    aspects: jsonb('aspects').$type<Record<string, number>>().notNull(),
    comment: text('comment'),
    publicAt: timestamp('public_at', { withTimezone: true }).notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_job_side_unique').on(t.jobId, t.side),
    index('ratings_rated_idx').on(t.ratedId, t.side, t.publicAt),
    check('ratings_overall', sql`${t.overall} between 1 and 5`),
  ],
);
