import { userSubscriptionResponse } from '@core/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Subscriptions do not exist yet, so nobody has an active one: this is the true answer today,
 * and the shape the app frame's badge reads. The subscriptions issue replaces it with real data.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscriptions/user-subscription',
    { schema: { response: { 200: userSubscriptionResponse } } },
    async () => ({
      hasActiveSubscription: false,
      subscription: null,
    }),
  );
};
