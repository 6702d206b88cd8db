import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageBlocks, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

export const messagingRepo = {
  async insert(db: DbOrTx, row: typeof messages.$inferInsert): Promise<MessageRow> {
    const [inserted] = await db.insert(messages).values(row).returning();
    return inserted!;
  },

  /**
   * Inserts a message carrying the sender's client key once: null when that sender already stored a
   * message under the key (a resend from the phone's queue).
   */
  async insertOnce(db: DbOrTx, row: typeof messages.$inferInsert): Promise<MessageRow | null> {
    const [inserted] = await db
      .insert(messages)
      .values(row)
      .onConflictDoNothing({ target: [messages.senderId, messages.clientKey] })
      .returning();
    return inserted ?? null;
  },

  async byClientKey(db: DbOrTx, senderId: string, clientKey: string): Promise<MessageRow | null> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
    return row ?? null;
  },

  /** The latest `limit` messages between two people, oldest first. */
  async conversation(db: DbOrTx, a: string, b: string, limit: number): Promise<MessageRow[]> {
    const rows = await db
      .select()
      .from(messages)
      .where(between(a, b))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** Per person `userId` has exchanged messages with: the last message time and how many are unread. */
  async partners(db: DbOrTx, userId: string) {
    const result = await db.execute<{ other_id: string; last_at: Date; unread: number }>(sql`
      select
        case when sender_id = ${userId} then recipient_id else sender_id end as other_id,
        max(created_at) as last_at,
        count(*) filter (where recipient_id = ${userId} and read_at is null)::int as unread
      from messages
      where sender_id = ${userId} or recipient_id = ${userId}
      group by 1
    `);
    return result.rows.map((r) => ({ userId: r.other_id, lastAt: new Date(r.last_at), unread: r.unread }));
  },

  async hasHistory(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await db.select({ id: messages.id }).from(messages).where(between(a, b)).limit(1);
    return Boolean(row);
  },

  async unreadCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
    return row?.n ?? 0;
  },

  unreadHighPriority(db: DbOrTx, userId: string): Promise<MessageRow[]> {
    return db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, userId), isNull(messages.readAt), eq(messages.priority, 'high')))
      .orderBy(asc(messages.createdAt))
      .limit(100);
  },

  /** Marks one message read for its recipient; undefined when it is not theirs. */
  async markRead(db: DbOrTx, recipientId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(and(eq(messages.id, id), eq(messages.recipientId, recipientId)))
      .returning();
    return row;
  },

  async markConversationRead(db: DbOrTx, recipientId: string, senderId: string): Promise<number> {
    const rows = await db
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(eq(messages.recipientId, recipientId), eq(messages.senderId, senderId), isNull(messages.readAt)),
      )
      .returning({ id: messages.id });
    return rows.length;
  },

  async isBlocked(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: messageBlocks.blockerId })
      .from(messageBlocks)
      .where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)));
    return Boolean(row);
  },

  async blockedBy(db: DbOrTx, blockerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: messageBlocks.blockedId })
      .from(messageBlocks)
      .where(and(eq(messageBlocks.blockerId, blockerId), inArray(messageBlocks.blockedId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  async whoBlocked(db: DbOrTx, blockedId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: messageBlocks.blockerId })
      .from(messageBlocks)
      .where(and(eq(messageBlocks.blockedId, blockedId), inArray(messageBlocks.blockerId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  async setBlocked(db: DbOrTx, blockerId: string, blockedId: string, blocked: boolean): Promise<void> {
    if (blocked) await db.insert(messageBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    else
      await db
        .delete(messageBlocks)
        .where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)));
  },
};
