import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, recoveryRequests, termsCharges, termsInvoices } from '../../db/schema';

export type { TermsChargeRow, TermsInvoiceRow } from '../../db/schema';

/** The billing domain's SQL: moves on terms, the month's invoices, and the companies' terms. */
export const billingRepo = {
  async lockCompany(db: DbOrTx, companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
    return row;
  },

  async company(db: DbOrTx, companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    return row;
  },

  async setTerms(db: DbOrTx, companyId: string, terms: 'card' | 'net30', by: string | null) {
    const [row] = await db
      .update(companies)
      .set({
        paymentTerms: terms,
        termsApprovedBy: terms === 'net30' ? by : null,
        termsApprovedAt: terms === 'net30' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, companyId))
      .returning();
    return row;
  },

  /** Every company with its members, what it owes on terms and how much of that is overdue at `now`. */
  adminList(db: DbOrTx, now: Date) {
    return db
      .select({
        company: companies,
        // Written out: drizzle leaves columns unqualified in a one-table select, and these subqueries join.
        members: sql<number>`(select count(*)::int from company_members m where m.company_id = companies.id)`,
        balanceCents: sql<number>`(select coalesce(sum(c.amount_cents), 0)::int from terms_charges c
          left join terms_invoices i on i.id = c.terms_invoice_id
          where c.company_id = companies.id and i.paid_at is null)`,
        overdueCents: sql<number>`(select coalesce(sum(i.amount_cents), 0)::int from terms_invoices i
          where i.company_id = companies.id and i.paid_at is null and i.due_at < ${now.toISOString()}::timestamptz)`,
      })
      .from(companies)
      .orderBy(asc(companies.legalName));
  },

  /** A move on terms, once: false when it was charged already. */
  async insertCharge(db: DbOrTx, row: typeof termsCharges.$inferInsert): Promise<boolean> {
    const rows = await db.insert(termsCharges).values(row).onConflictDoNothing().returning();
    return rows.length === 1;
  },

  chargesOfInvoice(db: DbOrTx, invoiceId: string) {
    return db.select().from(termsCharges).where(eq(termsCharges.termsInvoiceId, invoiceId));
  },

  /** Moves on terms not yet on an invoice, charged before `before`. */
  uninvoicedCharges(db: DbOrTx, companyId: string | null, before: Date, from?: Date) {
    return db
      .select()
      .from(termsCharges)
      .where(
        and(
          isNull(termsCharges.termsInvoiceId),
          lt(termsCharges.chargedAt, before),
          from ? sql`${termsCharges.chargedAt} >= ${from}` : undefined,
          companyId ? eq(termsCharges.companyId, companyId) : undefined,
        ),
      )
      .orderBy(asc(termsCharges.chargedAt));
  },

  async insertInvoice(db: DbOrTx, row: typeof termsInvoices.$inferInsert) {
    const [inserted] = await db.insert(termsInvoices).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async attachCharges(db: DbOrTx, invoiceId: string, jobIds: string[]) {
    for (const jobId of jobIds)
      await db.update(termsCharges).set({ termsInvoiceId: invoiceId }).where(eq(termsCharges.jobId, jobId));
  },

  async setProviderInvoice(db: DbOrTx, id: string, providerInvoiceId: string, hostedUrl: string | null) {
    await db.update(termsInvoices).set({ providerInvoiceId, hostedUrl }).where(eq(termsInvoices.id, id));
  },

  async invoice(db: DbOrTx, id: string) {
    const [row] = await db.select().from(termsInvoices).where(eq(termsInvoices.id, id));
    return row;
  },

  async lockInvoice(db: DbOrTx, id: string) {
    const [row] = await db.select().from(termsInvoices).where(eq(termsInvoices.id, id)).for('update');
    return row;
  },

  async markPaid(db: DbOrTx, id: string, at: Date) {
    await db
      .update(termsInvoices)
      .set({ paidAt: at })
      .where(and(eq(termsInvoices.id, id), isNull(termsInvoices.paidAt)));
  },

  /** A company's month invoices issued before `before`, newest first. */
  invoicesOf(db: DbOrTx, companyId: string, before?: Date) {
    return db
      .select()
      .from(termsInvoices)
      .where(
        and(eq(termsInvoices.companyId, companyId), before ? lt(termsInvoices.issuedAt, before) : undefined),
      )
      .orderBy(desc(termsInvoices.issuedAt));
  },

  /** Unpaid invoices: those not issued to the provider yet, and those it may have been paid for since. */
  unpaidInvoices(db: DbOrTx) {
    return db.select().from(termsInvoices).where(isNull(termsInvoices.paidAt)).limit(500);
  },

  /** Moves on terms whose job was cancelled and whose charge is not settled yet (nor on a paid invoice). */
  cancelledUnsettled(db: DbOrTx) {
    return db
      .select({ jobId: termsCharges.jobId })
      .from(termsCharges)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, termsCharges.jobId))
      .leftJoin(termsInvoices, eq(termsInvoices.id, termsCharges.termsInvoiceId))
      .where(
        and(
          eq(recoveryRequests.status, 'cancelled'),
          isNull(termsCharges.cancelledAt),
          isNull(termsInvoices.paidAt),
        ),
      )
      .limit(500);
  },

  async lockCharge(db: DbOrTx, jobId: string) {
    const [row] = await db.select().from(termsCharges).where(eq(termsCharges.jobId, jobId)).for('update');
    return row;
  },

  /** A cancelled move's charge: what stays owed for it. */
  async settleCharge(db: DbOrTx, jobId: string, amountCents: number) {
    await db
      .update(termsCharges)
      .set({ amountCents, cancelledAt: sql`now()` })
      .where(eq(termsCharges.jobId, jobId));
  },

  /** A cancelled move credited against its issued invoice. */
  async creditInvoice(db: DbOrTx, invoiceId: string, cents: number) {
    await db
      .update(termsInvoices)
      .set({ creditedCents: sql`${termsInvoices.creditedCents} + ${cents}`, creditedAt: sql`now()` })
      .where(eq(termsInvoices.id, invoiceId));
  },

  /** The oldest unpaid invoice past its due date: what stops new requests. */
  async firstOverdue(db: DbOrTx, companyId: string, now: Date) {
    const [row] = await db
      .select()
      .from(termsInvoices)
      .where(
        and(
          eq(termsInvoices.companyId, companyId),
          isNull(termsInvoices.paidAt),
          lt(termsInvoices.dueAt, now),
        ),
      )
      .orderBy(asc(termsInvoices.dueAt))
      .limit(1);
    return row;
  },
};
