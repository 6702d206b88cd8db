import { z } from 'zod';
import { jobStatuses, paymentStatuses, REQUEST_MESSAGES, withinScheduleHorizon } from '../jobs';
import { vehicleTypes } from '../pricing';
import { dbId, isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { receiverInput } from './tracking';

export const INVALID_SCHEDULE_MESSAGE = 'Delivery time must be after pickup time';
export const MISSING_INFORMATION_MESSAGE = 'Please fill in all required fields';
/** A chosen time is a one-hour slot: the window runs from the slot to the next hour. */
export const SLOT_MS = 60 * 60 * 1000;

const moment = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${label} must be a date and time like 2025-06-03T09:00:00-05:00`,
    })
    .refine((v) => withinScheduleHorizon(v), REQUEST_MESSAGES.scheduledTooFar);

const address = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(300, `${label} must be at most 300 characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/**
 * POST /api/scheduling: the product's serviceTypeId, pickupDateTime, deliveryDateTime and notes, plus what
 * makes the move a real request: the two addresses and the vehicle's condition. Priced by the server.
 */
export const scheduleBody = z
  .object({
    serviceTypeId: dbId('Choose a service type', true),
    pickupDateTime: moment('Pickup date and time'),
    deliveryDateTime: moment('Delivery date and time'),
    notes: z.string().trim().max(2000, 'Notes must be at most 2,000 characters').nullish(),
    pickupLocation: address('Pickup location'),
    destination: z.string().refine(isSingleLine, SINGLE_LINE_MESSAGE).optional(),
    destinationLocation: z.string().refine(isSingleLine, SINGLE_LINE_MESSAGE).optional(),
    isWorking: z.boolean({ error: 'Say whether the vehicle is in working condition' }),
    isLoaded: z.boolean({ error: 'Say whether the vehicle is loaded' }).default(false),
    vehicleId: z.uuid({ error: 'Choose one of your vehicles' }).nullish(),
    idempotencyKey: z.string().min(8).max(100).nullish(),
    userId: z.unknown().optional(),
    /** Who takes the truck at the destination (as on the request form). */
    receiver: receiverInput.nullish(),
  })
  .transform((b, ctx) => {
    const destination = (b.destination ?? b.destinationLocation ?? '').trim();
    if (!destination || destination.length > 300) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: destination ? 'Destination must be at most 300 characters' : 'Destination is required',
      });
      return z.NEVER;
    }
    const pickupAt = new Date(b.pickupDateTime);
    const deliveryAt = new Date(b.deliveryDateTime);
    if (deliveryAt.getTime() <= pickupAt.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['deliveryDateTime'], message: INVALID_SCHEDULE_MESSAGE });
      return z.NEVER;
    }
    const { destinationLocation: _d, userId: _u, ...rest } = b;
    return { ...rest, destination, pickupAt, deliveryAt, notes: b.notes || null };
  });
export type ScheduleInput = z.input<typeof scheduleBody>;
export type Schedule = z.output<typeof scheduleBody>;

export const timeWindow = z.object({ start: z.string(), end: z.string() });

/** GET /api/recovery-requests/pending: the signed-in user's requests not yet under way. */
export const pendingRequest = z.object({
  id: z.string(),
  jobNumber: z.string(),
  serviceTypeId: z.number().nullable(),
  serviceType: z.object({ id: z.number(), name: z.string() }).nullable(),
  vehicleType: z.enum(vehicleTypes),
  /** The product's badge: Pending, or Scheduled once a scheduled move is paid. */
  status: z.enum(['pending', 'scheduled']),
  /** Where it stands: awaiting payment, waiting for a driver, or a driver assigned. */
  stage: z.enum(['awaiting_payment', 'awaiting_driver', 'driver_assigned']),
  jobStatus: z.enum(jobStatuses),
  paymentStatus: z.enum(paymentStatuses),
  pickupLocation: z.string(),
  destination: z.string(),
  scheduledTime: z.string().nullable(),
  pickupWindow: timeWindow.nullable(),
  deliveryWindow: timeWindow.nullable(),
  price: z.number(),
  priceCents: z.number().int(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingRequest = z.infer<typeof pendingRequest>;
export const pendingRequestList = z.array(pendingRequest);
