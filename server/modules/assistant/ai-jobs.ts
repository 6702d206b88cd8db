import type { AiJob, AiJobStatus, CreateAiJobBody } from '@core/contracts/assistant';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { etaSentence } from '@core/eta';
import { formatNumber } from '@core/format';
import { formatDuration, MINUTE_MS } from '@core/hos';
import { aiStatusOf, licenseFitsVehicle } from '@core/jobs';
import { formatUsd } from '@core/money';
import { calculateQuote, type VehicleType } from '@core/pricing';
import { moveFeeCentsOf } from '@core/trip-costs';
import { bindActions } from '../../lib/actions';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { DispatchService } from '../dispatch/service';
import type { DriversService } from '../drivers/service';
import type { JobsService } from '../jobs/service';
import type { JobFlag, NoticesService } from '../notices/service';
import type { PaymentsService } from '../payments/service';
import type { TimeclockService } from '../timeclock/service';

export interface AiJobsDeps {
  jobs: JobsService;
  dispatch: Pick<DispatchService, 'changeStatus' | 'confirmDelivery'>;
  payments: Pick<PaymentsService, 'cancel' | 'createIntent'>;
  drivers: Pick<DriversService, 'listAvailableDrivers'>;
  timeclock: Pick<TimeclockService, 'assess'>;
  notices: Pick<NoticesService, 'flagsFor'>;
  timeZone: string;
  now?: () => Date;
}

/** What the AI jobs' functions take: their dependencies with the clock fixed. */
type AiJobsContext = AiJobsDeps & { now: () => Date };

async function view(ctx: AiJobsContext, actor: SessionUser, list: RecoveryRequest[]): Promise<AiJob[]> {
  const flags = actor.isAdmin
    ? await ctx.notices.flagsFor(list.map((j) => j.id))
    : new Map<string, JobFlag[]>();
  return list.map((job) => ({
    id: job.jobNumber,
    requestId: job.id,
    vehicleType: job.vehicleType,
    pickupLocation: job.pickupLocation,
    deliveryLocation: job.destinationLocation,
    distance: job.distance,
    price: job.price,
    status: aiStatusOf(job),
    created: job.createdAt,
    eta: job.eta,
    driverId: job.driver?.id ?? null,
    driverName: job.driver?.name ?? null,
    flags: (flags.get(job.id) ?? []).map((f) => ({
      kind: f.kind,
      reason: f.reason,
      flaggedAt: f.flaggedAt.toISOString(),
    })),
  }));
}

const get = async (ctx: AiJobsContext, actor: SessionUser, id: string) =>
  (await view(ctx, actor, [await ctx.jobs.get(actor, id)]))[0]!;

/** The actor's jobs, newest first; operators see everyone's, or one client's with `clientId`. */
export async function list(ctx: AiJobsContext, actor: SessionUser, clientId?: string): Promise<AiJob[]> {
  let list = await ctx.jobs.listMine(actor);
  if (actor.isAdmin && clientId) list = list.filter((j) => j.userId === clientId);
  list.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return view(ctx, actor, list);
}

export async function create(
  ctx: AiJobsContext,
  actor: SessionUser,
  body: CreateAiJobBody,
): Promise<{ job: AiJob; created: boolean }> {
  const { deliveryLocation, ...rest } = body;
  const { job, created } = await ctx.jobs.create(actor, {
    ...rest,
    destination: deliveryLocation,
    scheduledTime: rest.scheduledTime ?? null,
  });
  return { job: (await view(ctx, actor, [job]))[0]!, created };
}

/**
 * A status change in the AI vocabulary, made by the job's own steps: a driver takes the job
 * (driver_assigned, with every acceptance check), the client confirms delivery (completed) or cancels
 * (cancelled, refunded when paid). The rest happen through their evidence (payment, pre-trip).
 */
export async function setStatus(
  ctx: AiJobsContext,
  actor: SessionUser,
  id: string,
  status: AiJobStatus,
): Promise<AiJob> {
  // Each step checks who may take it and answers 404 for a job the actor may not see.
  switch (status) {
    case 'driver_assigned':
      return get(ctx, actor, (await ctx.dispatch.changeStatus(actor, id, 'accepted')).id);
    case 'completed':
      return get(ctx, actor, (await ctx.dispatch.confirmDelivery(actor, id)).id);
    case 'cancelled':
      await ctx.payments.cancel(actor, id);
      return get(ctx, actor, id);
    case 'in_progress':
      // Answers how to start the trip (the pre-trip checklist with photos).
      return get(ctx, actor, (await ctx.dispatch.changeStatus(actor, id, 'in_progress')).id);
    default:
      await ctx.jobs.findVisible(actor, id);
      throw badRequest(
        status === 'created'
          ? 'A job cannot go back to created.'
          : 'Payment is confirmed by the card payment itself: pay from the checkout page.',
        'use_dedicated_step',
      );
  }
}

/** A card payment for the job at the server's price (the browser names no amount). */
export async function pay(ctx: AiJobsContext, actor: SessionUser, id: string) {
  const job = await ctx.jobs.get(actor, id);
  return ctx.payments.createIntent(actor, { amount: job.price, recoveryRequestId: job.id });
}

/**
 * What dispatch should know about a job, computed from real data: drivers who fit it and their
 * hours, the price against the quote rules, how long it has waited, a weather-free ETA and open flags.
 */
export async function recommendations(ctx: AiJobsContext, actor: SessionUser, id: string): Promise<string[]> {
  const row = await ctx.jobs.findVisible(actor, id);
  const [job] = (await ctx.jobs.describeMany([row])) as [RecoveryRequest];
  const out: string[] = [];
  const at = ctx.now().getTime();
  const miles = job.distance;
  if (job.status === 'pending' && job.paymentStatus === 'unpaid') {
    out.push('Payment is outstanding: the job reaches drivers once it is paid.');
  }
  if (job.status === 'pending' && job.paymentStatus === 'paid') {
    const waited = at - Date.parse(job.updatedAt);
    out.push(`Waiting for a driver for ${formatDuration(Math.max(0, waited))}.`);
    const fitting = (await ctx.drivers.listAvailableDrivers()).filter(
      (d) => d.licenseClass && licenseFitsVehicle(d.licenseClass, job.vehicleType),
    );
    if (fitting.length === 0) {
      out.push('No verified driver whose licence fits is taking work now: offer it by phone.');
    } else {
      const checks = await Promise.all(
        fitting.slice(0, 50).map(async (d) => (await ctx.timeclock.assess(d.userId, [row])).get(row.id)),
      );
      const fit = checks.filter((c) => c?.ok).length;
      out.push(
        `${fitting.length} verified driver${fitting.length === 1 ? '' : 's'} with a fitting licence ${fitting.length === 1 ? 'is' : 'are'} taking work; ${fit} ${fit === 1 ? 'has' : 'have'} the driving hours for this trip.`,
      );
    }
  }
  if (miles !== null) {
    // The move's fee against today's rates (the return and fuel lines follow the fuel price and fares).
    const quote = calculateQuote({ vehicleType: job.vehicleType as VehicleType, distance: miles }, null);
    const fee = moveFeeCentsOf(job);
    if (!quote.requiresCall) {
      out.push(
        quote.moveFeeCents === fee
          ? `The move's fee ${formatUsd(fee)} matches the quote for ${formatNumber(miles)} miles.`
          : `The move's fee ${formatUsd(fee)} differs from today's quote of ${formatUsd(quote.moveFeeCents)} for ${formatNumber(miles)} miles.`,
      );
    }
    const arrival = job.arrival;
    if (arrival)
      out.push(
        `About ${formatDuration(arrival.drivingMinutes * MINUTE_MS)} of driving (no allowance for weather or traffic). ${etaSentence({ target: 'destination', arriveAt: Date.parse(arrival.arriveAt), stops: arrival.stops }, job.clocks.destination, at)}.`,
      );
  }
  if (job.status === 'in_progress' && !job.lastPosition) {
    out.push('No position from the driver yet: ask them to keep the tracking page open.');
  }
  if (job.status === 'delivered') out.push('Delivered: waiting for the client to confirm.');
  const flags = actor.isAdmin ? ((await ctx.notices.flagsFor([job.id])).get(job.id) ?? []) : [];
  for (const f of flags) out.push(`Flagged: ${f.reason}.`);
  return out;
}

/** The recovery requests in the AI dispatch screens' vocabulary (product/foundations §5), with their own checks. */
export function createAiJobs(deps: AiJobsDeps) {
  const ctx: AiJobsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return bindActions(ctx, { list, get, create, setStatus, pay, recommendations });
}
export type AiJobs = ReturnType<typeof createAiJobs>;
