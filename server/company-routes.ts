import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { billingRoutes } from './modules/billing/routes';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  app: FastifyInstance,
  opts: { services: Services; config: Config },
): Promise<void> {
  await app.register(billingRoutes, { billing: opts.services.billing });
}
