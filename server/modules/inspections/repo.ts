import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conditionReports, damageMarks, reportPhotos, reportSignatures } from '../../db/schema';

export type ReportRow = typeof conditionReports.$inferSelect;
export type ReportPhotoRow = typeof reportPhotos.$inferSelect;
export type DamageMarkRow = typeof damageMarks.$inferSelect;
export type SignatureRow = typeof reportSignatures.$inferSelect;
export type Stage = ReportRow['stage'];

export const inspectionsRepo = {
  async report(db: DbOrTx, jobId: string, stage: Stage): Promise<ReportRow | undefined> {
    const [row] = await db
      .select()
      .from(conditionReports)
      .where(and(eq(conditionReports.jobId, jobId), eq(conditionReports.stage, stage)));
    return row;
  },

  reportsOf(db: DbOrTx, jobId: string): Promise<ReportRow[]> {
    return db.select().from(conditionReports).where(eq(conditionReports.jobId, jobId));
  },

  /** The job's report for this stage, made on first use (one per job and stage, whoever races). */
  async ensureReport(
    db: DbOrTx,
    jobId: string,
    stage: Stage,
    driverId: string,
    start: Partial<typeof conditionReports.$inferInsert> = {},
  ): Promise<ReportRow> {
    await db
      .insert(conditionReports)
      .values({ ...start, jobId, stage, driverId })
      .onConflictDoNothing();
    return (await inspectionsRepo.report(db, jobId, stage))!;
  },

  async updateReport(
    db: DbOrTx,
    id: string,
    set: Partial<typeof conditionReports.$inferInsert>,
  ): Promise<ReportRow> {
    const [row] = await db
      .update(conditionReports)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(conditionReports.id, id))
      .returning();
    return row!;
  },

  /** Draft → submitted, once: a second submission finds nothing to change. */
  async markSubmitted(
    db: DbOrTx,
    id: string,
    set: Partial<typeof conditionReports.$inferInsert>,
  ): Promise<ReportRow | undefined> {
    const [row] = await db
      .update(conditionReports)
      .set({ ...set, submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(conditionReports.id, id), isNull(conditionReports.submittedAt)))
      .returning();
    return row;
  },

  /** waiting → signed or disputed, once: answers whether this call decided it. */
  async decideRemote(
    db: DbOrTx,
    id: string,
    set: { remoteStatus: 'signed' | 'disputed'; disputeNote?: string },
  ): Promise<boolean> {
    const rows = await db
      .update(conditionReports)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(conditionReports.id, id), eq(conditionReports.remoteStatus, 'waiting')))
      .returning({ id: conditionReports.id });
    return rows.length > 0;
  },

  async bySigningToken(db: DbOrTx, tokenHash: string): Promise<ReportRow | undefined> {
    const [row] = await db
      .select()
      .from(conditionReports)
      .where(eq(conditionReports.signingTokenHash, tokenHash));
    return row;
  },

  photos(db: DbOrTx, reportIds: string[]): Promise<ReportPhotoRow[]> {
    if (reportIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(reportPhotos)
      .where(inArray(reportPhotos.reportId, reportIds))
      .orderBy(reportPhotos.createdAt);
  },

  /** Stored once per phone id: a replayed upload answers the first one. */
  async insertPhoto(
    db: DbOrTx,
    row: typeof reportPhotos.$inferInsert,
  ): Promise<{ row: ReportPhotoRow; created: boolean }> {
    const [inserted] = await db.insert(reportPhotos).values(row).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(reportPhotos)
      .where(and(eq(reportPhotos.reportId, row.reportId), eq(reportPhotos.clientId, row.clientId)));
    return { row: existing!, created: false };
  },

  /** The report a stored file is a photo of, if it is one. */
  async reportOfFile(db: DbOrTx, fileId: string): Promise<ReportRow | undefined> {
    const [row] = await db
      .select({ report: conditionReports })
      .from(reportPhotos)
      .innerJoin(conditionReports, eq(conditionReports.id, reportPhotos.reportId))
      .where(eq(reportPhotos.fileId, fileId));
    return row?.report;
  },

  marks(db: DbOrTx, reportIds: string[]): Promise<DamageMarkRow[]> {
    if (reportIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(damageMarks)
      .where(inArray(damageMarks.reportId, reportIds))
      .orderBy(damageMarks.createdAt);
  },

  async upsertMark(db: DbOrTx, row: typeof damageMarks.$inferInsert): Promise<DamageMarkRow> {
    const [saved] = await db
      .insert(damageMarks)
      .values(row)
      .onConflictDoUpdate({
        target: [damageMarks.reportId, damageMarks.clientId],
        set: {
          view: row.view,
          x: row.x,
          y: row.y,
          type: row.type,
          severity: row.severity,
          note: row.note,
          photoClientIds: row.photoClientIds,
        },
      })
      .returning();
    return saved!;
  },

  async deleteMark(db: DbOrTx, reportId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(damageMarks)
      .where(and(eq(damageMarks.reportId, reportId), eq(damageMarks.id, id)))
      .returning({ id: damageMarks.id });
    return rows.length > 0;
  },

  signatures(db: DbOrTx, reportIds: string[]): Promise<SignatureRow[]> {
    if (reportIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(reportSignatures)
      .where(inArray(reportSignatures.reportId, reportIds))
      .orderBy(reportSignatures.signedAt);
  },

  /** One signature per role: answers the stored one (new or already there). */
  async insertSignature(
    db: DbOrTx,
    row: typeof reportSignatures.$inferInsert,
  ): Promise<{ row: SignatureRow; created: boolean }> {
    const [inserted] = await db.insert(reportSignatures).values(row).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(reportSignatures)
      .where(and(eq(reportSignatures.reportId, row.reportId), eq(reportSignatures.role, row.role)));
    return { row: existing!, created: false };
  },
};
