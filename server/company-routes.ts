import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { companiesRoutes } from './modules/companies/routes';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  app: FastifyInstance,
  { services }: { services: Services; config: Config },
): Promise<void> {
  await app.register(companiesRoutes, { companies: services.companies });
}
