/**
 * Wire shapes for quotes, shared by the server's routes and the web app. The rules
 * live in ../pricing; this file only describes what crosses the network.
 */
import { z } from 'zod';
import { callReasons, QUOTE_INPUT_MESSAGES, type QuoteInput } from '../pricing';
import { distanceEstimateQuery, distanceEstimateResponse } from './geo';
import { serviceTimeSchema, vehicleTypeSchema } from './pricing';
import { tripCostEstimates } from './trip-costs';

export { serviceTimeSchema, vehicleTypeSchema };

/** Body of a quote request: vehicleType, distance (miles ≥ 0), serviceTime (default 'now'), isLoaded. */
export const quoteRequestBody = z.object({
  vehicleType: vehicleTypeSchema,
  distance: z
    .number({ error: QUOTE_INPUT_MESSAGES.distanceType })
    .min(0, QUOTE_INPUT_MESSAGES.distanceNegative),
  serviceTime: serviceTimeSchema.default('now'),
  isLoaded: z.boolean({ error: QUOTE_INPUT_MESSAGES.isLoaded }).default(false),
}) satisfies z.ZodType<Required<QuoteInput>, QuoteInput>;
export type QuoteRequestBody = z.input<typeof quoteRequestBody>;

/** The product's quote result (dollars) plus the same amounts in cents and why a call is needed. */
export const quoteResponse = z.object({
  baseRate: z.number().int().nonnegative(),
  distanceFee: z.number().int().nonnegative(),
  rushFee: z.number().int().nonnegative(),
  serviceFee: z.number().int().nonnegative(),
  /** Dollars and cents: the return and fuel lines are estimated to the cent. */
  total: z.number().nonnegative(),
  requiresCall: z.boolean(),
  callReason: z.enum(callReasons).nullable(),
  baseRateCents: z.number().int().nonnegative(),
  distanceFeeCents: z.number().int().nonnegative(),
  rushFeeCents: z.number().int().nonnegative(),
  serviceFeeCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  moveFeeCents: z.number().int().nonnegative(),
  driverReturnCents: z.number().int().nonnegative(),
  fuelCents: z.number().int().nonnegative(),
  miles: z.number().int().nonnegative(),
  billableMiles: z.number().int().nonnegative(),
  /** How the two cost lines were estimated; null when the quote needs a call. */
  driverReturn: tripCostEstimates.shape.driverReturn.nullable(),
  fuel: tripCostEstimates.shape.fuel.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * GET /api/quote: the price of a trip between two addresses, at the server's distance. The same function
 * prices POST /api/recovery-requests, so the quote shown before Proceed is the price charged.
 */
export const tripQuoteQuery = distanceEstimateQuery.extend({
  vehicleType: vehicleTypeSchema,
  serviceTime: serviceTimeSchema.default('now'),
  isLoaded: z
    .enum(['true', 'false'], { error: 'isLoaded must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type TripQuoteQuery = z.input<typeof tripQuoteQuery>;

/** The quote (dollars and cents) with the distance it was priced on and how that distance was found. */
export const tripQuoteResponse = quoteResponse.extend({ distance: distanceEstimateResponse });
export type TripQuoteResponse = z.infer<typeof tripQuoteResponse>;
