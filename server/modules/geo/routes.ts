import {
  distanceEstimateQuery,
  distanceEstimateResponse,
  placeSuggestionsQuery,
  placeSuggestionsResponse,
  reverseGeocodeQuery,
  reverseGeocodeResponse,
} from '@core/contracts/geo';
import { tripQuoteQuery, tripQuoteResponse } from '@core/contracts/quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './service';

/**
 * Distances and quotes between two addresses (the routing service when configured, the offline gazetteer
 * otherwise), and reverse geocoding.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/api/distance',
    { schema: { querystring: distanceEstimateQuery, response: { 200: distanceEstimateResponse } } },
    async (request) => geo.distance(request.query.pickup, request.query.destination),
  );

  app.get(
    '/api/quote',
    { schema: { querystring: tripQuoteQuery, response: { 200: tripQuoteResponse } } },
    async (request) => geo.quote(request.query),
  );

  app.get(
    '/api/places',
    { schema: { querystring: placeSuggestionsQuery, response: { 200: placeSuggestionsResponse } } },
    async (request) => ({ places: await geo.suggestPlaces(request.query.q) }),
  );

  app.get(
    '/api/geocode/reverse',
    {
      schema: { querystring: reverseGeocodeQuery, response: { 200: reverseGeocodeResponse } },
    },
    async (request) => ({ address: await geo.reverse(request.query.lat, request.query.lng) }),
  );
};
