import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for rate-limited routes (sign-in, sign-up, test cards), shared by every server
 * process: one row per route and client address, a fixed window that restarts once `resets_at`
 * has passed. Expired rows are purged by the `rate-limits-purge` background task.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);
