import {
  tripCostBasisResponse,
  tripCostSettingsBody,
  tripCostSettingsResponse,
} from '@core/contracts/trip-costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import type { TripCostsService } from './service';

export const tripCostsRoutes: FastifyPluginAsyncZod<{ tripCosts: TripCostsService }> = async (
  app,
  { tripCosts },
) => {
  // Public: the calculator on /pricing previews the same return and fuel lines the server charges.
  app.get(
    '/api/pricing/trip-cost-basis',
    { schema: { response: { 200: tripCostBasisResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const basis = await tripCosts.basis();
      return { ...basis, fareTable: [...basis.fareTable] };
    },
  );

  app.get(
    '/api/admin/trip-costs',
    { schema: { response: { 200: tripCostSettingsResponse } } },
    async (request) => {
      requireAdmin(request);
      return tripCosts.settings();
    },
  );

  app.put(
    '/api/admin/trip-costs',
    { schema: { body: tripCostSettingsBody, response: { 200: tripCostSettingsResponse } } },
    async (request) => tripCosts.saveSettings(requireAdmin(request), request.body),
  );
};
