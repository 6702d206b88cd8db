import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankPayouts, payoutAccounts, payoutTransfers, recoveryRequests, users } from '../../db/schema';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutTransferRow = typeof payoutTransfers.$inferSelect;
export type BankPayoutRow = typeof bankPayouts.$inferSelect;

/** A claim older than this was lost (a crash mid-call): the sweeper takes it again, same idempotency key. */
const STALE_CLAIM = sql`now() - interval '1 minute'`;

export const payoutsRepo = {
  async account(db: DbOrTx, driverId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.driverId, driverId));
    return row;
  },

  async accountByProviderId(db: DbOrTx, providerAccountId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.providerAccountId, providerAccountId));
    return row;
  },

  /** The first account wins; a second onboarding of the same driver keeps the first one. */
  async insertAccount(
    db: DbOrTx,
    row: typeof payoutAccounts.$inferInsert,
  ): Promise<PayoutAccountRow | undefined> {
    const [inserted] = await db.insert(payoutAccounts).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async updateAccount(
    db: DbOrTx,
    driverId: string,
    state: Pick<
      PayoutAccountRow,
      'status' | 'bankLast4' | 'requirementsDue' | 'instantAvailable' | 'disabledReason'
    > &
      Partial<Pick<PayoutAccountRow, 'taxIdOnFile'>>,
  ): Promise<PayoutAccountRow | undefined> {
    const [row] = await db
      .update(payoutAccounts)
      .set({ ...state, updatedAt: new Date() })
      .where(eq(payoutAccounts.driverId, driverId))
      .returning();
    return row;
  },

  /** One row per released half; a repeated release finds it there. */
  async insertHeldTransfer(
    db: DbOrTx,
    row: { driverId: string; jobId: string; half: 1 | 2; amountCents: number; tripCostId?: string },
  ): Promise<void> {
    await db.insert(payoutTransfers).values(row).onConflictDoNothing();
  },

  /** Whether the half's own pay was released (a receipt's transfer released with it does not count). */
  async hasHalf(db: DbOrTx, jobId: string, half: 1 | 2): Promise<boolean> {
    const [row] = await db
      .select({ id: payoutTransfers.id })
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.jobId, jobId),
          eq(payoutTransfers.half, half),
          isNull(payoutTransfers.tripCostId),
        ),
      );
    return Boolean(row);
  },

  /** Takes a driver's held halves (and claims lost in a crash) for sending; concurrent senders split them. */
  claimTransfers(db: DbOrTx, driverId: string, anyAge = false): Promise<PayoutTransferRow[]> {
    return db
      .update(payoutTransfers)
      .set({ status: 'sending', attempts: sql`${payoutTransfers.attempts} + 1`, claimedAt: sql`now()` })
      .where(
        and(
          eq(payoutTransfers.driverId, driverId),
          // A half a claim reserves waits for its decision.
          isNull(payoutTransfers.frozenBy),
          or(
            eq(payoutTransfers.status, 'held'),
            and(
              eq(payoutTransfers.status, 'sending'),
              anyAge ? undefined : lt(payoutTransfers.claimedAt, STALE_CLAIM),
            ),
          ),
        ),
      )
      .returning();
  },

  /** Drivers with an enabled account and halves waiting to be sent (or lost mid-send). */
  async driversWithUnsent(db: DbOrTx, anyAge = false): Promise<string[]> {
    const rows = await db
      .selectDistinct({ driverId: payoutTransfers.driverId })
      .from(payoutTransfers)
      .innerJoin(payoutAccounts, eq(payoutAccounts.driverId, payoutTransfers.driverId))
      .where(
        and(
          eq(payoutAccounts.status, 'enabled'),
          or(
            eq(payoutTransfers.status, 'held'),
            and(
              eq(payoutTransfers.status, 'sending'),
              anyAge ? undefined : lt(payoutTransfers.claimedAt, STALE_CLAIM),
            ),
          ),
        ),
      );
    return rows.map((r) => r.driverId);
  },

  async markSent(
    db: DbOrTx,
    id: string,
    providerTransferId: string | null,
  ): Promise<PayoutTransferRow | undefined> {
    const [row] = await db
      .update(payoutTransfers)
      .set({ status: 'sent', providerTransferId, sentAt: new Date(), failureReason: null })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'sending')))
      .returning();
    return row;
  },

  async markTransferFailed(db: DbOrTx, id: string, reason: string): Promise<void> {
    await db
      .update(payoutTransfers)
      .set({ status: 'failed', failureReason: reason })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'sending')));
  },

  /** An operator's retry: a failed half is held again (and sent at once when the account allows). */
  async holdAgain(db: DbOrTx, id: string): Promise<PayoutTransferRow | undefined> {
    const [row] = await db
      .update(payoutTransfers)
      .set({ status: 'held', failureReason: null })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'failed')))
      .returning();
    return row;
  },

  /** Drivers whose payout account is enabled and holds sent halves no payout carries yet. */
  async driversWithAvailable(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectDistinct({ driverId: payoutTransfers.driverId })
      .from(payoutTransfers)
      .innerJoin(payoutAccounts, eq(payoutAccounts.driverId, payoutTransfers.driverId))
      .where(
        and(
          eq(payoutAccounts.status, 'enabled'),
          eq(payoutTransfers.status, 'sent'),
          isNull(payoutTransfers.bankPayoutId),
        ),
      );
    return rows.map((r) => r.driverId);
  },

  /** The driver's sent halves no payout carries yet, locked until the transaction ends. */
  lockAvailable(db: DbOrTx, driverId: string): Promise<PayoutTransferRow[]> {
    return db
      .select()
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.driverId, driverId),
          eq(payoutTransfers.status, 'sent'),
          isNull(payoutTransfers.bankPayoutId),
        ),
      )
      .for('update');
  },

  /** The halves a payout carries; a half carried before stops being "returned". */
  async attach(db: DbOrTx, ids: string[], bankPayoutId: string): Promise<void> {
    await db
      .update(payoutTransfers)
      .set({ bankPayoutId, returnedAt: null })
      .where(inArray(payoutTransfers.id, ids));
  },

  /** A failed payout's halves are free again for the next payout, marked as returned. */
  async returnTransfers(db: DbOrTx, bankPayoutId: string): Promise<void> {
    await db
      .update(payoutTransfers)
      .set({ bankPayoutId: null, returnedAt: new Date() })
      .where(eq(payoutTransfers.bankPayoutId, bankPayoutId));
  },

  async insertPayout(db: DbOrTx, row: typeof bankPayouts.$inferInsert): Promise<BankPayoutRow> {
    const [inserted] = await db.insert(bankPayouts).values(row).returning();
    return inserted!;
  },

  async deletePayout(db: DbOrTx, id: string): Promise<void> {
    await db.delete(bankPayouts).where(eq(bankPayouts.id, id));
  },

  async setProviderPayout(
    db: DbOrTx,
    id: string,
    providerPayoutId: string,
    arrivalOn: string,
  ): Promise<void> {
    await db.update(bankPayouts).set({ providerPayoutId, arrivalOn }).where(eq(bankPayouts.id, id));
  },

  async payoutByProviderId(db: DbOrTx, providerPayoutId: string): Promise<BankPayoutRow | undefined> {
    const [row] = await db
      .select()
      .from(bankPayouts)
      .where(eq(bankPayouts.providerPayoutId, providerPayoutId));
    return row;
  },

  /**
   * Pending payouts the provider never answered for (a crash or an error before it did); a minute old,
   * so one being submitted now is left alone, unless `anyAge`.
   */
  unsubmittedPayouts(db: DbOrTx, { anyAge = false } = {}): Promise<BankPayoutRow[]> {
    return db
      .select()
      .from(bankPayouts)
      .where(
        and(
          eq(bankPayouts.status, 'pending'),
          isNull(bankPayouts.providerPayoutId),
          anyAge ? undefined : lt(bankPayouts.createdAt, STALE_CLAIM),
        ),
      );
  },

  /** Instant payouts the provider answered for whose outcome is not recorded yet. */
  /**
   * Payouts the provider has and we still read as pending although they should have landed: instant
   * ones at once, standard ones from their arrival date (a crash may have cut off the provider's word).
   */
  pendingPayoutsDue(db: DbOrTx, today: string): Promise<BankPayoutRow[]> {
    return db
      .select()
      .from(bankPayouts)
      .where(
        and(
          eq(bankPayouts.status, 'pending'),
          isNotNull(bankPayouts.providerPayoutId),
          or(eq(bankPayouts.method, 'instant'), lte(bankPayouts.arrivalOn, today)),
        ),
      );
  },

  /** pending → paid or failed, once: a replayed event changes nothing. */
  async settlePayout(
    db: DbOrTx,
    id: string,
    status: 'paid' | 'failed',
    failureReason: string | null,
  ): Promise<BankPayoutRow | undefined> {
    const [row] = await db
      .update(bankPayouts)
      .set({ status, failureReason, settledAt: new Date() })
      .where(and(eq(bankPayouts.id, id), eq(bankPayouts.status, 'pending')))
      .returning();
    return row;
  },

  transfersOfPayout(db: DbOrTx, bankPayoutId: string): Promise<PayoutTransferRow[]> {
    return db.select().from(payoutTransfers).where(eq(payoutTransfers.bankPayoutId, bankPayoutId));
  },

  transfersOf(db: DbOrTx, driverId: string): Promise<PayoutTransferRow[]> {
    return db.select().from(payoutTransfers).where(eq(payoutTransfers.driverId, driverId));
  },

  payoutsOf(db: DbOrTx, driverId: string, limit = 50): Promise<BankPayoutRow[]> {
    return db
      .select()
      .from(bankPayouts)
      .where(eq(bankPayouts.driverId, driverId))
      .orderBy(desc(bankPayouts.createdAt))
      .limit(limit);
  },

  /** Operators: held halves per driver, failed transfers and failed payouts. */
  heldByDriver(db: DbOrTx) {
    return db
      .select({
        driverId: payoutTransfers.driverId,
        driverName: users.name,
        amountCents: sql<number>`sum(${payoutTransfers.amountCents})::int`,
        halves: sql<number>`count(*)::int`,
        accountStatus: payoutAccounts.status,
      })
      .from(payoutTransfers)
      .innerJoin(users, eq(users.id, payoutTransfers.driverId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.driverId, payoutTransfers.driverId))
      .where(eq(payoutTransfers.status, 'held'))
      .groupBy(payoutTransfers.driverId, users.name, payoutAccounts.status);
  },

  failedTransfers(db: DbOrTx) {
    return db
      .select({
        id: payoutTransfers.id,
        driverName: users.name,
        jobNumberValue: recoveryRequests.number,
        half: payoutTransfers.half,
        amountCents: payoutTransfers.amountCents,
        reason: payoutTransfers.failureReason,
      })
      .from(payoutTransfers)
      .innerJoin(users, eq(users.id, payoutTransfers.driverId))
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, payoutTransfers.jobId))
      .where(eq(payoutTransfers.status, 'failed'));
  },

  failedPayouts(db: DbOrTx, limit = 100) {
    return db
      .select({ payout: bankPayouts, driverName: users.name })
      .from(bankPayouts)
      .innerJoin(users, eq(users.id, bankPayouts.driverId))
      .where(eq(bankPayouts.status, 'failed'))
      .orderBy(desc(bankPayouts.createdAt))
      .limit(limit);
  },

  /** Sent transfers since a moment, for comparing with the provider's. */
  sentSince(db: DbOrTx, since: Date) {
    return (
      db
        .select({
          id: payoutTransfers.id,
          jobId: payoutTransfers.jobId,
          providerTransferId: payoutTransfers.providerTransferId,
          amountCents: payoutTransfers.amountCents,
        })
        .from(payoutTransfers)
        // A half kept back whole against a penalty moved nothing at the provider: nothing to compare.
        .where(
          and(
            eq(payoutTransfers.status, 'sent'),
            sql`${payoutTransfers.sentAt} >= ${since}`,
            sql`${payoutTransfers.amountCents} > 0`,
          ),
        )
    );
  },

  /**
   * Releases posted before payouts existed (their other side was `cash`): each becomes a release to the
   * driver's balance with a held transfer, once. Answers how many it moved.
   */
  async adoptLegacyReleases(db: DbOrTx): Promise<number> {
    const moved = await db.execute<{ job_id: string; kind: string; driver_id: string; amount: number }>(sql`
      WITH legacy AS (
        SELECT c.id, c.job_id, c.kind, p.party_id AS driver_id, -c.amount_cents AS amount
        FROM ledger_entries c
        JOIN ledger_entries p ON p.job_id = c.job_id AND p.kind = c.kind AND p.account = 'driver_payable'
        WHERE c.kind IN ('payout_1', 'payout_2') AND c.account = 'cash'
      )
      UPDATE ledger_entries e SET account = 'driver_balance', party_id = legacy.driver_id
      FROM legacy WHERE e.id = legacy.id
      RETURNING legacy.job_id, legacy.kind, legacy.driver_id, legacy.amount`);
    for (const r of moved.rows)
      await db
        .insert(payoutTransfers)
        .values({
          jobId: r.job_id,
          driverId: r.driver_id,
          half: r.kind === 'payout_1' ? 1 : 2,
          amountCents: r.amount,
        })
        .onConflictDoNothing();
    return moved.rows.length;
  },
};
