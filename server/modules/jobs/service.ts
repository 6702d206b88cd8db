import type { JobArrival, LiveEta } from '@core/contracts/tracking';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { bindActions } from '../../lib/actions';
import * as announcing from './announce';
import { type BoardFilter, boardRepo } from './board-repo';
import { companyPage } from './company-page';
import {
  type Job,
  type JobStepListener,
  type JobsContext,
  type JobsServiceDeps,
  openCountsCache,
  type RequestGate,
  type TrackListener,
} from './context';
import * as creating from './create';
import { jobsDispatchRepo } from './dispatch-repo';
import * as lookup from './lookup';
import * as openJobs from './open-jobs';
import * as positions from './positions';
import { positionsRepo } from './positions-repo';
import { describeMany, toOpenCard } from './present';
import { type JobRow, jobsRepo } from './repo';
import { transitionJob } from './transition';

export type { Job, JobStep, JobStepListener, JobsServiceDeps, TrackNews } from './context';
export { canSeeJob } from './context';

/** What the configuration sets: the support line, and the hours cycle and zone a move's arrival is said in. */
export const jobsConfigOf = (
  config: Pick<Config, 'SUPPORT_PHONE' | 'HOS_CYCLE' | 'OPERATOR_TIME_ZONE'>,
): Pick<JobsServiceDeps, 'supportPhone' | 'cycle' | 'timeZone'> => ({
  supportPhone: config.SUPPORT_PHONE,
  cycle: config.HOS_CYCLE,
  timeZone: config.OPERATOR_TIME_ZONE,
});

/**
 * The jobs domain, assembled from its action files: create, lookup, open-jobs, announce (live and
 * positions), the transition, and how a job is presented; the plain reads other domains need are here.
 */
export function createJobsService(deps: JobsServiceDeps) {
  const ctx: JobsContext = {
    ...deps,
    hasPremiumAccess: deps.hasPremiumAccess ?? (async () => false),
    cycle: deps.cycle ?? '70/8',
    timeZone: deps.timeZone ?? 'America/Chicago',
    now: deps.now ?? (() => new Date()),
    openCounts: openCountsCache(deps.db),
    stepListeners: [],
    positionListeners: [],
    trackListeners: [],
    requestGate: {},
  };
  const { db } = ctx;
  return {
    ...bindActions(ctx, creating),
    ...bindActions(ctx, lookup),
    ...bindActions(ctx, { companyPage }),
    ...bindActions(ctx, openJobs),
    ...bindActions(ctx, announcing),
    ...bindActions(ctx, { recordPositions: positions.recordPositions, trackOf: positions.trackOf }),
    describeMany: (rows: Parameters<typeof describeMany>[1]) => describeMany(ctx, rows),
    toOpenCard,
    /** The change and its event, then the step's listeners, all in the caller's transaction. */
    transition: async (tx: DbOrTx, job: JobRow, change: Parameters<typeof transitionJob>[2]) => {
      const updated = await transitionJob(tx, job, change);
      if (updated) {
        const step = {
          type: change.type,
          fromStatus: job.status,
          toStatus: updated.status,
          data: change.data ?? {},
        };
        for (const listener of ctx.stepListeners) await listener(tx, updated, step);
      }
      return updated;
    },
    /** Hear every step of every job in its transaction (created, paid, offered, each status). */
    onStep: (listener: JobStepListener) => void ctx.stepListeners.push(listener),
    /** Check each new client request before it is written, and act on it after (RequestGate). */
    gateRequests: (gate: RequestGate) => void Object.assign(ctx.requestGate, gate),
    /** Hear each kept position report of a driver under way. */
    onPosition: (listener: (job: Job) => Promise<void>) => void ctx.positionListeners.push(listener),
    /** The job's plausible positions in recorded order, recorded since `since` (the public link's track). */
    plausibleTrack: async (jobId: string, since: Date) =>
      (await positionsRepo.track(db, jobId, since)).map((p) => ({ lat: p.lat, lng: p.lng })),
    /** When the truck reached this milestone by its positions (arrived at the pickup, …), or null. */
    milestoneAt: async (jobId: string, kind: 'arrived_pickup' | 'left_pickup' | 'arrived_destination') =>
      (await positionsRepo.arrivalsOf(db, jobId)).find((a) => a.kind === kind)?.at ?? null,
    /** When each of these jobs' trucks reached the milestone by their positions (those that did). */
    milestonesOf: (jobIds: string[], kind: 'arrived_pickup' | 'left_pickup' | 'arrived_destination') =>
      positionsRepo.milestonesOf(db, jobIds, kind),
    /** Hear milestones the track reached (arrivals, leaving the pickup) and repeated implausible positions. */
    onTrack: (listener: TrackListener) => void ctx.trackListeners.push(listener),
    /** An event on the job's timeline that changes nothing else (a note, a driver's request). */
    recordEvent: (tx: DbOrTx, event: Parameters<typeof jobsRepo.insertEvent>[1]) =>
      jobsRepo.insertEvent(tx, event),
    /** Every event of a job, oldest first (operators' timeline: internal ones included). */
    eventsOf: (jobId: string) => jobsRepo.eventsOf(db, jobId),
    wasAcceptedBy: (jobId: string, driverId: string) => jobsRepo.wasAcceptedBy(db, jobId, driverId),
    /** The operators' board: counts per column and a page, for a search and filters. */
    board: async (filter: BoardFilter, limit: number, offset: number) => {
      const [counts, rows] = await Promise.all([
        boardRepo.counts(db, filter),
        boardRepo.page(db, filter, limit, offset),
      ]);
      return { counts, rows };
    },
    /** The job with its row locked for the caller's transaction (a release racing a cancellation). */
    lockById: (tx: DbOrTx, id: string) => jobsRepo.lockById(tx, id),
    /** The moves of orders (the orders domain presents them). */
    ofOrders: (orderIds: string[]) => jobsRepo.ofOrders(db, orderIds),
    /** Jobs by id (the console's exceptions name their jobs). */
    findMany: (ids: string[]) => jobsRepo.findMany(db, ids),

    listDeliveredBefore: (before: Date, limit?: number) => jobsRepo.listDeliveredBefore(db, before, limit),
    /** Paid scheduled pickups in [from, to]: taken by a driver (`assigned`) or still open. */
    listPickupsBetween: (from: Date, to: Date, assigned: boolean) =>
      jobsRepo.listPickupsBetween(db, from, to, assigned),
    listUnderway: (limit?: number) => jobsRepo.listUnderway(db, limit),
    underwayOfDriver: (driverId: string) => jobsRepo.underwayOfDriver(db, driverId),
    underwayOfDrivers: (driverIds: string[]) => jobsDispatchRepo.underwayOfDrivers(db, driverIds),
    dispatchDue: (now: Date) => jobsDispatchRepo.dispatchDue(db, now),
    onTimeRates: (driverIds: string[]) => jobsDispatchRepo.onTimeRates(db, driverIds),
    openNear: (at: { lat: number; lng: number }, miles: number, limit?: number) =>
      jobsDispatchRepo.openNear(db, at, miles, limit),
    droveFor: (clientId: string, driverId: string) => jobsDispatchRepo.droveFor(db, clientId, driverId),
    setDispatchRadius: (tx: DbOrTx, id: string, miles: number) =>
      jobsDispatchRepo.setDispatchRadius(tx, id, miles),
    /** Where the job's pickup or destination is, as the geocoder places it now, and how precisely. */
    placeOf: (job: Job, end: 'pickup' | 'delivery') =>
      ctx.geo.forward(end === 'pickup' ? job.pickupLocation : job.destinationLocation),
    /** The VIN read at pickup, kept on a job whose request named none (the fleet matches trucks by it). */
    recordVin: (tx: DbOrTx, jobId: string, vin: string) => jobsRepo.recordVin(tx, jobId, vin),
    /** Stores the job's hours-aware ETA (the tracking domain computes it). */
    setLiveEta: (jobId: string, eta: LiveEta | null) => jobsRepo.setLiveEta(db, jobId, eta),
    /** Stores the arrival at the destination from the driver's hours, while the job is at `status`. */
    setArrival: (jobId: string, status: Job['status'], arrival: JobArrival) =>
      jobsRepo.setArrival(db, jobId, status, arrival),
    /** Jobs delivered since `since`: when, and by when they were due. */
    deliveredSince: (since: Date) => jobsRepo.deliveredSince(db, since),
    /** Who `userId` shares jobs with, and whether a job is underway or completed since `completedSince`. */
    counterparts: (userId: string, completedSince: Date, otherId?: string) =>
      jobsRepo.counterparts(db, userId, completedSince, otherId),
    /** Jobs' ends and drivers' positions since `since`, counted per grid cell (for the heat map). */
    heatCells: (since: Date, cellDegrees: number) => jobsRepo.heatCells(db, since, cellDegrees),
    /** Whether the client has (had) this driver on one of their jobs (a selfie they may see). */
    clientHasDriver: (client: { id: string; companyId?: string | null }, driverId: string) =>
      jobsRepo.clientHasDriver(db, client, driverId),
    /** The job as the caller's transaction sees it, without locking it. */
    readIn: (tx: DbOrTx, id: string) => jobsRepo.findById(tx, id),
    /** For system actors (webhooks, schedulers) that act without a session. */
    findById: (id: string) => jobsRepo.findById(db, id),
    /** For the payments reconciliation: cancelled jobs whose refund has not been recorded. */
    cancelledUnrefunded: () => jobsRepo.listCancelledUnrefunded(db),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
