import {
  launchInterestResponse,
  serviceAvailabilityBody,
  serviceType,
  serviceTypeList,
  serviceTypeParams,
} from '@core/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { CatalogService } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/service-types',
    { schema: { response: { 200: serviceTypeList } } },
    async (_request, reply) => {
      // The web app caches this list for 5 minutes; let shared caches do the same.
      reply.header('cache-control', 'public, max-age=300');
      return catalog.listServiceTypes();
    },
  );

  app.post(
    '/api/service-types/:id/launch-interest',
    { schema: { params: serviceTypeParams, response: { 200: launchInterestResponse } } },
    async (request) => catalog.registerLaunchInterest(requireUser(request), request.params.id),
  );

  app.patch(
    '/api/admin/service-types/:id',
    { schema: { params: serviceTypeParams, body: serviceAvailabilityBody, response: { 200: serviceType } } },
    async (request) => catalog.setAvailability(requireAdmin(request), request.params.id, request.body),
  );
};
