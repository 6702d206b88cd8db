import { comingSoonMessage, vehicleTypeForService } from '@core/catalog';
import { COMPANY_ROLE_MESSAGE, roleMay } from '@core/companies';
import type { CreateRecoveryRequest, RecoveryRequest } from '@core/contracts/jobs';
import { distanceHintAgrees } from '@core/distance';
import { expectedPickupAt, plannedArrival } from '@core/eta';
import { NOT_WORKING_MESSAGE, REQUEST_MESSAGES, scheduledTimeProblem } from '@core/jobs';
import { CALL_HOURS } from '@core/pricing';
import { REQUEST_VIN_MESSAGES, vinRequiredForService } from '@core/vin';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { CLIENTS_ONLY_MESSAGE, type Job, type JobsContext } from './context';
import { describeMany } from './present';
import { jobsRepo, type NewJob } from './repo';

/** Before pricing: who asks, a working truck, a known service type. */
async function checkRequester(ctx: JobsContext, actor: SessionUser, input: CreateRecoveryRequest) {
  // Moves are posted by clients: a driver posting one could take it and fake their own record.
  if (actor.role !== 'client') throw forbidden(CLIENTS_ONLY_MESSAGE, 'clients_only');
  if (actor.companyId && !roleMay(actor.companyRole, 'order'))
    throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  if (!input.isWorking) throw badRequest(NOT_WORKING_MESSAGE, 'vehicle_not_working');
  const services = await ctx.catalog.listServiceTypes();
  const named = input.serviceTypeId == null ? null : services.find((s) => s.id === input.serviceTypeId);
  if (input.serviceTypeId != null && !named) {
    throw badRequest('Choose one of the listed service types.', 'unknown_service_type', {
      serviceTypeId: 'Choose one of the listed service types',
    });
  }
  // A service announced for later cannot be ordered, by name or by its vehicle type.
  const forType = services.filter((s) => vehicleTypeForService(s) === input.vehicleType);
  const comingSoon =
    named?.availability === 'coming_soon'
      ? named
      : forType.length > 0 && forType.every((s) => s.availability === 'coming_soon')
        ? forType[0]
        : null;
  if (comingSoon) throw badRequest(comingSoonMessage(comingSoon.name), 'service_coming_soon');
  if (vinRequiredForService(named) && !input.vin && !input.vehicleId)
    throw badRequest(REQUEST_VIN_MESSAGES.auctionRequired, 'vin_required', {
      vin: REQUEST_VIN_MESSAGES.auctionRequired,
    });
}

/** After pricing: a scheduled time not in the past, the client's own vehicle, and the truck's VIN. */
async function checkScheduleAndVehicle(ctx: JobsContext, actor: SessionUser, input: CreateRecoveryRequest) {
  const scheduledTime = input.scheduledTime ? new Date(input.scheduledTime) : null;
  const problem = input.scheduledTime ? scheduledTimeProblem(input.scheduledTime, ctx.now().getTime()) : null;
  if (problem === REQUEST_MESSAGES.scheduledInPast) {
    throw badRequest(
      'The scheduled time is in the past. Choose a later date and time.',
      'scheduled_in_past',
      {
        scheduledTime: problem,
      },
    );
  }
  // The truck's VIN: the one typed, else the chosen vehicle's; both given, they must agree.
  let vin = input.vin ?? null;
  if (input.vehicleId) {
    const vehicle = await ctx.fleet.requireOwnVehicle(actor, input.vehicleId);
    if (vin && vin !== vehicle.vin)
      throw badRequest(REQUEST_VIN_MESSAGES.notYourVehicle(vehicle.vin), 'vin_mismatch', {
        vin: REQUEST_VIN_MESSAGES.notYourVehicle(vehicle.vin),
      });
    vin = vehicle.vin;
  }
  return { scheduledTime, vin };
}

/** A request checked, measured, priced and placed, ready to insert (nothing written yet). */
export type PreparedJob = { values: NewJob; event: Record<string, unknown> };

/**
 * Everything a request's creation decides before it writes: who asks, the server's quote (the browser's
 * distance is only compared with it and recorded: core/distance.ts, distanceHintAgrees), the schedule,
 * the client's vehicle and saved places. Orders prepare each of their moves with it.
 * `windows`: a scheduled move's pickup window end and delivery window (from the scheduling domain).
 */
export async function prepare(
  ctx: JobsContext,
  actor: SessionUser,
  input: CreateRecoveryRequest,
  windows?: { pickupEnd: Date; deliveryStart: Date; deliveryEnd: Date },
): Promise<PreparedJob> {
  await checkRequester(ctx, actor, input);
  const quote = await ctx.geo.quote({
    pickup: input.pickupLocation,
    destination: input.destination,
    vehicleType: input.vehicleType,
    serviceTime: input.serviceTime,
    isLoaded: input.isLoaded,
  });
  if (quote.requiresCall) {
    throw new AppError(
      400,
      `This move is priced by phone. Please call ${ctx.supportPhone} (${CALL_HOURS}).`,
      'requires_call',
    );
  }
  const { scheduledTime, vin } = await checkScheduleAndVehicle(ctx, actor, input);
  const { pickup: pickupAt, destination: destinationAt } = quote.places;
  const [pickupSite, destinationSite] = await Promise.all([
    input.pickupPlaceId ? ctx.places.siteOf(actor, input.pickupPlaceId, 'pickupPlaceId') : null,
    input.destinationPlaceId
      ? ctx.places.siteOf(actor, input.destinationPlaceId, 'destinationPlaceId')
      : null,
  ]);
  const hint =
    input.distance === undefined
      ? {}
      : { distanceHint: input.distance, hintAgreed: distanceHintAgrees(input.distance, quote.miles) };
  const priority = await ctx.hasPremiumAccess(actor.id);
  const values: NewJob = {
    clientId: actor.id,
    companyId: actor.companyId ?? null,
    priority,
    serviceTypeId: input.serviceTypeId ?? null,
    vehicleId: input.vehicleId ?? null,
    vin,
    vehicleType: input.vehicleType,
    pickupLocation: input.pickupLocation,
    destinationLocation: input.destination,
    pickupLat: pickupAt.lat,
    pickupLng: pickupAt.lng,
    destinationLat: destinationAt.lat,
    destinationLng: destinationAt.lng,
    pickupSite,
    destinationSite,
    distanceMiles: quote.miles,
    isWorking: input.isWorking,
    isLoaded: input.isLoaded,
    serviceTime: input.serviceTime,
    scheduledTime,
    pickupWindowEnd: windows?.pickupEnd ?? null,
    deliveryWindowStart: windows?.deliveryStart ?? null,
    deliveryWindowEnd: windows?.deliveryEnd ?? null,
    notes: input.notes || null,
    receiverName: input.receiver?.name ?? null,
    receiverPhone: input.receiver?.phone ?? null,
    receiverEmail: input.receiver?.email ?? null,
    receiverLocale: input.receiver?.locale ?? 'en',
    exactNearDelivery: input.receiver?.exactNearDelivery ?? false,
    baseRateCents: quote.baseRateCents,
    distanceFeeCents: quote.distanceFeeCents,
    rushFeeCents: quote.rushFeeCents,
    serviceFeeCents: quote.serviceFeeCents,
    priceCents: quote.totalCents,
    driverReturnCents: quote.driverReturnCents,
    fuelCents: quote.fuelCents,
    tripCostBasis:
      quote.driverReturn && quote.fuel ? { driverReturn: quote.driverReturn, fuel: quote.fuel } : null,
    // The planned arrival (a rested driver leaving at the pickup time); answers work it out afresh.
    eta: new Date(
      plannedArrival({
        pickupAt: expectedPickupAt({ scheduledTime, acceptedAt: null }, ctx.now().getTime()),
        miles: quote.miles,
        cycle: ctx.cycle,
      }).arriveAt,
    ),
    idempotencyKey: input.idempotencyKey ?? null,
  };
  return { values, event: { miles: quote.miles, distanceMethod: quote.distance.method, ...hint } };
}

/**
 * Writes a prepared request and its `created` event in the caller's transaction (an order's moves go
 * in with the order, all or nothing); a repeated idempotency key answers the first row, not created.
 */
export async function insertPrepared(
  ctx: JobsContext,
  tx: DbOrTx,
  actorId: string,
  prepared: PreparedJob,
  extra: { orderId?: string; livemode?: boolean } = {},
): Promise<{ row: Job; created: boolean }> {
  const { row, created } = await jobsRepo.insertJob(tx, {
    ...prepared.values,
    orderId: extra.orderId ?? null,
    livemode: extra.livemode ?? true,
  });
  if (created) {
    await jobsRepo.insertEvent(tx, {
      jobId: row.id,
      actorId,
      type: 'created',
      toStatus: 'pending',
      data: { priceCents: row.priceCents, ...prepared.event },
    });
    // Webhooks' outbox and others that keep a job's steps with the change.
    for (const listener of ctx.stepListeners)
      await listener(tx, row, { type: 'created', fromStatus: null, toStatus: 'pending', data: {} });
  }
  return { row, created };
}

/** A client's request, prepared and written with its `created` event; idempotent by its key. */
export async function create(
  ctx: JobsContext,
  actor: SessionUser,
  input: CreateRecoveryRequest,
  windows?: { pickupEnd: Date; deliveryStart: Date; deliveryEnd: Date },
): Promise<{ job: RecoveryRequest; created: boolean }> {
  await ctx.requestGate.before?.(actor);
  const prepared = await prepare(ctx, actor, input, windows);
  const result = await ctx.db.transaction((tx) => insertPrepared(ctx, tx, actor.id, prepared));
  const changed = result.created && (await ctx.requestGate.after?.(actor, result.row.id));
  const row = changed ? ((await jobsRepo.findById(ctx.db, result.row.id)) ?? result.row) : result.row;
  const [job] = await describeMany(ctx, [row]);
  return { job: job!, created: result.created };
}
