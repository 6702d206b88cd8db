import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverSuspensions } from '../../db/schema';

export type SuspensionRow = typeof driverSuspensions.$inferSelect;
export type NewSuspension = typeof driverSuspensions.$inferInsert;

const inForce = (at: Date) =>
  and(
    isNull(driverSuspensions.liftedAt),
    or(isNull(driverSuspensions.endsAt), gt(driverSuspensions.endsAt, at)),
  );

/** The SQL of drivers' suspensions. */
export const suspensionsRepo = {
  async suspendedAmong(db: DbOrTx, driverIds: string[], at: Date): Promise<string[]> {
    const rows = await db
      .select({ driverId: driverSuspensions.driverId })
      .from(driverSuspensions)
      .where(and(inArray(driverSuspensions.driverId, driverIds), inForce(at)));
    return rows.map((r) => r.driverId);
  },

  async inForceFor(db: DbOrTx, driverId: string, at: Date): Promise<SuspensionRow | undefined> {
    const [row] = await db
      .select()
      .from(driverSuspensions)
      .where(and(eq(driverSuspensions.driverId, driverId), inForce(at)));
    return row;
  },

  /** Holds the driver's suspensions for the caller's transaction (one change at a time). */
  async lockDriver(tx: DbOrTx, driverId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('suspension'), hashtext(${driverId}))`);
  },

  /** Lifts the driver's unlifted suspension (ended or not); answers it. */
  async liftStanding(tx: DbOrTx, driverId: string, by: string | null, reason: string) {
    const [row] = await tx
      .update(driverSuspensions)
      .set({ liftedAt: new Date(), liftedBy: by, liftReason: reason })
      .where(and(eq(driverSuspensions.driverId, driverId), isNull(driverSuspensions.liftedAt)))
      .returning();
    return row;
  },

  async insert(tx: DbOrTx, row: NewSuspension): Promise<SuspensionRow> {
    const [inserted] = await tx.insert(driverSuspensions).values(row).returning();
    return inserted!;
  },

  /** Lifts the suspension in force now; undefined when none stands. */
  async liftInForce(tx: DbOrTx, driverId: string, by: string, reason: string, at: Date) {
    const [row] = await tx
      .update(driverSuspensions)
      .set({ liftedAt: new Date(), liftedBy: by, liftReason: reason })
      .where(and(eq(driverSuspensions.driverId, driverId), inForce(at)))
      .returning();
    return row;
  },

  /** Ends, once each, the suspensions whose date has come. */
  endDue: (tx: DbOrTx, at: Date) =>
    tx
      .update(driverSuspensions)
      .set({ liftedAt: sql`${driverSuspensions.endsAt}`, liftReason: 'Ended at its date' })
      .where(and(isNull(driverSuspensions.liftedAt), lte(driverSuspensions.endsAt, at)))
      .returning(),
};
