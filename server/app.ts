import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { startLiveBus } from './lib/live-bus';
import { MAX_UPLOAD_BYTES } from './modules/files/service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { linkTokensPlugin } from './plugins/link-tokens';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';
import { registerRoutes } from './routes';
import { createServices, type Services, type ServicesOptions } from './services';
import { serveWebApp } from './spa';

export interface BuildAppOptions extends ServicesOptions {
  config: Config;
  database: Database;
  sessionSecret: string;
  logger?: FastifyServerOptions['logger'];
}

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
  const services = createServices(database, config, bus, {
    log: (message, err) => app.log.warn({ err }, message),
    ...opts,
  });

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
  // Secret-link routes share one budget of failed lookups per address (plugins/link-tokens.ts).
  await app.register(linkTokensPlugin, { rateLimits: services.rateLimits });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    // Keep the name as sent, so one carrying folders (../) is refused rather than silently trimmed.
    preservePath: true,
  });
  await app.register(authPlugin, {
    accounts: services.accounts,
    secureCookies: config.isProduction,
    stepUpAmountCents: config.STEP_UP_AMOUNT_CENTS,
  });

  // Set when the process is asked to stop (main.ts): /api/health answers 503 so the load balancer
  // sends nothing new, and each answer closes its connection so none is reused for a next request.
  const lifecycle = { draining: false };
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  await registerRoutes(app, { services, config, database, bus, lifecycle });
  await serveWebApp(app, config.WEB_DIST_DIR);

  app.decorate('services', services);
  app.decorate('lifecycle', lifecycle);
  app.decorate('routeTable', routeTable as readonly RegisteredRoute[]);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** draining: the process is stopping (health 503, connections closed after each answer). */
    lifecycle: { draining: boolean };
    /** Every route registered, in order (HEAD twins of GET routes left out). */
    routeTable: readonly RegisteredRoute[];
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
