import { dutyStatuses, timeClockEventTypes } from '@core/timeclock';
import { doublePrecision, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recoveryRequests } from './jobs';

export const dutyStatus = pgEnum('duty_status', dutyStatuses);
export const timeClockEventType = pgEnum('time_clock_event_type', timeClockEventTypes);
export const timeClockSource = pgEnum('time_clock_source', ['driver', 'job']);

/**
 * The record of duty status: every change, with where and from which device. Rows are never updated;
 * the status after each event is kept so the record reads without replaying the machine.
 */
export const timeClockEvents = pgTable(
  'time_clock_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: timeClockEventType('event_type').notNull(),
    statusAfter: dutyStatus('status_after').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    notes: text('notes'),
    deviceInfo: jsonb('device_info').$type<Record<string, string>>(),
    /** 'job' when the job flow recorded it (pre-trip, trip start, delivery). */
    source: timeClockSource('source').notNull().default('driver'),
    jobId: uuid('job_id').references(() => recoveryRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_clock_events_user_idx').on(t.userId, t.occurredAt)],
);

/**
 * Each driver's current status: moved only by a conditional update from the status the event was
 * checked against, so two devices cannot both clock in.
 */
export const dutyStatusCurrent = pgTable('duty_status_current', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: dutyStatus('status').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
