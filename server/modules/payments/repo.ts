import { centsToDollars } from '@core/money';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { ProviderIntent } from '../../adapters/payments/port';
import type { DbOrTx } from '../../db/client';
import { invoices, paymentIntents, payments, providerEvents, recoveryRequests } from '../../db/schema';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Our record of a provider's intent as it was created, and its answer to the browser. */
export const intentRecordOf = (provider: PaymentIntentRow['provider'], intent: ProviderIntent) => ({
  id: intent.id,
  provider,
  clientSecret: intent.clientSecret,
  amountCents: intent.amountCents,
  currency: intent.currency,
  status: intent.status,
});
export const intentAnswerOf = (record: PaymentIntentRow) => ({
  clientSecret: record.clientSecret,
  paymentIntentId: record.id,
  provider: record.provider,
  amount: centsToDollars(record.amountCents),
  amountCents: record.amountCents,
});

export const paymentsRepo = {
  async findIntentForJob(db: DbOrTx, jobId: string): Promise<PaymentIntentRow | undefined> {
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.jobId, jobId));
    return row;
  },

  async findIntent(db: DbOrTx, id: string): Promise<PaymentIntentRow | undefined> {
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return row;
  },

  /** One intent per job: a concurrent insert for the same job answers the row that won. */
  async insertIntent(db: DbOrTx, row: typeof paymentIntents.$inferInsert): Promise<PaymentIntentRow> {
    await db.insert(paymentIntents).values(row).onConflictDoNothing({ target: paymentIntents.jobId });
    const [existing] = await db.select().from(paymentIntents).where(eq(paymentIntents.jobId, row.jobId!));
    return existing!;
  },

  async findIntentForOrder(db: DbOrTx, orderId: string): Promise<PaymentIntentRow | undefined> {
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
    return row;
  },

  /** One intent per order: a concurrent insert for the same order answers the row that won. */
  async insertOrderIntent(db: DbOrTx, row: typeof paymentIntents.$inferInsert): Promise<PaymentIntentRow> {
    await db.insert(paymentIntents).values(row).onConflictDoNothing({ target: paymentIntents.orderId });
    const [existing] = await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, row.orderId!));
    return existing!;
  },

  async updateIntentStatus(db: DbOrTx, id: string, status: string, lastError: string | null): Promise<void> {
    await db
      .update(paymentIntents)
      .set({ status, lastError, updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, id));
  },

  /** A failed attempt, unless the intent already succeeded (a late or repeated failure event). */
  async noteIntentFailure(db: DbOrTx, id: string, status: string, lastError: string | null): Promise<void> {
    await db
      .update(paymentIntents)
      .set({ status, lastError, updatedAt: sql`now()` })
      .where(sql`${paymentIntents.id} = ${id} and ${paymentIntents.status} <> 'succeeded'`);
  },

  /**
   * Intents of the last week not known to be final whose job has no payment, untouched for
   * `olderThanMs`: the ones whose outcome a crash or a lost event may have kept from us.
   */
  intentsAwaitingOutcome(db: DbOrTx, olderThanMs: number, limit = 200): Promise<PaymentIntentRow[]> {
    return db
      .select()
      .from(paymentIntents)
      .where(
        and(
          notInArray(paymentIntents.status, ['succeeded', 'canceled']),
          sql`${paymentIntents.updatedAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`,
          sql`${paymentIntents.createdAt} > now() - interval '7 days'`,
          sql`not exists (select 1 from ${payments} where ${payments.jobId} = ${paymentIntents.jobId})`,
        ),
      )
      .orderBy(paymentIntents.updatedAt)
      .limit(limit);
  },

  async deleteIntent(db: DbOrTx, id: string): Promise<void> {
    await db.delete(paymentIntents).where(eq(paymentIntents.id, id));
  },

  /** The exactly-once gate: answers the new payment, or nothing when the job was already paid. */
  async insertPayment(db: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
    const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findPaymentForJob(db: DbOrTx, jobId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.jobId, jobId));
    return row;
  },

  async findPaymentByIntent(db: DbOrTx, intentId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
    return row;
  },

  /** Every payment an intent made (several when it paid an order's moves together). */
  paymentsByIntent(db: DbOrTx, intentId: string): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
  },

  /** Marks a payment refunded once; answers the row only for the call that did it. */
  /** The refund an operator decided (all or part of the payment), before the provider is asked. */
  async setRefundRequested(db: DbOrTx, paymentId: string, cents: number): Promise<void> {
    await db
      .update(payments)
      .set({ refundedCents: cents })
      .where(sql`${payments.id} = ${paymentId} and ${payments.refundedAt} is null`);
  },

  async markRefunded(
    db: DbOrTx,
    paymentId: string,
    refundId: string | null,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({
        refundId,
        refundedAt: sql`now()`,
        refundedCents: sql`coalesce(${payments.refundedCents}, ${payments.amountCents})`,
      })
      .where(sql`${payments.id} = ${paymentId} and ${payments.refundedAt} is null`)
      .returning();
    return row;
  },

  async insertInvoice(db: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [inserted] = await db.insert(invoices).values(row).returning();
    return inserted!;
  },

  /** The reason a credit note will carry (set when the refund is decided). */
  async setCreditReason(db: DbOrTx, jobId: string, reason: string): Promise<void> {
    await db.update(invoices).set({ creditNoteReason: reason }).where(eq(invoices.jobId, jobId));
  },

  /** A claim's refund: the invoice's credit note grows by it (its reason the latest decision's). */
  async addToCreditNote(db: DbOrTx, jobId: string, cents: number, reason: string) {
    const [row] = await db
      .update(invoices)
      .set({
        creditNoteCents: sql`coalesce(${invoices.creditNoteCents}, 0) + ${cents}`,
        creditedAt: sql`now()`,
        creditNoteReason: reason,
        status: sql`case when coalesce(${invoices.creditNoteCents}, 0) + ${cents} >= ${invoices.amountPaidCents} then 'refunded' else 'partially_refunded' end`,
      })
      .where(eq(invoices.jobId, jobId))
      .returning();
    return row;
  },

  /** The refund was made: the invoice gets its credit note. */
  async issueCreditNote(db: DbOrTx, jobId: string, cents: number, full: boolean): Promise<void> {
    await db
      .update(invoices)
      .set({
        status: full ? 'refunded' : 'partially_refunded',
        creditNoteCents: cents,
        creditedAt: sql`now()`,
        creditNoteReason: sql`coalesce(${invoices.creditNoteReason}, 'Cancelled before a driver accepted')`,
      })
      .where(eq(invoices.jobId, jobId));
  },

  async findInvoiceForJob(db: DbOrTx, jobId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.jobId, jobId));
    return row;
  },

  /** The job's invoice, locked until the caller's transaction ends (what it still holds is decided once). */
  async lockInvoiceForJob(db: DbOrTx, jobId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.jobId, jobId)).for('update');
    return row;
  },

  async findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    return row;
  },

  /** A person's own invoices (of moves not made for a company), newest first. */
  async listInvoicesForClient(db: DbOrTx, clientId: string): Promise<InvoiceRow[]> {
    const rows = await db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, invoices.jobId))
      .where(and(eq(invoices.clientId, clientId), isNull(recoveryRequests.companyId)))
      .orderBy(desc(invoices.createdAt));
    return rows.map((r) => r.invoice);
  },

  /** A company's invoices (of its moves, whoever ordered them), newest first. */
  async listInvoicesForCompany(db: DbOrTx, companyId: string): Promise<InvoiceRow[]> {
    const rows = await db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, invoices.jobId))
      .where(eq(recoveryRequests.companyId, companyId))
      .orderBy(desc(invoices.createdAt));
    return rows.map((r) => r.invoice);
  },

  /** Stores a provider event id once; false when it was seen before. */
  async recordProviderEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
    const rows = await db.insert(providerEvents).values({ id, type }).onConflictDoNothing().returning();
    return rows.length === 1;
  },
};
