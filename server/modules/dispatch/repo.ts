import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { jobAgreements, jobIdentityChecks, jobOffers } from '../../db/schema';
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

export type OfferRow = typeof jobOffers.$inferSelect;

/** Offers of a job to chosen drivers (an operator's reassignment). */
export const offersRepo = {
  async insert(
    tx: DbOrTx,
    offer: { jobId: string; driverId: string; offeredBy: string | null; reason: string; expiresAt: Date },
  ): Promise<OfferRow> {
    const [row] = await tx.insert(jobOffers).values(offer).returning();
    return row!;
  },

  /** Every open offer of the job ends (a new offer, an acceptance, a cancellation); answers them. */
  withdrawOpen(tx: DbOrTx, jobId: string, status: 'withdrawn' | 'accepted' = 'withdrawn') {
    return tx
      .update(jobOffers)
      .set({ status, decidedAt: sql`now()` })
      .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.status, 'open')))
      .returning();
  },

  /**
   * The driver's open offer of the job, whether or not its time has run out. Offers change only under
   * their job's lock, so the caller holding it reads a settled row.
   */
  async openOf(db: DbOrTx, jobId: string, driverId: string): Promise<OfferRow | undefined> {
    const [row] = await db
      .select()
      .from(jobOffers)
      .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.driverId, driverId), eq(jobOffers.status, 'open')));
    return row;
  },

  async wasOffered(db: DbOrTx, jobId: string, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: jobOffers.id })
      .from(jobOffers)
      .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.driverId, driverId)))
      .limit(1);
    return Boolean(row);
  },

  async decide(
    tx: DbOrTx,
    id: string,
    status: 'accepted' | 'declined' | 'expired',
    declineReason: string | null = null,
  ): Promise<OfferRow | undefined> {
    const [row] = await tx
      .update(jobOffers)
      .set({ status, declineReason, decidedAt: sql`now()` })
      .where(and(eq(jobOffers.id, id), eq(jobOffers.status, 'open')))
      .returning();
    return row;
  },

  /** Open offers whose time ran out. */
  expired: (db: DbOrTx, now: Date) =>
    db
      .select()
      .from(jobOffers)
      .where(and(eq(jobOffers.status, 'open'), lte(jobOffers.expiresAt, now)))
      .limit(200),

  /** The driver's offers still open and in time, newest first. */
  openFor: (db: DbOrTx, driverId: string, now: Date) =>
    db
      .select()
      .from(jobOffers)
      .where(
        and(eq(jobOffers.driverId, driverId), eq(jobOffers.status, 'open'), gt(jobOffers.expiresAt, now)),
      )
      .orderBy(desc(jobOffers.createdAt)),

  /** The open offers of these jobs (operators' views). */
  openOfJobs: (db: DbOrTx, jobIds: string[]) =>
    jobIds.length === 0
      ? Promise.resolve([] as OfferRow[])
      : db
          .select()
          .from(jobOffers)
          .where(and(inArray(jobOffers.jobId, jobIds), eq(jobOffers.status, 'open'))),
};
