import { distanceEstimateQuery, distanceEstimateResponse } from '@core/contracts/quote';
import { type DistanceRouter, resolveDistance } from '@core/distance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/distance: the routing port (OSRM when configured) with the spec's offline estimate behind it. */
export const geoRoutes: FastifyPluginAsyncZod<{ router: DistanceRouter | undefined }> = async (
  app,
  { router },
) => {
  app.get(
    '/api/distance',
    { schema: { querystring: distanceEstimateQuery, response: { 200: distanceEstimateResponse } } },
    async (request) => resolveDistance(request.query.pickup, request.query.destination, router),
  );
};
