import {
  distanceEstimateQuery,
  distanceEstimateResponse,
  reverseGeocodeQuery,
  reverseGeocodeResponse,
} from '@core/contracts/geo';
import { type DistanceRouter, resolveDistance } from '@core/distance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      schema: { querystring: reverseGeocodeQuery, response: { 200: reverseGeocodeResponse } },
    },
    async (request) => ({ address: await geocoder.reverse(request.query.lat, request.query.lng) }),
  );
};
