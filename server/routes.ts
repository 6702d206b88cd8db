import type { FastifyInstance } from 'fastify';
import { toProviderEvent } from './adapters/payments/stripe';
import { toPayoutEvent } from './adapters/payouts/stripe-connect';
import { registerCompanyRoutes } from './company-routes';
import type { Config } from './config';
import { twilioWebhookOf } from './config';
import type { Database } from './db/client';
import type { LiveBus } from './lib/live-bus';
import { stripeWebhookRoutes } from './lib/stripe-webhook';
import { accountsRoutes } from './modules/accounts/routes';
import { verificationRoutes } from './modules/accounts/verification-routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { claimsRoutes } from './modules/claims/routes';
import { communicationsRoutes } from './modules/communications/routes';
import { dispatchRoutes } from './modules/dispatch/routes';
import { documentsRoutes } from './modules/documents/routes';
import { driversRoutes } from './modules/drivers/routes';
import { driverStatsRoutes } from './modules/driverstats/routes';
import { filesRoutes } from './modules/files/routes';
import { fleetRoutes } from './modules/fleet/routes';
import { geoRoutes } from './modules/geo/routes';
import { inspectionLinkRoutes } from './modules/inspections/link-routes';
import { inspectionsRoutes } from './modules/inspections/routes';
import { jobsRoutes } from './modules/jobs/routes';
import { mailRoutes } from './modules/mail/routes';
import { mapsRoutes } from './modules/maps/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { operationsRoutes } from './modules/operations/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { payoutsRoutes } from './modules/payouts/routes';
import { placesRoutes } from './modules/places/routes';
import { platformRoutes } from './modules/platform/routes';
import { pushRoutes } from './modules/push/routes';
import { ratingsRoutes } from './modules/ratings/routes';
import { schedulingRoutes } from './modules/scheduling/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { supportRoutes } from './modules/support/routes';
import { timeclockRoutes } from './modules/timeclock/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { receiptsRoutes } from './modules/tripcosts/receipts-routes';
import { returnsRoutes } from './modules/tripcosts/returns-routes';
import { tripCostsRoutes } from './modules/tripcosts/routes';
import { livePlugin } from './plugins/live';
import type { Services } from './services';

/** Every domain's routes and the live socket, on the app whose plugins are registered. */
export async function registerRoutes(
  app: FastifyInstance,
  {
    services,
    config,
    database,
    bus,
    lifecycle,
  }: {
    services: Services;
    config: Config;
    database: Database;
    bus: LiveBus;
    lifecycle: { draining: boolean };
  },
) {
  await app.register(platformRoutes, {
    config,
    pingDatabase: () => database.ping(),
    isDraining: () => lifecycle.draining,
  });
  await app.register(accountsRoutes, {
    accounts: services.accounts,
    authRateLimit: config.AUTH_RATE_LIMIT,
  });
  await app.register(verificationRoutes, {
    accounts: services.accounts,
    authRateLimit: config.AUTH_RATE_LIMIT,
  });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(tripCostsRoutes, { tripCosts: services.tripCosts });
  await app.register(receiptsRoutes, { receipts: services.receipts });
  await app.register(returnsRoutes, { returns: services.tripCostReturns });
  await app.register(driversRoutes, { drivers: services.drivers });
  await app.register(subscriptionsRoutes, {
    subscriptions: services.subscriptions,
    playNotificationToken: config.GOOGLE_PLAY_RTDN_TOKEN,
  });
  const contactRateLimit = Math.max(5, Math.floor(config.AUTH_RATE_LIMIT / 2));
  await app.register(supportRoutes, { support: services.support, contactRateLimit });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(fleetRoutes, { fleet: services.fleet });
  await app.register(placesRoutes, { places: services.places });
  await app.register(jobsRoutes, {
    jobs: services.jobs,
    openJobsFor: (actor, query) => services.dispatch.openJobs(actor, query),
  });
  await app.register(dispatchRoutes, { dispatch: services.dispatch });
  await app.register(inspectionsRoutes, { inspections: services.inspections });
  await app.register(inspectionLinkRoutes, { inspections: services.inspections });
  await app.register(timeclockRoutes, { timeclock: services.timeclock });
  await app.register(schedulingRoutes, { scheduling: services.scheduling });
  await app.register(driverStatsRoutes, { driverStats: services.driverStats });
  await app.register(filesRoutes, { files: services.files });
  await app.register(documentsRoutes, { documents: services.documents });
  await app.register(mailRoutes, { mail: services.mail });
  await app.register(livePlugin, {
    bus,
    viewerFor: async (user) => {
      const eligibility = user.role === 'driver' ? await services.drivers.eligibility(user.id) : null;
      return {
        user,
        canSeeOpenJob: (vehicleType) =>
          eligibility !== null && services.drivers.fits(eligibility, vehicleType),
      };
    },
    onPresence: (userIds) => services.notifications.touchPresence(userIds),
    validSessionIds: (ids) => services.accounts.validSessionIds(ids),
    onClientMessage: async (user, message) => {
      if (message.type === 'location')
        await services.dispatch.reportPositions(user, message.jobId, [message]);
    },
  });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(mapsRoutes, { maps: services.maps });
  await app.register(messagingRoutes, { messaging: services.messaging });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(pushRoutes, { push: services.push });
  await app.register(assistantRoutes, {
    assistant: services.assistant,
    aiJobs: services.aiJobs,
    notices: services.notices,
    commandsPerMinute: config.ASSISTANT_RATE_LIMIT,
  });
  await app.register(communicationsRoutes, {
    communications: services.communications,
    accounts: services.accounts,
    twilio: twilioWebhookOf(config),
    inboundSms: (from, text) => services.notifications.inboundSms(from, text),
  });
  // The assistant learns its intents at boot, not on the first question.
  void services.assistant.warmUp().catch((err) => app.log.error({ err }, 'assistant training failed'));
  await app.register(paymentsRoutes, {
    payments: services.payments,
    testGateway: services.testGateway,
    cardRateLimit: config.AUTH_RATE_LIMIT,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
  });
  await app.register(payoutsRoutes, { payouts: services.payouts });
  await app.register(ratingsRoutes, { ratings: services.ratings });
  await app.register(claimsRoutes, { claims: services.claims });
  await app.register(trackingRoutes, { tracking: services.tracking });
  await app.register(operationsRoutes, {
    operations: services.operations,
    notices: services.notices,
    audit: services.audit,
  });
  await registerCompanyRoutes(app, { services, config });
  if (services.stripe && config.STRIPE_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, {
      path: '/api/stripe/webhook',
      stripe: services.stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      handle: (event) => services.payments.handleProviderEvent(toProviderEvent(event)),
    });
  }
  // Connect events (connected accounts' updates and payouts) come to their own endpoint and secret.
  if (services.stripe && config.STRIPE_CONNECT_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, {
      path: '/api/stripe/connect-webhook',
      stripe: services.stripe,
      webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
      handle: (event) => services.payouts.handleEvent(toPayoutEvent(event)),
    });
  }
}
