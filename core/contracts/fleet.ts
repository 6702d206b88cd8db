import { z } from 'zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

/** 17 characters, letters and digits, never I, O or Q (they look like 1 and 0). */
export const vinSchema = z
  .string({ error: 'VIN is required' })
  .trim()
  .toUpperCase()
  .pipe(
    z
      .string()
      .length(17, 'VIN must be exactly 17 characters')
      .regex(/^[A-HJ-NPR-Z0-9]+$/, 'VIN may use letters and digits only, never I, O or Q'),
  );

export const vehicleStatuses = ['active', 'inactive'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

/** POST /api/vehicles and PUT /api/vehicles/:id */
export const vehicleBody = z.object({
  make: z
    .string({ error: 'Make is required' })
    .trim()
    .min(1, 'Make is required')
    .max(60, 'Make is too long')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  model: z
    .string({ error: 'Model is required' })
    .trim()
    .min(1, 'Model is required')
    .max(60, 'Model is too long')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  licensePlate: z
    .string({ error: 'Licence plate is required' })
    .trim()
    .toUpperCase()
    .pipe(z.string().min(2, 'Licence plate is required').max(12, 'Licence plate is too long')),
  vin: vinSchema,
  status: z.enum(vehicleStatuses).default('active'),
});
export type VehicleInput = z.input<typeof vehicleBody>;

export const vehicle = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  licensePlate: z.string(),
  vin: z.string(),
  status: z.enum(vehicleStatuses),
});
export type Vehicle = z.infer<typeof vehicle>;
/** GET /api/vehicles */
export const vehicleList = z.array(vehicle);
