import type { SuspensionPolicy } from '@core/operations';
import type { Db, DbOrTx } from '../../db/client';
import { type SuspensionRow, suspensionsRepo } from './suspensions-repo';

/** Suspensions: a driver kept from work for a time or for good; they end by themselves at their date. */

export type { SuspensionRow } from './suspensions-repo';

interface SuspensionsContext {
  db: Db;
}

/** Of these drivers, those suspended now (one query, for lists). */
export async function suspendedAmong(ctx: SuspensionsContext, driverIds: string[]): Promise<Set<string>> {
  if (driverIds.length === 0) return new Set();
  return new Set(await suspensionsRepo.suspendedAmong(ctx.db, driverIds, new Date()));
}

/** The suspension in force now, if any. */
export async function currentSuspension(
  ctx: SuspensionsContext,
  driverId: string,
  db: DbOrTx = ctx.db,
): Promise<SuspensionRow | undefined> {
  return suspensionsRepo.inForceFor(db, driverId, new Date());
}

/**
 * A step that puts a driver to work (an acceptance, the start of a trip) takes the lock a suspension
 * takes, in its transaction: a suspension and the step then happen one after the other, and the step
 * reads the suspension (through `eligibility` on the same transaction) once it has committed.
 */
export async function lockForWork(_ctx: SuspensionsContext, tx: DbOrTx, driverId: string): Promise<void> {
  await suspensionsRepo.lockDriver(tx, driverId);
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
  await suspensionsRepo.lockDriver(tx, s.driverId);
  const replaced = await suspensionsRepo.liftStanding(
    tx,
    s.driverId,
    s.createdBy,
    'Replaced by a new suspension',
  );
  const suspension = await suspensionsRepo.insert(tx, {
    driverId: s.driverId,
    policy: s.policy,
    reason: s.reason,
    endsAt: s.endsAt,
    createdBy: s.createdBy,
    jobId: s.jobId ?? null,
  });
  return { suspension, replaced };
}

/** Lifts the driver's suspension before its end (reinstatement); undefined when none stands. */
export function liftSuspension(
  _ctx: SuspensionsContext,
  tx: DbOrTx,
  driverId: string,
  by: string,
  reason: string,
): Promise<SuspensionRow | undefined> {
  return suspensionsRepo.liftInForce(tx, driverId, by, reason, new Date());
}

/** Suspensions whose date has come end (each once): answers them, for the record and the driver's notice. */
export function endDueSuspensions(ctx: SuspensionsContext, tx: DbOrTx = ctx.db, at = new Date()) {
  return suspensionsRepo.endDue(tx, at);
}
