import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/** Read-only projections of the payments tables for other domains' queries. */
export const paymentsViews = {
  /** A subquery of the ids of jobs whose refund (of all, part or nothing) is recorded. */
  settledJobIds: (db: DbOrTx) =>
    db.select({ id: payments.jobId }).from(payments).where(isNotNull(payments.refundedAt)),
};
