import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimMessages, claims, recoveryRequests } from '../../db/schema';
import { inScope } from '../../lib/company-access';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimMessageRow = typeof claimMessages.$inferSelect;

export const claimsRepo = {
  async insert(db: DbOrTx, row: typeof claims.$inferInsert): Promise<ClaimRow | undefined> {
    const [inserted] = await db.insert(claims).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async setReserve(db: DbOrTx, id: string, reservedCents: number, receivableCents: number) {
    await db.update(claims).set({ reservedCents, receivableCents }).where(eq(claims.id, id));
  },

  find: async (db: DbOrTx, id: string) => (await db.select().from(claims).where(eq(claims.id, id)))[0],

  /**
   * The claims a person sees: as the client of a personal move, as the job's driver, as a member of the
   * move's company (the service checks the role), or (null) every one.
   */
  async list(db: DbOrTx, who: { userId: string; companyId: string | null } | null, limit = 200) {
    const rows = await db
      .select({ claim: claims })
      .from(claims)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, claims.jobId))
      .where(
        who
          ? or(inScope(claims.clientId, recoveryRequests.companyId, who), eq(claims.driverId, who.userId))
          : undefined,
      )
      .orderBy(desc(claims.lastActivityAt))
      .limit(limit);
    return rows.map((r) => r.claim);
  },

  /** The claim a thread photo belongs to. */
  async claimOfFile(db: DbOrTx, fileId: string): Promise<ClaimRow | undefined> {
    const [row] = await db
      .select({ claim: claims })
      .from(claimMessages)
      .innerJoin(claims, eq(claims.id, claimMessages.claimId))
      .where(eq(claimMessages.fileId, fileId));
    return row?.claim;
  },

  messages: (db: DbOrTx, claimId: string) =>
    db
      .select()
      .from(claimMessages)
      .where(eq(claimMessages.claimId, claimId))
      .orderBy(claimMessages.createdAt),

  async addMessage(db: DbOrTx, row: typeof claimMessages.$inferInsert, waitingOn: ClaimRow['waitingOn']) {
    await db.insert(claimMessages).values(row);
    await db
      .update(claims)
      .set({ waitingOn, lastActivityAt: sql`now()`, remindedAt: null })
      .where(eq(claims.id, row.claimId));
  },

  /** The claim, its row locked until the caller's transaction ends. */
  async lock(db: DbOrTx, id: string): Promise<ClaimRow | undefined> {
    const [row] = await db.select().from(claims).where(eq(claims.id, id)).for('update');
    return row;
  },

  /** Decided refunds the provider has neither taken nor refused yet, oldest first. */
  refundsOwed: (db: DbOrTx) =>
    db
      .select()
      .from(claims)
      .where(
        and(
          isNotNull(claims.decidedAt),
          gt(claims.refundCents, 0),
          isNull(claims.refundSentAt),
          isNull(claims.refundFailedAt),
        ),
      )
      .orderBy(claims.decidedAt)
      .limit(100),

  /** The provider's answer, once: true when this call recorded it. */
  async markRefund(db: DbOrTx, id: string, outcome: 'sent' | 'failed'): Promise<boolean> {
    const rows = await db
      .update(claims)
      .set(outcome === 'sent' ? { refundSentAt: sql`now()` } : { refundFailedAt: sql`now()` })
      .where(and(eq(claims.id, id), isNull(claims.refundSentAt), isNull(claims.refundFailedAt)))
      .returning({ id: claims.id });
    return rows.length > 0;
  },

  /** Decides an open claim once; undefined when it was decided already. */
  async decide(db: DbOrTx, id: string, decision: Partial<ClaimRow>): Promise<ClaimRow | undefined> {
    const [row] = await db
      .update(claims)
      .set({ ...decision, decidedAt: sql`now()`, lastActivityAt: sql`now()` })
      .where(and(eq(claims.id, id), isNull(claims.decision)))
      .returning();
    return row;
  },

  /** Open claims waiting on a party (not operators) since before `before`, not reminded since. */
  stale: (db: DbOrTx, before: Date) =>
    db
      .select()
      .from(claims)
      .where(
        and(
          isNull(claims.decision),
          inArray(claims.waitingOn, ['client', 'driver']),
          lt(claims.lastActivityAt, before),
          or(isNull(claims.remindedAt), lt(claims.remindedAt, before)),
        ),
      ),

  async markReminded(db: DbOrTx, id: string) {
    await db.update(claims).set({ remindedAt: sql`now()` }).where(eq(claims.id, id));
  },
};
