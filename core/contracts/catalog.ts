import { z } from 'zod';
import { iconVariants } from '../catalog';

export const serviceType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** cents: the catalog's list figure */
  basePrice: z.number().int(),
  /** cents: the lowest price the server would quote for it; null when it is priced by phone */
  startingPriceCents: z.number().int().nullable(),
  iconVariant: z.enum(iconVariants),
  isNewService: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceType>;

/** GET /api/service-types */
export const serviceTypeList = z.array(serviceType);
