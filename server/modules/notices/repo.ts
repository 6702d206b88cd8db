import { and, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobFlags, monitorFlagKinds } from '../../db/schema';

export type JobFlagRow = typeof jobFlags.$inferSelect;
export type JobFlagKind = JobFlagRow['kind'];

/** Who an exception is about: a job (and its driver), or a driver alone. */
export interface FlagTarget {
  jobId: string | null;
  driverId: string | null;
}

/** The monitor's key of an exception: its job (or driver) and kind. */
const keyOf = sql<string>`coalesce(${jobFlags.jobId}::text, ${jobFlags.driverId}::text) || ':' || ${jobFlags.kind}::text`;

export const noticesRepo = {
  /** Raises a flag unless the same one is open; answers the new row (undefined when it was open). */
  async raise(
    db: DbOrTx,
    target: FlagTarget,
    kind: JobFlagKind,
    reason: string,
  ): Promise<JobFlagRow | undefined> {
    const [row] = await db
      .insert(jobFlags)
      .values({ jobId: target.jobId, driverId: target.driverId, kind, reason })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /** Clears every open monitor flag not in `keep` (`jobOrDriverId:kind`); answers how many. */
  async clearAllBut(db: DbOrTx, keep: string[]): Promise<number> {
    const rows = await db
      .update(jobFlags)
      .set({ clearedAt: new Date() })
      .where(
        and(
          isNull(jobFlags.clearedAt),
          inArray(jobFlags.kind, [...monitorFlagKinds]),
          keep.length > 0 ? notInArray(keyOf, keep) : undefined,
        ),
      )
      .returning({ id: jobFlags.id });
    return rows.length;
  },

  /** Keys (`jobOrDriverId:kind`) an operator resolved since `since`: the monitor leaves them be a while. */
  async resolvedSince(db: DbOrTx, since: Date): Promise<Set<string>> {
    const rows = await db
      .select({ key: keyOf })
      .from(jobFlags)
      .where(and(isNotNull(jobFlags.resolvedBy), gt(jobFlags.clearedAt, since)));
    return new Set(rows.map((r) => r.key));
  },

  /** The keys (`jobOrDriverId:kind`) of every open exception. */
  async openKeys(db: DbOrTx): Promise<Set<string>> {
    const rows = await db.select({ key: keyOf }).from(jobFlags).where(isNull(jobFlags.clearedAt));
    return new Set(rows.map((r) => r.key));
  },

  openFor: (db: DbOrTx, jobIds: string[]) =>
    jobIds.length === 0
      ? Promise.resolve([] as JobFlagRow[])
      : db
          .select()
          .from(jobFlags)
          .where(and(isNull(jobFlags.clearedAt), inArray(jobFlags.jobId, jobIds))),

  async clear(db: DbOrTx, jobId: string, kinds: JobFlagKind[]): Promise<number> {
    const rows = await db
      .update(jobFlags)
      .set({ clearedAt: new Date() })
      .where(and(isNull(jobFlags.clearedAt), eq(jobFlags.jobId, jobId), inArray(jobFlags.kind, kinds)))
      .returning({ id: jobFlags.id });
    return rows.length;
  },

  openOfKind: (db: DbOrTx, kind: JobFlagKind) =>
    db
      .select()
      .from(jobFlags)
      .where(and(isNull(jobFlags.clearedAt), eq(jobFlags.kind, kind)))
      .orderBy(jobFlags.flaggedAt),

  /** Every open exception, oldest first. */
  open: (db: DbOrTx, limit = 1000) =>
    db.select().from(jobFlags).where(isNull(jobFlags.clearedAt)).orderBy(jobFlags.flaggedAt).limit(limit),

  async countOpen(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobFlags)
      .where(isNull(jobFlags.clearedAt));
    return row?.n ?? 0;
  },

  find: async (db: DbOrTx, id: string) => (await db.select().from(jobFlags).where(eq(jobFlags.id, id)))[0],

  /** An operator takes an open exception ("mine"); answers it, or undefined when it is closed. */
  async take(db: DbOrTx, id: string, ownerId: string): Promise<JobFlagRow | undefined> {
    const [row] = await db
      .update(jobFlags)
      .set({ ownerId, takenAt: new Date() })
      .where(and(eq(jobFlags.id, id), isNull(jobFlags.clearedAt)))
      .returning();
    return row;
  },

  /** Closes an open exception with the operator's note; undefined when it was already closed. */
  async resolve(db: DbOrTx, id: string, by: string, note: string): Promise<JobFlagRow | undefined> {
    const [row] = await db
      .update(jobFlags)
      .set({ clearedAt: new Date(), resolvedBy: by, resolutionNote: note })
      .where(and(eq(jobFlags.id, id), isNull(jobFlags.clearedAt)))
      .returning();
    return row;
  },
};
