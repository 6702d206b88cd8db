import { actsForClient, roleMay } from '@core/companies';
import type { Invoice } from '@core/contracts/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import type { PaymentsContext } from './context';
import { toInvoice } from './present';
import { type InvoiceRow, paymentsRepo } from './repo';

/** A client's invoices (operators read any), each with its status from the ledger. */

async function present(ctx: PaymentsContext, rows: { row: InvoiceRow; job: Pick<Job, 'number'> }[]) {
  const money = await ctx.ledger.clientMoney(rows.map((r) => r.row.jobId));
  return rows.map(({ row, job }) => toInvoice(row, job, money.get(row.jobId), ctx.invoicing.seller));
}

export async function invoicesForJob(
  ctx: PaymentsContext,
  actor: SessionUser,
  idOrNumber: string,
): Promise<Invoice[]> {
  const job = await ctx.jobs.findVisible(actor, idOrNumber);
  if (!actor.isAdmin && !actsForClient(actor, job, 'invoices')) return [];
  const row = await paymentsRepo.findInvoiceForJob(ctx.db, job.id);
  return row ? present(ctx, [{ row, job }]) : [];
}

export async function listInvoices(ctx: PaymentsContext, actor: SessionUser): Promise<Invoice[]> {
  const rows = await paymentsRepo.listInvoicesForClient(ctx.db, actor.id);
  if (actor.companyId && roleMay(actor.companyRole, 'invoices'))
    rows.push(...(await paymentsRepo.listInvoicesForCompany(ctx.db, actor.companyId)));
  const jobsById = new Map(
    (await Promise.all(rows.map((r) => ctx.jobs.findById(r.jobId)))).flatMap((j) =>
      j ? [[j.id, j] as const] : [],
    ),
  );
  return present(
    ctx,
    rows.map((row) => ({ row, job: jobsById.get(row.jobId)! })),
  );
}

/** One job's invoice as its answer, for another action of this domain (null while none is issued). */
export async function invoiceOfJob(ctx: PaymentsContext, job: Pick<Job, 'id' | 'number'>) {
  const row = await paymentsRepo.findInvoiceForJob(ctx.db, job.id);
  return row ? (await present(ctx, [{ row, job }]))[0]! : null;
}

/**
 * An invoice its client (or an operator) may read, with its job, the row as issued (what its PDF is
 * drawn from) and the answer.
 */
export async function invoiceForReading(ctx: PaymentsContext, actor: SessionUser, invoiceId: string) {
  const row = isUuid(invoiceId) ? await paymentsRepo.findInvoice(ctx.db, invoiceId) : undefined;
  const job = row ? await ctx.jobs.findById(row.jobId) : undefined;
  if (!row || !job || !(actor.isAdmin || actsForClient(actor, job, 'invoices')))
    throw notFound('Invoice not found');
  const [invoice] = await present(ctx, [{ row, job }]);
  const client = row.billedTo ?? (await ctx.accounts.getUser(row.clientId));
  return {
    invoice: invoice!,
    job,
    billedTo: { name: client?.name ?? 'Client', email: client?.email ?? '' },
    timeZone: ctx.invoicing.timeZone,
  };
}
