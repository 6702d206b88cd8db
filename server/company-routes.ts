import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Services } from './services';

/** The routes of what fleets use (server/company-services.ts). */
export async function registerCompanyRoutes(
  _app: FastifyInstance,
  _opts: { services: Services; config: Config },
): Promise<void> {}
