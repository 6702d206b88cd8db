import { z } from 'zod';
import { iconVariants, serviceAvailabilities } from '../catalog';
import { dbId } from './common';

export const serviceType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** cents: the catalog's list figure */
  basePrice: z.number().int(),
  /** cents: the lowest price the server would quote for it; null when it is priced by phone */
  startingPriceCents: z.number().int().nullable(),
  iconVariant: z.enum(iconVariants),
  /** Ordered now, or announced: a coming-soon service cannot be ordered. */
  availability: z.enum(serviceAvailabilities),
  /** When a coming-soon service is expected (YYYY-MM-DD), if the operators said. */
  launchExpectedOn: z.string().nullable(),
  isNewService: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceType>;

/** GET /api/service-types */
export const serviceTypeList = z.array(serviceType);

/** PATCH /api/admin/service-types/:id: operators open a service, or announce it with an expected date. */
export const serviceAvailabilityBody = z.object({
  availability: z.enum(serviceAvailabilities),
  launchExpectedOn: z.iso
    .date({ error: 'Give the expected launch as a date (YYYY-MM-DD)' })
    .nullable()
    .default(null),
});

export type ServiceAvailabilityChange = z.input<typeof serviceAvailabilityBody>;

/** The operators' form for the same change: an empty date means none was said. */
export const serviceAvailabilityForm = serviceAvailabilityBody.extend({
  launchExpectedOn: z
    .union([z.literal(''), z.iso.date({ error: 'Give the expected launch as a date (YYYY-MM-DD)' })])
    .transform((date) => date || null),
});

export const serviceTypeParams = z.object({ id: dbId('Service type not found', true) });

/** POST /api/service-types/:id/launch-interest: told once the service launches. */
export const launchInterestResponse = z.object({ interested: z.literal(true), message: z.string() });
