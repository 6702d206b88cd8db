import { z } from 'zod';
import { iconVariants } from '../catalog';

export const serviceType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** cents */
  basePrice: z.number().int(),
  iconVariant: z.enum(iconVariants),
  isNewService: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceType>;

/** GET /api/service-types */
export const serviceTypeList = z.array(serviceType);
