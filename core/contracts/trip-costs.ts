/** Wire shapes of the trip-cost basis (the fare table, the diesel price) and its operator settings. */
import { z } from 'zod';
import { returnModes } from '../trip-costs';

/** The quote's estimates of a job's return and fuel (core/trip-costs). */
export const tripCostEstimates = z.object({
  driverReturn: z.object({
    payer: z.enum(['client', 'driver', 'call']),
    mode: z.enum(returnModes).nullable(),
    cents: z.number().int(),
    basis: z.string(),
  }),
  fuel: z.object({
    gallons: z.number(),
    estimateCents: z.number().int(),
    marginCents: z.number().int(),
    cents: z.number().int(),
    basis: z.string(),
  }),
});

export const fareBand = z.object({
  upToMiles: z
    .number()
    .int('Miles must be a whole number')
    .min(1, 'Each band must reach at least 1 mile')
    .max(5000),
  mode: z.enum(returnModes, { error: 'The mode must be bus, train or air' }),
  baseCents: z.number().int().min(0, 'A fare cannot be negative').max(500_000),
  perMileCents: z.number().int().min(0, 'A fare cannot be negative').max(1_000),
});

export const dieselPrice = z.object({
  perGallonMills: z.number().int(),
  asOf: z.string(),
  source: z.enum(['eia', 'operator']),
  region: z.string(),
});

/** GET /api/pricing/trip-cost-basis: what quotes are estimated with (public: the calculator previews). */
export const tripCostBasisResponse = z.object({
  fareTable: z.array(fareBand),
  diesel: dieselPrice,
  fuelMarginBps: z.number().int(),
});
export type TripCostBasisResponse = z.infer<typeof tripCostBasisResponse>;

/** GET/PUT /api/admin/trip-costs: the operators' settings, and what the fuel-price port answers now. */
export const tripCostSettingsBody = z.object({
  fareTable: z.array(fareBand).min(1, 'The fare table needs at least one band').max(6),
  fuelMarginBps: z
    .number()
    .int()
    .min(0, 'The margin cannot be negative')
    .max(5_000, 'The margin is at most 50%'),
  dieselPerGallonMills: z
    .number()
    .int()
    .min(1_000, 'A diesel price below $1.000/gal is surely a typo')
    .max(15_000, 'A diesel price above $15.000/gal is surely a typo'),
  dieselAsOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be YYYY-MM-DD'),
});
export type TripCostSettingsBody = z.infer<typeof tripCostSettingsBody>;

export const tripCostSettingsResponse = tripCostSettingsBody.extend({
  updatedAt: z.string().nullable(),
  /** The price quotes use now: the EIA week when the port is configured and answered, else the one above. */
  inUse: dieselPrice,
  eiaConfigured: z.boolean(),
});
export type TripCostSettingsResponse = z.infer<typeof tripCostSettingsResponse>;
