import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankPayouts, payoutAccounts, payoutFreezeLinks } from '../../db/schema';
import type { PayoutAccountRow } from './repo';

/** The bank-change hold and the driver's freeze on their payout account row. */
export const bankHoldRepo = {
  /** The row every bank payout and every bank change takes first, so the two are serialized. */
  async lockAccount(tx: DbOrTx, driverId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.driverId, driverId))
      .for('update');
    return row;
  },

  async setHold(
    db: DbOrTx,
    driverId: string,
    hold: { bankChangedAt: Date | null; bankHoldUntil: Date | null },
  ): Promise<PayoutAccountRow | undefined> {
    const [row] = await db
      .update(payoutAccounts)
      .set({ ...hold, updatedAt: new Date() })
      .where(eq(payoutAccounts.driverId, driverId))
      .returning();
    return row;
  },

  async setFrozen(db: DbOrTx, driverId: string, at: Date | null): Promise<PayoutAccountRow | undefined> {
    const [row] = await db
      .update(payoutAccounts)
      .set({ payoutsFrozenAt: at, updatedAt: new Date() })
      .where(eq(payoutAccounts.driverId, driverId))
      .returning();
    return row;
  },

  /** A payout made but not yet handed to the provider: it would go to whatever bank is there when it is. */
  async hasUnsubmittedPayout(db: DbOrTx, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bankPayouts.id })
      .from(bankPayouts)
      .where(
        and(
          eq(bankPayouts.driverId, driverId),
          eq(bankPayouts.status, 'pending'),
          isNull(bankPayouts.providerPayoutId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async insertLink(db: DbOrTx, row: typeof payoutFreezeLinks.$inferInsert): Promise<void> {
    await db.insert(payoutFreezeLinks).values(row);
  },

  async link(db: DbOrTx, tokenHash: string) {
    const [row] = await db.select().from(payoutFreezeLinks).where(eq(payoutFreezeLinks.tokenHash, tokenHash));
    return row;
  },

  /** Uses a live link up; answers its driver, or nothing when it was used or has expired meanwhile. */
  async consumeLink(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(payoutFreezeLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(payoutFreezeLinks.tokenHash, tokenHash),
          isNull(payoutFreezeLinks.usedAt),
          gt(payoutFreezeLinks.expiresAt, now),
        ),
      )
      .returning({ driverId: payoutFreezeLinks.driverId });
    return row?.driverId;
  },
};
