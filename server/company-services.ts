import type { Config } from './config';
import type { Db } from './db/client';
import type { JobsService } from './modules/jobs/service';
import { createWebhooksService, webhooksConfigOf } from './modules/webhooks/service';

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<S extends { jobs: JobsService }>(
  db: Db,
  config: Config,
  opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  // Webhooks: each job step in its transaction (the outbox), positions after they are kept.
  const webhooks = createWebhooksService({ db, now: opts.clock, log: opts.log }, webhooksConfigOf(config));
  services.jobs.onStep(webhooks.jobStep);
  services.jobs.onPosition(webhooks.jobPosition);
  return { ...services, webhooks };
}
