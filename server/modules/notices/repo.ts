import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobFlags, monitorFlagKinds } from '../../db/schema';

export type JobFlagRow = typeof jobFlags.$inferSelect;
export type JobFlagKind = JobFlagRow['kind'];

export const noticesRepo = {
  /** Raises a flag unless the same one is open; answers the new row (undefined when it was open). */
  async raise(db: DbOrTx, jobId: string, kind: JobFlagKind, reason: string): Promise<JobFlagRow | undefined> {
    const [row] = await db
      .insert(jobFlags)
      .values({ jobId, kind, reason })
      .onConflictDoNothing({ target: [jobFlags.jobId, jobFlags.kind], where: sql`cleared_at is null` })
      .returning();
    return row;
  },

  /** Clears every open monitor flag not in `keep` (`jobId:kind`); answers how many. */
  async clearAllBut(db: DbOrTx, keep: string[]): Promise<number> {
    const rows = await db
      .update(jobFlags)
      .set({ clearedAt: new Date() })
      .where(
        and(
          isNull(jobFlags.clearedAt),
          inArray(jobFlags.kind, [...monitorFlagKinds]),
          keep.length > 0
            ? notInArray(sql`${jobFlags.jobId}::text || ':' || ${jobFlags.kind}::text`, keep)
            : undefined,
        ),
      )
      .returning({ id: jobFlags.id });
    return rows.length;
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

  openForJob: (db: DbOrTx, jobId: string) =>
    db
      .select()
      .from(jobFlags)
      .where(and(isNull(jobFlags.clearedAt), eq(jobFlags.jobId, jobId))),
};
