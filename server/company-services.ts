import type { Config } from './config';
import type { Db } from './db/client';
import type { ClaimsService } from './modules/claims/service';
import type { JobsService } from './modules/jobs/service';
import type { PaymentsService } from './modules/payments/service';
import type { TrackingService } from './modules/tracking/service';
import { createWebhooksService, webhooksConfigOf } from './modules/webhooks/service';

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<
  S extends {
    jobs: JobsService;
    claims: ClaimsService;
    payments: PaymentsService;
    tracking: TrackingService;
  },
>(
  db: Db,
  config: Config,
  opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  // Webhooks: job steps, claims, invoices and credit notes in their transactions (the outbox);
  // positions and lateness right after they are kept, keyed so a retry adds nothing.
  const webhooks = createWebhooksService({ db, now: opts.clock, log: opts.log }, webhooksConfigOf(config));
  services.jobs.onStep(webhooks.jobStep);
  services.jobs.onPosition(webhooks.jobPosition);
  services.claims.onClaim(webhooks.recordClaim);
  services.payments.onDocument(webhooks.recordDocument);
  services.tracking.onLate(webhooks.recordLate);
  return { ...services, webhooks };
}
