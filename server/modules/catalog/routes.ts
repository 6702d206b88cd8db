import { serviceTypeList } from '@core/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
