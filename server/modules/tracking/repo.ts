import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { receiverMessages, trackingLinks } from '../../db/schema';

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
export type NewTrackingLink = typeof trackingLinks.$inferInsert;

/** A visit is counted when the page was not seen for this long (it refreshes itself while open). */
const VISIT_GAP = sql`interval '30 minutes'`;

export const trackingRepo = {
  async insertLink(db: DbOrTx, link: NewTrackingLink): Promise<TrackingLinkRow> {
    const [row] = await db.insert(trackingLinks).values(link).returning();
    return row!;
  },

  /** The job's receiver link, made once: null when it exists already. */
  async insertReceiverLink(db: DbOrTx, link: NewTrackingLink): Promise<TrackingLinkRow | null> {
    const [row] = await db
      .insert(trackingLinks)
      .values({ ...link, forReceiver: true })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  listForJob(db: DbOrTx, jobId: string): Promise<TrackingLinkRow[]> {
    return db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.jobId, jobId))
      .orderBy(desc(trackingLinks.createdAt));
  },

  async countLive(db: DbOrTx, jobId: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackingLinks)
      .where(
        and(
          eq(trackingLinks.jobId, jobId),
          isNull(trackingLinks.revokedAt),
          or(isNull(trackingLinks.expiresAt), sql`${trackingLinks.expiresAt} > ${now}`),
        ),
      );
    return row?.n ?? 0;
  },

  async find(db: DbOrTx, jobId: string, id: string): Promise<TrackingLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(trackingLinks)
      .where(and(eq(trackingLinks.id, id), eq(trackingLinks.jobId, jobId)));
    return row;
  },

  async findByHash(db: DbOrTx, tokenHash: string): Promise<TrackingLinkRow | undefined> {
    const [row] = await db.select().from(trackingLinks).where(eq(trackingLinks.tokenHash, tokenHash));
    return row;
  },

  /** Counts a visit (when the page was not seen for 30 minutes) and notes the moment. */
  async noteView(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db
      .update(trackingLinks)
      .set({
        viewCount: sql`${trackingLinks.viewCount} + case when ${trackingLinks.lastViewedAt} is null or ${trackingLinks.lastViewedAt} < ${now}::timestamptz - ${VISIT_GAP} then 1 else 0 end`,
        lastViewedAt: now,
      })
      .where(eq(trackingLinks.id, id));
  },

  async revoke(db: DbOrTx, id: string, by: string, now: Date): Promise<void> {
    await db
      .update(trackingLinks)
      .set({ revokedAt: now, revokedBy: by })
      .where(and(eq(trackingLinks.id, id), isNull(trackingLinks.revokedAt)));
  },

  /** Records that the milestone message went out: false when it had already. */
  async claimMilestone(db: DbOrTx, jobId: string, milestone: string): Promise<boolean> {
    const rows = await db
      .insert(receiverMessages)
      .values({ jobId, milestone })
      .onConflictDoNothing()
      .returning({ jobId: receiverMessages.jobId });
    return rows.length > 0;
  },

  milestonesOf(db: DbOrTx, jobId: string) {
    return db
      .select()
      .from(receiverMessages)
      .where(eq(receiverMessages.jobId, jobId))
      .orderBy(receiverMessages.sentAt);
  },
};
