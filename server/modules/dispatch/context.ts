import type { RecoveryRequest } from '@core/contracts/jobs';
import type { WaveSettings } from '@core/dispatch-waves';
import type { HosCycle } from '@core/hos';
import { AUTO_CONFIRM_AFTER_HOURS } from '@core/jobs';
import { licenseClassesText } from '@core/labels';
import { splitCommission } from '@core/money';
import { suspensionMessage } from '@core/operations';
import { moveFeeCentsOf } from '@core/trip-costs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DocumentsService } from '../documents/service';
import type { DriversService } from '../drivers/service';
import type { DriverEligibility } from '../drivers/views';
import type { FilesService } from '../files/service';
import type { Job, JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { Notify } from '../notifications/service';
import type { PayoutsService } from '../payouts/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { TimeclockService } from '../timeclock/service';
import { offersRepo } from './repo';

export const OFFERED_ELSEWHERE_MESSAGE =
  'Dispatch has offered this job to another driver for a few minutes. If they pass, it comes back to the open list.';
const OWN_JOB_MESSAGE = 'You posted this request, so you cannot accept it as its driver.';
export const TAKEN_MESSAGE = 'Another driver accepted this job first. It is no longer available.';
export const AUTO_CONFIRM_AFTER_MS = AUTO_CONFIRM_AFTER_HOURS * 60 * 60 * 1000;

export interface DispatchWaveConfig {
  settings: WaveSettings;
  /** A job whose pickup is this close to where a driver's delivery ends is their next load home. */
  nextLoadRadiusMiles: number;
  cycle: HosCycle;
}

export interface DispatchDeps {
  db: Db;
  jobs: JobsService;
  drivers: DriversService;
  /** Accepting needs a confirmed e-mail address (read in the acceptance's transaction). */
  accounts: Pick<AccountsService, 'requireVerifiedEmail'>;
  ledger: LedgerService;
  /** Each released half of the driver's pay goes to them through payouts. */
  payouts: Pick<PayoutsService, 'release' | 'sendAfterRelease'>;
  /** Exceptions that hold the second payout (new damage, a disputed report): their reason, or null. */
  payoutHold?: {
    /** Read in the step's transaction: a read through the pool there could wait on the step's own locks. */
    reasonFor(tx: DbOrTx, jobId: string): Promise<string | null>;
    /** In the release's transaction: a step committing after it finds no hold and releases its half. */
    clear(tx: DbOrTx, jobId: string): Promise<number>;
    /** After the commit: consoles re-read their exceptions. */
    announce(): Promise<void>;
  };
  /** Operators' exceptions (created after dispatch): a driver who can't make it. */
  exceptions?: {
    raise(jobId: string, kind: 'driver_withdrawal' | 'offer_declined', reason: string): Promise<unknown>;
    /** A declined offer's exception closes once someone takes the job. */
    clear(jobId: string, kinds: 'offer_declined'[]): Promise<unknown>;
  };
  /** The job's ETA (the tracking domain, created after dispatch): recomputed on each position report. */
  eta?: { refresh(job: Job): Promise<{ changed: boolean }> };
  files: FilesService;
  /** Whether a driver's subscription earns the lower commission (open-job cards' pay). */
  subscriptions: Pick<SubscriptionsService, 'paidFrom'>;
  /** Hours of service: acceptance checks, job cards' reasons, and the record following the job. */
  hours?: Pick<TimeclockService, 'assess' | 'assessorReading' | 'requireFits' | 'followJob' | 'recordsOf'>;
  /** Medical certificates' expiry (a driver is offered only what they can deliver while it is valid). */
  documents?: Pick<DocumentsService, 'medicalExpiries'>;
  /** Offers reach the driver: the bell, the live event, and push or SMS as they chose. */
  notify?: Notify;
  /** Offers in waves (configuration): sizes and minutes, the next load's radius, the hours cycle. */
  waves?: DispatchWaveConfig;
  /** Where failures of background work a later run repairs are logged. */
  log?: (message: string, err?: unknown) => void;
  /** The operators' time zone: a suspension's end reads in it. */
  timeZone?: string;
  now?: () => Date;
}

/** What every action file of the domain takes. */
export type DispatchContext = DispatchDeps & {
  now: () => Date;
  /** Told after a job's completion commits (the trip-cost settlement), through `onCompleted`. */
  completed: ((jobId: string) => Promise<unknown>)[];
};

/**
 * A suspended driver sees no open job and accepts none: 403 with why and until when; 409 inside a step
 * whose earlier checks passed, when a suspension committed meanwhile.
 */
export function refuseSuspended(
  ctx: DispatchContext,
  e: DriverEligibility,
  status: 403 | 409 = 403,
): DriverEligibility {
  if (e.suspension)
    throw new AppError(status, suspensionMessage(e.suspension, ctx.timeZone ?? 'UTC'), 'driver_suspended');
  return e;
}

export function refuseUnverified(e: DriverEligibility): DriverEligibility {
  if (!e.verified) {
    throw forbidden(
      'Only verified drivers can take jobs. Complete your driver verification (licence and selfie) in your profile.',
    );
  }
  return e;
}

/** An open job this driver may consider; 404 when it is not open, 403 when the licence does not cover it. */
export async function openJobFor(ctx: DispatchContext, actor: SessionUser, id: string): Promise<Job> {
  const e = refuseSuspended(ctx, refuseUnverified(await ctx.drivers.eligibility(actor.id)));
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (job?.paymentStatus !== 'paid') throw notFound('Recovery request not found');
  // A driver never takes their own request: that would fake a completed job, earnings and stats.
  if (job.clientId === actor.id) throw forbidden(OWN_JOB_MESSAGE, 'own_job');
  if (job.status !== 'pending' || job.driverId) {
    if (job.driverId === actor.id) return job;
    throw conflict(TAKEN_MESSAGE, 'job_taken');
  }
  // Held for the drivers dispatch offered it to: nobody else starts the acceptance steps.
  if (
    job.offeredUntil &&
    job.offeredUntil > ctx.now() &&
    !(await offersRepo.openOf(ctx.db, job.id, actor.id))
  )
    throw conflict(OFFERED_ELSEWHERE_MESSAGE, 'job_offered');
  if (!ctx.drivers.fits(e, job.vehicleType)) {
    throw forbidden(
      `Your Class ${e.licenseClass} licence does not cover ${job.vehicleType} jobs: Class ${licenseClassesText(job.vehicleType)} is needed.`,
    );
  }
  return job;
}

export const NOT_YOURS_MESSAGE =
  'Dispatch has given this job to another driver, so it is no longer yours: nothing was recorded. Check your messages, or call dispatch.';

/**
 * Inside a driver's step: the job locked until the step commits and still this driver's, so an
 * operator's reassignment and the step happen one after the other and the loser is told. 409 otherwise.
 */
export async function lockDriversJob(
  ctx: DispatchContext,
  tx: DbOrTx,
  actor: SessionUser,
  jobId: string,
): Promise<Job> {
  const job = await ctx.jobs.lockById(tx, jobId);
  if (!job || job.driverId !== actor.id) throw conflict(NOT_YOURS_MESSAGE, 'not_your_job');
  return job;
}

/**
 * A job this driver is assigned to; 409 for the driver it was taken from (they know it: they are told
 * what happened), 404 for anyone else.
 */
export async function assignedJob(
  ctx: Pick<DispatchContext, 'jobs'>,
  actor: SessionUser,
  id: string,
): Promise<Job> {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (job && job.driverId === actor.id) return job;
  if (job && (await ctx.jobs.wasAcceptedBy(job.id, actor.id)))
    throw conflict(NOT_YOURS_MESSAGE, 'not_your_job');
  throw notFound('Recovery request not found');
}

export async function withDriverPay(
  ctx: DispatchContext,
  actor: SessionUser,
  rows: Job[],
): Promise<RecoveryRequest[]> {
  const percent = await ctx.ledger.commissionPercentFor(actor.id);
  const described = await ctx.jobs.describeMany(rows);
  const checks = ctx.hours ? await ctx.hours.assess(actor.id, rows) : new Map();
  return described.map((j) => {
    const check = checks.get(j.id);
    return {
      ...j,
      driverPayCents: j.driverPayCents ?? splitCommission(moveFeeCentsOf(j), percent).driverShareCents,
      hoursCheck: check ? { ok: check.ok, code: check.code, message: check.message } : null,
    };
  });
}

/** The one answer for a job just changed. */
export const describeOne = async (ctx: DispatchContext, job: Job) => (await ctx.jobs.describeMany([job]))[0]!;
