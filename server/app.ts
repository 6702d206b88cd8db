import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGeocoder } from './adapters/geocoding';
import { offlineGazetteer } from './adapters/geocoding/gazetteer';
import { createPlayBilling } from './adapters/google-play';
import { createLanguageModel } from './adapters/llm';
import { createMailTransport } from './adapters/mail';
import type { PaymentGateway } from './adapters/payments/port';
import { createStripeClient, createStripeGateway, toProviderEvent } from './adapters/payments/stripe';
import { createTestGateway, type TestGateway } from './adapters/payments/test-gateway';
import { createRouter } from './adapters/routing';
import { createSmsTransport } from './adapters/sms';
import { createStorage } from './adapters/storage';
import { createStripeSubscriptionBilling } from './adapters/subscription-billing/stripe';
import { createTestSubscriptionBilling } from './adapters/subscription-billing/test';
import { type Config, publicUrlOf, twilioWebhookOf } from './config';
import type { Database } from './db/client';
import { type LiveBus, startLiveBus } from './lib/live-bus';
import { createRateLimits } from './lib/rate-limits';
import { htmlEncodingFor, loadSpaHtml, type SpaHtml } from './lib/spa-html';
import { accountsRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { analyticsRoutes } from './modules/analytics/routes';
import { createAnalyticsService } from './modules/analytics/service';
import { createAiJobs } from './modules/assistant/ai-jobs';

import { assistantRoutes } from './modules/assistant/routes';
import { createAssistantService } from './modules/assistant/service';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { communicationsRoutes } from './modules/communications/routes';
import { createCommunications } from './modules/communications/service';
import { dispatchRoutes } from './modules/dispatch/routes';
import { createDispatchService } from './modules/dispatch/service';
import { documentsRoutes } from './modules/documents/routes';
import { createDocumentsService } from './modules/documents/service';
import { driversRoutes } from './modules/drivers/routes';
import { createDriversService } from './modules/drivers/service';
import { driverStatsRoutes } from './modules/driverstats/routes';
import { createDriverStatsService } from './modules/driverstats/service';
import { filesRoutes } from './modules/files/routes';
import { createFilesService, MAX_UPLOAD_BYTES } from './modules/files/service';
import { fleetRoutes } from './modules/fleet/routes';
import { createFleetService } from './modules/fleet/service';
import { geoRoutes } from './modules/geo/routes';
import { createGeoService } from './modules/geo/service';
import { jobsRoutes } from './modules/jobs/routes';
import { createJobsService } from './modules/jobs/service';
import { createLedgerService } from './modules/ledger/service';
import { mailRoutes } from './modules/mail/routes';
import { createMailService } from './modules/mail/service';
import { mapsRoutes } from './modules/maps/routes';
import { createMapsService } from './modules/maps/service';
import { messagingRoutes } from './modules/messaging/routes';
import { createMessagingService } from './modules/messaging/service';
import { createNoticesService } from './modules/notices/service';
import { createJobNotices } from './modules/notifications/job-notices';
import { notificationsRoutes } from './modules/notifications/routes';
import { createNotificationsService, type Notify } from './modules/notifications/service';
import { paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService, type PaymentsServiceDeps } from './modules/payments/service';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook';
import { platformRoutes } from './modules/platform/routes';
import { schedulingRoutes } from './modules/scheduling/routes';
import { createSchedulingService } from './modules/scheduling/service';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/service';
import { timeclockRoutes } from './modules/timeclock/routes';
import { createTimeclockService } from './modules/timeclock/service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { livePlugin } from './plugins/live';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDistDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'dist/web');

export interface BuildAppOptions {
  config: Config;
  database: Database;
  sessionSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Stripe API host override, for tests against a local stub. */
  stripeHost?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The clock of time-driven rules (subscription periods); tests move it. */
  clock?: () => Date;
  /** Overrides the notifications interface (tests record what would be sent). */
  notify?: Notify;
}

export function createServices(
  database: Database,
  config: Config,
  bus: LiveBus | null,
  opts: Partial<Pick<BuildAppOptions, 'stripeHost' | 'sessionSecret' | 'clock' | 'notify'>> = {},
) {
  const { db } = database;
  const publicUrl = publicUrlOf(config);
  const accounts = createAccountsService(db);
  if (bus) accounts.onSessionsEnded((notice) => bus.endSessions(notice));
  const files = createFilesService(db, createStorage(config));
  const drivers = createDriversService(db, { accounts, files });
  const mail = createMailService(db, createMailTransport(config), undefined, createSmsTransport(config));
  const notifications = createNotificationsService({
    db,
    accounts,
    mail,
    publicUrl,
    publish: bus?.publish,
    now: opts.clock,
  });
  // Every domain tells people through this one interface: the bell, live, and mail/SMS when away.
  const notifyOf: Notify = async (userId, kind, message) => {
    await notifications.notify(userId, kind, message);
  };
  const documents = createDocumentsService({
    db,
    files,
    accounts,
    drivers,
    mail,
    notify: notifications.notify,
    publicUrl,
    tmpDir: path.join(config.DATA_DIR, 'tmp', 'uploads'),
    signingSecret: opts.sessionSecret ?? randomBytes(32).toString('hex'),
  });
  drivers.onIdentityChanged((userId) => documents.syncDriverIdentity(userId));
  accounts.onDeletionRequested((userId) => documents.revokeAllSharesOf(userId));
  // Verified Account: approved registration and insurance, or a driver an operator approved.
  accounts.setVerifiedCheck(
    async (userId) =>
      (await documents.hasApprovedVehicleDocuments(userId)) || (await drivers.eligibility(userId)).verified,
  );
  const fleet = createFleetService(db);
  const catalog = createCatalogService(db);
  const geocoder = createGeocoder(config);
  const geo = createGeoService({
    geocoder,
    router: createRouter(config, geocoder),
    gazetteer: offlineGazetteer,
  });
  const jobs = createJobsService({
    db,
    fleet,
    drivers,
    geo,
    catalog,
    supportPhone: config.SUPPORT_PHONE,
    publish: bus?.publish,
    onChanged: createJobNotices({
      notify: notifications.notify,
      driverName: async (id) => (await accounts.getUser(id))?.name ?? null,
    }),
    // Priority Dispatch: a job posted by a client with premium access is offered to drivers first.
    hasPremiumAccess: async (clientId) => (await subscriptions.subscribersAmong([clientId])).has(clientId),
  });
  // The commission rate at acceptance asks the subscriptions service (created below) about the driver.
  const ledger = createLedgerService(db, (driverId) => subscriptions.hasPaidSubscription(driverId));
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, ...opts.stripeHost })
    : null;
  const testGateway: TestGateway | null = stripe ? null : createTestGateway(db);
  const gateway: PaymentGateway = stripe ? createStripeGateway(stripe) : testGateway!;
  const subscriptions = createSubscriptionsService({
    db,
    billing: stripe ? createStripeSubscriptionBilling(stripe) : createTestSubscriptionBilling(db, gateway),
    play: createPlayBilling({
      packageName: config.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountJson: config.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
      apiBaseUrl: config.GOOGLE_PLAY_API_BASE_URL,
    }),
    ledger,
    accounts,
    notify: opts.notify ?? notifyOf,
    now: opts.clock,
  });
  // Fault points the crash tests set (always empty in a running app).
  const paymentFaults: NonNullable<PaymentsServiceDeps['faults']> = {};
  const payments = createPaymentsService({
    db,
    gateway,
    jobs,
    ledger,
    faults: paymentFaults,
    // A paid job opens to drivers (job.created); a cancelled one leaves their lists.
    onJobChanged: (job, change) => jobs.announce(job, change === 'paid' ? 'created' : 'updated'),
  });
  const timeclock = createTimeclockService({
    db,
    accounts,
    drivers,
    cycle: config.HOS_CYCLE,
    timeZone: config.OPERATOR_TIME_ZONE,
    publish: bus?.publish,
  });
  // The test gateway's events reach the handler the Stripe webhook feeds: the server records payments
  // from the provider's word, never from the browser's.
  testGateway?.setEventHandler((event) => payments.handleProviderEvent(event));
  const dispatch = createDispatchService({
    db,
    jobs,
    drivers,
    ledger,
    files,
    subscriptions,
    hours: timeclock,
  });
  files.addAccessRule(dispatch.canReadFile);
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
    notify: notifyOf,
    timeZone: config.OPERATOR_TIME_ZONE,
  });
  const driverStats = createDriverStatsService({
    dispatch,
    ledger,
    timeclock,
    timeZone: config.OPERATOR_TIME_ZONE,
  });
  const assistant = createAssistantService({
    db,
    catalog,
    geo,
    jobs,
    drivers,
    subscriptions,
    model: createLanguageModel(config),
    payments,
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
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
  return {
    rateLimits: createRateLimits(database.pool),
    assistant,
    aiJobs,
    communications,
    geo,
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
    notifications,
    documents,
    catalog,
    drivers,
    fleet,
    jobs,
    ledger,
    stripe,
    testGateway,
    payments,
    paymentFaults,
    dispatch,
    subscriptions,
    support: createSupportService({ db, accounts, notify: opts.notify ?? notifyOf }),
    analytics: createAnalyticsService({ jobs, subscriptions, now: opts.clock }),
    timeclock,
    scheduling,
    notices,
    driverStats,
  };
}
export type Services = ReturnType<typeof createServices>;

/** A route as registered: the security suite (server/security) enumerates these, so new routes are covered. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown } | undefined;
  config: Record<string, unknown> | undefined;
  websocket: boolean;
}

export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        schema: route.schema as RegisteredRoute['schema'],
        config: route.config as RegisteredRoute['config'],
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const bus = await startLiveBus(database.url, database.pool, (err) => {
    if (!closing) app.log.error({ err }, 'live bus failed');
  });
  app.addHook('onClose', () => bus.stop());
  const services = createServices(database, config, bus, opts);

  await app.register(errorsPlugin);
  await app.register(sameOriginPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(textInputPlugin);
  await app.register(cookie, { secret: opts.sessionSecret });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers over 1 KB leave compressed (Brotli at a cheap level, or gzip). Static files carry their
  // build-time .br/.gz twins instead (preCompressed below); /ws frames are not HTTP bodies.
  // Only reads are compressed: writing routes (uploads among them) keep their plain request and answer
  // handling, which upload progress in the browser depends on.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.every((m) => m === 'GET' || m === 'HEAD'))
      Object.assign(route, { compress: false, decompress: false });
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Counters in PostgreSQL: every server process draws on one budget per client (ADR 003).
  await app.register(rateLimit, {
    global: false,
    store: services.rateLimits.Store,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Rate limit exceeded'), {
        statusCode: context.statusCode,
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    // Keep the name as sent, so one carrying folders (../) is refused rather than silently trimmed.
    preservePath: true,
  });
  await app.register(authPlugin, { accounts: services.accounts, secureCookies: config.isProduction });

  await app.register(platformRoutes, { config, pingDatabase: () => database.ping() });
  await app.register(accountsRoutes, {
    accounts: services.accounts,
    authRateLimit: config.AUTH_RATE_LIMIT,
  });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(driversRoutes, { drivers: services.drivers });
  await app.register(subscriptionsRoutes, {
    subscriptions: services.subscriptions,
    playNotificationToken: config.GOOGLE_PLAY_RTDN_TOKEN,
  });
  const contactRateLimit = Math.max(5, Math.floor(config.AUTH_RATE_LIMIT / 2));
  await app.register(supportRoutes, { support: services.support, contactRateLimit });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(fleetRoutes, { fleet: services.fleet });
  await app.register(jobsRoutes, {
    jobs: services.jobs,
    openJobsFor: (actor, query) => services.dispatch.openJobs(actor, query),
  });
  await app.register(dispatchRoutes, { dispatch: services.dispatch });
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
        await services.dispatch.reportPosition(user, message.jobId, message.lat, message.lng);
    },
  });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(mapsRoutes, { maps: services.maps });
  await app.register(messagingRoutes, { messaging: services.messaging });
  await app.register(notificationsRoutes, { notifications: services.notifications });
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
  });
  // The assistant learns its intents at boot, not on the first question.
  void services.assistant.warmUp().catch((err) => app.log.error({ err }, 'assistant training failed'));
  await app.register(paymentsRoutes, {
    payments: services.payments,
    accounts: services.accounts,
    testGateway: services.testGateway,
    cardRateLimit: config.AUTH_RATE_LIMIT,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
  });
  if (services.stripe && config.STRIPE_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, {
      stripe: services.stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      payments: services.payments,
      toProviderEvent,
    });
  }

  const hasWebBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // dist/web holds a .br and a .gz beside every asset (scripts/precompress.ts, run by the build).
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those files never change under one name.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  let spaHtml: SpaHtml | undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ message: `No API route ${request.method} ${url}`, code: 'not_found' });
    }
    if (!hasWebBuild) {
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    // Client-side routes (and the client's own 404 page) are served by the SPA, with the route's page
    // chunks named for preloading.
    spaHtml ??= loadSpaHtml(webDistDir);
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(spaHtml.forPath(url, encoding));
  });

  app.decorate('services', services);
  app.decorate('routeTable', routeTable as readonly RegisteredRoute[]);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route registered, in order (HEAD twins of GET routes left out). */
    routeTable: readonly RegisteredRoute[];
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
