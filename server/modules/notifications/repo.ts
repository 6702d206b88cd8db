import type { NotificationKind } from '@core/messaging';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactOptOuts, livePresence, notificationPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export const notificationsRepo = {
  /** Undefined when this person already has the notification with this dedupe key. */
  async insert(db: DbOrTx, row: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
    const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  listForUser(db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  async unreadCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  async markRead(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | undefined> {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row;
  },

  async markAllRead(db: DbOrTx, userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  preferences(db: DbOrTx, userId: string) {
    return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  },

  async preference(db: DbOrTx, userId: string, kind: NotificationKind) {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
    return row ?? { email: true, sms: true, push: true };
  },

  /** Sets a kind's channels; push left undefined keeps what it was (on for a new row). */
  async setPreference(
    db: DbOrTx,
    userId: string,
    kind: NotificationKind,
    channels: { email: boolean; sms: boolean; push?: boolean },
  ) {
    const { email, sms, push } = channels;
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, email, sms, push: push ?? true })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: push === undefined ? { email, sms } : { email, sms, push },
      });
  },

  /** Marks these people as connected now (one statement for any number). */
  async touchPresence(db: DbOrTx, userIds: string[], at: Date): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insert(livePresence)
      .values(userIds.map((userId) => ({ userId, lastSeenAt: at })))
      .onConflictDoUpdate({ target: livePresence.userId, set: { lastSeenAt: at } });
  },

  async seenSince(db: DbOrTx, userId: string, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ userId: livePresence.userId })
      .from(livePresence)
      .where(and(eq(livePresence.userId, userId), gte(livePresence.lastSeenAt, since)));
    return Boolean(row);
  },

  async optOut(db: DbOrTx, channel: 'email' | 'sms', address: string): Promise<void> {
    await db.insert(contactOptOuts).values({ channel, address }).onConflictDoNothing();
  },

  async optIn(db: DbOrTx, channel: 'email' | 'sms', address: string): Promise<void> {
    await db
      .delete(contactOptOuts)
      .where(and(eq(contactOptOuts.channel, channel), eq(contactOptOuts.address, address)));
  },

  async optedOut(db: DbOrTx, channel: 'email' | 'sms', address: string): Promise<boolean> {
    const [row] = await db
      .select({ address: contactOptOuts.address })
      .from(contactOptOuts)
      .where(and(eq(contactOptOuts.channel, channel), eq(contactOptOuts.address, address)));
    return Boolean(row);
  },
};
