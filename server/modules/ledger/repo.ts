import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';

export type LedgerLine = typeof ledgerEntries.$inferInsert;
export type LedgerKind = LedgerLine['kind'];
export type LedgerAccount = LedgerLine['account'];

export const ledgerRepo = {
  /** Inserts a whole posting, or nothing when this kind was already posted for the job. */
  async insertPosting(db: DbOrTx, lines: LedgerLine[]): Promise<boolean> {
    const rows = await db
      .insert(ledgerEntries)
      .values(lines)
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    // Part of a posting is never kept: the caller's transaction rolls back.
    if (rows.length > 0 && rows.length < lines.length)
      throw new Error(`posting ${lines[0]?.kind} half written (${rows.length} of ${lines.length} lines)`);
    return rows.length === lines.length;
  },

  /** How many postings of a kind a job has (a split per acceptance, a reversal per reassignment). */
  async countPostings(db: DbOrTx, jobId: string, kind: LedgerKind): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct coalesce(${ledgerEntries.adjustmentId}::text, ''))::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.kind, kind)));
    return row?.n ?? 0;
  },

  async hasPosting(db: DbOrTx, jobId: string, kind: LedgerKind): Promise<boolean> {
    const [row] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.kind, kind)))
      .limit(1);
    return Boolean(row);
  },

  linesForSubscriptionCharge(db: DbOrTx, chargeId: string) {
    return db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.subscriptionChargeId, chargeId))
      .orderBy(ledgerEntries.id);
  },

  linesForJob(db: DbOrTx, jobId: string) {
    return db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, jobId)).orderBy(ledgerEntries.id);
  },

  /**
   * Per job, the client's cash: what the charge took in and what refunds (a cancellation's, claims')
   * gave back. The one source of every payment status a person reads.
   */
  async clientCash(db: DbOrTx, jobIds: string[]) {
    if (jobIds.length === 0) return [];
    return db
      .select({
        jobId: sql<string>`${ledgerEntries.jobId}`,
        paidCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('charge', 'terms_payment')), 0)::int`,
        refundedCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('refund', 'claim_refund', 'cost_refund')), 0)::int`,
      })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.jobId, jobIds), eq(ledgerEntries.account, 'cash')))
      .groupBy(ledgerEntries.jobId);
  },

  /** Per job, the client's cash lines (charges and refunds of every kind) posted before `before`. */
  clientCashLines(db: DbOrTx, jobIds: string[], before: Date) {
    if (jobIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        jobId: sql<string>`${ledgerEntries.jobId}`,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.jobId, jobIds),
          eq(ledgerEntries.account, 'cash'),
          sql`${ledgerEntries.kind} in ('charge', 'refund', 'claim_refund', 'cost_refund')`,
          sql`${ledgerEntries.createdAt} < ${before}`,
        ),
      )
      .orderBy(ledgerEntries.id);
  },

  /** Cash in from clients (charges less refunds) posted since `since`. */
  async cashCollectedSince(db: DbOrTx, since: Date): Promise<number> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account, 'cash'),
          sql`${ledgerEntries.kind} in ('charge', 'terms_payment', 'refund', 'cost_refund')`,
          sql`${ledgerEntries.createdAt} >= ${since}`,
        ),
      );
    return row?.cents ?? 0;
  },

  /** Balance per account and party (debit positive). */
  balances(db: DbOrTx) {
    return db
      .select({
        account: ledgerEntries.account,
        partyId: ledgerEntries.partyId,
        balanceCents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account, ledgerEntries.partyId);
  },

  /** Per job, the sums a driver cares about. */
  driverPostings(db: DbOrTx, driverId: string) {
    return db
      .select({
        jobId: ledgerEntries.jobId,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partyId, driverId), eq(ledgerEntries.account, 'driver_payable')));
  },
};
