import { ratingSummary } from '@core/ratings';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratings } from '../../db/schema';

/** Read-only answers from the ratings table for domains created before the ratings service (drivers). */
export const ratingsViews = {
  /** Each driver's public rating from clients, as everyone sees it: `{average, count}`, or null under 3. */
  async driverSummaries(db: DbOrTx, driverIds: string[]) {
    const out = new Map<string, { average: number; count: number } | null>();
    if (driverIds.length === 0) return out;
    const rows = await db
      .select({
        driverId: ratings.ratedId,
        count: sql<number>`count(*)::int`,
        sum: sql<number>`sum(${ratings.overall})::int`,
      })
      .from(ratings)
      .where(
        and(
          inArray(ratings.ratedId, driverIds),
          eq(ratings.side, 'client_rates_driver'),
          lte(ratings.publicAt, sql`now()`),
        ),
      )
      .groupBy(ratings.ratedId);
    for (const id of driverIds) out.set(id, null);
    for (const r of rows) out.set(r.driverId, ratingSummary(r.count, r.sum));
    return out;
  },
};
