import type {
  ActivityItem,
  AssignedDriver,
  CreateRecoveryRequest,
  OpenJobCard,
  RecoveryRequest,
} from '@core/contracts/jobs';
import { distanceHintAgrees } from '@core/distance';
import {
  estimateEta,
  type JobStatus,
  jobNumber,
  NOT_WORKING_MESSAGE,
  parseJobNumber,
  SCHEDULE_PAST_TOLERANCE_MS,
} from '@core/jobs';
import type { LiveEvent } from '@core/live';
import { centsToDollars, splitCommission } from '@core/money';
import { CALL_HOURS } from '@core/pricing';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { SessionUser } from '../accounts/service';
import type { CatalogService } from '../catalog/service';
import type { DriversService } from '../drivers/service';
import type { FleetService } from '../fleet/service';
import type { GeoService } from '../geo/service';
import { decodeCursor, encodeCursor } from './open-page';
import { type JobRow, jobsRepo, type OpenPageQuery, type OpenPageRow } from './repo';
import { transitionJob } from './transition';

export const CLIENTS_ONLY_MESSAGE =
  'Moves are requested from a customer account. Switch your role to Customer in your profile to request one.';

export interface JobsServiceDeps {
  db: Db;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  fleet: FleetService;
  /** The assigned driver's name, photo and rating come from the drivers domain. */
  drivers: Pick<DriversService, 'summaries'>;
  /** Measures and prices trips: the same function as GET /api/quote. */
  geo: GeoService;
  /** The service types a request may name (the catalog domain's). */
  catalog: Pick<CatalogService, 'listServiceTypes'>;
  supportPhone: string;
  /** Told after every announced change (the notifications domain turns changes into notices). */
  onChanged?: (job: JobRow) => Promise<void>;
  /** Priority Dispatch: whether the client has premium access now (the subscriptions domain knows). */
  hasPremiumAccess?: (clientId: string) => Promise<boolean>;
  now?: () => Date;
}

/** How long the open-jobs counts per filter button may lag behind (the list refetches every 30 s). */
export const OPEN_COUNTS_TTL_MS = 5_000;

const position = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : { lat, lng };

/** A scheduled move's pickup window: scheduledTime..pickupWindowEnd. */
const pickupWindowOf = (row: Pick<JobRow, 'scheduledTime' | 'pickupWindowEnd'>) =>
  row.scheduledTime && row.pickupWindowEnd
    ? { start: row.scheduledTime.toISOString(), end: row.pickupWindowEnd.toISOString() }
    : null;

/** A scheduled move's delivery window. */
const deliveryWindowOf = (row: Pick<JobRow, 'deliveryWindowStart' | 'deliveryWindowEnd'>) =>
  row.deliveryWindowStart && row.deliveryWindowEnd
    ? { start: row.deliveryWindowStart.toISOString(), end: row.deliveryWindowEnd.toISOString() }
    : null;

/** Who may see a job: its client, its assigned driver, and operators. Everyone else gets 404. */
export function canSeeJob(actor: SessionUser, job: JobRow): boolean {
  return actor.isAdmin || job.clientId === actor.id || job.driverId === actor.id;
}

export function createJobsService({
  db,
  fleet,
  drivers: driversDomain,
  geo,
  catalog,
  supportPhone,
  publish,
  onChanged,
  hasPremiumAccess = async () => false,
  now = () => new Date(),
}: JobsServiceDeps) {
  const openCounts = new LRUCache<string, Record<string, number>>({
    max: 16,
    ttl: OPEN_COUNTS_TTL_MS,
    fetchMethod: (key) => {
      const types = key.slice(key.indexOf(':') + 1);
      return jobsRepo.countOpen(db, types ? (types.split(',') as JobRow['vehicleType'][]) : []);
    },
  });
  let openCountsGeneration = 0;

  function toRecoveryRequest(row: JobRow, driver: AssignedDriver | undefined): RecoveryRequest {
    return {
      id: row.id,
      jobNumber: jobNumber(row.number),
      serviceTypeId: row.serviceTypeId,
      vehicleId: row.vehicleId,
      vehicleType: row.vehicleType,
      pickupLocation: row.pickupLocation,
      pickupPosition: position(row.pickupLat, row.pickupLng),
      destinationPosition: position(row.destinationLat, row.destinationLng),
      destination: row.destinationLocation,
      destinationLocation: row.destinationLocation,
      distance: row.distanceMiles,
      isWorking: row.isWorking,
      isLoaded: row.isLoaded,
      serviceTime: row.serviceTime,
      scheduledTime: row.scheduledTime?.toISOString() ?? null,
      notes: row.notes,
      status: row.status,
      paymentStatus: row.paymentStatus,
      price: centsToDollars(row.priceCents),
      priceCents: row.priceCents,
      baseRateCents: row.baseRateCents,
      distanceFeeCents: row.distanceFeeCents,
      rushFeeCents: row.rushFeeCents,
      serviceFeeCents: row.serviceFeeCents,
      eta: row.eta.toISOString(),
      userId: row.clientId,
      driver: driver ?? null,
      driverPayCents:
        row.commissionRateBps === null
          ? null
          : splitCommission(row.priceCents, row.commissionRateBps / 100).driverShareCents,
      commissionPercent: row.commissionRateBps === null ? null : row.commissionRateBps / 100,
      lastPosition:
        row.lastLat !== null && row.lastLng !== null && row.lastPositionAt
          ? { lat: row.lastLat, lng: row.lastLng, at: row.lastPositionAt.toISOString() }
          : null,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      pretrip: row.pretrip ? { odometer: row.pretrip.odometer, at: row.pretrip.at } : null,
      delivery: row.delivery ?? null,
      pickupWindow: pickupWindowOf(row),
      deliveryWindow: deliveryWindowOf(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * An open job's card; what depends on the driver looking (pay at their rate, hours) comes from the
   * caller. One literal, every field written out: a page builds 25 of these per driver per refetch.
   */
  function toOpenCard(
    row: OpenPageRow,
    forDriver: Pick<OpenJobCard, 'driverPayCents' | 'hoursCheck'>,
  ): OpenJobCard {
    return {
      id: row.id,
      jobNumber: jobNumber(row.number),
      vehicleType: row.vehicleType,
      pickupLocation: row.pickupLocation,
      destination: row.destinationLocation,
      distance: row.distanceMiles,
      serviceTime: row.serviceTime,
      scheduledTime: row.scheduledTime?.toISOString() ?? null,
      notes: row.notes,
      pickupWindow: pickupWindowOf(row),
      deliveryWindow: deliveryWindowOf(row),
      createdAt: row.createdAt.toISOString(),
      priority: row.priority,
      milesAway: row.milesAway === null ? null : Math.round(row.milesAway),
      driverPayCents: forDriver.driverPayCents,
      hoursCheck: forDriver.hoursCheck,
    };
  }

  async function openPage(
    query: Omit<OpenPageQuery, 'after'> & { cursor?: string },
  ): Promise<{ rows: OpenPageRow[]; nextCursor: string | null }> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
    const rows = await jobsRepo.openPage(db, { ...query, after });
    const last = rows.length === query.limit ? rows.at(-1) : undefined;
    const nextCursor = !last
      ? null
      : encodeCursor(
          query.sort === 'distance'
            ? { sort: 'distance', priority: last.priority, miles: last.sortMiles, id: last.id }
            : { sort: 'newest', priority: last.priority, createdAt: last.createdAtKey, id: last.id },
        );
    return { rows, nextCursor };
  }

  async function describeMany(rows: JobRow[]): Promise<RecoveryRequest[]> {
    const driverIds = [...new Set(rows.flatMap((r) => (r.driverId ? [r.driverId] : [])))];
    const drivers = await driversDomain.summaries(driverIds);
    return rows.map((r) => toRecoveryRequest(r, r.driverId ? drivers.get(r.driverId) : undefined));
  }

  /** A job the actor may see, by opaque id or by PW number; 404 for everything else. */
  async function findVisible(actor: SessionUser, idOrNumber: string): Promise<JobRow> {
    const number = parseJobNumber(idOrNumber);
    const row =
      number !== null
        ? await jobsRepo.findByNumber(db, number)
        : isUuid(idOrNumber)
          ? await jobsRepo.findById(db, idOrNumber)
          : undefined;
    if (!row || !canSeeJob(actor, row)) throw notFound('Recovery request not found');
    return row;
  }

  /** A job only its client may act on (pay, cancel); 404 for everyone else. */
  async function findOwned(actor: SessionUser, idOrNumber: string): Promise<JobRow> {
    const row = await findVisible(actor, idOrNumber);
    if (row.clientId !== actor.id) throw notFound('Recovery request not found');
    return row;
  }

  /**
   * Tells the job's parties (and, while it is or just was open, the drivers it fits) that it changed.
   * Failing to announce never fails the change itself: the lists also refetch on their own.
   */
  async function announce(job: JobRow, kind: 'created' | 'updated'): Promise<void> {
    // A job opened, was taken or was cancelled here: this process counts afresh (others within the TTL).
    // A new generation, not clear(): clearing aborts the counts being fetched, failing their requests.
    openCountsGeneration += 1;
    await onChanged?.(job).catch(() => {});
    if (!publish) return;
    const userIds = [job.clientId, ...(job.driverId ? [job.driverId] : [])];
    const openOrJustTaken =
      job.paymentStatus === 'paid' && (job.status === 'pending' || job.status === 'accepted');
    const audience: Audience = {
      userIds,
      ...(openOrJustTaken ? { openJob: { vehicleType: job.vehicleType } } : {}),
    };
    const event: LiveEvent =
      kind === 'created'
        ? {
            type: 'job.created',
            jobId: job.id,
            jobNumber: jobNumber(job.number),
            vehicleType: job.vehicleType,
          }
        : {
            type: 'job.updated',
            jobId: job.id,
            jobNumber: jobNumber(job.number),
            status: job.status,
            paymentStatus: job.paymentStatus,
          };
    await publish(event, audience).catch(() => {});
  }

  return {
    announce,
    listOpen: (vehicleTypes: JobRow['vehicleType'][]) => jobsRepo.listOpen(db, vehicleTypes),
    /** One page of paid jobs waiting for a driver (the drivers' open-jobs list), and the next cursor. */
    openPage,
    toOpenCard,
    /**
     * Paid jobs waiting for a driver, per vehicle type. Counting means reading every open job, so one
     * count per set of types serves all drivers until a job changes here, or for a few seconds (the list
     * itself is never cached).
     */
    countOpen: (vehicleTypes: JobRow['vehicleType'][]) =>
      openCounts.fetch(`${openCountsGeneration}:${[...vehicleTypes].sort().join(',')}`) as Promise<
        Record<string, number>
      >,
    listDeliveredBefore: (before: Date) => jobsRepo.listDeliveredBefore(db, before),
    /** Paid scheduled pickups in [from, to]: taken by a driver (`assigned`) or still open. */
    listPickupsBetween: (from: Date, to: Date, assigned: boolean) =>
      jobsRepo.listPickupsBetween(db, from, to, assigned),
    listUnderway: () => jobsRepo.listUnderway(db),
    /** Who `userId` shares jobs with, and whether a job is underway or completed since `completedSince`. */
    counterparts: (userId: string, completedSince: Date, otherId?: string) =>
      jobsRepo.counterparts(db, userId, completedSince, otherId),
    /** Jobs' ends and drivers' positions since `since`, counted per grid cell (for the heat map). */
    heatCells: (since: Date, cellDegrees: number) => jobsRepo.heatCells(db, since, cellDegrees),

    /** The driver's position while driving; told live to the client. Null when the driver may not report it. */
    async recordPosition(driverId: string, jobId: string, lat: number, lng: number): Promise<JobRow | null> {
      if (!isUuid(jobId)) return null;
      const row = await jobsRepo.updatePosition(db, jobId, driverId, lat, lng);
      if (!row) return null;
      await publish?.(
        {
          type: 'job.location',
          jobId: row.id,
          lat,
          lng,
          at: (row.lastPositionAt ?? new Date()).toISOString(),
        },
        { userIds: [row.clientId, driverId] },
      ).catch(() => {});
      return row;
    },

    findVisible,
    findOwned,
    transition: transitionJob,
    describeMany,
    /** Whether the client has (had) this driver on one of their jobs (a selfie they may see). */
    clientHasDriver: (clientId: string, driverId: string) => jobsRepo.clientHasDriver(db, clientId, driverId),
    /** For system actors (webhooks, schedulers) that act without a session. */
    findById: (id: string) => jobsRepo.findById(db, id),
    /** For the payments reconciliation: cancelled jobs whose refund has not been recorded. */
    cancelledUnrefunded: () => jobsRepo.listCancelledUnrefunded(db),
    /** Without an access check: the caller decides who may act (e.g. drivers on open jobs). */
    async findByIdOrNumber(idOrNumber: string): Promise<JobRow | undefined> {
      const number = parseJobNumber(idOrNumber);
      if (number !== null) return jobsRepo.findByNumber(db, number);
      return isUuid(idOrNumber) ? jobsRepo.findById(db, idOrNumber) : undefined;
    },

    /** `windows`: a scheduled move's pickup window end and delivery window (from the scheduling domain). */
    async create(
      actor: SessionUser,
      input: CreateRecoveryRequest,
      windows?: { pickupEnd: Date; deliveryStart: Date; deliveryEnd: Date },
    ): Promise<{ job: RecoveryRequest; created: boolean }> {
      // Moves are posted by clients: a driver posting one could take it and fake their own record.
      if (actor.role !== 'client') throw forbidden(CLIENTS_ONLY_MESSAGE, 'clients_only');
      if (!input.isWorking) throw badRequest(NOT_WORKING_MESSAGE, 'vehicle_not_working');
      if (
        input.serviceTypeId != null &&
        !(await catalog.listServiceTypes()).some((s) => s.id === input.serviceTypeId)
      ) {
        throw badRequest('Choose one of the listed service types.', 'unknown_service_type', {
          serviceTypeId: 'Choose one of the listed service types',
        });
      }
      // The server measures the trip and prices it, exactly as GET /api/quote does; the browser's
      // distance is only compared with it and recorded (core/distance.ts, distanceHintAgrees).
      const quote = await geo.quote({
        pickup: input.pickupLocation,
        destination: input.destination,
        vehicleType: input.vehicleType,
        serviceTime: input.serviceTime,
        isLoaded: input.isLoaded,
      });
      if (quote.requiresCall) {
        throw new AppError(
          400,
          `This move is priced by phone. Please call ${supportPhone} (${CALL_HOURS}).`,
          'requires_call',
        );
      }
      const scheduledTime = input.scheduledTime ? new Date(input.scheduledTime) : null;
      if (scheduledTime && scheduledTime.getTime() < now().getTime() - SCHEDULE_PAST_TOLERANCE_MS) {
        throw badRequest(
          'The scheduled time is in the past. Choose a later date and time.',
          'scheduled_in_past',
          {
            scheduledTime: 'Choose a time in the future',
          },
        );
      }
      if (input.vehicleId) await fleet.requireOwnVehicle(actor, input.vehicleId);
      const [pickupAt, destinationAt] = await Promise.all([
        geo.forward(input.pickupLocation),
        geo.forward(input.destination),
      ]);
      const hint =
        input.distance === undefined
          ? {}
          : { distanceHint: input.distance, hintAgreed: distanceHintAgrees(input.distance, quote.miles) };

      const priority = await hasPremiumAccess(actor.id);
      const result = await db.transaction(async (tx) => {
        const { row, created } = await jobsRepo.insertJob(tx, {
          clientId: actor.id,
          priority,
          serviceTypeId: input.serviceTypeId ?? null,
          vehicleId: input.vehicleId ?? null,
          vehicleType: input.vehicleType,
          pickupLocation: input.pickupLocation,
          destinationLocation: input.destination,
          pickupLat: pickupAt?.lat ?? null,
          pickupLng: pickupAt?.lng ?? null,
          destinationLat: destinationAt?.lat ?? null,
          destinationLng: destinationAt?.lng ?? null,
          distanceMiles: quote.miles,
          isWorking: input.isWorking,
          isLoaded: input.isLoaded,
          serviceTime: input.serviceTime,
          scheduledTime,
          pickupWindowEnd: windows?.pickupEnd ?? null,
          deliveryWindowStart: windows?.deliveryStart ?? null,
          deliveryWindowEnd: windows?.deliveryEnd ?? null,
          notes: input.notes || null,
          baseRateCents: quote.baseRateCents,
          distanceFeeCents: quote.distanceFeeCents,
          rushFeeCents: quote.rushFeeCents,
          serviceFeeCents: quote.serviceFeeCents,
          priceCents: quote.totalCents,
          eta: estimateEta({ now: now(), scheduledTime, miles: quote.miles }),
          idempotencyKey: input.idempotencyKey ?? null,
        });
        if (created) {
          await jobsRepo.insertEvent(tx, {
            jobId: row.id,
            actorId: actor.id,
            type: 'created',
            toStatus: 'pending',
            data: {
              priceCents: row.priceCents,
              miles: quote.miles,
              distanceMethod: quote.distance.method,
              ...hint,
            },
          });
        }
        return { row, created };
      });
      const [job] = await describeMany([result.row]);
      return { job: job!, created: result.created };
    },

    async get(actor: SessionUser, idOrNumber: string): Promise<RecoveryRequest> {
      const [job] = await describeMany([await findVisible(actor, idOrNumber)]);
      return job!;
    },

    /** The actor's own jobs (as client or driver); operators see all. */
    async listMine(actor: SessionUser, status?: JobStatus): Promise<RecoveryRequest[]> {
      const rows = actor.isAdmin ? await jobsRepo.listAll(db) : await jobsRepo.listForParty(db, actor.id);
      return describeMany(status ? rows.filter((r) => r.status === status) : rows);
    },

    async activity(actor: SessionUser, limit = 10): Promise<ActivityItem[]> {
      const rows = await jobsRepo.listActivity(db, actor.id, limit);
      return rows.map((r) => ({
        id: r.id,
        jobId: r.jobId,
        jobNumber: jobNumber(r.number),
        type: r.type,
        toStatus: r.toStatus,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
