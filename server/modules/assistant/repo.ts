import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assistantMessages } from '../../db/schema';
import { accountsViews } from '../accounts/views';

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** How much of a conversation is kept on screen (older turns stay stored). */
export const CONVERSATION_SHOWN = 100;

export const assistantRepo = {
  /** The asker's account language: the answer's when a sentence does not tell its own. */
  accountLocale: (db: DbOrTx, userId: string) => accountsViews.locale(db, userId),

  /** The question and its answer, in one insert (so a conversation never has half a turn). */
  addTurn(
    db: DbOrTx,
    userId: string,
    question: string,
    answer: { response: string; action: string; link: { href: string; label: string } | null },
  ) {
    const now = Date.now();
    return db
      .insert(assistantMessages)
      .values([
        { userId, role: 'user', content: question, createdAt: new Date(now) },
        {
          userId,
          role: 'ai',
          content: answer.response,
          action: answer.action,
          link: answer.link?.href ?? null,
          linkLabel: answer.link?.label ?? null,
          // A millisecond later, so the answer always sorts after its question.
          createdAt: new Date(now + 1),
        },
      ])
      .returning();
  },

  async conversation(db: DbOrTx, userId: string): Promise<AssistantMessageRow[]> {
    const rows = await db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.userId, userId))
      .orderBy(desc(assistantMessages.createdAt))
      .limit(CONVERSATION_SHOWN);
    return rows.reverse();
  },

  clear: (db: DbOrTx, userId: string) =>
    db.delete(assistantMessages).where(eq(assistantMessages.userId, userId)),
};
