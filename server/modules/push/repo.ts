import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushRepo = {
  /**
   * Subscribing again from the same browser updates its keys; an endpoint another person subscribed on
   * this browser before moves to whoever subscribes now (the push service gives one endpoint per browser).
   */
  async upsert(
    db: DbOrTx,
    row: {
      userId: string;
      sessionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    },
  ): Promise<PushSubscriptionRow> {
    const [saved] = await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: row.userId,
          sessionId: row.sessionId,
          p256dh: row.p256dh,
          auth: row.auth,
          userAgent: row.userAgent,
        },
      })
      .returning();
    return saved!;
  },

  /** Keeps a person's newest subscriptions only (phones replaced long ago never answer again). */
  async keepNewest(db: DbOrTx, userId: string, keep: number): Promise<void> {
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  },

  /** Removes one of this person's subscriptions; false when they have none at this endpoint. */
  async removeOwn(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** The push service says the subscription is gone: whoever it belonged to, it is removed. */
  async remove(db: DbOrTx, endpoint: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  },

  find(db: DbOrTx, endpoint: string): Promise<PushSubscriptionRow | undefined> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .then((rows) => rows[0]);
  },

  ofUser(db: DbOrTx, userId: string): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async markResult(db: DbOrTx, endpoint: string, ok: boolean, at: Date): Promise<void> {
    await db
      .update(pushSubscriptions)
      .set(ok ? { lastSuccessAt: at } : { lastFailureAt: at })
      .where(eq(pushSubscriptions.endpoint, endpoint));
  },
};
