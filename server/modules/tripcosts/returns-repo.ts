import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  driverPenalties,
  jobReturns,
  ledgerEntries,
  recoveryRequests,
  tripCostSettlements,
  tripCosts,
} from '../../db/schema';

export type JobReturnRow = typeof jobReturns.$inferSelect;
export type SettlementRow = typeof tripCostSettlements.$inferSelect;

/** Sums of a job's trip costs by line (fuel; the return's receipts and tickets). */
export interface CostSums {
  fuelCents: number;
  returnCents: number;
}

const sumOf = (kind: 'fuel' | 'return') =>
  sql<number>`coalesce(sum(${tripCosts.amountCents}) filter (where ${
    kind === 'fuel' ? sql`${tripCosts.kind} = 'fuel'` : sql`${tripCosts.kind} <> 'fuel'`
  }), 0)::int`;

/** SQL of the driver's way home (job_returns), of the costs' sums and of settlements. */
export const returnsRepo = {
  async find(db: DbOrTx, jobId: string): Promise<JobReturnRow | undefined> {
    const [row] = await db.select().from(jobReturns).where(eq(jobReturns.jobId, jobId));
    return row;
  },

  /** The row locked for the caller's transaction: a decision on it is taken once. */
  async lock(db: DbOrTx, jobId: string): Promise<JobReturnRow | undefined> {
    const [row] = await db.select().from(jobReturns).where(eq(jobReturns.jobId, jobId)).for('update');
    return row;
  },

  /** Opens the job's return once (a second opener at the same moment reads the first one's row). */
  async open(db: DbOrTx, row: typeof jobReturns.$inferInsert): Promise<void> {
    await db.insert(jobReturns).values(row).onConflictDoNothing();
  },

  async update(db: DbOrTx, jobId: string, set: Partial<typeof jobReturns.$inferInsert>) {
    const [row] = await db
      .update(jobReturns)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(jobReturns.jobId, jobId))
      .returning();
    return row!;
  },

  async insertTicketCost(db: DbOrTx, row: typeof tripCosts.$inferInsert) {
    const [inserted] = await db.insert(tripCosts).values(row).returning();
    return inserted!;
  },

  async costById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(tripCosts).where(eq(tripCosts.id, id));
    return row;
  },

  /** A job's costs by line: approved, and recorded (approved or still to decide). */
  async sums(
    db: DbOrTx,
    jobId: string,
    excludeId?: string,
  ): Promise<{ approved: CostSums; recorded: CostSums }> {
    const base = [eq(tripCosts.jobId, jobId), ...(excludeId ? [ne(tripCosts.id, excludeId)] : [])];
    const read = (status: ('approved' | 'submitted')[]) =>
      db
        .select({ fuelCents: sumOf('fuel'), returnCents: sumOf('return') })
        .from(tripCosts)
        .where(and(...base, inArray(tripCosts.status, status)));
    const [[approved], [recorded]] = await Promise.all([read(['approved']), read(['approved', 'submitted'])]);
    return { approved: approved!, recorded: recorded! };
  },

  async hasSubmitted(db: DbOrTx, jobId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: tripCosts.id })
      .from(tripCosts)
      .where(and(eq(tripCosts.jobId, jobId), eq(tripCosts.status, 'submitted')))
      .limit(1);
    return Boolean(row);
  },

  /** The driver's other jobs taken since `since`, with their pickup's position (a next load home). */
  driversLaterJobs: (db: DbOrTx, driverId: string, jobId: string, since: Date, until: Date) =>
    db
      .select({ id: recoveryRequests.id, lat: recoveryRequests.pickupLat, lng: recoveryRequests.pickupLng })
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.driverId, driverId),
          ne(recoveryRequests.id, jobId),
          inArray(recoveryRequests.status, ['accepted', 'in_progress', 'delivered', 'completed']),
          gte(recoveryRequests.acceptedAt, since),
          lte(recoveryRequests.acceptedAt, until),
          isNotNull(recoveryRequests.pickupLat),
        ),
      ),

  penaltyAmount: async (db: DbOrTx, penaltyId: string) => {
    const [row] = await db
      .select({ amountCents: driverPenalties.amountCents })
      .from(driverPenalties)
      .where(eq(driverPenalties.id, penaltyId));
    return row?.amountCents ?? 0;
  },

  /** Provided tickets departing before `until`, not reminded, missed or excused: claimed once each. */
  async claimDueReminders(db: DbOrTx, from: Date, until: Date) {
    return db
      .update(jobReturns)
      .set({ remindedAt: sql`now()` })
      .where(
        and(
          eq(jobReturns.mode, 'provided'),
          isNull(jobReturns.remindedAt),
          isNull(jobReturns.missedAt),
          isNotNull(jobReturns.departsAt),
          lte(jobReturns.departsAt, until),
          gte(jobReturns.departsAt, from),
        ),
      )
      .returning();
  },

  async findSettlement(db: DbOrTx, jobId: string): Promise<SettlementRow | undefined> {
    const [row] = await db.select().from(tripCostSettlements).where(eq(tripCostSettlements.jobId, jobId));
    return row;
  },

  /** The settlement's row, once per job: answers it when this call inserted it. */
  async insertSettlement(db: DbOrTx, row: typeof tripCostSettlements.$inferInsert) {
    const [inserted] = await db.insert(tripCostSettlements).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async updateSettlement(db: DbOrTx, jobId: string, set: Partial<typeof tripCostSettlements.$inferInsert>) {
    const [row] = await db
      .update(tripCostSettlements)
      .set(set)
      .where(eq(tripCostSettlements.jobId, jobId))
      .returning();
    return row!;
  },

  async markRefunded(db: DbOrTx, jobId: string, providerRefundId: string) {
    await db
      .update(tripCostSettlements)
      .set({ providerRefundId, refundedAt: sql`now()` })
      .where(and(eq(tripCostSettlements.jobId, jobId), isNull(tripCostSettlements.refundedAt)));
  },

  /** Refunds settled but not taken by the provider yet (a crash, or the provider did not answer). */
  owedRefunds: (db: DbOrTx) =>
    db
      .select()
      .from(tripCostSettlements)
      .where(and(isNull(tripCostSettlements.refundedAt), sql`${tripCostSettlements.refundCents} > 0`))
      .limit(100),

  /** Completed jobs with a return or fuel line and no settlement yet (a hook that failed). */
  unsettledCompleted: (db: DbOrTx) =>
    db
      .select({ id: recoveryRequests.id })
      .from(recoveryRequests)
      .leftJoin(tripCostSettlements, eq(tripCostSettlements.jobId, recoveryRequests.id))
      .where(
        and(
          eq(recoveryRequests.status, 'completed'),
          isNull(tripCostSettlements.jobId),
          sql`${recoveryRequests.driverReturnCents} + ${recoveryRequests.fuelCents} > 0`,
        ),
      )
      // Oldest first: a move whose way home is still open stays unsettled for up to the receipt window.
      .orderBy(recoveryRequests.deliveredAt)
      .limit(500),

  /** The month's totals for /admin/payouts, over [from, to). */
  async monthTotals(db: DbOrTx, from: Date, to: Date) {
    const decided = and(
      eq(tripCosts.status, 'approved'),
      gte(tripCosts.decidedAt, from),
      lt(tripCosts.decidedAt, to),
    );
    const [[costs], [settled], [overrun], [missed]] = await Promise.all([
      db
        .select({ fuelCents: sumOf('fuel'), returnCents: sumOf('return') })
        .from(tripCosts)
        .where(decided),
      db
        .select({
          refundedCents: sql<number>`coalesce(sum(${tripCostSettlements.refundCents}), 0)::int`,
          overrunCents: sql<number>`coalesce(sum(${tripCostSettlements.overrunCents}), 0)::int`,
        })
        .from(tripCostSettlements)
        .where(and(gte(tripCostSettlements.settledAt, from), lt(tripCostSettlements.settledAt, to))),
      // The platform's overrun from the ledger: receipts approved after settlement or on a cancelled move
      // count too, not only what settlements recorded.
      db
        .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, 'trip_cost_overrun'),
            gte(ledgerEntries.createdAt, from),
            lt(ledgerEntries.createdAt, to),
          ),
        ),
      db
        .select({ cents: sql<number>`coalesce(sum(${driverPenalties.amountCents}), 0)::int` })
        .from(jobReturns)
        .innerJoin(driverPenalties, eq(driverPenalties.id, jobReturns.penaltyId))
        .where(
          and(gte(jobReturns.missedAt, from), lt(jobReturns.missedAt, to), isNull(jobReturns.excusedAt)),
        ),
    ]);
    return {
      fuelPaidCents: costs!.fuelCents,
      returnsPaidCents: costs!.returnCents,
      refundedCents: settled!.refundedCents,
      overrunCents: overrun!.cents,
      missedPenaltiesCents: missed!.cents,
    };
  },
};
