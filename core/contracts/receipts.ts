/** Wire shapes of the driver's receipts (fill-ups, self-booked return travel) and their decisions. */
import { z } from 'zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { dollarsToCents } from './operations';

export const receiptKinds = ['fuel', 'return_receipt'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];
export const receiptStatuses = ['submitted', 'approved', 'rejected'] as const;

/** The most a single receipt may claim ($5,000): a mistyped total is caught before an operator sees it. */
export const MAX_RECEIPT_CENTS = 500_000;

const cents = z.coerce
  .number({ error: 'Enter the total in cents' })
  .int('Enter the total in whole cents')
  .min(1, 'Enter the total you paid')
  .max(MAX_RECEIPT_CENTS, 'A receipt is at most $5,000. Check the total.');

const place = z
  .string()
  .trim()
  .min(2, 'Say where you bought it (the station or the carrier)')
  .max(120, 'Keep the place under 120 characters')
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number().pipe(schema).optional(),
  );

/**
 * POST /api/jobs/:id/receipts (multipart: the photo and these fields, as text). The phone makes the
 * `clientKey` when the driver saves the receipt, so an upload retried from the offline queue records once.
 */
export const receiptFields = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fuel'),
    clientKey: z.string().trim().min(8, 'Missing receipt key').max(64, 'Receipt key too long'),
    totalCents: cents,
    /** Gallons in thousandths, as the pump prints them. */
    gallonsMilli: z.coerce
      .number({ error: 'Enter the gallons' })
      .int('Enter the gallons with at most 3 decimals')
      .min(100, 'Enter the gallons you pumped')
      .max(400_000, 'A fill-up is at most 400 gallons. Check the gallons.'),
    odometerMiles: z.coerce
      .number({ error: 'Enter the odometer' })
      .int('Enter the odometer in whole miles')
      .min(0, 'Enter the odometer')
      .max(9_999_999, 'Check the odometer'),
    place,
    occurredAt: z.iso.datetime({ offset: true, error: 'Enter when you filled up' }),
    lat: optionalNumber(z.number().min(-90).max(90)),
    lng: optionalNumber(z.number().min(-180).max(180)),
  }),
  z.object({
    kind: z.literal('return_receipt'),
    clientKey: z.string().trim().min(8, 'Missing receipt key').max(64, 'Receipt key too long'),
    totalCents: cents,
    place,
    occurredAt: z.iso.datetime({ offset: true, error: 'Enter when you paid' }),
    lat: optionalNumber(z.number().min(-90).max(90)),
    lng: optionalNumber(z.number().min(-180).max(180)),
  }),
]);
export type ReceiptFields = z.infer<typeof receiptFields>;

export const receiptView = z.object({
  id: z.string(),
  jobId: z.string(),
  kind: z.enum(receiptKinds),
  status: z.enum(receiptStatuses),
  amountCents: z.number().int(),
  /** What the driver wrote on it, when an operator approved a corrected amount. */
  claimedCents: z.number().int().nullable(),
  gallonsMilli: z.number().int().nullable(),
  odometerMiles: z.number().int().nullable(),
  place: z.string().nullable(),
  occurredAt: z.string(),
  offRouteMiles: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  clientKey: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;

/** GET /api/jobs/:id/receipts: the job's receipts, for its driver (and operators). */
export const jobReceiptsResponse = z.object({
  receipts: z.array(receiptView),
  /** Whether the driver may add a fill-up now, and a self-booked return receipt now. */
  canAddFuel: z.boolean(),
  canAddReturn: z.boolean(),
});
export type JobReceiptsResponse = z.infer<typeof jobReceiptsResponse>;

/** A receipt farther than this from the trip's recorded position is flagged for the operator. */
export const OFF_ROUTE_FLAG_MILES = 25;

export const queuedReceipt = receiptView.extend({
  jobNumber: z.string(),
  driverName: z.string(),
  /** What the client paid for this cost line, and what approved receipts of the line already used. */
  lineCents: z.number().int(),
  usedCents: z.number().int(),
  /** The move was settled with its client (or cancelled): nothing is held for the line, the platform bears it. */
  lineClosed: z.boolean(),
});
export type QueuedReceipt = z.infer<typeof queuedReceipt>;

/** GET /api/admin/receipts: receipts waiting for a decision, oldest first. */
export const receiptQueueResponse = z.object({ receipts: z.array(queuedReceipt) });
export type ReceiptQueueResponse = z.infer<typeof receiptQueueResponse>;

/** POST /api/admin/receipts/:id/decision */
export const receiptDecisionBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    /** A corrected amount (the photo shows less than was typed); the typed total when absent. */
    amountCents: cents.optional(),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string()
      .trim()
      .min(3, 'Say why, so the driver can fix it')
      .max(300, 'Keep the reason under 300 characters'),
  }),
]);
export type ReceiptDecisionBody = z.infer<typeof receiptDecisionBody>;

/** The phone's receipt forms: dollars and gallons as typed, into the fields the route takes. */
const gallonsTyped = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,3})?$/, 'Enter the gallons, like 52.3')
  .transform((s) => Math.round(Number(s) * 1000));
const odometerTyped = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, 'Enter the odometer in whole miles')
  .transform(Number);
export const fuelReceiptForm = z.object({
  total: dollarsToCents('Enter the total in dollars, like 184.50'),
  gallons: gallonsTyped,
  odometer: odometerTyped,
  place,
});
export const returnReceiptForm = z.object({
  total: dollarsToCents('Enter the total in dollars, like 89.00'),
  place,
});
