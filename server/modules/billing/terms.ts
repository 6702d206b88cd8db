import { monthRange, OVERDUE_MESSAGE, previousMonth, TERMS_DAYS } from '@core/billing';
import { actsForClient } from '@core/companies';
import type { AdminCompany, CompanyTerms, TermsInvoice } from '@core/contracts/billing';
import { dateParts, formatLongDate } from '@core/format';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import { dateInZone } from '@core/zones';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { settleCancelledOnTerms } from './cancellations';
import { companyBillingViews } from './company-views';
import { type BillingContext, companyOf } from './context';
import { billingRepo, type TermsInvoiceRow } from './repo';

const DAY_MS = 86_400_000;

/** The 409 that stops new requests while an invoice on terms is overdue, or nothing. */
export async function overdueMessage(ctx: BillingContext, companyId: string, tx: DbOrTx = ctx.db) {
  const overdue = await billingRepo.firstOverdue(tx, companyId, ctx.now());
  if (!overdue) return null;
  const due = formatLongDate(dateParts(overdue.dueAt, ctx.invoicing.timeZone));
  return OVERDUE_MESSAGE(`MI-${overdue.number}`, formatUsd(overdue.amountCents), due);
}

/** Refuses new orders and requests while the company has an overdue invoice (orders call it too). */
export async function requireGoodStanding(ctx: BillingContext, companyId: string, tx: DbOrTx = ctx.db) {
  const message = await overdueMessage(ctx, companyId, tx);
  if (message) throw conflict(message, 'terms_overdue');
}

/** Whether the company is approved for monthly invoicing (a read to decide the payment mode). */
export async function onTerms(ctx: BillingContext, companyId: string, tx: DbOrTx = ctx.db) {
  return (await billingRepo.company(tx, companyId))?.paymentTerms === 'net30';
}

/**
 * Dispatches a company's unpaid jobs without a card, in the caller's transaction: each job is marked
 * paid on terms and its price posted as a receivable (the client's money held as a card payment holds
 * it). The company must be approved and in good standing, checked under its row's lock; a job already
 * paid is left as it is. Answers the jobs it paid, for the caller to announce once committed
 * (`announcePaid`).
 */
export async function dispatchOnTerms(
  ctx: BillingContext,
  tx: DbOrTx,
  actor: SessionUser,
  jobIds: string[],
): Promise<Job[]> {
  const companyId = actor.companyId;
  const company = companyId ? await billingRepo.lockCompany(tx, companyId) : undefined;
  if (company?.paymentTerms !== 'net30')
    throw conflict(
      'This company is not approved for monthly invoicing; pay by card instead.',
      'terms_not_approved',
    );
  await requireGoodStanding(ctx, company.id, tx);
  const paid: Job[] = [];
  for (const id of jobIds) {
    const job = await ctx.jobs.lockById(tx, id);
    if (!job || job.companyId !== company.id || !actsForClient(actor, job, 'order'))
      throw notFound('Request not found');
    // Test data (a test API key's) is never paid, on terms either.
    if (job.paymentStatus !== 'unpaid' || job.status === 'cancelled' || !job.livemode) continue;
    const charged = await billingRepo.insertCharge(tx, {
      jobId: job.id,
      companyId: company.id,
      clientId: job.clientId,
      amountCents: job.priceCents,
      chargedBy: actor.id,
    });
    if (!charged) continue;
    const done = await ctx.jobs.transition(tx, job, {
      paymentStatus: 'paid',
      by: 'client',
      actorId: actor.id,
      type: 'paid',
      data: { terms: 'net30', amountCents: job.priceCents },
    });
    if (!done) throw conflict('This request changed while it was being dispatched. Please reload.');
    await ctx.ledger.postTermsCharge(tx, {
      jobId: job.id,
      clientId: job.clientId,
      priceCents: job.priceCents,
    });
    paid.push(done);
  }
  return paid;
}

/** After the transaction: drivers hear of the jobs paid on terms. */
export async function announcePaid(ctx: BillingContext, jobs: Job[]): Promise<void> {
  for (const job of jobs) await ctx.onJobPaid(job);
}

/** A company member's single request on terms, in its own transaction (POST /api/recovery-requests). */
export async function dispatchRequestOnTerms(ctx: BillingContext, actor: SessionUser, jobId: string) {
  const paid = await ctx.db.transaction((tx) => dispatchOnTerms(ctx, tx, actor, [jobId]));
  await announcePaid(ctx, paid);
}

const toTermsInvoice = (row: TermsInvoiceRow, now: Date): TermsInvoice => ({
  id: row.id,
  number: `MI-${row.number}`,
  month: row.month,
  // What is left to pay: moves cancelled after issue are credited against it.
  amountCents: row.amountCents - row.creditedCents,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  overdue: !row.paidAt && row.dueAt < now,
  hostedUrl: row.hostedUrl,
  moves: row.lines.length,
});

/** The company's terms, this month's moves on terms and its month invoices (members with `statements`). */
export async function companyTerms(ctx: BillingContext, actor: SessionUser): Promise<CompanyTerms> {
  const companyId = companyOf(actor, 'statements');
  const company = (await billingRepo.company(ctx.db, companyId))!;
  const now = ctx.now();
  const month = dateInZone(now.getTime(), ctx.invoicing.timeZone).slice(0, 7);
  const range = monthRange(month, ctx.invoicing.timeZone);
  const [open, invoices] = await Promise.all([
    billingRepo.uninvoicedCharges(ctx.db, companyId, range.to, range.from),
    billingRepo.invoicesOf(ctx.db, companyId),
  ]);
  return {
    paymentTerms: company.paymentTerms,
    approvedAt: company.termsApprovedAt?.toISOString() ?? null,
    openMonth: {
      month,
      moves: open.filter((c) => c.amountCents > 0).length,
      amountCents: open.reduce((s, c) => s + c.amountCents, 0),
    },
    invoices: invoices.map((i) => toTermsInvoice(i, now)),
    blockedMessage: await overdueMessage(ctx, companyId),
  };
}

/**
 * Month end: every company's moves on terms charged before `month` ends and not yet invoiced go on its
 * invoice for that month (one per company and month, its number kept however often this runs), due in
 * 30 days, then issued through the invoicing port. Answers the month and how many invoices were created.
 */
export async function invoiceMonth(ctx: BillingContext, requested?: string) {
  // By default the month before the current one in the operators' zone.
  const month =
    requested ?? previousMonth(dateInZone(ctx.now().getTime(), ctx.invoicing.timeZone).slice(0, 7));
  const range = monthRange(month, ctx.invoicing.timeZone);
  // Cancelled moves first: what they no longer owe stays off the invoice.
  await settleCancelledOnTerms(ctx);
  const charges = (await billingRepo.uninvoicedCharges(ctx.db, null, range.to)).filter(
    (c) => c.amountCents > 0,
  );
  // Each move's line, read before the transactions (a move's number and places never change).
  const describe = new Map<string, string>();
  for (const c of charges) {
    const job = await ctx.jobs.findById(c.jobId);
    if (job)
      describe.set(c.jobId, `${jobNumber(job.number)}: ${job.pickupLocation} to ${job.destinationLocation}`);
  }
  let issued = 0;
  for (const companyId of new Set(charges.map((c) => c.companyId))) {
    const created = await ctx.db.transaction(async (tx) => {
      await billingRepo.lockCompany(tx, companyId);
      const mine = (await billingRepo.uninvoicedCharges(tx, companyId, range.to)).filter(
        (c) => c.amountCents > 0,
      );
      if (mine.length === 0) return null;
      const billedCompany = await companyBillingViews.billedCompany(tx, { companyId, orderId: null });
      const lines = mine.map((c) => ({
        jobId: c.jobId,
        description: describe.get(c.jobId) ?? 'Move',
        amountCents: c.amountCents,
      }));
      const now = ctx.now();
      const row = await billingRepo.insertInvoice(tx, {
        companyId,
        month,
        amountCents: lines.reduce((s, l) => s + l.amountCents, 0),
        lines,
        seller: ctx.invoicing.seller,
        billedCompany: billedCompany!,
        provider: ctx.port.provider,
        issuedAt: now,
        dueAt: new Date(now.getTime() + TERMS_DAYS * DAY_MS),
      });
      // An invoice for the month exists already (a late move): it goes on the next run's month.
      if (!row) return null;
      await billingRepo.attachCharges(
        tx,
        row.id,
        mine.map((c) => c.jobId),
      );
      return row;
    });
    if (created) issued += 1;
  }
  await syncWithProvider(ctx);
  return { month, issued };
}

/** Issues unissued invoices to the provider and records the ones it says were paid. */
export async function syncWithProvider(ctx: BillingContext): Promise<void> {
  for (const row of await billingRepo.unpaidInvoices(ctx.db)) {
    try {
      const company = (await billingRepo.company(ctx.db, row.companyId))!;
      const remote = row.providerInvoiceId
        ? await ctx.port.retrieve(row.providerInvoiceId)
        : await ctx.port.issue({
            reference: row.id,
            number: `MI-${row.number}`,
            customer: {
              companyId: company.id,
              name: company.legalName,
              email: company.billingEmail,
              address: company.billingAddress,
              taxId: company.taxId,
            },
            lines: row.lines.map((l) => ({ description: l.description, amountCents: l.amountCents })),
            amountCents: row.amountCents,
            dueAt: row.dueAt,
          });
      if (!row.providerInvoiceId)
        await billingRepo.setProviderInvoice(ctx.db, row.id, remote.id, remote.hostedUrl);
      if (remote.status === 'paid') await recordPaid(ctx, row.id);
    } catch (err) {
      ctx.log?.(`terms invoice MI-${row.number}: the invoicing provider failed`, err);
    }
  }
}

/** The invoice was paid: once, under its lock, each move's receivable is cleared into cash. */
export async function recordPaid(ctx: BillingContext, invoiceId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await billingRepo.lockInvoice(tx, invoiceId);
    if (!row || row.paidAt) return;
    await billingRepo.markPaid(tx, row.id, ctx.now());
    for (const c of await billingRepo.chargesOfInvoice(tx, row.id))
      if (c.amountCents > 0)
        await ctx.ledger.postTermsPayment(tx, {
          jobId: c.jobId,
          clientId: c.clientId,
          amountCents: c.amountCents,
        });
  });
}

/** A billing member pays a month invoice: offline a test payment at once; with Stripe, its hosted page. */
export async function payTermsInvoice(ctx: BillingContext, actor: SessionUser, invoiceId: string) {
  const companyId = companyOf(actor, 'statements');
  const row = await billingRepo.invoice(ctx.db, invoiceId);
  if (!row || row.companyId !== companyId) throw notFound('Invoice not found');
  if (!row.paidAt) {
    if (!row.providerInvoiceId) await syncWithProvider(ctx);
    const issued = (await billingRepo.invoice(ctx.db, invoiceId))!;
    if (!issued.providerInvoiceId)
      throw conflict(
        'This invoice is still being issued. Please try again in a minute.',
        'invoice_not_issued',
      );
    const remote = await ctx.port.pay(issued.providerInvoiceId);
    if (remote.status === 'paid') await recordPaid(ctx, row.id);
  }
  return toTermsInvoice((await billingRepo.invoice(ctx.db, invoiceId))!, ctx.now());
}

/** Operators: every company with its terms, what it owes on terms and what is overdue. */
export async function adminCompanies(ctx: BillingContext): Promise<AdminCompany[]> {
  const rows = await billingRepo.adminList(ctx.db, ctx.now());
  return rows.map((r) => ({
    id: r.company.id,
    legalName: r.company.legalName,
    billingEmail: r.company.billingEmail,
    members: r.members,
    paymentTerms: r.company.paymentTerms,
    approvedAt: r.company.termsApprovedAt?.toISOString() ?? null,
    balanceCents: r.balanceCents,
    overdueCents: r.overdueCents,
  }));
}

/** Operators approve (net30) or revoke (card) a company's monthly invoicing. */
export async function setCompanyTerms(
  ctx: BillingContext,
  actor: SessionUser,
  companyId: string,
  terms: 'card' | 'net30',
) {
  await ctx.db.transaction(async (tx) => {
    const before = await billingRepo.lockCompany(tx, companyId);
    if (!before) throw notFound('Company not found');
    if (before.paymentTerms === terms) return;
    await billingRepo.setTerms(tx, companyId, terms, actor.id);
    await ctx.audit.record(tx, {
      actor,
      action: terms === 'net30' ? 'company.terms_approved' : 'company.terms_revoked',
      target: { type: 'company', id: companyId, label: before.legalName },
      before: { paymentTerms: before.paymentTerms },
      after: { paymentTerms: terms },
    });
  });
  return (await adminCompanies(ctx)).find((c) => c.id === companyId)!;
}
