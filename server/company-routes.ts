import type { FastifyInstance } from 'fastify';
import { type Config, publicUrlOf } from './config';
import { apiRoutes } from './modules/api/routes';
import type { OrdersPort } from './modules/api/v1-orders';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  app: FastifyInstance,
  { services, config }: { services: Services; config: Config },
): Promise<void> {
  // The public API and its keys (docs in /developers); orders once the orders service is composed.
  await apiRoutes(app, {
    ...services,
    orders: (services as { orders?: OrdersPort }).orders,
    rateLimits: services.rateLimits,
    perMinute: config.API_V1_RATE_LIMIT,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    publicUrl: publicUrlOf(config),
  });
}
