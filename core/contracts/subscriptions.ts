/** Subscription status (server module `subscriptions`). */
import { z } from 'zod';

/** GET /api/subscriptions/user-subscription */
export const userSubscriptionResponse = z.object({
  hasActiveSubscription: z.boolean(),
  subscription: z.unknown().nullable(),
  plan: z.unknown().nullable().optional(),
  expiresAt: z.string().nullable().optional(),
});
export type UserSubscription = z.infer<typeof userSubscriptionResponse>;
