import type { DbOrTx } from '../../db/client';
import { jobReminders } from '../../db/schema';

export const schedulingRepo = {
  /** Marks a reminder as sent; answers false when it already was (so it is never sent twice). */
  async claimReminder(db: DbOrTx, jobId: string, kind: string): Promise<boolean> {
    const rows = await db
      .insert(jobReminders)
      .values({ jobId, kind })
      .onConflictDoNothing()
      .returning({ jobId: jobReminders.jobId });
    return rows.length === 1;
  },
};
