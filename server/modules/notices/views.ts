import { and, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobFlags } from '../../db/schema';

/** Read-only projections of the exceptions for other domains' queries (the console's board filter). */
export const noticesViews = {
  /** A subquery of the ids of jobs with an open exception. */
  jobIdsWithOpenExceptions: (db: DbOrTx) =>
    db
      .select({ id: jobFlags.jobId })
      .from(jobFlags)
      .where(and(isNull(jobFlags.clearedAt), isNotNull(jobFlags.jobId))),
};
