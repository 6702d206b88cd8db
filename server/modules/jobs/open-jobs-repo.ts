import { MILES_PER_DEGREE } from '@core/open-jobs';
import { vehicleTypes } from '@core/pricing';
import { and, asc, desc, eq, fillPlaceholders, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { recoveryRequests } from '../../db/schema';
import type { OpenPageCursor } from './open-page';
import type { JobRow } from './repo';

/**
 * The open-jobs queries (every driver's list runs them): paid jobs waiting for a driver, a page at a
 * time as prepared statements per shape, and their counts per vehicle type.
 */

export interface OpenPageQuery {
  vehicleTypes: JobRow['vehicleType'][];
  sort: OpenPageCursor['sort'];
  /** Where distances are measured from (required to sort by distance). */
  near?: { lat: number; lng: number };
  after?: OpenPageCursor;
  limit: number;
}

/**
 * The columns an open-job card is made of (with the driver's pay and hours check): the list reads only
 * these, not the whole job (less to read, send and map on every driver's page).
 */
const openCardColumns = {
  id: recoveryRequests.id,
  number: recoveryRequests.number,
  vehicleType: recoveryRequests.vehicleType,
  pickupLocation: recoveryRequests.pickupLocation,
  destinationLocation: recoveryRequests.destinationLocation,
  distanceMiles: recoveryRequests.distanceMiles,
  serviceTime: recoveryRequests.serviceTime,
  scheduledTime: recoveryRequests.scheduledTime,
  pickupWindowEnd: recoveryRequests.pickupWindowEnd,
  deliveryWindowStart: recoveryRequests.deliveryWindowStart,
  deliveryWindowEnd: recoveryRequests.deliveryWindowEnd,
  notes: recoveryRequests.notes,
  createdAt: recoveryRequests.createdAt,
  priority: recoveryRequests.priority,
  priceCents: recoveryRequests.priceCents,
  driverReturnCents: recoveryRequests.driverReturnCents,
  fuelCents: recoveryRequests.fuelCents,
};
type OpenCardRow = Pick<JobRow, keyof typeof openCardColumns>;

/** An open job with what its page needs: miles from `near`, and its sort key for the next cursor. */
export type OpenPageRow = OpenCardRow & { milesAway: number | null; sortMiles: number; createdAtKey: string };

/**
 * Paid, pending and without a driver (the condition of the open-jobs partial indexes), and not offered
 * to chosen drivers right now (an operator's offer keeps it off everyone else's list until it ends).
 */
const isOpen = and(
  eq(recoveryRequests.status, 'pending'),
  eq(recoveryRequests.paymentStatus, 'paid'),
  isNull(recoveryRequests.driverId),
  or(isNull(recoveryRequests.offeredUntil), lte(recoveryRequests.offeredUntil, sql`now()`)),
);

/** Jobs with an unknown pickup sort after every measured one. */
const UNKNOWN_MILES = 1e9;

/** What changes the open-jobs page query's text; its values are bound (openPageValues). */
interface OpenPageShape {
  sort: OpenPageQuery['sort'];
  near: boolean;
  after: boolean;
  vehicleTypes: JobRow['vehicleType'][];
}

const openPageShape = (q: OpenPageQuery): OpenPageShape => ({
  sort: q.sort,
  near: q.near !== undefined,
  after: q.after !== undefined,
  vehicleTypes: q.vehicleTypes,
});

function openPageValues(q: OpenPageQuery): Record<string, unknown> {
  const after = q.after;
  return {
    limit: q.limit,
    lat: q.near?.lat,
    lng: q.near?.lng,
    afterPriority: after?.priority,
    afterCreatedAt: after?.sort === 'newest' ? after.createdAt : undefined,
    afterMiles: after?.sort === 'distance' ? after.miles : undefined,
    afterId: after?.id,
  };
}

/**
 * The vehicle types as SQL literals of the enum, not parameters: every plan of a prepared statement,
 * generic ones included, then knows which types it filters on and can choose the index that serves
 * them (one type: the per-type index; several: the newest-first one). Only the enum's own values are
 * written out, never the caller's strings.
 */
function vehicleTypeIn(types: JobRow['vehicleType'][]) {
  const literals = vehicleTypes.filter((t) => types.includes(t)).map((t) => `'${t}'`);
  return sql`${recoveryRequests.vehicleType} in (${sql.raw(literals.join(', '))})`;
}

/** The page query of one shape, with placeholders for its values. */
function openPageSelect(db: DbOrTx, shape: OpenPageShape) {
  const lat = sql`${sql.placeholder('lat')}::float8`;
  const lng = sql`${sql.placeholder('lng')}::float8`;
  const miles = shape.near
    ? sql<number | null>`(${MILES_PER_DEGREE} * sqrt(power(${recoveryRequests.pickupLat} - ${lat}, 2)
          + power((${recoveryRequests.pickupLng} - ${lng}) * cos(radians(${lat})), 2)))`
    : sql<number | null>`null::float8`;
  const sortMiles = sql<number>`coalesce(${miles}, ${UNKNOWN_MILES}::float8)`;
  const createdAtKey = sql<string>`to_char(${recoveryRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const conditions = [isOpen, vehicleTypeIn(shape.vehicleTypes)];
  const afterPriority = sql`${sql.placeholder('afterPriority')}::boolean`;
  const afterId = sql`${sql.placeholder('afterId')}::uuid`;
  if (shape.after && shape.sort === 'newest') {
    conditions.push(
      sql`(${recoveryRequests.priority}, ${recoveryRequests.createdAt}, ${recoveryRequests.id}) < (${afterPriority}, ${sql.placeholder('afterCreatedAt')}::timestamptz, ${afterId})`,
    );
  } else if (shape.after) {
    const afterMiles = sql`${sql.placeholder('afterMiles')}::float8`;
    conditions.push(
      sql`(${recoveryRequests.priority} < ${afterPriority} or (${recoveryRequests.priority} = ${afterPriority}
          and (${sortMiles} > ${afterMiles} or (${sortMiles} = ${afterMiles} and ${recoveryRequests.id} > ${afterId}))))`,
    );
  }
  const order =
    shape.sort === 'distance'
      ? [desc(recoveryRequests.priority), asc(sortMiles), asc(recoveryRequests.id)]
      : [desc(recoveryRequests.priority), desc(recoveryRequests.createdAt), desc(recoveryRequests.id)];
  return db
    .select({ ...openCardColumns, milesAway: miles, sortMiles, createdAtKey })
    .from(recoveryRequests)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(sql.placeholder('limit'));
}

type OpenPageStatement = ReturnType<ReturnType<typeof openPageSelect>['prepare']>;
const openPageStatements = new Map<string, (db: DbOrTx) => OpenPageStatement>();

/** The prepared statement of the query's shape, named after it (each pooled connection plans it once). */
function openPageStatement(db: DbOrTx, q: OpenPageQuery): OpenPageStatement {
  const shape = openPageShape(q);
  const typeBits = vehicleTypes.reduce(
    (bits, t, i) => (shape.vehicleTypes.includes(t) ? bits | (1 << i) : bits),
    0,
  );
  const name = `open_page_${shape.sort}${shape.near ? '_near' : ''}${shape.after ? '_after' : ''}_${typeBits}`;
  let statement = openPageStatements.get(name);
  if (!statement) {
    statement = preparedStatement((handle) => openPageSelect(handle, shape).prepare(name));
    openPageStatements.set(name, statement);
  }
  return statement(db);
}

export const openJobsRepo = {
  /** Paid jobs waiting for a driver, of the given vehicle types, oldest first. */
  listOpen(db: DbOrTx, vehicleTypes: JobRow['vehicleType'][], limit = 200): Promise<JobRow[]> {
    if (vehicleTypes.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(recoveryRequests)
      .where(and(isOpen, inArray(recoveryRequests.vehicleType, vehicleTypes)))
      .orderBy(recoveryRequests.createdAt)
      .limit(limit);
  },
  /**
   * One page of open jobs: Priority Dispatch first, then newest (the partial indexes serve it) or nearest
   * pickup (straight-line miles on an equirectangular projection, close enough to rank within a region).
   * Every driver's list runs this, so it is a prepared statement per shape (openPageStatement).
   */
  async openPage(db: DbOrTx, q: OpenPageQuery): Promise<OpenPageRow[]> {
    if (q.vehicleTypes.length === 0) return [];
    // float8 columns arrive as numbers (node-postgres parses them), so the rows are the page as they are.
    return openPageStatement(db, q).execute(openPageValues(q));
  },
  /** The statement behind openPage with its values (tests EXPLAIN it; the bench's bare server runs it). */
  openPageQuery(db: DbOrTx, q: OpenPageQuery): { sql: string; params: unknown[] } {
    const statement = openPageSelect(db, openPageShape(q)).toSQL();
    return { sql: statement.sql, params: fillPlaceholders(statement.params, openPageValues(q)) };
  },
  /** Open jobs per vehicle type (an index-only count over the open-jobs partial index). */
  async countOpen(db: DbOrTx, vehicleTypes: JobRow['vehicleType'][]): Promise<Record<string, number>> {
    if (vehicleTypes.length === 0) return {};
    const rows = await db
      .select({ type: recoveryRequests.vehicleType, n: sql<number>`count(*)::int` })
      .from(recoveryRequests)
      .where(and(isOpen, inArray(recoveryRequests.vehicleType, vehicleTypes)))
      .groupBy(recoveryRequests.vehicleType);
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  },
};
