import type { AssignedDriver, OpenJobCard, RecoveryRequest } from '@core/contracts/jobs';
import type { JobArrival } from '@core/contracts/tracking';
import { arrivalView, expectedPickupAt, plannedArrival } from '@core/eta';
import { jobNumber } from '@core/jobs';
import { centsToDollars, splitCommission } from '@core/money';
import { moveFeeCentsOf } from '@core/trip-costs';
import { timePlaceOf } from '@core/zones';
import type { Job, JobsContext } from './context';
import type { OpenPageRow } from './open-jobs-repo';

/** How a job is shown: the recovery request answer, and an open job's card for drivers. */

const position = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : { lat, lng };

/** A scheduled move's pickup window: scheduledTime..pickupWindowEnd. */
const pickupWindowOf = (row: Pick<Job, 'scheduledTime' | 'pickupWindowEnd'>) =>
  row.scheduledTime && row.pickupWindowEnd
    ? { start: row.scheduledTime.toISOString(), end: row.pickupWindowEnd.toISOString() }
    : null;

/** A scheduled move's delivery window. */
const deliveryWindowOf = (row: Pick<Job, 'deliveryWindowStart' | 'deliveryWindowEnd'>) =>
  row.deliveryWindowStart && row.deliveryWindowEnd
    ? { start: row.deliveryWindowStart.toISOString(), end: row.deliveryWindowEnd.toISOString() }
    : null;

/**
 * The arrival at the destination (core/eta): before a driver accepts, worked out now for a rested driver
 * leaving at the pickup time (a move for now does not keep the time it was booked at); from the
 * acceptance on, the one the tracking domain stored from the driver's hours and position.
 */
function arrivalOf(row: Job, ctx: Pick<JobsContext, 'now' | 'cycle'>): JobArrival | null {
  if (row.status !== 'pending' && row.status !== 'accepted' && row.status !== 'in_progress') return null;
  if (row.status !== 'pending' && row.arrival) return row.arrival;
  const pickupAt = expectedPickupAt(row, ctx.now().getTime());
  return arrivalView(plannedArrival({ pickupAt, miles: row.distanceMiles, cycle: ctx.cycle }), 'planned');
}

function toRecoveryRequest(
  row: Job,
  driver: AssignedDriver | undefined,
  ctx: Pick<JobsContext, 'now' | 'cycle' | 'timeZone'>,
): RecoveryRequest {
  const arrival = arrivalOf(row, ctx);
  const pickupPosition = position(row.pickupLat, row.pickupLng);
  const destinationPosition = position(row.destinationLat, row.destinationLng);
  return {
    id: row.id,
    jobNumber: jobNumber(row.number),
    serviceTypeId: row.serviceTypeId,
    vehicleId: row.vehicleId,
    vin: row.vin,
    vehicleType: row.vehicleType,
    pickupLocation: row.pickupLocation,
    pickupPosition,
    destinationPosition,
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
    driverReturnCents: row.driverReturnCents,
    fuelCents: row.fuelCents,
    tripCostBasis: row.tripCostBasis ?? null,
    eta: arrival?.arriveAt ?? row.eta.toISOString(),
    userId: row.clientId,
    companyId: row.companyId,
    driver: driver ?? null,
    driverPayCents:
      row.commissionRateBps === null
        ? null
        : splitCommission(moveFeeCentsOf(row), row.commissionRateBps / 100).driverShareCents,
    commissionPercent: row.commissionRateBps === null ? null : row.commissionRateBps / 100,
    lastPosition:
      row.lastLat !== null && row.lastLng !== null && row.lastPositionAt
        ? { lat: row.lastLat, lng: row.lastLng, at: row.lastPositionAt.toISOString() }
        : null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    pretrip: row.pretrip ? { odometer: row.pretrip.odometer, at: row.pretrip.at } : null,
    delivery: row.delivery ?? null,
    pickupWindow: pickupWindowOf(row),
    deliveryWindow: deliveryWindowOf(row),
    receiver: row.receiverName
      ? {
          name: row.receiverName,
          phone: row.receiverPhone,
          email: row.receiverEmail,
          locale: row.receiverLocale,
          exactNearDelivery: row.exactNearDelivery,
        }
      : null,
    pickupSite: row.pickupSite ?? null,
    destinationSite: row.destinationSite ?? null,
    liveEta: row.liveEta ?? null,
    arrival,
    clocks: {
      pickup: timePlaceOf(row.pickupLocation, row.pickupLat, row.pickupLng, ctx.timeZone),
      destination: timePlaceOf(row.destinationLocation, row.destinationLat, row.destinationLng, ctx.timeZone),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Jobs as answers, each with its assigned driver's summary (one lookup for all of them). */
export async function describeMany(ctx: JobsContext, rows: readonly Job[]): Promise<RecoveryRequest[]> {
  const driverIds = [...new Set(rows.flatMap((r) => (r.driverId ? [r.driverId] : [])))];
  const drivers = await ctx.drivers.summaries(driverIds);
  return rows.map((r) => toRecoveryRequest(r, r.driverId ? drivers.get(r.driverId) : undefined, ctx));
}

/**
 * An open job's card; what depends on the driver looking (pay at their rate, hours) comes from the
 * caller. One literal, every field written out: a page builds 25 of these per driver per refetch.
 */
export function toOpenCard(
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
