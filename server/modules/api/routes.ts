import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits';
import { apiKeyRoutes } from './key-routes';
import { openApiDocument, type V1Route, v1RouteOf } from './openapi';
import { type OrdersPort, v1OrderRoutes } from './v1-orders';
import { type V1PluginOptions, v1Plugin } from './v1-plugin';
import { type V1RoutesOptions, v1JobRoutes, v1MoneyRoutes } from './v1-routes';

export interface ApiRoutesOptions extends V1RoutesOptions {
  rateLimits: RateLimits;
  perMinute: V1PluginOptions['perMinute'];
  orders: OrdersPort;
  publicUrl: string;
}

const PREFIX = '/api/v1';

/** The company's API keys (cookies) and the public API itself under /api/v1 (keys only). */
export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions) {
  await app.register(apiKeyRoutes, { api: opts.api });
  await app.register(
    async (v1) => {
      const routes: V1Route[] = [];
      v1.addHook('onRoute', (route) => {
        routes.push(...v1RouteOf(route, PREFIX));
      });
      await v1Plugin(v1, opts);
      let document: Record<string, unknown> | null = null;
      const openApi = z.looseObject({ openapi: z.string() });
      v1.get(
        '/openapi.json',
        { schema: { response: { 200: openApi } }, config: { v1: { public: true } } },
        async (_request, reply) => {
          document ??= openApiDocument(routes, { serverUrl: opts.publicUrl });
          return reply.header('cache-control', 'public, max-age=300').send(document);
        },
      );
      await v1.register(v1MoneyRoutes, opts);
      await v1.register(v1JobRoutes, opts);
      await v1.register(v1OrderRoutes, { orders: opts.orders });
    },
    { prefix: PREFIX },
  );
}
