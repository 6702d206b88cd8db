import type Stripe from 'stripe';
import { createStripeInvoicing } from './adapters/invoicing/stripe-invoicing';
import { createTestInvoicing } from './adapters/invoicing/test-invoicing';
import { type Config, insuranceOf, invoicingOf, publicUrlOf } from './config';
import type { Db } from './db/client';
import { AppError } from './lib/errors';
import type { AccountsService } from './modules/accounts/service';
import { createApiService } from './modules/api/service';
import type { AuditService } from './modules/audit/service';
import { createBillingService } from './modules/billing/service';
import type { ClaimsService } from './modules/claims/service';
import { createCompaniesService } from './modules/companies/service';
import type { DispatchService } from './modules/dispatch/service';
import type { JobsService } from './modules/jobs/service';
import type { LedgerService } from './modules/ledger/service';
import type { MailService } from './modules/mail/service';
import { createOrdersService } from './modules/orders/service';
import type { PaymentsService } from './modules/payments/service';
import type { PlacesService } from './modules/places/service';
import type { TrackingService } from './modules/tracking/service';
import { createWebhooksService, webhooksConfigOf } from './modules/webhooks/service';

/** What the fleets' services take from the others. */
interface Composed {
  jobs: JobsService;
  ledger: LedgerService;
  dispatch: DispatchService;
  audit: AuditService;
  stripe: Stripe | null;
  claims: ClaimsService;
  payments: PaymentsService;
  tracking: TrackingService;
  places: PlacesService;
  accounts: AccountsService;
  mail: MailService;
}

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<S extends Composed>(
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
  // Statements, export, certificate of insurance and net-30 terms (Stripe Invoicing when Stripe is set).
  const billing = createBillingService({
    db,
    jobs: services.jobs,
    ledger: services.ledger,
    invoicing: invoicingOf(config),
    audit: services.audit,
    port: services.stripe ? createStripeInvoicing(services.stripe) : createTestInvoicing(db, opts.clock),
    insurance: insuranceOf(config),
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    onJobPaid: (job) => services.dispatch.paymentChanged(job, 'paid'),
    now: opts.clock ?? (() => new Date()),
    log: opts.log,
  });
  // A company member's request, from any route: refused while an invoice is overdue, dispatched on
  // terms when approved. Terms revoked (or overdue) since it was read: it stays to be paid by card.
  services.jobs.gateRequests({
    before: async (actor) => {
      if (actor.companyId) await billing.requireGoodStanding(actor.companyId);
    },
    after: async (actor, jobId) => {
      if (!actor.companyId || !(await billing.onTerms(actor.companyId))) return false;
      return billing.dispatchRequestOnTerms(actor, jobId).then(
        () => true,
        (err: unknown) => {
          if (!(err instanceof AppError)) throw err;
          return false;
        },
      );
    },
  });
  const { jobs, payments, places } = services;
  const orders = createOrdersService({
    db,
    jobs,
    payments,
    places,
    terms: billing,
    timeZone: config.OPERATOR_TIME_ZONE,
  });
  const companies = createCompaniesService({
    db,
    accounts: services.accounts,
    audit: services.audit,
    mail: services.mail,
    publicUrl: publicUrlOf(config),
    now: opts.clock ?? (() => new Date()),
  });
  return {
    ...services,
    webhooks,
    billing,
    orders,
    companies,
    api: createApiService(db),
  };
}
