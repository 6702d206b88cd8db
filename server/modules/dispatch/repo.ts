import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  jobAgreements,
  jobIdentityChecks,
  jobOffers,
  preferredDrivers,
  recoveryRequests,
} from '../../db/schema';
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

/** Offers of a job to chosen drivers: an operator's reassignment, a dispatch wave, a next load home. */
export const offersRepo = {
  async insert(tx: DbOrTx, offer: typeof jobOffers.$inferInsert): Promise<OfferRow> {
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

  /** Operators' open offers whose time ran out (the waves end their own offers). */
  expired: (db: DbOrTx, now: Date) =>
    db
      .select()
      .from(jobOffers)
      .where(and(eq(jobOffers.status, 'open'), eq(jobOffers.kind, 'operator'), lte(jobOffers.expiresAt, now)))
      .limit(200),

  /** A wave's (or a next load's) offers, made together. */
  async insertMany(tx: DbOrTx, offers: (typeof jobOffers.$inferInsert)[]): Promise<OfferRow[]> {
    if (offers.length === 0) return [];
    return tx.insert(jobOffers).values(offers).returning();
  },

  /** The job's open wave and next-load offers end unanswered (their time is up, or the wave moves on). */
  expireOpenDispatch: (tx: DbOrTx, jobId: string) =>
    tx
      .update(jobOffers)
      .set({ status: 'expired', decidedAt: sql`now()` })
      .where(
        and(eq(jobOffers.jobId, jobId), eq(jobOffers.status, 'open'), sql`${jobOffers.kind} <> 'operator'`),
      )
      .returning(),

  /** Every offer of the job, oldest first (the operators' view of its waves). */
  historyOf: (db: DbOrTx, jobId: string) =>
    db.select().from(jobOffers).where(eq(jobOffers.jobId, jobId)).orderBy(jobOffers.createdAt),

  /**
   * Of these drivers, the ones answering another open offer now (a driver answers one at a time); for a
   * Priority Dispatch job, only another priority offer counts (it goes to the front of their queue).
   */
  async holdingAnOffer(
    db: DbOrTx,
    driverIds: string[],
    now: Date,
    onlyPriority = false,
  ): Promise<Set<string>> {
    if (driverIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ driverId: jobOffers.driverId })
      .from(jobOffers)
      .innerJoin(recoveryRequests, eq(recoveryRequests.id, jobOffers.jobId))
      .where(
        and(
          inArray(jobOffers.driverId, driverIds),
          eq(jobOffers.status, 'open'),
          gt(jobOffers.expiresAt, now),
          ...(onlyPriority ? [eq(recoveryRequests.priority, true)] : []),
        ),
      );
    return new Set(rows.map((r) => r.driverId));
  },

  withdrawOne: (tx: DbOrTx, id: string) =>
    tx
      .update(jobOffers)
      .set({ status: 'withdrawn', decidedAt: sql`now()` })
      .where(and(eq(jobOffers.id, id), eq(jobOffers.status, 'open')))
      .returning(),

  /** The open offers of a driver (a suspension withdraws them). */
  openOfDriver: (db: DbOrTx, driverId: string) =>
    db
      .select()
      .from(jobOffers)
      .where(and(eq(jobOffers.driverId, driverId), eq(jobOffers.status, 'open'))),

  /** Each driver's share of the offers they answered or let run out since `since` that they accepted. */
  async acceptanceRates(db: DbOrTx, driverIds: string[], since: Date): Promise<Map<string, number>> {
    if (driverIds.length === 0) return new Map();
    const rows = await db
      .select({
        driverId: jobOffers.driverId,
        accepted: sql<number>`count(*) filter (where ${jobOffers.status} = 'accepted')::int`,
        answered: sql<number>`count(*)::int`,
      })
      .from(jobOffers)
      .where(
        and(
          inArray(jobOffers.driverId, driverIds),
          inArray(jobOffers.status, ['accepted', 'declined', 'expired']),
          gt(jobOffers.createdAt, since),
        ),
      )
      .groupBy(jobOffers.driverId);
    return new Map(rows.map((r) => [r.driverId, r.accepted / r.answered]));
  },

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

/** Clients' preferred drivers. */
export const preferredRepo = {
  async of(db: DbOrTx, clientId: string): Promise<string[]> {
    const rows = await db
      .select({ driverId: preferredDrivers.driverId })
      .from(preferredDrivers)
      .where(eq(preferredDrivers.clientId, clientId))
      .orderBy(preferredDrivers.createdAt);
    return rows.map((r) => r.driverId);
  },
  async add(db: DbOrTx, clientId: string, driverId: string) {
    await db.insert(preferredDrivers).values({ clientId, driverId }).onConflictDoNothing();
  },
  async remove(db: DbOrTx, clientId: string, driverId: string) {
    await db
      .delete(preferredDrivers)
      .where(and(eq(preferredDrivers.clientId, clientId), eq(preferredDrivers.driverId, driverId)));
  },
};
