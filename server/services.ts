import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { payHoldingExceptions } from '@core/operations';
import { createLanguageModel } from './adapters/llm';
import { createStorage } from './adapters/storage';
import { withCompanyServices } from './company-services';
import { type Config, invoicingOf, publicUrlOf } from './config';
import type { Database } from './db/client';
import type { LiveBus } from './lib/live-bus';
import { createRateLimits } from './lib/rate-limits';
import { createMessagePorts } from './message-ports';
import { createAccountsService } from './modules/accounts/service';
import { createAnalyticsService } from './modules/analytics/service';
import { createAiJobs } from './modules/assistant/ai-jobs';
import { createAssistantService } from './modules/assistant/service';
import { createAuditService } from './modules/audit/service';
import { createCatalogService } from './modules/catalog/service';
import { createClaimsService } from './modules/claims/service';
import { createCommunications } from './modules/communications/service';
import { createDispatchService, dispatchConfigOf } from './modules/dispatch/service';
import { createDocumentsService } from './modules/documents/service';
import { createDriversService } from './modules/drivers/service';
import { createDriverStatsService } from './modules/driverstats/service';
import { createFilesService } from './modules/files/service';
import { createFleetService } from './modules/fleet/service';
import { createInspectionsService } from './modules/inspections/service';
import { createJobsService, jobsConfigOf } from './modules/jobs/service';
import { createLedgerService } from './modules/ledger/service';
import { createMapsService } from './modules/maps/service';
import { createMessagingService } from './modules/messaging/service';
import { createNoticesService, type JobFlag } from './modules/notices/service';
import { createJobNotices } from './modules/notifications/job-notices';
import { createNotificationsService, type Notify } from './modules/notifications/service';
import { createOperationsService } from './modules/operations/service';
import { createPaymentsService } from './modules/payments/service';
import { createPayoutsService, payoutRulesOf } from './modules/payouts/service';
import { createPlacesService } from './modules/places/service';
import { createRatingsService } from './modules/ratings/service';
import { createSchedulingService } from './modules/scheduling/service';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { createSupportService } from './modules/support/service';
import { createTimeclockService } from './modules/timeclock/service';
import { createTrackingService } from './modules/tracking/service';
import { createMoneyPorts } from './money-ports';
import { createPricingPorts, withTripCostReturns } from './pricing-ports';
import type { ServicesOptions } from './services-options';
import { followTrack } from './track-ports';

/** Exceptions that keep a job's unreleased driver pay until an operator releases it. */
const PAYOUT_HOLDING_FLAGS = payHoldingExceptions as readonly JobFlag['kind'][];

export type { ServicesOptions } from './services-options';

/**
 * The composition of the domains: every service created once with what it depends on, and the
 * callbacks that tie them (a domain reaches another through its service).
 */
export function createServices(
  database: Database,
  config: Config,
  bus: LiveBus | null,
  opts: ServicesOptions = {},
) {
  const { db } = database;
  const publicUrl = publicUrlOf(config);
  const { mail, push } = createMessagePorts(db, config, opts);
  const accounts = createAccountsService(db, { config, mail, publicUrl, now: opts.clock });
  const audit = createAuditService(db);
  if (bus) accounts.shareSessionEnds(bus);
  const files = createFilesService(db, createStorage(config));
  const { tripCosts, geo } = createPricingPorts(db, audit, config);
  const drivers = createDriversService(db, { accounts, files, geo, now: opts.clock });
  // Signs links people without an account follow (shared documents, bills of lading).
  const linkSecret = opts.sessionSecret ?? randomBytes(32).toString('hex');
  const notifications = createNotificationsService({
    db,
    accounts,
    mail,
    push,
    publicUrl,
    publish: bus?.publish,
    now: opts.clock,
  });
  // Every domain tells people through this one interface: the bell, live, and mail/SMS when away.
  const notifyOf: Notify = (...args) => notifications.notify(...args);
  const documents = createDocumentsService({
    db,
    files,
    accounts,
    drivers,
    mail,
    notify: notifications.notify,
    publicUrl,
    tmpDir: path.join(config.DATA_DIR, 'tmp', 'uploads'),
    signingSecret: linkSecret,
  });
  drivers.onIdentityChanged((userId) => documents.syncDriverIdentity(userId));
  accounts.onDeletionRequested((userId) => documents.revokeAllSharesOf(userId));
  // Verified Account: approved registration and insurance, or a driver an operator approved.
  accounts.setVerifiedCheck(
    async (userId) =>
      (await documents.hasApprovedVehicleDocuments(userId)) || (await drivers.eligibility(userId)).verified,
  );
  const fleet = createFleetService(db);
  const catalog = createCatalogService(db, notifyOf, tripCosts.basis);
  const places = createPlacesService(db, geo);
  const jobNotices = createJobNotices({
    notify: notifications.notify,
    driverName: async (id) => (await accounts.getUser(id))?.name ?? null,
  });
  const jobs = createJobsService({
    db,
    fleet,
    places,
    drivers,
    geo,
    catalog,
    ...jobsConfigOf(config),
    publish: bus?.publish,
    // Then (created below) the receiver's messages and the job's ETA.
    onChanged: (job) => jobNotices(job).then(() => tracking.jobChanged(job)),
    // Priority Dispatch: a job posted by a client with premium access has its waves first.
    hasPremiumAccess: async (clientId) => (await subscriptions.subscribersAmong([clientId])).has(clientId),
  });
  // The commission rate at acceptance asks the subscriptions service (created below) about the driver.
  const ledger = createLedgerService(db, (driverId) => subscriptions.hasPaidSubscription(driverId));
  const { stripe, testGateway, gateway, testPayouts, ...money } = createMoneyPorts(db, config, opts);
  const subscriptions = createSubscriptionsService({
    db,
    billing: money.subscriptionBilling,
    play: money.play,
    ledger,
    accounts,
    notify: opts.notify ?? notifyOf,
    now: opts.clock,
  });
  accounts.setDeletionImpact(jobs.deletionImpact, subscriptions.deletionImpact); // told before deleting
  const payments = createPaymentsService({
    db,
    gateway,
    jobs,
    ledger,
    accounts,
    invoicing: invoicingOf(config),
    notify: notifyOf,
    // A paid job starts its waves (then opens to drivers); a cancelled one leaves their lists.
    onJobChanged: (job, change) => dispatch.paymentChanged(job, change),
  });
  const timeclock = createTimeclockService({
    db,
    accounts,
    drivers,
    cycle: config.HOS_CYCLE,
    timeZone: config.OPERATOR_TIME_ZONE,
    publish: bus?.publish,
  });
  // The test gateway's events reach the Stripe webhook's handler: payments are the provider's word.
  testGateway?.setEventHandler((event) => payments.handleProviderEvent(event));
  const payouts = createPayoutsService({
    db,
    provider: money.payoutsProvider,
    ledger,
    // Created below; mismatches reach operators through the monitor's flags.
    notices: {
      raiseFlag: (...args) => notices.raiseFlag(...args),
      raiseDriverFlag: (...args) => notices.raiseDriverFlag(...args),
      openFlagsOfKind: (...args) => notices.openFlagsOfKind(...args),
    },
    accounts,
    audit,
    jobs,
    notify: notifyOf,
    mail,
    publicUrl,
    ...payoutRulesOf(config),
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
    log: opts.log,
  });
  const dispatch = createDispatchService({
    db,
    // Created below; a driver who can't make it reaches operators as an exception.
    exceptions: { raise: (...a) => notices.raiseFlag(...a), clear: (...a) => notices.clearFlags(...a) },
    eta: { refresh: (job) => tracking.refreshEta(job) }, // created below: positions move the ETA
    timeZone: config.OPERATOR_TIME_ZONE,
    jobs,
    drivers,
    accounts,
    ledger,
    payouts,
    payoutHold: {
      reasonFor: async (tx, jobId) =>
        ((await notices.flagsFor([jobId], tx)).get(jobId) ?? []).find((f) =>
          PAYOUT_HOLDING_FLAGS.includes(f.kind),
        )?.reason ?? null,
      clear: (tx, jobId) => notices.clearFlagsIn(tx, jobId, [...PAYOUT_HOLDING_FLAGS]),
      announce: () => notices.announceExceptions(),
    },
    files,
    subscriptions,
    hours: timeclock,
    documents,
    notify: notifyOf,
    waves: dispatchConfigOf(config),
    log: opts.log,
    now: opts.clock,
  });
  files.addAccessRule(dispatch.canReadFile);
  const inspections = createInspectionsService({
    db,
    jobs,
    files,
    fleet,
    dispatch,
    notices: { raiseFlag: (...args) => notices.raiseFlag(...args) }, // created below; flags for operators
    notify: notifyOf,
    mail,
    documents,
    accounts,
    publicUrl,
    secret: linkSecret,
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
    log: opts.log,
  });
  files.addAccessRule(inspections.canReadFile);
  const scheduling = createSchedulingService({
    db,
    jobs,
    catalog,
    geo,
    notify: notifyOf,
    cycle: config.HOS_CYCLE,
    timeZone: config.OPERATOR_TIME_ZONE,
  });
  const notices = createNoticesService({
    db,
    accounts,
    jobs,
    timeclock,
    audit,
    notify: notifyOf,
    expiringDocuments: (from, to) => documents.driverDocumentsExpiring(from, to),
    eta: { refresh: (job) => tracking.refreshEta(job) }, // created below: windows are held to it
    publish: bus?.publish,
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
  });
  followTrack(jobs, notices, notifyOf);
  const tracking = createTrackingService({
    db,
    jobs,
    geo,
    hours: timeclock,
    fleet,
    inspections,
    notifications,
    publicUrl,
    secret: linkSecret,
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
  });
  timeclock.onStatusChanged(tracking.dutyChanged);
  const ratings = createRatingsService({ db, jobs, accounts, audit, notify: notifyOf, now: opts.clock });
  const claims = createClaimsService({
    db,
    jobs,
    accounts,
    inspections,
    files,
    payments,
    payouts,
    dispatch,
    notices,
    audit,
    notify: notifyOf,
    now: opts.clock,
  });
  files.addAccessRule(claims.canReadFile);
  const operations = createOperationsService({
    db,
    accounts,
    audit,
    jobs,
    dispatch,
    drivers,
    documents,
    ratings,
    ledger,
    payments,
    payouts,
    notices,
    timeclock,
    notify: notifyOf,
    payoutHoldingKinds: PAYOUT_HOLDING_FLAGS,
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
  });
  const driverStats = createDriverStatsService({
    dispatch,
    jobs,
    ledger,
    timeclock,
    timeZone: config.OPERATOR_TIME_ZONE,
  });
  const assistant = createAssistantService({
    db,
    cycle: config.HOS_CYCLE,
    commissionPercentFor: (driverId) => ledger.commissionPercentFor(driverId),
    catalog,
    geo,
    jobs,
    drivers,
    consoleReads: { operations, notices, timeclock },
    subscriptions,
    model: createLanguageModel(config),
    payments,
    support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL },
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
  });
  const aiJobs = createAiJobs({
    jobs,
    dispatch,
    payments,
    drivers,
    timeclock,
    notices,
    timeZone: config.OPERATOR_TIME_ZONE,
    now: opts.clock,
  });
  const communications = createCommunications({
    db,
    jobs,
    accounts,
    mail,
    notifications,
    support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL },
    publicUrl,
    now: opts.clock,
  });
  const composed = withTripCostReturns(db, config, opts, {
    rateLimits: createRateLimits(database.pool),
    assistant,
    aiJobs,
    communications,
    geo,
    tripCosts,
    maps: createMapsService({ db, jobs, now: opts.clock }),
    messaging: createMessagingService({
      db,
      accounts,
      jobs,
      notify: notifications.notify,
      publish: bus?.publish,
      now: opts.clock,
    }),
    accounts,
    files,
    mail,
    push,
    notifications,
    documents,
    catalog,
    drivers,
    fleet,
    places,
    jobs,
    ledger,
    stripe,
    testGateway,
    payments,
    paymentFaults: payments.faults,
    payouts,
    testPayouts,
    dispatch,
    inspections,
    subscriptions,
    support: createSupportService({ db, accounts, notify: opts.notify ?? notifyOf }),
    analytics: createAnalyticsService({ jobs, ledger, subscriptions, now: opts.clock }),
    timeclock,
    scheduling,
    notices,
    audit,
    operations,
    ratings,
    claims,
    tracking,
    driverStats,
  });
  return withCompanyServices(db, config, opts, composed);
}
export type Services = ReturnType<typeof createServices>;
