import type { Invoice } from '@core/contracts/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { PaymentsContext } from './context';
import { toInvoice } from './present';
import { paymentsRepo } from './repo';

/** A client's invoices (operators read any). */

export async function invoicesForJob(
  ctx: PaymentsContext,
  actor: SessionUser,
  idOrNumber: string,
): Promise<Invoice[]> {
  const job = await ctx.jobs.findVisible(actor, idOrNumber);
  if (job.clientId !== actor.id && !actor.isAdmin) return [];
  const row = await paymentsRepo.findInvoiceForJob(ctx.db, job.id);
  return row ? [toInvoice(row, job)] : [];
}

export async function listInvoices(ctx: PaymentsContext, actor: SessionUser): Promise<Invoice[]> {
  const rows = await paymentsRepo.listInvoicesForClient(ctx.db, actor.id);
  const jobsById = new Map(
    (await Promise.all(rows.map((r) => ctx.jobs.findById(r.jobId)))).flatMap((j) =>
      j ? [[j.id, j] as const] : [],
    ),
  );
  return rows.map((r) => toInvoice(r, jobsById.get(r.jobId)!));
}

/** An invoice its client (or an operator) may read, with its job. */
export async function invoiceForReading(ctx: PaymentsContext, actor: SessionUser, invoiceId: string) {
  const row = isUuid(invoiceId) ? await paymentsRepo.findInvoice(ctx.db, invoiceId) : undefined;
  if (!row || (row.clientId !== actor.id && !actor.isAdmin)) throw notFound('Invoice not found');
  const job = (await ctx.jobs.findById(row.jobId))!;
  return { invoice: toInvoice(row, job), job };
}
