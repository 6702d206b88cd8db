import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  driverProfiles as drivers,
  jobReturns,
  recoveryRequests,
  tripCostSettlements,
  tripCosts,
  users,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type TripCostRow = typeof tripCosts.$inferSelect;
export type NewTripCost = typeof tripCosts.$inferInsert;

/** The job's facts a receipt is checked against (and its cost lines, for the money). */
const jobColumns = {
  id: recoveryRequests.id,
  number: recoveryRequests.number,
  status: recoveryRequests.status,
  clientId: recoveryRequests.clientId,
  driverId: recoveryRequests.driverId,
  fuelCents: recoveryRequests.fuelCents,
  driverReturnCents: recoveryRequests.driverReturnCents,
  deliveredAt: recoveryRequests.deliveredAt,
  lastLat: recoveryRequests.lastLat,
  lastLng: recoveryRequests.lastLng,
  lastPositionAt: recoveryRequests.lastPositionAt,
};

export const receiptsRepo = {
  async job(db: DbOrTx, jobId: string, { lock = false } = {}) {
    if (!isUuid(jobId)) return undefined;
    const q = db.select(jobColumns).from(recoveryRequests).where(eq(recoveryRequests.id, jobId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** The driver's own last fix (the phone reports it while on duty, with or without a job open). */
  async driverPosition(db: DbOrTx, driverId: string) {
    const [row] = await db
      .select({ lat: drivers.lastLat, lng: drivers.lastLng, at: drivers.lastPositionAt })
      .from(drivers)
      .where(eq(drivers.userId, driverId));
    return row;
  },

  /** Records a receipt once per the phone's key: a retried upload answers null (the first one stands). */
  async insert(db: DbOrTx, row: NewTripCost): Promise<TripCostRow | null> {
    const [inserted] = await db.insert(tripCosts).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async byClientKey(db: DbOrTx, driverId: string, clientKey: string): Promise<TripCostRow | undefined> {
    const [row] = await db
      .select()
      .from(tripCosts)
      .where(and(eq(tripCosts.driverId, driverId), eq(tripCosts.clientKey, clientKey)));
    return row;
  },

  async find(db: DbOrTx, id: string, { lock = false } = {}): Promise<TripCostRow | undefined> {
    if (!isUuid(id)) return undefined;
    const q = db.select().from(tripCosts).where(eq(tripCosts.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** A job's receipts (not the tickets operators book), newest first. */
  receiptsOfJob(db: DbOrTx, jobId: string): Promise<TripCostRow[]> {
    return db
      .select()
      .from(tripCosts)
      .where(and(eq(tripCosts.jobId, jobId), ne(tripCosts.kind, 'return_ticket')))
      .orderBy(sql`${tripCosts.occurredAt} desc`);
  },

  /** A driver's reimbursed receipts, for their earnings and statement. */
  approvedOfDriver(db: DbOrTx, driverId: string): Promise<TripCostRow[]> {
    return db
      .select()
      .from(tripCosts)
      .where(
        and(
          eq(tripCosts.driverId, driverId),
          eq(tripCosts.status, 'approved'),
          ne(tripCosts.kind, 'return_ticket'),
        ),
      );
  },

  /** Receipts waiting for an operator, oldest first, with the job's number and the driver's name. */
  queue(db: DbOrTx, limit = 200) {
    return db
      .select({
        cost: tripCosts,
        jobNumber: recoveryRequests.number,
        fuelCents: recoveryRequests.fuelCents,
        driverReturnCents: recoveryRequests.driverReturnCents,
        driverName: users.name,
        lineClosed: sql<boolean>`${recoveryRequests.status} = 'cancelled' or ${tripCostSettlements.jobId} is not null`,
      })
      .from(tripCosts)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, tripCosts.jobId))
      .innerJoin(users, eq(users.id, tripCosts.driverId))
      .leftJoin(tripCostSettlements, eq(tripCostSettlements.jobId, tripCosts.jobId))
      .where(and(eq(tripCosts.status, 'submitted'), ne(tripCosts.kind, 'return_ticket')))
      .orderBy(asc(tripCosts.createdAt))
      .limit(limit);
  },

  /** Approved amounts per kind on the jobs (what their cost lines already paid for). */
  async approvedByKind(db: DbOrTx, jobIds: string[]) {
    if (jobIds.length === 0) return [];
    return db
      .select({
        jobId: tripCosts.jobId,
        kind: tripCosts.kind,
        cents: sql<number>`coalesce(sum(${tripCosts.amountCents}), 0)::int`,
      })
      .from(tripCosts)
      .where(and(inArray(tripCosts.jobId, jobIds), eq(tripCosts.status, 'approved')))
      .groupBy(tripCosts.jobId, tripCosts.kind);
  },

  async decide(
    db: DbOrTx,
    id: string,
    d: {
      status: 'approved' | 'rejected';
      amountCents: number;
      claimedCents: number | null;
      decidedBy: string;
      note: string | null;
    },
  ): Promise<TripCostRow> {
    const [row] = await db
      .update(tripCosts)
      .set({
        status: d.status,
        amountCents: d.amountCents,
        claimedCents: d.claimedCents,
        decidedBy: d.decidedBy,
        decidedAt: new Date(),
        decisionNote: d.note,
      })
      .where(eq(tripCosts.id, id))
      .returning();
    return row!;
  },

  /** Approved receipts of a job not yet released to its driver, locked for the release. */
  approvedUnreleased(db: DbOrTx, jobId: string): Promise<TripCostRow[]> {
    return db
      .select()
      .from(tripCosts)
      .where(
        and(
          eq(tripCosts.jobId, jobId),
          eq(tripCosts.status, 'approved'),
          ne(tripCosts.kind, 'return_ticket'),
          isNull(tripCosts.releasedAt),
        ),
      )
      .orderBy(asc(tripCosts.decidedAt))
      .for('update');
  },

  async markReleased(db: DbOrTx, id: string): Promise<void> {
    await db.update(tripCosts).set({ releasedAt: new Date() }).where(eq(tripCosts.id, id));
  },

  /** How the driver goes home from the job, when an operator or the driver said (job_returns). */
  async returnModeOf(db: DbOrTx, jobId: string) {
    const [row] = await db
      .select({ mode: jobReturns.mode })
      .from(jobReturns)
      .where(eq(jobReturns.jobId, jobId));
    return row?.mode ?? null;
  },

  /** Whether the job's costs were settled with the client (what was held for them is gone). */
  async settled(db: DbOrTx, jobId: string): Promise<boolean> {
    const [row] = await db
      .select({ jobId: tripCostSettlements.jobId })
      .from(tripCostSettlements)
      .where(eq(tripCostSettlements.jobId, jobId));
    return Boolean(row);
  },
};
