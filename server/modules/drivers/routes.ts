import { nearbyDriversResponse } from '@core/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DriversService } from './service';

export const driversRoutes: FastifyPluginAsyncZod<{ drivers: DriversService }> = async (app, { drivers }) => {
  app.get('/api/drivers/nearby', { schema: { response: { 200: nearbyDriversResponse } } }, async () => ({
    count: await drivers.countAvailableDrivers(),
  }));
};
