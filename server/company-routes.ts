import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
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
}
