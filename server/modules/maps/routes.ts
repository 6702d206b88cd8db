import { heatmapQuery, heatmapResponse, truckStopsQuery, truckStopsResponse } from '@core/contracts/maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { MapsService } from './service';

/** The route heat map's real data and the truck-stop directory. */
export const mapsRoutes: FastifyPluginAsyncZod<{ maps: MapsService }> = async (app, { maps }) => {
  // Signed-in people only: the cells are anonymous, but demand is still the business's own picture.
  app.get(
    '/api/heatmap',
    { schema: { querystring: heatmapQuery, response: { 200: heatmapResponse } } },
    async (request, reply) => {
      requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return maps.heatmap(request.query.regions, request.query.since);
    },
  );

  // Public facts: anyone may read them, and shared caches may keep them for an hour.
  app.get(
    '/api/truck-stops',
    { schema: { querystring: truckStopsQuery, response: { 200: truckStopsResponse } } },
    async (request, reply) => {
      if (!request.query.near) reply.header('cache-control', 'public, max-age=3600');
      return maps.truckStops(request.query.region, request.query.near);
    },
  );
};
