import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recoveryRequests } from './jobs';

/**
 * Every position the driver's phone recorded for a job, as recorded (not as received): a phone that
 * was offline sends its positions later, in a batch. A position sent twice is stored once (unique per
 * recorded time). `flagged` ones implied an implausible speed: kept, but no ETA, arrival or map uses them.
 */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    flagged: boolean('flagged').notNull().default(false),
  },
  (t) => [
    // Also the index a job's track is read by, in recorded order.
    uniqueIndex('job_positions_job_recorded_unique').on(t.jobId, t.recordedAt),
    index('job_positions_flagged_idx').on(t.jobId, t.receivedAt).where(sql`flagged`),
  ],
);

/**
 * Where and when the truck arrived at the pickup, left it, and arrived at the destination, as its
 * plausible positions showed: once per job and kind (the time is the position's recorded time).
 */
export const jobArrivals = pgTable(
  'job_arrivals',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['arrived_pickup', 'left_pickup', 'arrived_destination'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_arrivals_job_kind_unique').on(t.jobId, t.kind)],
);
