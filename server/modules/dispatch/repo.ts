import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { jobAgreements, jobIdentityChecks } from '../../db/schema';
import { driversViews } from '../drivers/views';
import { subscriptionsViews } from '../subscriptions/views';
import { timeclockViews } from '../timeclock/views';

/**
 * What a driver's open-jobs page depends on besides the jobs, in one statement (it runs on every
 * driver's list and its refetches): the licence (drivers), the subscription that sets the commission
 * (subscriptions) and the duty-status changes the hours checks read (time clock), each through its
 * domain's view, whose value that domain reads (toEligibility, paidFrom, assessorReading).
 */
const openJobsContextStatement = preparedStatement((db) => {
  const driverId = sql`${sql.placeholder('driverId')}::uuid`;
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  return db
    .select({
      eligibility: driversViews.eligibilityOf(driverId),
      commission: subscriptionsViews.commissionFieldsOf(driverId),
      dutyChanges: timeclockViews.changesFromLastBeforeOf(driverId, since),
    })
    .from(sql`(values (1)) as driver (one)`)
    .prepare('open_jobs_context');
});

export const dispatchRepo = {
  /** The open-jobs context of `driverId`, with the duty-status changes from the last one before `since`. */
  async openJobsContext(db: DbOrTx, driverId: string, since: Date) {
    const [row] = await openJobsContextStatement(db).execute({ driverId, since });
    return row!;
  },

  async upsertAgreement(db: DbOrTx, jobId: string, driverId: string, policyVersion: string) {
    const [row] = await db
      .insert(jobAgreements)
      .values({ jobId, driverId, policyVersion })
      .onConflictDoUpdate({
        target: [jobAgreements.jobId, jobAgreements.driverId],
        set: { policyVersion, agreedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  async findAgreement(db: DbOrTx, jobId: string, driverId: string) {
    const [row] = await db
      .select()
      .from(jobAgreements)
      .where(and(eq(jobAgreements.jobId, jobId), eq(jobAgreements.driverId, driverId)));
    return row;
  },

  async setIdentityFile(
    db: DbOrTx,
    jobId: string,
    driverId: string,
    kind: 'license' | 'selfie',
    fileId: string,
  ) {
    const patch = kind === 'license' ? { licenseFileId: fileId } : { selfieFileId: fileId };
    const [row] = await db
      .insert(jobIdentityChecks)
      .values({ jobId, driverId, ...patch })
      .onConflictDoUpdate({
        target: [jobIdentityChecks.jobId, jobIdentityChecks.driverId],
        set: { ...patch, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  async findIdentityCheck(db: DbOrTx, jobId: string, driverId: string) {
    const [row] = await db
      .select()
      .from(jobIdentityChecks)
      .where(and(eq(jobIdentityChecks.jobId, jobId), eq(jobIdentityChecks.driverId, driverId)));
    return row;
  },
};
