import { healthResponse, publicConfigResponse } from '@core/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

export interface PlatformRoutesOptions {
  config: Config;
  /** Resolves when the database answers. */
  pingDatabase: () => Promise<void>;
  /** The process is stopping: the load balancer should send it nothing new. */
  isDraining: () => boolean;
}

/**
 * The part of the configuration the browser needs (support contacts, tile URL, publishable key), and
 * the health check a load balancer polls.
 */
export const platformRoutes: FastifyPluginAsyncZod<PlatformRoutesOptions> = async (
  app,
  { config, pingDatabase, isDraining },
) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigResponse } } }, async () => ({
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    mapTileUrl: config.MAP_TILE_URL,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    developerTools: !config.isProduction,
  }));

  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      if (isDraining()) return reply.status(503).send({ ok: false, message: 'Shutting down' });
      try {
        await pingDatabase();
        return { ok: true };
      } catch {
        return reply.status(503).send({ ok: false, message: 'Database unavailable' });
      }
    },
  );
};
