import type { FastifyInstance } from 'fastify';
import { type Config, publicUrlOf } from './config';
import { apiRoutes } from './modules/api/routes';
import { billingRoutes } from './modules/billing/routes';
import { companiesRoutes } from './modules/companies/routes';
import { ordersRoutes } from './modules/orders/routes';
import { webhooksRoutes } from './modules/webhooks/routes';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  app: FastifyInstance,
  opts: { services: Services; config: Config },
): Promise<void> {
  const { webhooks } = opts.services;
  await app.register(webhooksRoutes, { webhooks });
  // Each process sends due webhooks between the minute task's runs; stopped before the database closes.
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', () => webhooks.stop());
  await app.register(billingRoutes, { billing: opts.services.billing });
  await app.register(ordersRoutes, { orders: opts.services.orders });
  await app.register(companiesRoutes, { companies: opts.services.companies });
  // The public API and its keys (reference at /developers).
  await apiRoutes(app, {
    ...opts.services,
    rateLimits: opts.services.rateLimits,
    perMinute: opts.config.API_V1_RATE_LIMIT,
    support: { email: opts.config.SUPPORT_EMAIL, phone: opts.config.SUPPORT_PHONE },
    publicUrl: publicUrlOf(opts.config),
  });
}
