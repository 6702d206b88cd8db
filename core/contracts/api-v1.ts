/**
 * The public API (/api/v1) and its keys: the wire shapes the routes validate with and the OpenAPI
 * document is generated from (server/modules/api/openapi.ts). v1 shapes are the API's own, stable
 * promises to a fleet's developers; the handlers map the app's answers onto them.
 */
import { z } from 'zod';
import { jobStatuses, paymentStatuses } from '../jobs';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { serviceTimeSchema, vehicleTypeSchema } from './pricing';
import { jobArrival, liveEta } from './tracking';

// ---- keys (the company's settings; cookies and the step-up) -----------------------------------------

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: moves, tracking, documents, invoices',
  write: 'Write: also orders and cancels moves',
};
export const API_KEY_MODE_LABELS: Record<ApiKeyMode, string> = {
  test: 'Test: test data only, never dispatched',
  live: 'Live: real moves',
};

export const createApiKeyBody = z.object({
  name: z
    .string({ error: 'Name the key' })
    .trim()
    .min(1, 'Name the key')
    .max(60, 'The name must be at most 60 characters')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  scope: z.enum(API_KEY_SCOPES, { error: 'Scope must be read or write' }),
  mode: z.enum(API_KEY_MODES, { error: 'Mode must be test or live' }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  mode: z.enum(API_KEY_MODES),
  /** The key's first characters, to tell it apart ("pw_live_Ab12Cd"). */
  prefix: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;
export const apiKeyList = z.array(apiKey);
/** The answer to creating a key: the only time its secret is shown. */
export const createdApiKey = apiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
export const apiKeyParams = z.object({ id: z.uuid({ error: 'API key not found' }) });

// ---- v1: errors ------------------------------------------------------------------------------------

export const V1_ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'idempotency_error',
  'rate_limit_error',
  'api_error',
] as const;

/** Every error of /api/v1, whatever the status. */
export const v1Error = z
  .object({
    error: z.object({
      type: z.enum(V1_ERROR_TYPES),
      /** Stable, for programs: `invalid_api_key`, `validation_error`, `idempotency_key_reused`… */
      code: z.string(),
      /** For people: what went wrong and what to do. */
      message: z.string(),
      /** Per field (dotted path), when the request's input was refused. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({
    id: 'Error',
    example: {
      error: {
        type: 'invalid_request_error',
        code: 'validation_error',
        message: 'Pickup location is required',
        fields: { 'moves.0.pickupLocation': 'Pickup location is required' },
      },
    },
  });
export type V1Error = z.infer<typeof v1Error>;

// ---- v1: paging ------------------------------------------------------------------------------------

export const V1_PAGE_LIMIT = { default: 25, max: 100 } as const;
export const v1PageQuery = z.object({
  /** The `nextCursor` of the previous page; absent for the first (newest first). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(V1_PAGE_LIMIT.max, `limit must be at most ${V1_PAGE_LIMIT.max}`)
    .default(V1_PAGE_LIMIT.default),
});
export type V1PageQuery = z.infer<typeof v1PageQuery>;
export const v1IdParams = z.object({ id: z.string().max(64) });

// ---- v1: quotes ------------------------------------------------------------------------------------

const place = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(300, `${label} must be at most 300 characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

export const v1QuoteBody = z
  .object({
    vehicleType: vehicleTypeSchema,
    pickupLocation: place('Pickup location'),
    destination: place('Destination'),
    serviceTime: serviceTimeSchema.default('now'),
    isLoaded: z.boolean().default(false),
  })
  .meta({
    example: {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Phoenix, AZ 85001',
      serviceTime: 'now',
      isLoaded: false,
    },
  });

export const v1Quote = z.object({
  object: z.literal('quote'),
  vehicleType: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  miles: z.number().int(),
  totalCents: z.number().int(),
  moveFeeCents: z.number().int(),
  driverReturnCents: z.number().int(),
  fuelCents: z.number().int(),
  /** Some moves are priced by a person: then call support before ordering. */
  requiresCall: z.boolean(),
  callReason: z.string().nullable(),
});
export type V1Quote = z.infer<typeof v1Quote>;

// ---- v1: jobs (one move of an order) ---------------------------------------------------------------

export const v1Job = z
  .object({
    object: z.literal('job'),
    id: z.string(),
    /** "PW-<n>", accepted wherever an id is. */
    number: z.string(),
    livemode: z.boolean(),
    status: z.enum(jobStatuses),
    paymentStatus: z.enum(paymentStatuses),
    vin: z.string().nullable(),
    vehicleType: z.string(),
    pickupLocation: z.string(),
    destination: z.string(),
    scheduledTime: z.string().nullable(),
    priceCents: z.number().int(),
    driverName: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Job' });
export type V1Job = z.infer<typeof v1Job>;
export const v1JobPage = z.object({
  object: z.literal('list'),
  data: z.array(v1Job),
  nextCursor: z.string().nullable(),
});

export const v1Tracking = z.object({
  object: z.literal('tracking'),
  jobId: z.string(),
  status: z.enum(jobStatuses),
  /** The driver's last reported position while the move is under way. */
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  /** The ETA that knows the driver's hours, once a driver is assigned. */
  liveEta: liveEta.nullable(),
  /** The arrival at the destination (planned before acceptance, the driver's after). */
  arrival: jobArrival.nullable(),
  events: z.array(z.object({ type: z.string(), toStatus: z.string().nullable(), at: z.string() })),
});
export type V1Tracking = z.infer<typeof v1Tracking>;

export const v1Documents = z.object({
  object: z.literal('documents'),
  jobId: z.string(),
  /** The bill of lading (PDF) once the pickup's condition report is submitted; null before. */
  billOfLadingUrl: z.string().nullable(),
  conditionReports: z.array(
    z.object({
      stage: z.enum(['pickup', 'delivery']),
      status: z.enum(['draft', 'submitted']),
      odometer: z.number().nullable(),
      submittedAt: z.string().nullable(),
    }),
  ),
});
export type V1Documents = z.infer<typeof v1Documents>;

// ---- v1: orders ------------------------------------------------------------------------------------

export const v1Order = z
  .object({
    object: z.literal('order'),
    id: z.string(),
    /** "ORD-<n>", accepted wherever an id is. */
    number: z.string(),
    livemode: z.boolean(),
    poNumber: z.string().nullable(),
    costCentre: z.string().nullable(),
    paymentMode: z.enum(['card', 'terms']),
    paymentStatus: z.enum(['unpaid', 'paid', 'on_terms', 'refunded']),
    totalCents: z.number().int(),
    jobs: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        vin: z.string().nullable(),
        status: z.enum(jobStatuses),
        priceCents: z.number().int(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });
export type V1Order = z.infer<typeof v1Order>;
export const v1OrderPage = z.object({
  object: z.literal('list'),
  data: z.array(v1Order),
  nextCursor: z.string().nullable(),
});

// ---- v1: invoices ----------------------------------------------------------------------------------

export const v1Invoice = z
  .object({
    object: z.literal('invoice'),
    id: z.string(),
    number: z.string(),
    jobId: z.string(),
    status: z.string(),
    amountPaidCents: z.number().int(),
    refundedCents: z.number().int(),
    createdAt: z.string(),
    pdfUrl: z.string(),
    creditNote: z
      .object({ number: z.string(), amountCents: z.number().int(), issuedAt: z.string(), pdfUrl: z.string() })
      .nullable(),
  })
  .meta({ id: 'Invoice' });
export type V1Invoice = z.infer<typeof v1Invoice>;
export const v1InvoicePage = z.object({
  object: z.literal('list'),
  data: z.array(v1Invoice),
  nextCursor: z.string().nullable(),
});

// ---- the OpenAPI document, as the reference page (/developers) reads it -----------------------------

export const openApiDocumentView = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  webhooks: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
});
export type OpenApiDocumentView = z.infer<typeof openApiDocumentView>;
