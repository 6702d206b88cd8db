import type { JobArrival } from '@core/contracts/tracking';
import { internalJobEvents } from '@core/operations';
import {
  and,
  asc,
  between,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobEvents, recoveryRequests } from '../../db/schema';
import { paymentsViews } from '../payments/views';

export type JobRow = typeof recoveryRequests.$inferSelect;
export type NewJob = typeof recoveryRequests.$inferInsert;
export type NewJobEvent = typeof jobEvents.$inferInsert;

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

  /** The job, its row locked until the caller's transaction ends. */
  async lockById(db: DbOrTx, id: string): Promise<JobRow | undefined> {
    const [row] = await db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)).for('update');
    return row;
  },

  /** The moves of these orders, in the order they were written. */
  ofOrders(db: DbOrTx, orderIds: string[]): Promise<JobRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(recoveryRequests)
      .where(inArray(recoveryRequests.orderId, orderIds))
      .orderBy(asc(recoveryRequests.number));
  },

  findMany(db: DbOrTx, ids: string[]): Promise<JobRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(recoveryRequests).where(inArray(recoveryRequests.id, ids));
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

  /** A person's jobs as client or driver, and their company's (every member may see those). */
  listForParty(db: DbOrTx, userId: string, companyId: string | null, limit = 100): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(
        or(
          and(eq(recoveryRequests.clientId, userId), isNull(recoveryRequests.companyId)),
          eq(recoveryRequests.driverId, userId),
          companyId ? eq(recoveryRequests.companyId, companyId) : undefined,
        ),
      )
      .orderBy(desc(recoveryRequests.createdAt))
      .limit(limit);
  },

  /** Stores the driver's position only while that driver has the job (heading to the pickup or driving it). */
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
          // Heading to the pickup, and on the road: the client sees how far away the driver is.
          inArray(recoveryRequests.status, ['accepted', 'in_progress']),
        ),
      )
      .returning();
    return row;
  },

  /**
   * The job's hours-aware ETA (or none); the job's updatedAt stays, as nothing about the job changed.
   * An ETA is kept only while the job is at the step it was computed for (to the pickup while accepted,
   * to the destination while in progress): one computed just before a step commits is dropped.
   */
  async setLiveEta(db: DbOrTx, jobId: string, eta: JobRow['liveEta']): Promise<void> {
    const step = eta ? (eta.target === 'pickup' ? 'accepted' : 'in_progress') : null;
    await db
      .update(recoveryRequests)
      .set({ liveEta: eta })
      .where(and(eq(recoveryRequests.id, jobId), step ? eq(recoveryRequests.status, step) : undefined));
  },

  /** The truck's VIN as the pickup read it, kept on a job whose request named none. */
  async recordVin(db: DbOrTx, jobId: string, vin: string): Promise<void> {
    await db
      .update(recoveryRequests)
      .set({ vin })
      .where(and(eq(recoveryRequests.id, jobId), isNull(recoveryRequests.vin)));
  },

  /**
   * The arrival at the destination (and the job's eta with it), kept only while the job is still at the
   * step it was computed for: one computed just before a step commits is dropped.
   */
  async setArrival(db: DbOrTx, jobId: string, status: JobRow['status'], arrival: JobArrival): Promise<void> {
    await db
      .update(recoveryRequests)
      .set({ arrival, eta: new Date(arrival.arriveAt) })
      .where(and(eq(recoveryRequests.id, jobId), eq(recoveryRequests.status, status)));
  },

  /** The driver's jobs accepted or on the road (their duty status moves these jobs' ETAs). */
  underwayOfDriver(db: DbOrTx, driverId: string): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.driverId, driverId),
          inArray(recoveryRequests.status, ['accepted', 'in_progress']),
        ),
      );
  },

  /** Delivered jobs whose client has not confirmed within the window. */
  listDeliveredBefore(db: DbOrTx, before: Date, limit = 500): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(and(eq(recoveryRequests.status, 'delivered'), lt(recoveryRequests.deliveredAt, before)))
      .limit(limit);
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
  listUnderway(db: DbOrTx, limit = 1000): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(inArray(recoveryRequests.status, ['accepted', 'in_progress']))
      .limit(limit);
  },

  /** Jobs cancelled while paid: their refund did not finish (a crash or a refusal at the provider). */
  listCancelledUnrefunded(db: DbOrTx, limit = 100): Promise<JobRow[]> {
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.status, 'cancelled'),
          eq(recoveryRequests.paymentStatus, 'paid'),
          // An operator's cancellation that refunded nothing is settled: the job stays paid.
          notInArray(recoveryRequests.id, paymentsViews.settledJobIds(db)),
        ),
      )
      .limit(limit);
  },

  /** Jobs delivered since `since` (the console's on-time figure). */
  deliveredSince(db: DbOrTx, since: Date) {
    return db
      .select({
        deliveredAt: recoveryRequests.deliveredAt,
        deliveryWindowEnd: recoveryRequests.deliveryWindowEnd,
        eta: recoveryRequests.eta,
      })
      .from(recoveryRequests)
      .where(sql`${recoveryRequests.deliveredAt} >= ${since}`);
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
    expected: {
      status?: JobRow['status'][];
      paymentStatus?: JobRow['paymentStatus'][];
      /** The driver it must still have (null: none), so two reassignments never both win. */
      driverId?: string | null;
      /** The commission fixed at that acceptance: the split a reassignment reverses is this one. */
      commissionRateBps?: number | null;
    },
    patch: Partial<NewJob>,
  ): Promise<JobRow | undefined> {
    const conditions = [eq(recoveryRequests.id, id)];
    if (expected.status) conditions.push(inArray(recoveryRequests.status, expected.status));
    if (expected.driverId !== undefined)
      conditions.push(
        expected.driverId === null
          ? isNull(recoveryRequests.driverId)
          : eq(recoveryRequests.driverId, expected.driverId),
      );
    if (expected.commissionRateBps !== undefined)
      conditions.push(
        expected.commissionRateBps === null
          ? isNull(recoveryRequests.commissionRateBps)
          : eq(recoveryRequests.commissionRateBps, expected.commissionRateBps),
      );
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

  /** Every event of a job, oldest first (the operators' timeline). */
  eventsOf(db: DbOrTx, jobId: string) {
    return db
      .select()
      .from(jobEvents)
      .where(eq(jobEvents.jobId, jobId))
      .orderBy(jobEvents.createdAt, jobEvents.id);
  },

  /** Whether this driver once accepted the job (and so knows it, though it is no longer theirs). */
  async wasAcceptedBy(db: DbOrTx, jobId: string, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: jobEvents.id })
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.type, 'accepted'), eq(jobEvents.actorId, driverId)))
      .limit(1);
    return Boolean(row);
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
  listActivity(db: DbOrTx, userId: string, companyId: string | null, limit: number) {
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
      .where(
        and(
          or(
            and(eq(recoveryRequests.clientId, userId), isNull(recoveryRequests.companyId)),
            eq(recoveryRequests.driverId, userId),
            companyId ? eq(recoveryRequests.companyId, companyId) : undefined,
          ),
          notInArray(jobEvents.type, internalJobEvents),
        ),
      )
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
