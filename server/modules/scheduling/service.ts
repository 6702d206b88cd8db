import { vehicleTypeForService } from '@core/catalog';
import type { PendingRequest, Schedule } from '@core/contracts/scheduling';
import { SLOT_MS } from '@core/contracts/scheduling';
import { plannedArrival } from '@core/eta';
import { formatNumber } from '@core/format';
import { formatDuration, type HosCycle } from '@core/hos';
import { formatMoment } from '@core/moment';
import { centsToDollars } from '@core/money';
import { PICKUP_REMINDER_MS } from '@core/scheduling';
import { formatInZone, timePlaceOf } from '@core/zones';
import type { Db } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { CatalogService } from '../catalog/service';
import type { GeoService } from '../geo/service';
import type { JobsService } from '../jobs/service';
import type { Notify } from '../notifications/service';
import { reminderMessages } from './messages';
import { schedulingRepo } from './repo';

export interface SchedulingDeps {
  db: Db;
  jobs: JobsService;
  catalog: CatalogService;
  /** The one function that measures a trip (the same as the quote's). */
  geo: Pick<GeoService, 'distance'>;
  notify: Notify;
  cycle: HosCycle;
  timeZone: string;
  now?: () => Date;
}

/** What the functions take: the dependencies with the clock fixed. */
type SchedulingContext = SchedulingDeps & { now: () => Date };

const fmt = (ctx: SchedulingContext, d: Date | number) =>
  formatInZone(typeof d === 'number' ? d : d.getTime(), ctx.timeZone);

/**
 * POST /api/scheduling: the chosen hours become one-hour windows; the server finds the distance and
 * the jobs service prices and records the request like any other (it is then paid like any other).
 */
export async function schedule(ctx: SchedulingContext, actor: SessionUser, input: Schedule) {
  if (input.pickupAt.getTime() < ctx.now().getTime()) {
    throw badRequest('The pickup time is in the past. Choose a later date and time.', 'pickup_in_past', {
      pickupDateTime: 'Choose a time in the future',
    });
  }
  const service = (await ctx.catalog.listServiceTypes()).find((s) => s.id === input.serviceTypeId);
  if (!service) {
    throw badRequest('Choose one of the listed service types.', 'unknown_service_type', {
      serviceTypeId: 'Choose a service type',
    });
  }
  const distance = await ctx.geo.distance(input.pickupLocation, input.destination);
  const miles = Math.max(1, Math.round(distance.miles));
  const deliveryEnd = new Date(input.deliveryAt.getTime() + SLOT_MS);
  // No driver can deliver sooner than a rested one driving within the rules: the move's planned arrival.
  const pickupAt = input.pickupAt.getTime();
  const earliest = plannedArrival({ pickupAt, miles, cycle: ctx.cycle });
  if (earliest.arriveAt > deliveryEnd.getTime()) {
    throw badRequest(
      `A ${formatNumber(miles)}-mile move needs about ${formatDuration(earliest.arriveAt - pickupAt)} ` +
        `with the driving-hour rules, so it can be delivered at ${fmt(ctx, earliest.arriveAt)} at the earliest. ` +
        'Choose a later delivery time.',
      'delivery_too_soon',
      { deliveryDateTime: 'Choose a later delivery time' },
    );
  }
  return ctx.jobs.create(
    actor,
    {
      vehicleType: vehicleTypeForService(service),
      pickupLocation: input.pickupLocation,
      destination: input.destination,
      distance: miles,
      isWorking: input.isWorking,
      isLoaded: input.isLoaded,
      serviceTime: 'scheduled',
      scheduledTime: input.pickupAt.toISOString(),
      notes: input.notes,
      serviceTypeId: service.id,
      vehicleId: input.vehicleId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      receiver: input.receiver ?? null,
    },
    {
      pickupEnd: new Date(input.pickupAt.getTime() + SLOT_MS),
      deliveryStart: input.deliveryAt,
      deliveryEnd,
    },
  );
}

/** The user's own requests not yet under way: Pending, or Scheduled once a scheduled move is paid. */
export async function pending(ctx: SchedulingContext, actor: SessionUser): Promise<PendingRequest[]> {
  const [mine, services] = await Promise.all([ctx.jobs.listMine(actor), ctx.catalog.listServiceTypes()]);
  return mine
    .filter((j) => j.userId === actor.id && (j.status === 'pending' || j.status === 'accepted'))
    .map((j) => {
      const service = services.find((s) => s.id === j.serviceTypeId);
      return {
        id: j.id,
        jobNumber: j.jobNumber,
        serviceTypeId: j.serviceTypeId,
        serviceType: service ? { id: service.id, name: service.name } : null,
        vehicleType: j.vehicleType,
        status: j.paymentStatus === 'paid' && j.scheduledTime ? 'scheduled' : 'pending',
        stage:
          j.paymentStatus !== 'paid'
            ? 'awaiting_payment'
            : j.status === 'accepted'
              ? 'driver_assigned'
              : 'awaiting_driver',
        jobStatus: j.status,
        paymentStatus: j.paymentStatus,
        pickupLocation: j.pickupLocation,
        destination: j.destination,
        scheduledTime: j.scheduledTime,
        pickupWindow: j.pickupWindow,
        deliveryWindow: j.deliveryWindow,
        price: centsToDollars(j.priceCents),
        priceCents: j.priceCents,
        notes: j.notes,
        createdAt: j.createdAt,
      } satisfies PendingRequest;
    });
}

/** The scheduler's sweep: each driver hears about a pickup 12 hours ahead (or at once when later accepted). */
export async function sendPickupReminders(ctx: SchedulingContext): Promise<number> {
  const at = ctx.now();
  const due = await ctx.jobs.listPickupsBetween(at, new Date(at.getTime() + PICKUP_REMINDER_MS), true);
  let sent = 0;
  for (const job of due) {
    if (!job.driverId || !job.scheduledTime) continue;
    const driverId = job.driverId;
    const pickup = job.scheduledTime;
    const delivered = await ctx.db.transaction(async (tx) => {
      if (!(await schedulingRepo.claimReminder(tx, job.id, 'pickup_12h'))) return false;
      // Each end's times on its own clock, the zone named.
      const atPickup = timePlaceOf(job.pickupLocation, job.pickupLat, job.pickupLng, ctx.timeZone);
      const atDestination = timePlaceOf(
        job.destinationLocation,
        job.destinationLat,
        job.destinationLng,
        ctx.timeZone,
      );
      await ctx.notify(driverId, 'pickup_reminder', (locale) => ({
        ...reminderMessages[locale].pickup({
          number: `PW-${job.number}`,
          from: job.pickupLocation,
          to: job.destinationLocation,
          start: formatMoment(pickup, { zone: atPickup.zone, locale }),
          windowEnd: job.pickupWindowEnd ? formatMoment(job.pickupWindowEnd, { ...atPickup, locale }) : null,
          deliverBy: job.deliveryWindowEnd
            ? formatMoment(job.deliveryWindowEnd, { ...atDestination, locale })
            : null,
        }),
        link: `/driver/jobs/${job.id}`,
      }));
      return true;
    });
    if (delivered) sent += 1;
  }
  return sent;
}

/** Scheduled moves: real requests with pickup and delivery windows, and the reminder before pickup. */
export function createSchedulingService(deps: SchedulingDeps) {
  const ctx: SchedulingContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, { schedule, pending, sendPickupReminders }),
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
