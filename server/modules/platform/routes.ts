import { publicConfigResponse } from '@core/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** The part of the configuration the browser needs (support contacts, tile URL, publishable key). */
export const platformRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigResponse } } }, async () => ({
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    mapTileUrl: config.MAP_TILE_URL,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  }));
};
