import { MILES_PER_DEGREE } from '@core/open-jobs';
import { vehicleTypes } from '@core/pricing';
import {
  and,
  asc,
  between,
  desc,
  eq,
  fillPlaceholders,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { jobEvents, recoveryRequests } from '../../db/schema';
import type { OpenPageCursor } from './open-page';

export type JobRow = typeof recoveryRequests.$inferSelect;
export type NewJob = typeof recoveryRequests.$inferInsert;
export type NewJobEvent = typeof jobEvents.$inferInsert;

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
};
export type OpenCardRow = Pick<JobRow, keyof typeof openCardColumns>;

/** An open job with what its page needs: miles from `near`, and its sort key for the next cursor. */
export type OpenPageRow = OpenCardRow & { milesAway: number | null; sortMiles: number; createdAtKey: string };

/** Paid, pending and without a driver: the condition of the open-jobs partial indexes. */
const isOpen = and(
  eq(recoveryRequests.status, 'pending'),
  eq(recoveryRequests.paymentStatus, 'paid'),
  isNull(recoveryRequests.driverId),
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

export const jobsRepo = {
  /** Inserts unless this client already sent the same idempotency key; answers the row either way. */
  async insertJob(db: DbOrTx, job: NewJob): Promise<{ row: JobRow; created: boolean }> {
    const [row] = await db.insert(recoveryRequests).values(job).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const [existing] = await db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.clientId, job.clientId),
          eq(recoveryRequests.idempotencyKey, job.idempotencyKey!),
        ),
      );
    return { row: existing!, created: false };
  },

  async findById(db: DbOrTx, id: string): Promise<JobRow | undefined> {
    const [row] = await db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)).limit(1);
    return row;
  },

  async findByNumber(db: DbOrTx, number: number): Promise<JobRow | undefined> {
    const [row] = await db
      .select()
      .from(recoveryRequests)
      .where(eq(recoveryRequests.number, number))
      .limit(1);
    return row;
  },

  /** Jobs the user is a party to: as the client or as the assigned driver. */
  listForParty(db: DbOrTx, userId: string, limit = 100): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(or(eq(recoveryRequests.clientId, userId), eq(recoveryRequests.driverId, userId)))
      .orderBy(desc(recoveryRequests.createdAt))
      .limit(limit);
  },

  /** Paid jobs waiting for a driver, of the given vehicle types, oldest first. */
  listOpen(db: DbOrTx, vehicleTypes: JobRow['vehicleType'][]): Promise<JobRow[]> {
    if (vehicleTypes.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.status, 'pending'),
          eq(recoveryRequests.paymentStatus, 'paid'),
          isNull(recoveryRequests.driverId),
          inArray(recoveryRequests.vehicleType, vehicleTypes),
        ),
      )
      .orderBy(recoveryRequests.createdAt)
      .limit(200);
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

  /** Stores the driver's position only while that driver is driving that job. */
  async updatePosition(
    db: DbOrTx,
    jobId: string,
    driverId: string,
    lat: number,
    lng: number,
  ): Promise<JobRow | undefined> {
    const [row] = await db
      .update(recoveryRequests)
      .set({ lastLat: lat, lastLng: lng, lastPositionAt: sql`now()` })
      .where(
        and(
          eq(recoveryRequests.id, jobId),
          eq(recoveryRequests.driverId, driverId),
          eq(recoveryRequests.status, 'in_progress'),
        ),
      )
      .returning();
    return row;
  },

  /** Delivered jobs whose client has not confirmed within the window. */
  listDeliveredBefore(db: DbOrTx, before: Date): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(and(eq(recoveryRequests.status, 'delivered'), lt(recoveryRequests.deliveredAt, before)))
      .limit(500);
  },

  /** Paid jobs whose scheduled pickup falls in [from, to], with or without a driver. */
  listPickupsBetween(db: DbOrTx, from: Date, to: Date, assigned: boolean): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.paymentStatus, 'paid'),
          assigned ? eq(recoveryRequests.status, 'accepted') : eq(recoveryRequests.status, 'pending'),
          assigned ? isNotNull(recoveryRequests.driverId) : isNull(recoveryRequests.driverId),
          between(recoveryRequests.scheduledTime, from, to),
        ),
      )
      .orderBy(recoveryRequests.scheduledTime)
      .limit(500);
  },

  /** Jobs a driver has and has not delivered yet. */
  listUnderway(db: DbOrTx): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(inArray(recoveryRequests.status, ['accepted', 'in_progress']))
      .limit(1000);
  },

  /** Jobs cancelled while paid: their refund did not finish (a crash or a refusal at the provider). */
  listCancelledUnrefunded(db: DbOrTx, limit = 100): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(and(eq(recoveryRequests.status, 'cancelled'), eq(recoveryRequests.paymentStatus, 'paid')))
      .limit(limit);
  },

  listAll(db: DbOrTx, limit = 200): Promise<JobRow[]> {
    return db.select().from(recoveryRequests).orderBy(desc(recoveryRequests.createdAt)).limit(limit);
  },

  /**
   * Moves a job only if it is still in the expected state: one conditional UPDATE, so concurrent
   * attempts cannot both succeed. Answers the updated row, or nothing when the state had moved on.
   */
  async updateIf(
    db: DbOrTx,
    id: string,
    expected: { status?: JobRow['status'][]; paymentStatus?: JobRow['paymentStatus'][] },
    patch: Partial<NewJob>,
  ): Promise<JobRow | undefined> {
    const conditions = [eq(recoveryRequests.id, id)];
    if (expected.status) conditions.push(inArray(recoveryRequests.status, expected.status));
    if (expected.paymentStatus)
      conditions.push(inArray(recoveryRequests.paymentStatus, expected.paymentStatus));
    const [row] = await db
      .update(recoveryRequests)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning();
    return row;
  },

  async insertEvent(db: DbOrTx, event: NewJobEvent): Promise<void> {
    await db.insert(jobEvents).values(event);
  },

  /** Whether the client has (had) this driver on one of their jobs. */
  async clientHasDriver(db: DbOrTx, clientId: string, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: recoveryRequests.id })
      .from(recoveryRequests)
      .where(and(eq(recoveryRequests.clientId, clientId), eq(recoveryRequests.driverId, driverId)))
      .limit(1);
    return Boolean(row);
  },

  /** The latest events on jobs the user is a party to. */
  listActivity(db: DbOrTx, userId: string, limit: number) {
    return db
      .select({
        id: jobEvents.id,
        jobId: jobEvents.jobId,
        number: recoveryRequests.number,
        type: jobEvents.type,
        toStatus: jobEvents.toStatus,
        createdAt: jobEvents.createdAt,
      })
      .from(jobEvents)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, jobEvents.jobId))
      .where(or(eq(recoveryRequests.clientId, userId), eq(recoveryRequests.driverId, userId)))
      .orderBy(desc(jobEvents.createdAt), desc(jobEvents.id))
      .limit(limit);
  },
  /**
   * Demand and drivers on a grid (the heat map): every job's pickup and destination placed since `since`,
   * and every driver's last position reported since then, counted per cell of `cellDegrees` of latitude
   * (and as many kilometres of longitude), with how many different people the events came from.
   */
  async heatCells(db: DbOrTx, since: Date, cellDegrees: number) {
    const result = await db.execute<{ lat: number; lng: number; events: number; people: number }>(sql`
      with events as (
        select pickup_lat as lat, pickup_lng as lng, client_id as person from recovery_requests
          where created_at >= ${since} and pickup_lat is not null and pickup_lng is not null
        union all
        select destination_lat, destination_lng, client_id from recovery_requests
          where created_at >= ${since} and destination_lat is not null and destination_lng is not null
        union all
        select last_lat, last_lng, driver_id from recovery_requests
          where last_position_at >= ${since} and last_lat is not null and driver_id is not null
      ), rows as (
        select floor(lat / ${cellDegrees}) as row, lng, person from events
      ), cells as (
        select row, floor(lng * cos(radians((row + 0.5) * ${cellDegrees})) / ${cellDegrees}) as col, person
        from rows
      )
      select
        ((row + 0.5) * ${cellDegrees})::float8 as lat,
        ((col + 0.5) * ${cellDegrees} / cos(radians((row + 0.5) * ${cellDegrees})))::float8 as lng,
        count(*)::int as events,
        count(distinct person)::int as people
      from cells group by row, col
    `);
    return result.rows;
  },
  /**
   * The people `userId` shares jobs with (the client of a job they drive, the driver of a job they
   * requested), and whether one of those jobs is underway or was completed after `completedSince`.
   */
  async counterparts(db: DbOrTx, userId: string, completedSince: Date, otherId?: string) {
    const result = await db.execute<{ other_id: string; relation: 'client' | 'driver'; active: boolean }>(sql`
      select
        case when client_id = ${userId} then driver_id else client_id end as other_id,
        case when client_id = ${userId} then 'driver' else 'client' end as relation,
        bool_or(
          status in ('accepted', 'in_progress', 'delivered')
          or (status = 'completed' and updated_at >= ${completedSince})
        ) as active
      from recovery_requests
      where ((client_id = ${userId} and driver_id is not null) or driver_id = ${userId})
        ${otherId ? sql`and (client_id = ${otherId} or driver_id = ${otherId})` : sql``}
      group by 1, 2
    `);
    return result.rows.map((r) => ({ userId: r.other_id, relation: r.relation, active: r.active }));
  },
};
