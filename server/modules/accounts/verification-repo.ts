import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerifications, phoneVerifications, users } from '../../db/schema';

/** SQL of e-mail links and phone codes (the users' own columns move through `accountsRepo.updateUser`). */
export const verificationRepo = {
  async insertEmailVerification(db: DbOrTx, row: typeof emailVerifications.$inferInsert): Promise<void> {
    await db.insert(emailVerifications).values(row);
  },

  /**
   * Uses a confirmation link and marks the address verified, in one statement each under the caller's
   * transaction: of two requests with the same link exactly one gets the user back. The address must
   * still be the account's: a link to an address changed since confirms nothing.
   */
  async consumeEmailVerification(db: DbOrTx, tokenHash: string, now: Date) {
    const [link] = await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return undefined;
    const [user] = await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning();
    return user;
  },

  /** Links sent to the person in the last `sinceMs` (the resend limit counts them). */
  async countEmailVerificationsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Ends the person's unused links (their address changed: a link to the old one must not work). */
  async endEmailVerificationsOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  },

  /** Whether the account's current address is confirmed; read in the caller's transaction. */
  async emailVerifiedAt(db: DbOrTx, userId: string): Promise<{ email: string; at: Date | null } | undefined> {
    const [row] = await db
      .select({ email: users.email, at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /**
   * A new code replaces the person's previous one (and its count of wrong tries); the texts sent in
   * the hour that started at `windowFrom` or later go on counting.
   */
  async putPhoneCode(
    db: DbOrTx,
    row: { userId: string; phone: string; codeHash: string; expiresAt: Date },
    now: Date,
    windowFrom: Date,
  ): Promise<void> {
    const p = phoneVerifications;
    const inWindow = sql`${p.windowStartedAt} > ${windowFrom}`;
    await db
      .insert(p)
      .values({ ...row, createdAt: now, windowStartedAt: now })
      .onConflictDoUpdate({
        target: p.userId,
        set: {
          phone: row.phone,
          codeHash: row.codeHash,
          attempts: 0,
          createdAt: now,
          expiresAt: row.expiresAt,
          sends: sql`case when ${inWindow} then ${p.sends} + 1 else 1 end`,
          windowStartedAt: sql`case when ${inWindow} then ${p.windowStartedAt} else ${now}::timestamptz end`,
        },
      });
  },

  /** Texts with a code sent to the person since `windowFrom` (the limit on sending counts them). */
  async phoneCodeSendsSince(db: DbOrTx, userId: string, windowFrom: Date): Promise<number> {
    const [row] = await db
      .select({ sends: phoneVerifications.sends })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.windowStartedAt, windowFrom)))
      .limit(1);
    return row?.sends ?? 0;
  },

  /** The person's code, locked for the try (two tries at once cannot both escape the count). */
  async lockPhoneCode(db: DbOrTx, userId: string) {
    const [row] = await db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .for('update')
      .limit(1);
    return row;
  },

  async countWrongTry(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(eq(phoneVerifications.userId, userId))
      .returning({ attempts: phoneVerifications.attempts });
    return row?.attempts ?? 0;
  },

  async deletePhoneCode(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  },

  /** Confirms the number if it is still the account's (a change since leaves it unconfirmed). */
  async markPhoneVerified(db: DbOrTx, userId: string, phone: string, now: Date) {
    const [row] = await db
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.phone, phone)))
      .returning();
    return row;
  },

  /** Links past their day and codes past their minutes: nothing can use them any more. */
  async deleteOldVerifications(db: DbOrTx): Promise<void> {
    await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, sql`now()`));
    // A code's row also counts the hour's texts: kept until both are over.
    await db
      .delete(phoneVerifications)
      .where(
        and(
          lt(phoneVerifications.expiresAt, sql`now()`),
          lt(phoneVerifications.windowStartedAt, sql`now() - interval '1 hour'`),
        ),
      );
  },
};
