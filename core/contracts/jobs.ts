import { z } from 'zod';
import { jobStatuses, paymentStatuses, REQUEST_MESSAGES, withinScheduleHorizon } from '../jobs';
import { jobFilters, OPEN_JOBS_MAX_PAGE_SIZE, OPEN_JOBS_PAGE_SIZE, openJobSorts } from '../open-jobs';
import { vehicleTypes } from '../pricing';
import { checkVin } from '../vin';
import { dbId, isSingleLine, nearPoint, SINGLE_LINE_MESSAGE } from './common';
import { placeSite } from './places';
import { serviceTimeSchema, vehicleTypeSchema } from './pricing';
import { ratingSummary } from './ratings';
import { jobArrival, liveEta, receiverInput, receiverView, timePlace } from './tracking';
import { tripCostEstimates } from './trip-costs';

const required = (label: string) => `${label} is required`;
const tooLong = (label: string) => `${label} must be at most 300 characters`;

const location = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(300, tooLong(label))
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);
const otherName = z.string().refine(isSingleLine, SINGLE_LINE_MESSAGE).optional();

/** The truck's VIN as typed on the request: checked by its check digit (core/vin.ts); blank is none. */
export const requestVin = z
  .string({ error: 'The VIN must be text' })
  .max(40, 'A VIN has 17 characters')
  .transform((value, ctx) => {
    if (!value.trim()) return null;
    const checked = checkVin(value);
    if (checked.ok) return checked.vin;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  })
  .nullish();

/**
 * POST /api/recovery-requests. The product's request form sends `destination`; other screens say
 * `destinationLocation`: either is accepted. Any browser-sent price is ignored, and so is a browser-sent
 * distance that disagrees with the server's: the server measures the trip and prices it.
 */
export const recoveryRequestFields = z.object({
  vehicleType: vehicleTypeSchema,
  pickupLocation: location('Pickup location'),
  destination: otherName,
  destinationLocation: otherName,
  /**
   * The distance the browser's form showed: a hint only. The server measures the trip from the two
   * addresses and prices from its own figure; this is compared with it and recorded with the job.
   */
  distance: z
    .number({ error: 'Distance must be a number of miles' })
    .min(1, 'Distance must be at least 1 mile')
    .max(10000, 'Distance must be at most 10,000 miles')
    .optional(),
  isWorking: z.boolean({ error: 'Say whether the vehicle is in working condition' }),
  isLoaded: z.boolean({ error: 'Say whether the vehicle is loaded' }).default(false),
  serviceTime: serviceTimeSchema.default('now'),
  scheduledTime: z.iso
    .datetime({ offset: true, error: REQUEST_MESSAGES.scheduledInvalid })
    .refine((v) => withinScheduleHorizon(v), REQUEST_MESSAGES.scheduledTooFar)
    .nullish(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2,000 characters').nullish(),
  serviceTypeId: dbId('Choose one of our services').nullish(),
  vehicleId: z.uuid({ error: 'Choose one of your vehicles' }).nullish(),
  /** Saved places picked for the pickup and destination: their contact, hours and notes go with the job. */
  pickupPlaceId: z.uuid({ error: 'Choose one of your saved places' }).nullish(),
  destinationPlaceId: z.uuid({ error: 'Choose one of your saved places' }).nullish(),
  /** The truck's VIN (required for an auction purchase); the pickup's VIN check compares with it. */
  vin: requestVin,
  idempotencyKey: z.string().min(8).max(100).nullish(),
  price: z.unknown().optional(),
  /** Who takes the truck at the destination: told by SMS or e-mail as the move goes. */
  receiver: receiverInput.nullish(),
});

/** The fields checked together: one destination, and a scheduled time when the pickup is scheduled. */
export const createRecoveryRequestBody = recoveryRequestFields.transform((b, ctx) => {
  const destination = (b.destination ?? b.destinationLocation ?? '').trim();
  if (!destination) {
    ctx.addIssue({ code: 'custom', path: ['destination'], message: REQUEST_MESSAGES.destinationRequired });
    return z.NEVER;
  }
  if (destination.length > 300) {
    ctx.addIssue({ code: 'custom', path: ['destination'], message: tooLong('Destination') });
    return z.NEVER;
  }
  if (b.serviceTime === 'scheduled' && !b.scheduledTime) {
    ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: REQUEST_MESSAGES.scheduledRequired });
    return z.NEVER;
  }
  const { destinationLocation: _ignored, price: _untrusted, ...rest } = b;
  return {
    ...rest,
    destination,
    scheduledTime: b.serviceTime === 'scheduled' ? (b.scheduledTime ?? null) : null,
  };
});
export type CreateRecoveryRequestInput = z.input<typeof createRecoveryRequestBody>;
export type CreateRecoveryRequest = z.output<typeof createRecoveryRequestBody>;

export const latLng = z.object({ lat: z.number(), lng: z.number() });

export const assignedDriver = z.object({
  id: z.string(),
  name: z.string(),
  /** The public average of clients' ratings and their count; null under 3 ratings ("New driver"). */
  rating: ratingSummary,
  photo: z.string().nullable(),
});
export type AssignedDriver = z.infer<typeof assignedDriver>;

export const recoveryRequest = z.object({
  id: z.string(),
  jobNumber: z.string(),
  serviceTypeId: z.number().nullable(),
  vehicleId: z.string().nullable(),
  /** The truck's VIN named on the request (or the chosen vehicle's); null when the client gave none. */
  vin: z.string().nullable(),
  vehicleType: z.enum(vehicleTypes),
  pickupLocation: z.string(),
  destination: z.string(),
  destinationLocation: z.string(),
  /** Where the addresses are on a map (approximate without a geocoding service); null when unknown. */
  pickupPosition: latLng.nullable(),
  destinationPosition: latLng.nullable(),
  distance: z.number(),
  isWorking: z.boolean(),
  isLoaded: z.boolean(),
  serviceTime: serviceTimeSchema,
  scheduledTime: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(jobStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** Dollars, as the product's request and checkout show it; priceCents is the same in cents. */
  price: z.number(),
  priceCents: z.number().int(),
  baseRateCents: z.number().int(),
  distanceFeeCents: z.number().int(),
  rushFeeCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  /** The driver's return and the fuel, billed at cost up to these (in priceCents, outside the split). */
  driverReturnCents: z.number().int(),
  fuelCents: z.number().int(),
  /** How those two were estimated, as the quote showed them; null for a job priced before they existed. */
  tripCostBasis: tripCostEstimates.nullable(),
  eta: z.string(),
  userId: z.string(),
  /** The company the move was requested for (its members share it by role); null: a personal move. */
  companyId: z.string().nullable(),
  driver: assignedDriver.nullable(),
  /** What the driver earns for the job: fixed at acceptance, estimated at the viewer's rate before. */
  driverPayCents: z.number().int().nullable(),
  /** The platform's commission fixed at acceptance: 10 (driver with a paid subscription) or 15; null before. */
  commissionPercent: z.number().nullable(),
  /** Priority Dispatch: the client subscribes, so drivers see this job first (open-job lists only). */
  priority: z.boolean().optional(),
  /** The driver's last reported position while in progress. */
  lastPosition: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  acceptedAt: z.string().nullable(),
  /** When the truck was handed over at the destination (the claim window counts from it); null before. */
  deliveredAt: z.string().nullable(),
  /** The pre-trip record (odometer at pickup) once the trip has started. */
  pretrip: z.object({ odometer: z.number(), at: z.string() }).nullable(),
  /** The delivery record once delivered; auto-confirmation comes 24 hours after `at`. */
  delivery: z.object({ odometer: z.number(), recipientName: z.string(), at: z.string() }).nullable(),
  /** Scheduled moves: when the truck is picked up and when it must be delivered. */
  pickupWindow: z.object({ start: z.string(), end: z.string() }).nullable(),
  deliveryWindow: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** The receiver at the destination, when the client named one. */
  receiver: receiverView.nullable(),
  /** The sites' contact, opening hours and notes, from the client's saved places. */
  pickupSite: placeSite.nullable(),
  destinationSite: placeSite.nullable(),
  /** The ETA that knows the driver's hours, once a driver is assigned (to the pickup, then the destination). */
  liveEta: liveEta.nullable(),
  /** The arrival at the destination from the quote on (none once delivered or cancelled). */
  arrival: jobArrival.nullable(),
  /** The zone and town each end's times are read in. */
  clocks: z.object({ pickup: timePlace, destination: timePlace }),
  /** For a driver looking at an open job: whether it fits their hours of service, and why not. */
  hoursCheck: z
    .object({
      ok: z.boolean(),
      code: z.enum([
        'fits',
        'fits_after_rest',
        'hours_short',
        'pickup_window_passed',
        'misses_delivery_window',
      ]),
      message: z.string(),
    })
    .nullable()
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecoveryRequest = z.infer<typeof recoveryRequest>;
export const recoveryRequestList = z.array(recoveryRequest);

/**
 * GET /api/recovery-requests?status=&mine=. A driver asking for `status=pending` gets a page of open
 * jobs: `type` (a filter button), `sort`, `near` (needed to sort by distance), `cursor`, `limit`.
 */
export const listRecoveryRequestsQuery = z
  .object({
    status: z.enum(jobStatuses).optional(),
    mine: z.string().optional(),
    type: z.enum(jobFilters, { error: `type must be one of ${jobFilters.join(', ')}.` }).default('all'),
    sort: z
      .enum(openJobSorts, { error: `sort must be one of ${openJobSorts.join(', ')}.` })
      .default('newest'),
    near: nearPoint,
    cursor: z.string().max(400).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(OPEN_JOBS_MAX_PAGE_SIZE, `limit can be at most ${OPEN_JOBS_MAX_PAGE_SIZE}.`)
      .default(OPEN_JOBS_PAGE_SIZE),
  })
  .refine((q) => q.sort !== 'distance' || q.near !== undefined, {
    path: ['near'],
    message: 'To sort by distance, give your position as near=latitude,longitude.',
  });
export type ListRecoveryRequestsQuery = z.infer<typeof listRecoveryRequestsQuery>;

/** One card of the open-jobs list: only what the card and its details dialog show. */
export const openJobCard = recoveryRequest
  .pick({
    id: true,
    jobNumber: true,
    vehicleType: true,
    pickupLocation: true,
    destination: true,
    distance: true,
    serviceTime: true,
    scheduledTime: true,
    notes: true,
    pickupWindow: true,
    deliveryWindow: true,
    driverPayCents: true,
    hoursCheck: true,
    createdAt: true,
  })
  .extend({
    /** Priority Dispatch: the client subscribed when posting, so the job is offered first. */
    priority: z.boolean(),
    /** Straight-line miles from `near` to the pickup, when a position was given and the pickup is known. */
    milesAway: z.number().nullable(),
  });
export type OpenJobCard = z.infer<typeof openJobCard>;

export const openJobsPage = z.object({
  items: z.array(openJobCard),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Open jobs per filter button, over every page (the first page only; null after). */
  counts: z.record(z.enum(jobFilters), z.number().int()).nullable(),
});
export type OpenJobsPage = z.infer<typeof openJobsPage>;

export const activityItem = z.object({
  id: z.number(),
  jobId: z.string(),
  jobNumber: z.string(),
  type: z.string(),
  toStatus: z.enum(jobStatuses).nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
/** GET /api/me/activity: the latest events on the user's jobs, newest first. */
export const activityList = z.array(activityItem);
