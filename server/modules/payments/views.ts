import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, payments, recoveryRequests } from '../../db/schema';

/** Read-only projections of the payments tables for other domains' queries. */
export const paymentsViews = {
  /** A subquery of the ids of jobs whose refund (of all, part or nothing) is recorded. */
  settledJobIds: (db: DbOrTx) =>
    db.select({ id: payments.jobId }).from(payments).where(isNotNull(payments.refundedAt)),

  /** A company's invoices (of its moves) issued before `before`, oldest first: its statements and export. */
  companyInvoices: (db: DbOrTx, companyId: string, before: Date) =>
    db
      .select({ invoice: invoices, jobNumber: recoveryRequests.number })
      .from(invoices)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, invoices.jobId))
      .where(and(eq(recoveryRequests.companyId, companyId), lt(invoices.createdAt, before)))
      .orderBy(asc(invoices.createdAt)),
};
