import type { Config } from './config';
import type { Db } from './db/client';
import { createApiService } from './modules/api/service';

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<S extends object>(
  db: Db,
  _config: Config,
  _opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  return { ...services, api: createApiService(db) };
}
