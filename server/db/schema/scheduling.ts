import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recoveryRequests } from './jobs';

/** Reminders already sent for a job (one per kind), so a repeated sweep never sends twice. */
export const jobReminders = pgTable(
  'job_reminders',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.kind] })],
);
