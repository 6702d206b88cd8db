import type { FastifyInstance } from 'fastify';
import { type Config, publicUrlOf } from './config';
import { apiRoutes } from './modules/api/routes';
import { ordersRoutes } from './modules/orders/routes';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  app: FastifyInstance,
  { services, config }: { services: Services; config: Config },
): Promise<void> {
  await app.register(ordersRoutes, { orders: services.orders });
  // The public API and its keys (reference at /developers).
  await apiRoutes(app, {
    ...services,
    rateLimits: services.rateLimits,
    perMinute: config.API_V1_RATE_LIMIT,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    publicUrl: publicUrlOf(config),
  });
}
