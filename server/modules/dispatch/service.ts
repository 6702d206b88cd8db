import {
  DRIVER_POLICY_VERSION,
  type Earnings,
  type JobPhoto,
  pretripItems,
  REQUIRED_PHOTO_ANGLES,
} from '@core/contracts/dispatch';
import type { ListRecoveryRequestsQuery, OpenJobsPage, RecoveryRequest } from '@core/contracts/jobs';
import { AUTO_CONFIRM_AFTER_HOURS, findTransition, type JobStatus } from '@core/jobs';
import { licenceClassesText, photoAngleLabels } from '@core/labels';
import { commissionPercentFor, splitCommission } from '@core/money';
import { countByFilter, matchesFilter } from '@core/open-jobs';
import { vehicleTypes } from '@core/pricing';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { DriversService } from '../drivers/service';
import { type DriverEligibility, toEligibility } from '../drivers/views';
import type { FileRow } from '../files/repo';
import type { FilesService } from '../files/service';
import type { JobRow } from '../jobs/repo';
import { canSeeJob, type JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import { jobMoney } from '../payments/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { TimeclockService } from '../timeclock/service';
import { dispatchRepo, type JobPhotoRow } from './repo';

export const OWN_JOB_MESSAGE = 'You posted this request, so you cannot accept it as its driver.';

export const AUTO_CONFIRM_AFTER_MS = AUTO_CONFIRM_AFTER_HOURS * 60 * 60 * 1000;
export const TAKEN_MESSAGE = 'Another driver accepted this job first. It is no longer available.';

export interface DispatchDeps {
  db: Db;
  jobs: JobsService;
  drivers: DriversService;
  ledger: LedgerService;
  files: FilesService;
  /** Whether a driver's subscription earns the lower commission (open-job cards' pay). */
  subscriptions: Pick<SubscriptionsService, 'paidFrom'>;
  /** Hours of service: acceptance checks, job cards' reasons, and the record following the job. */
  hours?: Pick<TimeclockService, 'assess' | 'assessorReading' | 'requireFits' | 'followJob'>;
  now?: () => Date;
}

/** The driver's side of a job: finding it, winning it, inspecting, driving, delivering, being paid. */
export function createDispatchService({
  db,
  jobs,
  drivers,
  ledger,
  files,
  subscriptions,
  hours,
  now = () => new Date(),
}: DispatchDeps) {
  function refuseUnverified(e: DriverEligibility): DriverEligibility {
    if (!e.verified) {
      throw forbidden(
        'Only verified drivers can take jobs. Complete your driver verification (licence and selfie) in your profile.',
      );
    }
    return e;
  }

  async function requireVerified(actor: SessionUser) {
    return refuseUnverified(await drivers.eligibility(actor.id));
  }

  /** An open job this driver may consider; 404 when it is not open, 403 when the licence does not cover it. */
  async function openJobFor(actor: SessionUser, id: string): Promise<JobRow> {
    const e = await requireVerified(actor);
    const job = await jobs.findByIdOrNumber(id);
    if (job?.paymentStatus !== 'paid') throw notFound('Recovery request not found');
    // A driver never takes their own request: that would fake a completed job, earnings and stats.
    if (job.clientId === actor.id) throw forbidden(OWN_JOB_MESSAGE, 'own_job');
    if (job.status !== 'pending' || job.driverId) {
      if (job.driverId === actor.id) return job;
      throw conflict(TAKEN_MESSAGE, 'job_taken');
    }
    if (!drivers.fits(e, job.vehicleType)) {
      throw forbidden(
        `Your Class ${e.licenseClass} licence does not cover ${job.vehicleType} jobs: Class ${licenceClassesText(job.vehicleType)} is needed.`,
      );
    }
    return job;
  }

  /** A job this driver is assigned to; 404 for anyone else. */
  async function assignedJob(actor: SessionUser, id: string): Promise<JobRow> {
    const job = await jobs.findByIdOrNumber(id);
    if (!job || job.driverId !== actor.id) throw notFound('Recovery request not found');
    return job;
  }

  function photoOf(p: JobPhotoRow): JobPhoto {
    return {
      id: p.id,
      stage: p.stage,
      angle: p.angle,
      url: `/api/files/${p.fileId}`,
      createdAt: p.createdAt.toISOString(),
    };
  }

  /** All four sides photographed at this stage, or a 400 naming the missing ones. */
  async function requirePhotos(jobId: string, stage: 'before' | 'after'): Promise<void> {
    const photos = await dispatchRepo.listPhotos(db, jobId);
    const have = new Set(photos.filter((p) => p.stage === stage).map((p) => p.angle));
    const missing = REQUIRED_PHOTO_ANGLES.filter((a) => !have.has(a));
    if (missing.length > 0) {
      throw badRequest(
        `Take ${stage}-photos of the ${missing.map((a) => photoAngleLabels[a].toLowerCase()).join(', ')} first.`,
        'photos_missing',
      );
    }
  }

  async function withDriverPay(actor: SessionUser, rows: JobRow[]): Promise<RecoveryRequest[]> {
    const percent = await ledger.commissionPercentFor(actor.id);
    const described = await jobs.describeMany(rows);
    const checks = hours ? await hours.assess(actor.id, rows) : new Map();
    return described.map((j) => {
      const check = checks.get(j.id);
      return {
        ...j,
        driverPayCents: j.driverPayCents ?? splitCommission(j.priceCents, percent).driverShareCents,
        hoursCheck: check ? { ok: check.ok, code: check.code, message: check.message } : null,
      };
    });
  }

  async function complete(job: JobRow, actorId: string | null): Promise<JobRow> {
    const updated = await db.transaction(async (tx) => {
      const done = await jobs.transition(tx, job, {
        to: 'completed',
        by: actorId ? 'client' : 'system',
        actorId,
        type: actorId ? 'delivery_confirmed' : 'delivery_auto_confirmed',
      });
      if (!done) return null;
      await ledger.releaseDeliveryPayout(jobMoney(done), tx);
      return done;
    });
    if (!updated) throw conflict('This delivery was already confirmed.', 'already_confirmed');
    await jobs.announce(updated, 'updated');
    return updated;
  }

  return {
    /**
     * GET /api/recovery-requests?status=pending for a driver: a page of the paid open jobs their licence
     * covers, filtered by a filter button, newest or nearest first (Priority Dispatch before either).
     */
    async openJobs(actor: SessionUser, query: ListRecoveryRequestsQuery): Promise<OpenJobsPage> {
      // The licence, the commission and the hours record in one round trip (every list and refetch).
      const hoursRead = hours?.assessorReading();
      const context = await dispatchRepo.openJobsContext(db, actor.id, hoursRead?.since ?? now());
      const e = refuseUnverified(toEligibility(context.eligibility));
      const percent = commissionPercentFor(subscriptions.paidFrom(context.commission));
      const assessor = hoursRead?.assessorFrom(context.dutyChanges);
      const types = vehicleTypes.filter((t) => drivers.fits(e, t));
      const [page, perType] = await Promise.all([
        jobs.openPage({
          vehicleTypes: types.filter((t) => matchesFilter(t, query.type)),
          sort: query.sort,
          near: query.near,
          cursor: query.cursor,
          limit: query.limit,
        }),
        // The filter buttons' counts come with the first page only; later pages are just more cards.
        query.cursor === undefined ? jobs.countOpen(types) : null,
      ]);
      const checks = assessor ? assessor(page.rows) : new Map();
      return {
        items: page.rows.map((row) => {
          const check = checks.get(row.id);
          return jobs.toOpenCard(row, {
            driverPayCents: splitCommission(row.priceCents, percent).driverShareCents,
            hoursCheck: check ? { ok: check.ok, code: check.code, message: check.message } : null,
          });
        }),
        nextCursor: page.nextCursor,
        counts: perType ? countByFilter(perType) : null,
      };
    },

    async openJob(actor: SessionUser, id: string): Promise<RecoveryRequest> {
      const [job] = await withDriverPay(actor, [await openJobFor(actor, id)]);
      return job!;
    },

    /** The jobs this driver has won, newest first. */
    async myJobs(actor: SessionUser): Promise<RecoveryRequest[]> {
      const mine = await jobs.listMine(actor);
      return mine.filter((j) => j.driver?.id === actor.id);
    },

    async agree(actor: SessionUser, id: string) {
      const job = await openJobFor(actor, id);
      const row = await dispatchRepo.upsertAgreement(db, job.id, actor.id, DRIVER_POLICY_VERSION);
      return {
        ok: true as const,
        policyVersion: row.policyVersion,
        agreedAt: row.agreedAt.toISOString(),
        driverId: actor.id,
      };
    },

    async addIdentityPhoto(actor: SessionUser, id: string, kind: 'license' | 'selfie', bytes: Buffer) {
      const job = await openJobFor(actor, id);
      const file = await files.storeImage(actor, kind === 'license' ? 'job_license' : 'job_selfie', bytes);
      const check = await dispatchRepo.setIdentityFile(db, job.id, actor.id, kind, file.id);
      return { license: Boolean(check.licenseFileId), selfie: Boolean(check.selfieFileId) };
    },

    /**
     * Acceptance: verified, licence fits, this job's policy agreement and identity photos, a pending paid
     * job; then one conditional update, so exactly one of any number of concurrent accepts wins. The
     * commission rate is fixed here and the money is split in the same transaction.
     */
    async accept(actor: SessionUser, id: string): Promise<RecoveryRequest> {
      const job = await openJobFor(actor, id);
      if (job.driverId === actor.id) return (await jobs.describeMany([job]))[0]!;
      if (!(await dispatchRepo.findAgreement(db, job.id, actor.id))) {
        throw conflict('Agree to the driver policy for this job before accepting it.', 'agreement_missing');
      }
      const check = await dispatchRepo.findIdentityCheck(db, job.id, actor.id);
      if (!check?.licenseFileId || !check.selfieFileId) {
        throw conflict(
          'Upload your licence photo and a selfie for this job before accepting it.',
          'identity_missing',
        );
      }
      await hours?.requireFits(actor.id, job);
      const percent = await ledger.commissionPercentFor(actor.id);
      const accepted = await db.transaction(async (tx) => {
        const updated = await jobs.transition(tx, job, {
          to: 'accepted',
          by: 'driver',
          actorId: actor.id,
          type: 'accepted',
          data: { commissionPercent: percent },
          patch: { driverId: actor.id, commissionRateBps: percent * 100, acceptedAt: now() },
        });
        if (!updated) return null;
        await ledger.postCommissionSplit(tx, jobMoney(updated));
        return updated;
      });
      if (!accepted) throw conflict(TAKEN_MESSAGE, 'job_taken');
      await jobs.announce(accepted, 'updated');
      return (await jobs.describeMany([accepted]))[0]!;
    },

    /** PATCH …/status: only acceptance happens here; the other steps have their own calls with evidence. */
    async changeStatus(actor: SessionUser, id: string, status: JobStatus): Promise<RecoveryRequest> {
      if (status === 'accepted') return this.accept(actor, id);
      const job = await jobs.findByIdOrNumber(id);
      if (!job || !canSeeJob(actor, job)) throw notFound('Recovery request not found');
      const by = job.driverId === actor.id ? 'driver' : job.clientId === actor.id ? 'client' : 'admin';
      if (!findTransition(job.status, status, by)) {
        throw conflict(
          `A ${job.status.replace('_', ' ')} request cannot become ${status.replace('_', ' ')}.`,
          'bad_transition',
        );
      }
      const how: Partial<Record<JobStatus, string>> = {
        in_progress: 'Complete the pre-trip checklist with photos to start the trip.',
        delivered: 'Record the delivery with after-photos, the odometer and the recipient name.',
        completed: 'Confirm the delivery from the tracking page.',
        cancelled: 'Cancel from the tracking page.',
      };
      throw badRequest(how[status] ?? 'This change is not made here.', 'use_dedicated_step');
    },

    async addPhoto(
      actor: SessionUser,
      id: string,
      stage: 'before' | 'after',
      angle: JobPhotoRow['angle'],
      bytes: Buffer,
    ) {
      const job = await assignedJob(actor, id);
      const allowed = stage === 'before' ? job.status === 'accepted' : job.status === 'in_progress';
      if (!allowed) {
        throw conflict(
          stage === 'before'
            ? 'Before-photos are taken after accepting and before the trip starts.'
            : 'After-photos are taken at delivery.',
          'wrong_stage',
        );
      }
      const file = await files.storeImage(actor, 'job_photo', bytes);
      const photo = await dispatchRepo.insertPhoto(db, { jobId: job.id, stage, angle, fileId: file.id });
      // The first before-photo starts the pre-trip: the driver is on duty from here.
      if (stage === 'before') await hours?.followJob(db, actor.id, 'pretrip_started', job);
      return photoOf(photo);
    },

    async photos(actor: SessionUser, id: string): Promise<JobPhoto[]> {
      const job = await jobs.findVisible(actor, id);
      return (await dispatchRepo.listPhotos(db, job.id)).map(photoOf);
    },

    /** Pre-trip done: checklist, before-photos of all four sides, odometer → in progress, payout 1. */
    async completePretrip(
      actor: SessionUser,
      id: string,
      input: { checklist: Record<string, 'ok' | 'na'>; odometer: number },
    ) {
      const job = await assignedJob(actor, id);
      if (job.status !== 'accepted')
        throw conflict('The pre-trip checklist is done once, right after accepting.', 'bad_transition');
      const unchecked = pretripItems.filter((i) => {
        const v = input.checklist[i.key];
        return !(v === 'ok' || (i.optional && v === 'na'));
      });
      if (unchecked.length > 0) {
        throw badRequest(
          `Check every item before starting: ${unchecked.map((i) => i.label).join('; ')}.`,
          'checklist_incomplete',
        );
      }
      await requirePhotos(job.id, 'before');
      const started = await db.transaction(async (tx) => {
        const updated = await jobs.transition(tx, job, {
          to: 'in_progress',
          by: 'driver',
          actorId: actor.id,
          type: 'pretrip_completed',
          data: { odometer: input.odometer },
          patch: {
            pretrip: { checklist: input.checklist, odometer: input.odometer, at: now().toISOString() },
          },
        });
        if (!updated) return null;
        await ledger.releasePretripPayout(jobMoney(updated), tx);
        await hours?.followJob(tx, actor.id, 'trip_started', updated);
        return updated;
      });
      if (!started) throw conflict('This job changed meanwhile. Reload and try again.', 'bad_transition');
      await jobs.announce(started, 'updated');
      return (await jobs.describeMany([started]))[0]!;
    },

    /** Delivered: after-photos of all four sides, odometer and who received it. */
    async completeDelivery(
      actor: SessionUser,
      id: string,
      input: { odometer: number; recipientName: string },
    ) {
      const job = await assignedJob(actor, id);
      if (job.status !== 'in_progress') {
        throw conflict(
          'Delivery is recorded once the pre-trip is done and the trip is under way.',
          'bad_transition',
        );
      }
      if (job.pretrip && input.odometer < job.pretrip.odometer) {
        throw badRequest(
          `The odometer cannot be lower than at pickup (${job.pretrip.odometer.toLocaleString('en-US')}).`,
          'odometer_low',
        );
      }
      await requirePhotos(job.id, 'after');
      const delivered = await db.transaction(async (tx) => {
        const updated = await jobs.transition(tx, job, {
          to: 'delivered',
          by: 'driver',
          actorId: actor.id,
          type: 'delivered',
          data: { odometer: input.odometer, recipientName: input.recipientName },
          patch: { delivery: { ...input, at: now().toISOString() }, deliveredAt: now() },
        });
        if (updated) await hours?.followJob(tx, actor.id, 'delivered', updated);
        return updated;
      });
      if (!delivered) throw conflict('This job changed meanwhile. Reload and try again.', 'bad_transition');
      await jobs.announce(delivered, 'updated');
      return (await jobs.describeMany([delivered]))[0]!;
    },

    /** The client verifies delivery: completed, payout 2. */
    async confirmDelivery(actor: SessionUser, id: string): Promise<RecoveryRequest> {
      const job = await jobs.findOwned(actor, id);
      if (job.status !== 'delivered')
        throw conflict('Only a delivered vehicle can be confirmed.', 'bad_transition');
      return (await jobs.describeMany([await complete(job, actor.id)]))[0]!;
    },

    /** The scheduler's sweep: deliveries not confirmed within 24 hours confirm themselves. */
    async autoConfirmDeliveries(): Promise<number> {
      const due = await jobs.listDeliveredBefore(new Date(now().getTime() - AUTO_CONFIRM_AFTER_MS));
      let n = 0;
      for (const job of due) {
        try {
          await complete(job, null);
          n += 1;
        } catch (err) {
          if (!(err instanceof AppError && err.status === 409)) throw err;
        }
      }
      return n;
    },

    async reportPosition(actor: SessionUser, jobId: string, lat: number, lng: number): Promise<void> {
      const row = await jobs.recordPosition(actor.id, jobId, lat, lng);
      if (row) return;
      // Only on refusal: another driver's job (or none) is not found; one's own, not under way, is a conflict.
      const job = await jobs.findByIdOrNumber(jobId);
      if (job?.driverId !== actor.id) throw notFound('Recovery request not found');
      throw conflict('You can share your position only for a job you are driving now.', 'not_driving');
    },

    async earnings(actor: SessionUser): Promise<Earnings> {
      const mine = await jobs.listMine(actor);
      const driven = mine.filter((j) => j.driver?.id === actor.id);
      const postings = await ledger.driverPostings(actor.id);
      const lines = driven.map((j) => {
        const forJob = postings.filter((p) => p.jobId === j.id);
        // driver_payable is credited (negative) by the split and debited (positive) by each payout.
        const payCents = -forJob
          .filter((p) => p.kind === 'commission_split')
          .reduce((s, p) => s + p.amountCents, 0);
        const releasedCents = forJob
          .filter((p) => p.kind === 'payout_1' || p.kind === 'payout_2')
          .reduce((s, p) => s + p.amountCents, 0);
        return {
          jobId: j.id,
          jobNumber: j.jobNumber,
          status: j.status,
          payCents,
          releasedCents,
          pendingCents: payCents - releasedCents,
          acceptedAt: j.acceptedAt,
          commissionPercent: j.commissionPercent,
        };
      });
      const sum = (k: 'payCents' | 'releasedCents' | 'pendingCents') => lines.reduce((s, l) => s + l[k], 0);
      return {
        jobs: lines,
        totalPayCents: sum('payCents'),
        totalReleasedCents: sum('releasedCents'),
        totalPendingCents: sum('pendingCents'),
      };
    },

    /** File access: job photos for the job's parties; a driver's selfie for clients they drive for. */
    async canReadFile(actor: SessionUser, file: FileRow): Promise<boolean> {
      if (file.purpose === 'job_photo') {
        const jobId = await dispatchRepo.jobIdOfFile(db, file.id);
        const job = jobId ? await jobs.findById(jobId) : undefined;
        return Boolean(job && canSeeJob(actor, job));
      }
      if (file.purpose === 'selfie') return jobs.clientHasDriver(actor.id, file.ownerId);
      return false;
    },
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
