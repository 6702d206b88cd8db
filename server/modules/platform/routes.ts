import { healthResponse, publicConfigResponse } from '@core/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { PoolState } from '../../db/client';

export interface PlatformRoutesOptions {
  config: Config;
  /** Resolves when the database answers, with how busy the application's pool is. */
  pingDatabase: () => Promise<PoolState>;
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
        const pool = await pingDatabase();
        // Still serving (requests wait their turn or are refused with 503 and Retry-After), and saying so.
        if (pool.exhausted)
          return { ok: true, message: `Busy: every database connection is in use, ${pool.waiting} waiting` };
        return { ok: true };
      } catch {
        return reply.status(503).send({ ok: false, message: 'Database unavailable' });
      }
    },
  );
};
