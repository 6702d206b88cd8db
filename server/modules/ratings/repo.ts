import type { RatingSide } from '@core/ratings';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratings } from '../../db/schema';

export type RatingRow = typeof ratings.$inferSelect;

export const ratingsRepo = {
  ofJob: (db: DbOrTx, jobId: string) => db.select().from(ratings).where(eq(ratings.jobId, jobId)),

  find: async (db: DbOrTx, id: string) => (await db.select().from(ratings).where(eq(ratings.id, id)))[0],

  /** Gives the rating, or changes it while it may still change; answers the row, or undefined when fixed. */
  async upsert(
    db: DbOrTx,
    row: typeof ratings.$inferInsert,
    editableSince: Date,
  ): Promise<RatingRow | undefined> {
    const [saved] = await db
      .insert(ratings)
      .values(row)
      .onConflictDoUpdate({
        target: [ratings.jobId, ratings.side],
        set: {
          overall: row.overall,
          aspects: row.aspects,
          comment: row.comment ?? null,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${ratings.createdAt} > ${editableSince}`,
      })
      .returning();
    return saved;
  },

  /** Both sides rated: both ratings of the job are public now (unless they already are). */
  async publishJob(db: DbOrTx, jobId: string, at: Date): Promise<void> {
    await db
      .update(ratings)
      .set({ publicAt: at })
      .where(and(eq(ratings.jobId, jobId), sql`${ratings.publicAt} > ${at}`));
  },

  async reply(db: DbOrTx, id: string, ratedId: string, reply: string): Promise<RatingRow | undefined> {
    const [row] = await db
      .update(ratings)
      .set({ reply, repliedAt: sql`now()` })
      .where(and(eq(ratings.id, id), eq(ratings.ratedId, ratedId), sql`${ratings.reply} is null`))
      .returning();
    return row;
  },

  async hide(db: DbOrTx, id: string, reason: string): Promise<RatingRow | undefined> {
    const [row] = await db
      .update(ratings)
      .set({ hiddenAt: sql`now()`, hiddenReason: reason })
      .where(eq(ratings.id, id))
      .returning();
    return row;
  },

  /** Public ratings about a person from one side, newest first. */
  publicAbout: (db: DbOrTx, ratedId: string, side: RatingSide, at: Date, limit = 100) =>
    db
      .select()
      .from(ratings)
      .where(and(eq(ratings.ratedId, ratedId), eq(ratings.side, side), lte(ratings.publicAt, at)))
      .orderBy(desc(ratings.createdAt))
      .limit(limit),
};
