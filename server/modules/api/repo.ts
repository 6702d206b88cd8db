import type { CompanyRole } from '@core/companies';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiIdempotency, apiKeys, companyMembers, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as found for a request: with the member it acts as, when that member still belongs. */
export interface KeyHolder {
  key: ApiKeyRow;
  user: { id: string; name: string; email: string; companyRole: CompanyRole };
}

export const apiRepo = {
  async insertKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    const [created] = await db.insert(apiKeys).values(row).returning();
    return created!;
  },

  listKeys(db: DbOrTx, companyId: string): Promise<ApiKeyRow[]> {
    return db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  },

  /** Revokes a key of the company (once); undefined when there is no such key there. */
  async revokeKey(db: DbOrTx, companyId: string, id: string, by: string): Promise<ApiKeyRow | undefined> {
    const [row] = await db
      .update(apiKeys)
      .set({
        revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`,
        revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${by}::uuid)`,
      })
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
      .returning();
    return row;
  },

  /**
   * The unrevoked key with this hash, and the member who made it while they are still a member of the
   * key's company: read on every request (no cache), so a revocation or a member's removal holds at once
   * on every process.
   */
  async findLiveKey(db: DbOrTx, tokenHash: string): Promise<KeyHolder | undefined> {
    const [row] = await db
      .select({
        key: apiKeys,
        user: { id: users.id, name: users.name, email: users.email, companyRole: companyMembers.role },
      })
      .from(apiKeys)
      .innerJoin(
        companyMembers,
        and(eq(companyMembers.userId, apiKeys.createdBy), eq(companyMembers.companyId, apiKeys.companyId)),
      )
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
    return row;
  },

  /** At most one write a minute per key: "last used" is for people, not an audit. */
  async touchKey(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      );
  },

  // ---- idempotency ----------------------------------------------------------------------------------

  /** Claims the key for this request; false when another request holds or held it. */
  async claimIdempotency(db: DbOrTx, apiKeyId: string, key: string, requestHash: string): Promise<boolean> {
    const rows = await db
      .insert(apiIdempotency)
      .values({ apiKeyId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: apiIdempotency.key });
    return rows.length === 1;
  },

  async findIdempotency(db: DbOrTx, apiKeyId: string, key: string) {
    const [row] = await db
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
    return row;
  },

  /** Takes over a claim whose request never answered (its process died): older than `staleSeconds`. */
  async takeOverStale(db: DbOrTx, apiKeyId: string, key: string, staleSeconds: number): Promise<boolean> {
    const rows = await db
      .update(apiIdempotency)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(apiIdempotency.apiKeyId, apiKeyId),
          eq(apiIdempotency.key, key),
          isNull(apiIdempotency.statusCode),
          lt(apiIdempotency.createdAt, sql`now() - ${staleSeconds} * interval '1 second'`),
        ),
      )
      .returning({ key: apiIdempotency.key });
    return rows.length === 1;
  },

  async finishIdempotency(db: DbOrTx, apiKeyId: string, key: string, statusCode: number, response: unknown) {
    await db
      .update(apiIdempotency)
      .set({ statusCode, response })
      .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
  },

  async releaseIdempotency(db: DbOrTx, apiKeyId: string, key: string) {
    await db
      .delete(apiIdempotency)
      .where(
        and(
          eq(apiIdempotency.apiKeyId, apiKeyId),
          eq(apiIdempotency.key, key),
          isNull(apiIdempotency.statusCode),
        ),
      );
  },

  async purgeIdempotency(db: DbOrTx, olderThanHours: number): Promise<number> {
    const rows = await db
      .delete(apiIdempotency)
      .where(lt(apiIdempotency.createdAt, sql`now() - ${olderThanHours} * interval '1 hour'`))
      .returning({ key: apiIdempotency.key });
    return rows.length;
  },
};
