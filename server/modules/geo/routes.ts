import { distanceEstimateQuery, distanceEstimateResponse } from '@core/contracts/quote';
import { type DistanceRouter, resolveDistance } from '@core/distance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Geocoder } from '../../adapters/geocoding';

export interface GeoRoutesOptions {
  router: DistanceRouter | undefined;
  geocoder: Geocoder;
}

/** Distances (OSRM when configured, the spec's offline estimate otherwise) and reverse geocoding. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { router, geocoder }) => {
  app.get(
    '/api/distance',
    { schema: { querystring: distanceEstimateQuery, response: { 200: distanceEstimateResponse } } },
    async (request) => resolveDistance(request.query.pickup, request.query.destination, router),
  );

  app.get(
    '/api/geocode/reverse',
    {
      schema: {
        querystring: z.object({
          lat: z.coerce
            .number()
            .min(-90, 'Latitude must be between -90 and 90')
            .max(90, 'Latitude must be between -90 and 90'),
          lng: z.coerce
            .number()
            .min(-180, 'Longitude must be between -180 and 180')
            .max(180, 'Longitude must be between -180 and 180'),
        }),
        response: { 200: z.object({ address: z.string().nullable() }) },
      },
    },
    async (request) => ({ address: await geocoder.reverse(request.query.lat, request.query.lng) }),
  );
};
