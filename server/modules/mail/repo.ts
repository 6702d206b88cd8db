import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailMessages } from '../../db/schema';

export type MailRow = typeof mailMessages.$inferSelect;

export const mailRepo = {
  async insert(db: DbOrTx, row: typeof mailMessages.$inferInsert): Promise<MailRow> {
    const [inserted] = await db.insert(mailMessages).values(row).returning();
    return inserted!;
  },
  async find(db: DbOrTx, id: string): Promise<MailRow | undefined> {
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    return row;
  },
  /** Claims a queued message for one delivery attempt; undefined when it is no longer queued. */
  async claim(db: DbOrTx, id: string): Promise<MailRow | undefined> {
    const [row] = await db
      .update(mailMessages)
      .set({ attempts: sql`${mailMessages.attempts} + 1` })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')))
      .returning();
    return row;
  },
  async update(db: DbOrTx, id: string, set: Partial<typeof mailMessages.$inferInsert>): Promise<void> {
    await db.update(mailMessages).set(set).where(eq(mailMessages.id, id));
  },
  list(db: DbOrTx, opts: { before?: Date; limit: number }): Promise<MailRow[]> {
    return db
      .select()
      .from(mailMessages)
      .where(opts.before ? lt(mailMessages.createdAt, opts.before) : undefined)
      .orderBy(desc(mailMessages.createdAt))
      .limit(opts.limit);
  },
  /** Queued messages older than `before` (their queue job was lost, e.g. the process died). */
  async stuckIds(db: DbOrTx, before: Date): Promise<string[]> {
    const rows = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.status, 'queued'), lt(mailMessages.createdAt, before)))
      .limit(500);
    return rows.map((r) => r.id);
  },
};
