import type { SuspensionPolicy } from '@core/operations';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { driverSuspensions } from '../../db/schema';

/** Suspensions: a driver kept from work for a time or for good; they end by themselves at their date. */

export type SuspensionRow = typeof driverSuspensions.$inferSelect;

interface SuspensionsContext {
  db: Db;
}

const inForce = (at: Date) =>
  and(
    isNull(driverSuspensions.liftedAt),
    or(isNull(driverSuspensions.endsAt), gt(driverSuspensions.endsAt, at)),
  );

/** Of these drivers, those suspended now (one query, for lists). */
export async function suspendedAmong(ctx: SuspensionsContext, driverIds: string[]): Promise<Set<string>> {
  if (driverIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ driverId: driverSuspensions.driverId })
    .from(driverSuspensions)
    .where(and(inArray(driverSuspensions.driverId, driverIds), inForce(new Date())));
  return new Set(rows.map((r) => r.driverId));
}

/** The suspension in force now, if any. */
export async function currentSuspension(
  ctx: SuspensionsContext,
  driverId: string,
  db: DbOrTx = ctx.db,
): Promise<SuspensionRow | undefined> {
  const [row] = await db
    .select()
    .from(driverSuspensions)
    .where(and(eq(driverSuspensions.driverId, driverId), inForce(new Date())));
  return row;
}

/**
 * Suspends a driver in the caller's transaction: a suspension still standing is lifted first (the new
 * one replaces it), so a driver has one at a time. Answers the new one and the one it replaced.
 */
export async function suspend(
  _ctx: SuspensionsContext,
  tx: DbOrTx,
  s: {
    driverId: string;
    policy: SuspensionPolicy;
    reason: string;
    endsAt: Date | null;
    createdBy: string | null;
    jobId?: string | null;
  },
): Promise<{ suspension: SuspensionRow; replaced: SuspensionRow | undefined }> {
  // One at a time, whoever suspends the same driver at the same moment.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('suspension'), hashtext(${s.driverId}))`);
  const [replaced] = await tx
    .update(driverSuspensions)
    .set({ liftedAt: new Date(), liftedBy: s.createdBy, liftReason: 'Replaced by a new suspension' })
    .where(and(eq(driverSuspensions.driverId, s.driverId), isNull(driverSuspensions.liftedAt)))
    .returning();
  const [suspension] = await tx
    .insert(driverSuspensions)
    .values({
      driverId: s.driverId,
      policy: s.policy,
      reason: s.reason,
      endsAt: s.endsAt,
      createdBy: s.createdBy,
      jobId: s.jobId ?? null,
    })
    .returning();
  return { suspension: suspension!, replaced };
}

/** Lifts the driver's suspension before its end (reinstatement); undefined when none stands. */
export async function liftSuspension(
  _ctx: SuspensionsContext,
  tx: DbOrTx,
  driverId: string,
  by: string,
  reason: string,
): Promise<SuspensionRow | undefined> {
  const [row] = await tx
    .update(driverSuspensions)
    .set({ liftedAt: new Date(), liftedBy: by, liftReason: reason })
    .where(and(eq(driverSuspensions.driverId, driverId), inForce(new Date())))
    .returning();
  return row;
}

/** Suspensions whose date has come end (each once): answers them, for the record and the driver's notice. */
export async function endDueSuspensions(ctx: SuspensionsContext, tx: DbOrTx = ctx.db, at = new Date()) {
  return tx
    .update(driverSuspensions)
    .set({ liftedAt: sql`${driverSuspensions.endsAt}`, liftReason: 'Ended at its date' })
    .where(and(isNull(driverSuspensions.liftedAt), lte(driverSuspensions.endsAt, at)))
    .returning();
}
