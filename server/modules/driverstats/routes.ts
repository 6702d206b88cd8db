import { driverStats, timeZoneParam } from '@core/contracts/timeclock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import type { DriverStatsService } from './service';

export const driverStatsRoutes: FastifyPluginAsyncZod<{ driverStats: DriverStatsService }> = async (
  app,
  { driverStats: service },
) => {
  app.get(
    '/api/driver/stats',
    { schema: { querystring: z.object({ tz: timeZoneParam.optional() }), response: { 200: driverStats } } },
    async (request) => service.stats(requireRole(request, 'driver'), request.query.tz),
  );
};
