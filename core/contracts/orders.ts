import { z } from 'zod';
import { jobStatuses, paymentStatuses } from '../jobs';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { recoveryRequestFields } from './jobs';

/** The most moves one order (or one CSV upload) may hold. */
export const MAX_ORDER_MOVES = 200;

const reference = (label: string) =>
  z
    .string()
    .trim()
    .max(60, `${label} must be at most 60 characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .nullish()
    .transform((v) => v || null);

/**
 * One move of an order: one truck (its VIN is required), from a pickup to a destination, at a time
 * (now, rush, or a scheduled pickup), with its receiver. Each becomes a job of its own.
 */
export const orderMoveInput = recoveryRequestFields
  .pick({
    vehicleType: true,
    pickupLocation: true,
    destination: true,
    isLoaded: true,
    serviceTime: true,
    scheduledTime: true,
    notes: true,
    serviceTypeId: true,
    vehicleId: true,
    pickupPlaceId: true,
    destinationPlaceId: true,
    vin: true,
    receiver: true,
  })
  .extend({
    destination: z
      .string({ error: 'Destination is required' })
      .trim()
      .min(1, 'Destination is required')
      .max(300, 'Destination must be at most 300 characters')
      .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  });
export type OrderMoveInput = z.input<typeof orderMoveInput>;
export type OrderMove = z.output<typeof orderMoveInput>;

/** POST /api/orders (and POST /api/v1/orders): several moves paid once (or invoiced on terms). */
export const createOrderBody = z.object({
  moves: z
    .array(orderMoveInput)
    .min(1, 'An order holds at least one move')
    .max(MAX_ORDER_MOVES, `An order holds at most ${MAX_ORDER_MOVES} moves`),
  poNumber: reference('PO number'),
  costCentre: reference('Cost centre'),
  /** The caller's key for one submission: the same key returns the same order. */
  idempotencyKey: z.string().min(8).max(100).nullish(),
});
export type CreateOrderInput = z.input<typeof createOrderBody>;
export type CreateOrder = z.output<typeof createOrderBody>;

export const TEST_DATA_MESSAGE =
  'This move was made with a test API key: it is test data, and is never paid or offered to drivers.';

export const orderPaymentModes = ['card', 'terms'] as const;

export const orderMove = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  vin: z.string().nullable(),
  vehicleType: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  scheduledTime: z.string().nullable(),
  status: z.enum(jobStatuses),
  paymentStatus: z.enum(paymentStatuses),
  priceCents: z.number().int(),
  driverName: z.string().nullable(),
});
export type OrderMoveView = z.infer<typeof orderMove>;

export const order = z.object({
  id: z.string(),
  /** "ORD-<n>" */
  orderNumber: z.string(),
  companyId: z.string().nullable(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  paymentMode: z.enum(orderPaymentModes),
  /** false: made through a test API key (test data: never paid or dispatched). */
  livemode: z.boolean(),
  /** unpaid until its one payment (card) or its approval on terms; paid once every move is paid. */
  paymentStatus: z.enum(['unpaid', 'paid', 'on_terms', 'refunded']),
  totalCents: z.number().int(),
  moves: z.array(orderMove),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof order>;

/** A page of orders or jobs by cursor (newest first): the cursor of the next page, null at the end. */
export const orderPage = z.object({ items: z.array(order), nextCursor: z.string().nullable() });
export type OrderPage = z.infer<typeof orderPage>;

export const orderNumber = (n: number) => `ORD-${n}`;
export const parseOrderNumber = (s: string): number | null => {
  const m = /^ORD-(\d{1,12})$/i.exec(s.trim());
  return m ? Number(m[1]) : null;
};

/** The largest CSV the preview reads (about MAX_ORDER_MOVES rows with long notes). */
export const MAX_ORDER_CSV_CHARS = 512_000;

/** POST /api/orders/preview: the CSV's text as uploaded. */
export const previewOrderBody = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(MAX_ORDER_CSV_CHARS, 'The CSV file is too large: split it into files of at most 200 rows'),
});

/** One row of an uploaded CSV: its move and the server's price, or why it cannot be ordered. */
export const orderPreviewRow = z.object({
  /** The row's line in the file, counting the header as row 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  /** The move as parsed (null when the row could not be read as one); confirm posts these. */
  move: z.custom<OrderMoveInput>((v) => typeof v === 'object').nullable(),
  priceCents: z.number().int().nullable(),
  errors: z.array(z.string()),
});
export type OrderPreviewRow = z.infer<typeof orderPreviewRow>;

export const orderPreview = z.object({
  rows: z.array(orderPreviewRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  /** What the valid rows cost together. */
  totalCents: z.number().int(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

export const listOrdersQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
