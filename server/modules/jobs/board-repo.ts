import { parseJobNumber } from '@core/jobs';
import type { BoardStatus } from '@core/operations';
import type { VehicleType } from '@core/pricing';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryRequests } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import { accountsViews } from '../accounts/views';
import { fleetViews } from '../fleet/views';
import { inspectionsViews } from '../inspections/views';
import { noticesViews } from '../notices/views';

export interface BoardFilter {
  status?: BoardStatus;
  q?: string;
  vehicleType?: VehicleType;
  flagged?: boolean;
}

/** A job's column on the board, in SQL (core/operations `boardStatusOf`). */
const boardStatusSql = sql<BoardStatus>`case when ${recoveryRequests.status} = 'pending' then (case when ${recoveryRequests.paymentStatus} = 'paid' then 'open' else 'unpaid' end) else ${recoveryRequests.status}::text end`;

function statusCondition(status: BoardStatus): SQL | undefined {
  if (status === 'open')
    return and(eq(recoveryRequests.status, 'pending'), eq(recoveryRequests.paymentStatus, 'paid'));
  if (status === 'unpaid')
    return and(eq(recoveryRequests.status, 'pending'), sql`${recoveryRequests.paymentStatus} <> 'paid'`);
  return eq(recoveryRequests.status, status);
}

/** Search: a PW number, a client's or driver's name or e-mail, a VIN, or a city (either end). */
function searchCondition(db: DbOrTx, q: string): SQL | undefined {
  const number = parseJobNumber(q) ?? (/^\d{1,15}$/.test(q) ? Number(q) : null);
  const pattern = `%${escapeLike(q)}%`;
  const people = accountsViews.userIdsMatching(db, pattern);
  return or(
    number !== null ? eq(recoveryRequests.number, number) : undefined,
    ilike(recoveryRequests.pickupLocation, pattern),
    ilike(recoveryRequests.destinationLocation, pattern),
    inArray(recoveryRequests.clientId, people),
    inArray(recoveryRequests.driverId, people),
    inArray(recoveryRequests.vehicleId, fleetViews.vehicleIdsWithVin(db, pattern)),
    inArray(recoveryRequests.id, inspectionsViews.jobIdsWithVin(db, pattern)),
  );
}

export const boardRepo = {
  /** Jobs per column for the search and filters (every column, whatever column is chosen). */
  async counts(db: DbOrTx, filter: BoardFilter): Promise<Map<BoardStatus, number>> {
    const rows = await db
      .select({ status: boardStatusSql, n: sql<number>`count(*)::int` })
      .from(recoveryRequests)
      .where(boardConditions(db, { ...filter, status: undefined }))
      .groupBy(boardStatusSql);
    return new Map(rows.map((r) => [r.status, r.n]));
  },

  /** A page of the board, most recently changed first. */
  page(db: DbOrTx, filter: BoardFilter, limit: number, offset: number) {
    return db
      .select()
      .from(recoveryRequests)
      .where(boardConditions(db, filter))
      .orderBy(desc(recoveryRequests.updatedAt), desc(recoveryRequests.id))
      .limit(limit)
      .offset(offset);
  },
};

function boardConditions(db: DbOrTx, filter: BoardFilter): SQL | undefined {
  return and(
    filter.status ? statusCondition(filter.status) : undefined,
    filter.vehicleType ? eq(recoveryRequests.vehicleType, filter.vehicleType) : undefined,
    filter.flagged ? inArray(recoveryRequests.id, noticesViews.jobIdsWithOpenExceptions(db)) : undefined,
    filter.q ? searchCondition(db, filter.q) : undefined,
  );
}
