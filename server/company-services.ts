import type { Config } from './config';
import type { Db } from './db/client';
import { createApiService } from './modules/api/service';
import type { JobsService } from './modules/jobs/service';
import { createOrdersService } from './modules/orders/service';
import type { PaymentsService } from './modules/payments/service';
import type { PlacesService } from './modules/places/service';

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<
  S extends { jobs: JobsService; payments: PaymentsService; places: PlacesService },
>(
  db: Db,
  config: Config,
  _opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  const { jobs, payments, places } = services;
  const orders = createOrdersService({ db, jobs, payments, places, timeZone: config.OPERATOR_TIME_ZONE });
  return { ...services, orders, api: createApiService(db) };
}
