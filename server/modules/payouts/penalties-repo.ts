import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverPenalties, payoutTransfers } from '../../db/schema';
import type { PayoutTransferRow } from './repo';

/** SQL of penalties and of the held halves they (and claims' reservations) keep back. */
export const penaltiesRepo = {
  /**
   * The driver's held halves no claim reserves yet, oldest first, locked for the caller's transaction
   * (receipts' reimbursements are not halves: a claim never holds them).
   */
  unfrozenHeld: (db: DbOrTx, driverId: string) =>
    db
      .select()
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.driverId, driverId),
          eq(payoutTransfers.status, 'held'),
          isNull(payoutTransfers.frozenBy),
          isNull(payoutTransfers.tripCostId),
        ),
      )
      .orderBy(payoutTransfers.releasedAt)
      .for('update'),

  async freeze(db: DbOrTx, ids: string[], claimId: string): Promise<void> {
    if (ids.length > 0)
      await db.update(payoutTransfers).set({ frozenBy: claimId }).where(inArray(payoutTransfers.id, ids));
  },

  async unfreeze(db: DbOrTx, claimId: string): Promise<void> {
    await db.update(payoutTransfers).set({ frozenBy: null }).where(eq(payoutTransfers.frozenBy, claimId));
  },

  async hasTransfer(db: DbOrTx, jobId: string, half: number): Promise<boolean> {
    const [row] = await db
      .select({ id: payoutTransfers.id })
      .from(payoutTransfers)
      .where(and(eq(payoutTransfers.jobId, jobId), eq(payoutTransfers.half, half)));
    return Boolean(row);
  },

  async insertPenalty(db: DbOrTx, row: typeof driverPenalties.$inferInsert) {
    const [inserted] = await db.insert(driverPenalties).values(row).returning();
    return inserted!;
  },

  penaltiesOf: (db: DbOrTx, driverId: string) =>
    db
      .select()
      .from(driverPenalties)
      .where(eq(driverPenalties.driverId, driverId))
      .orderBy(desc(driverPenalties.createdAt))
      .limit(200),

  /** The driver's penalties not fully recovered, oldest first, locked for the caller's transaction. */
  lockOutstandingPenalties: (db: DbOrTx, driverId: string) =>
    db
      .select()
      .from(driverPenalties)
      .where(
        and(
          eq(driverPenalties.driverId, driverId),
          sql`${driverPenalties.recoveredCents} < ${driverPenalties.amountCents}`,
        ),
      )
      .orderBy(driverPenalties.createdAt)
      .for('update'),

  async lockPenalty(db: DbOrTx, id: string) {
    const [row] = await db.select().from(driverPenalties).where(eq(driverPenalties.id, id)).for('update');
    return row;
  },

  /** A waived penalty: cut to what was recovered, or gone when nothing was. */
  async cutPenalty(db: DbOrTx, id: string, recoveredCents: number): Promise<void> {
    if (recoveredCents === 0) await db.delete(driverPenalties).where(eq(driverPenalties.id, id));
    else
      await db.update(driverPenalties).set({ amountCents: recoveredCents }).where(eq(driverPenalties.id, id));
  },

  async setPenaltyRecovered(db: DbOrTx, id: string, recoveredCents: number): Promise<void> {
    await db.update(driverPenalties).set({ recoveredCents }).where(eq(driverPenalties.id, id));
  },

  /** Keeps `cents` of a claimed half back against penalties: it goes out that much smaller. */
  async keepBack(db: DbOrTx, id: string, cents: number): Promise<PayoutTransferRow> {
    const [row] = await db
      .update(payoutTransfers)
      .set({
        amountCents: sql`${payoutTransfers.amountCents} - ${cents}`,
        penaltyCents: sql`${payoutTransfers.penaltyCents} + ${cents}`,
      })
      .where(eq(payoutTransfers.id, id))
      .returning();
    return row!;
  },
};
