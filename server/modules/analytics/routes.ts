import { analyticsResponse } from '@core/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { AnalyticsService } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get('/api/analytics', { schema: { response: { 200: analyticsResponse } } }, async (request) =>
    analytics.forActor(requireUser(request)),
  );
};
