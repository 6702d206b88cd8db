import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentExpiryWarnings, documentShares, documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type ShareRow = typeof documentShares.$inferSelect;
export type DocumentTypeValue = DocumentRow['documentType'];

/** A share that still works at `now`. */
const live = (now: Date) => and(isNull(documentShares.revokedAt), gt(documentShares.expiresAt, now));

export const documentsRepo = {
  async insert(db: DbOrTx, row: typeof documents.$inferInsert): Promise<DocumentRow> {
    const [inserted] = await db.insert(documents).values(row).returning();
    return inserted!;
  },

  async find(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    return row;
  },

  listForOwner(db: DbOrTx, ownerId: string): Promise<DocumentRow[]> {
    return db
      .select()
      .from(documents)
      .where(eq(documents.ownerId, ownerId))
      .orderBy(desc(documents.createdAt), desc(documents.id));
  },

  async latestOfType(db: DbOrTx, ownerId: string, type: DocumentTypeValue): Promise<DocumentRow | undefined> {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.ownerId, ownerId), eq(documents.documentType, type)))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(1);
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(documents).where(eq(documents.id, id));
  },

  /** Replaces (or creates) the document standing for a driver-verification photo. */
  async upsertFromSource(
    db: DbOrTx,
    row: typeof documents.$inferInsert & { source: 'driver_license' | 'driver_selfie' },
  ): Promise<DocumentRow> {
    const [saved] = await db
      .insert(documents)
      .values(row)
      .onConflictDoUpdate({
        target: [documents.ownerId, documents.source],
        targetWhere: sql`${documents.source} IN ('driver_license', 'driver_selfie')`,
        set: {
          fileId: row.fileId,
          fileName: row.fileName,
          contentType: row.contentType,
          sizeBytes: row.sizeBytes,
          checksum: row.checksum,
          expiresOn: row.expiresOn ?? null,
          reviewStatus: row.reviewStatus ?? 'pending',
          rejectionReason: row.rejectionReason ?? null,
        },
      })
      .returning();
    return saved!;
  },

  /** A move's generated bill of lading, kept once: a later version replaces the file. */
  async upsertBillOfLading(
    db: DbOrTx,
    row: typeof documents.$inferInsert & { jobId: string },
  ): Promise<{ replacedFileId: string | null }> {
    const [before] = await db
      .select({ fileId: documents.fileId })
      .from(documents)
      .where(and(eq(documents.ownerId, row.ownerId), eq(documents.jobId, row.jobId)));
    await db
      .insert(documents)
      .values({ ...row, source: 'bill_of_lading', reviewStatus: 'approved' })
      .onConflictDoUpdate({
        target: [documents.ownerId, documents.jobId],
        targetWhere: sql`${documents.jobId} IS NOT NULL`,
        set: { fileId: row.fileId, sizeBytes: row.sizeBytes, checksum: row.checksum, createdAt: new Date() },
      });
    return { replacedFileId: before?.fileId ?? null };
  },

  async findBySource(db: DbOrTx, ownerId: string, source: 'driver_license' | 'driver_selfie') {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.ownerId, ownerId), eq(documents.source, source)));
    return row;
  },

  /** Uploaded documents waiting for an operator, oldest first. */
  listPendingReview(db: DbOrTx, limit = 200): Promise<DocumentRow[]> {
    return db
      .select()
      .from(documents)
      .where(and(eq(documents.reviewStatus, 'pending'), eq(documents.source, 'upload')))
      .orderBy(asc(documents.createdAt))
      .limit(limit);
  },

  /** Applies a decision only to an uploaded document still waiting for one. */
  async review(
    db: DbOrTx,
    id: string,
    patch: Pick<DocumentRow, 'reviewStatus' | 'rejectionReason' | 'reviewedBy'>,
  ): Promise<DocumentRow | undefined> {
    const [row] = await db
      .update(documents)
      .set({ ...patch, reviewedAt: sql`now()` })
      .where(and(eq(documents.id, id), eq(documents.reviewStatus, 'pending'), eq(documents.source, 'upload')))
      .returning();
    return row;
  },

  /** Each owner's latest expiry among their approved documents of a type (a medical certificate's). */
  async latestExpiries(
    db: DbOrTx,
    ownerIds: string[],
    type: DocumentTypeValue,
  ): Promise<Map<string, string>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await db
      .select({ ownerId: documents.ownerId, expiresOn: sql<string>`max(${documents.expiresOn})::text` })
      .from(documents)
      .where(
        and(
          inArray(documents.ownerId, ownerIds),
          eq(documents.documentType, type),
          eq(documents.reviewStatus, 'approved'),
          isNotNull(documents.expiresOn),
        ),
      )
      .groupBy(documents.ownerId);
    return new Map(rows.map((r) => [r.ownerId, r.expiresOn]));
  },

  async approvedTypes(db: DbOrTx, ownerId: string): Promise<Set<DocumentTypeValue>> {
    const rows = await db
      .selectDistinct({ type: documents.documentType })
      .from(documents)
      .where(
        and(
          eq(documents.ownerId, ownerId),
          eq(documents.reviewStatus, 'approved'),
          eq(documents.source, 'upload'),
        ),
      );
    return new Set(rows.map((r) => r.type));
  },

  /** Documents with an expiry date between the two days (inclusive), and the warnings already sent. */
  async expiringBetween(db: DbOrTx, from: string, to: string) {
    const rows = await db
      .select()
      .from(documents)
      .where(
        and(isNotNull(documents.expiresOn), gte(documents.expiresOn, from), lte(documents.expiresOn, to)),
      );
    if (rows.length === 0) return [];
    const warnings = await db
      .select()
      .from(documentExpiryWarnings)
      .where(
        inArray(
          documentExpiryWarnings.documentId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((doc) => ({
      doc,
      sent: warnings
        .filter((w) => w.documentId === doc.id && w.expiresOn === doc.expiresOn)
        .map((w) => w.daysBefore),
    }));
  },

  /** Claims one warning; false when another run already sent it. */
  async claimWarning(
    db: DbOrTx,
    documentId: string,
    expiresOn: string,
    daysBefore: number,
  ): Promise<boolean> {
    const rows = await db
      .insert(documentExpiryWarnings)
      .values({ documentId, expiresOn, daysBefore })
      .onConflictDoNothing()
      .returning({ documentId: documentExpiryWarnings.documentId });
    return rows.length > 0;
  },

  // ---- share links ----

  async insertShare(db: DbOrTx, row: typeof documentShares.$inferInsert): Promise<ShareRow> {
    const [inserted] = await db.insert(documentShares).values(row).returning();
    return inserted!;
  },

  /** Counts one view of a live link and answers it; undefined when the link is unknown, revoked or expired. */
  async viewLive(db: DbOrTx, tokenHash: string, now: Date): Promise<ShareRow | undefined> {
    const [row] = await db
      .update(documentShares)
      .set({ viewCount: sql`${documentShares.viewCount} + 1`, lastViewedAt: now })
      .where(and(eq(documentShares.tokenHash, tokenHash), live(now)))
      .returning();
    return row;
  },

  async findShareByHash(db: DbOrTx, tokenHash: string): Promise<ShareRow | undefined> {
    const [row] = await db.select().from(documentShares).where(eq(documentShares.tokenHash, tokenHash));
    return row;
  },

  listLiveShares(db: DbOrTx, ownerId: string, now: Date) {
    return db
      .select({ share: documentShares, document: documents })
      .from(documentShares)
      .leftJoin(documents, eq(documents.id, documentShares.documentId))
      .where(and(eq(documentShares.ownerId, ownerId), live(now)))
      .orderBy(desc(documentShares.createdAt));
  },

  async findShare(db: DbOrTx, id: string): Promise<ShareRow | undefined> {
    const [row] = await db.select().from(documentShares).where(eq(documentShares.id, id));
    return row;
  },

  async revokeShare(db: DbOrTx, id: string, ownerId: string, now: Date): Promise<void> {
    await db
      .update(documentShares)
      .set({ revokedAt: now })
      .where(
        and(eq(documentShares.id, id), eq(documentShares.ownerId, ownerId), isNull(documentShares.revokedAt)),
      );
  },

  /** Revokes every live link of an owner, for good (a deletion request). */
  async revokeAllSharesOf(db: DbOrTx, ownerId: string, now: Date): Promise<void> {
    await db
      .update(documentShares)
      .set({ revokedAt: now })
      .where(and(eq(documentShares.ownerId, ownerId), isNull(documentShares.revokedAt)));
  },

  async countEmailSharesSince(db: DbOrTx, ownerId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(documentShares)
      .where(
        and(
          eq(documentShares.ownerId, ownerId),
          isNotNull(documentShares.sentToEmail),
          gt(documentShares.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** Serialises one owner's rate-limited writes until the transaction ends. */
  async lockOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`document-shares:${ownerId}`}, 0))`);
  },

  async deleteSharesOf(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(documentShares).where(eq(documentShares.ownerId, ownerId));
  },
};
