import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  authChallenges,
  passkeys,
  recoveryCodes,
  sessions,
  stepUpFailures,
  totpFactors,
} from '../../../db/schema';

export type ChallengeRow = typeof authChallenges.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type TotpRow = typeof totpFactors.$inferSelect;

/** SQL of second factors, their challenges and the session's step-up. */
export const factorsRepo = {
  /** One change of a person's factors at a time (two removals at once must not leave an operator none). */
  async lockFactorsOf(tx: DbOrTx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`factors:${userId}`}))`);
  },

  async totpOf(db: DbOrTx, userId: string, opts: { forUpdate?: boolean } = {}): Promise<TotpRow | undefined> {
    const query = db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** A new, unconfirmed secret replaces an unconfirmed one; a confirmed one stays (answers undefined). */
  async startTotp(db: DbOrTx, userId: string, secret: string): Promise<TotpRow | undefined> {
    const [row] = await db
      .insert(totpFactors)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secret, createdAt: sql`now()`, lastUsedStep: 0 },
        setWhere: isNull(totpFactors.confirmedAt),
      })
      .returning();
    return row;
  },

  async confirmTotp(db: DbOrTx, userId: string, step: number): Promise<void> {
    await db
      .update(totpFactors)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(totpFactors.userId, userId));
  },

  /** Moves the last used step forward; false when that step (or a later one) was already used. */
  async takeTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(totpFactors)
      .set({ lastUsedStep: step })
      .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastUsedStep, step)))
      .returning({ userId: totpFactors.userId });
    return rows.length > 0;
  },

  /** Wrong codes in a row, and when a lock (if any) ends. */
  async setTotpFailures(
    db: DbOrTx,
    userId: string,
    failures: number,
    lockedUntil: Date | null,
  ): Promise<void> {
    await db.update(totpFactors).set({ failures, lockedUntil }).where(eq(totpFactors.userId, userId));
  },

  async deleteTotp(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning();
    return rows.length > 0;
  },

  passkeysOf(db: DbOrTx, userId: string): Promise<PasskeyRow[]> {
    return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
  },

  async passkeyById(db: DbOrTx, id: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1).for('update');
    return row;
  },

  async insertPasskey(db: DbOrTx, row: typeof passkeys.$inferInsert): Promise<void> {
    await db.insert(passkeys).values(row);
  },

  async recordPasskeyUse(db: DbOrTx, id: string, counter: number): Promise<void> {
    await db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
  },

  async deletePasskey(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning({ id: passkeys.id });
    return rows.length > 0;
  },

  async deletePasskeysOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(passkeys).where(eq(passkeys.userId, userId));
  },

  async replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length > 0)
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** The person's unused recovery codes (their hashes), locked: one code is spent once. */
  unusedRecoveryCodes(db: DbOrTx, userId: string): Promise<{ codeHash: string }[]> {
    return db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .for('update');
  },

  /** Marks an unused code used; false when it is unknown or was used already. */
  async spendRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ userId: recoveryCodes.userId });
    return rows.length > 0;
  },

  async recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  async insertChallenge(db: DbOrTx, row: typeof authChallenges.$inferInsert): Promise<void> {
    await db.insert(authChallenges).values(row);
  },

  /** A live (at `now`: the service's clock), unused challenge, locked for the one answer that may use it. */
  async liveChallenge(
    db: DbOrTx,
    id: string,
    purpose: ChallengeRow['purpose'],
    now: Date,
  ): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(authChallenges)
      .where(
        and(
          eq(authChallenges.id, id),
          eq(authChallenges.purpose, purpose),
          isNull(authChallenges.usedAt),
          gt(authChallenges.expiresAt, now),
        ),
      )
      .limit(1)
      .for('update');
    return row;
  },

  async setChallenge(db: DbOrTx, id: string, challenge: string): Promise<void> {
    await db.update(authChallenges).set({ challenge }).where(eq(authChallenges.id, id));
  },

  async spendChallenge(db: DbOrTx, id: string): Promise<void> {
    await db.update(authChallenges).set({ usedAt: sql`now()` }).where(eq(authChallenges.id, id));
  },

  /** Counts a wrong answer; answers how many there have been. */
  async failChallenge(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db
      .update(authChallenges)
      .set({ attempts: sql`${authChallenges.attempts} + 1` })
      .where(eq(authChallenges.id, id))
      .returning({ attempts: authChallenges.attempts });
    return row?.attempts ?? 0;
  },

  async deleteOldChallenges(db: DbOrTx): Promise<void> {
    await db
      .delete(authChallenges)
      .where(
        or(sql`${authChallenges.expiresAt} < now() - interval '1 day'`, isNotNull(authChallenges.usedAt)),
      );
  },

  async markSessionSecondFactor(db: DbOrTx, sessionId: string, method: string): Promise<void> {
    await db.update(sessions).set({ secondFactor: method }).where(eq(sessions.id, sessionId));
  },

  async stepUp(db: DbOrTx, sessionId: string, method: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ steppedUpAt: at, stepUpMethod: method })
      .where(eq(sessions.id, sessionId));
    await db.delete(stepUpFailures).where(eq(stepUpFailures.sessionId, sessionId));
  },

  async stepUpFailuresOf(db: DbOrTx, sessionId: string): Promise<number> {
    const [row] = await db
      .select({ failures: stepUpFailures.failures })
      .from(stepUpFailures)
      .where(eq(stepUpFailures.sessionId, sessionId));
    return row?.failures ?? 0;
  },

  /** Counts a failed step-up of the session; answers how many in a row. */
  async failStepUp(db: DbOrTx, sessionId: string): Promise<number> {
    const [row] = await db
      .insert(stepUpFailures)
      .values({ sessionId, failures: 1 })
      .onConflictDoUpdate({
        target: stepUpFailures.sessionId,
        set: { failures: sql`${stepUpFailures.failures} + 1` },
      })
      .returning({ failures: stepUpFailures.failures });
    return row?.failures ?? 0;
  },

  /** When and how the session last confirmed who it is (read fresh: never from the session cache). */
  async stepUpOf(db: DbOrTx, sessionId: string): Promise<{ at: Date; method: string } | undefined> {
    const [row] = await db
      .select({ at: sessions.steppedUpAt, method: sessions.stepUpMethod })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row?.at && row.method ? { at: row.at, method: row.method } : undefined;
  },
};
