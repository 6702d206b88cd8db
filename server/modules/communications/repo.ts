import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneCalls } from '../../db/schema';

export type PhoneCallRow = typeof phoneCalls.$inferSelect;

export const communicationsRepo = {
  /** Records a call; a provider's call id seen before records nothing (a webhook delivered twice). */
  async addCall(db: DbOrTx, call: typeof phoneCalls.$inferInsert): Promise<PhoneCallRow | undefined> {
    const [row] = await db.insert(phoneCalls).values(call).onConflictDoNothing().returning();
    return row;
  },

  /** The newest call ringing for the user (or for dispatch, when `dispatch`) since `since`. */
  async latestCall(db: DbOrTx, userId: string, dispatch: boolean, since: Date) {
    const [row] = await db
      .select()
      .from(phoneCalls)
      .where(
        and(
          gt(phoneCalls.createdAt, since),
          dispatch
            ? or(eq(phoneCalls.recipientId, userId), isNull(phoneCalls.recipientId))
            : eq(phoneCalls.recipientId, userId),
        ),
      )
      .orderBy(desc(phoneCalls.createdAt))
      .limit(1);
    return row;
  },
};
