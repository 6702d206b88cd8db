import type { JobsContext } from './context';
import { type OpenPageQuery, type OpenPageRow, openJobsRepo } from './open-jobs-repo';
import { decodeCursor, encodeCursor } from './open-page';
import type { JobRow } from './repo';

/** Paid jobs waiting for a driver: pages of them and their counts per vehicle type. */

/** One page of paid jobs waiting for a driver (the drivers' open-jobs list), and the next cursor. */
export async function openPage(
  ctx: JobsContext,
  query: Omit<OpenPageQuery, 'after'> & { cursor?: string },
): Promise<{ rows: OpenPageRow[]; nextCursor: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  const rows = await openJobsRepo.openPage(ctx.db, { ...query, after });
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  const nextCursor = !last
    ? null
    : encodeCursor(
        query.sort === 'distance'
          ? { sort: 'distance', priority: last.priority, miles: last.sortMiles, id: last.id }
          : { sort: 'newest', priority: last.priority, createdAt: last.createdAtKey, id: last.id },
      );
  return { rows, nextCursor };
}

/**
 * Paid jobs waiting for a driver, per vehicle type. Counting means reading every open job, so one
 * count per set of types serves all drivers until a job changes here, or for a few seconds (the list
 * itself is never cached).
 */
export const countOpen = (ctx: JobsContext, vehicleTypes: JobRow['vehicleType'][]) =>
  ctx.openCounts.cache.fetch(`${ctx.openCounts.generation}:${[...vehicleTypes].sort().join(',')}`) as Promise<
    Record<string, number>
  >;

export const listOpen = (ctx: JobsContext, vehicleTypes: JobRow['vehicleType'][], limit?: number) =>
  openJobsRepo.listOpen(ctx.db, vehicleTypes, limit);
