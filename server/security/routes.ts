import { afterAll } from 'vitest';
import { type App, buildApp, type RegisteredRoute } from '../app';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { createTestApp, type TestContext } from '../test/helpers';
import { type WriteWatch, watchWrites } from './db-state';

export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** `METHOD /path/:param`, the key every table in this folder uses. */
export type RouteKey = `${string} /${string}`;
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}` as RouteKey;

export const hasPathParams = (url: string) => /[:*]/.test(url);
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The URL with its `:params` filled (each value encoded). */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

export interface ServedRoute extends RegisteredRoute {
  key: RouteKey;
  /** The app that serves it: some routes exist only with a configuration (e.g. Stripe's webhook). */
  app: App;
}

/** The API's routes as one app registered them (static files and the SPA fallback left out). */
export function apiRoutes(app: App): ServedRoute[] {
  const seen = new Map<RouteKey, ServedRoute>();
  for (const r of app.routeTable) {
    if (!(r.url.startsWith('/api/') || r.url === '/ws')) continue;
    const key = routeKey(r);
    if (!seen.has(key)) seen.set(key, { ...r, key, app });
  }
  return [...seen.values()];
}

export interface SecurityApps {
  ctx: TestContext;
  /** The same database served with Stripe configured, whose routes differ (webhook, no test gateway). */
  stripeApp: App;
  /** Every API route of both configurations; a route both serve is taken from the default one. */
  routes: ServedRoute[];
  /** Every row written to the public schema, for "a refused request writes nothing". */
  writes: WriteWatch;
}

/** The default app (test gateway) and a Stripe-configured twin on one fresh database. */
export async function createSecurityApps(env: Record<string, string> = {}): Promise<SecurityApps> {
  const ctx = await createTestApp(env);
  const database = connectDatabase(ctx.database.url, 5);
  const stripeApp = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `/tmp/pathway-security-${process.pid}`,
      AUTH_RATE_LIMIT: '1000',
      STRIPE_SECRET_KEY: 'sk_test_security_suite',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_security_suite',
      STRIPE_WEBHOOK_SECRET: 'whsec_security_suite',
      ...env,
    }),
    database,
    sessionSecret: 'test-secret-test-secret-test-secret',
  });
  await stripeApp.ready();
  afterAll(async () => {
    await stripeApp.close();
    await database.close();
  });
  const routes = apiRoutes(ctx.app);
  const keys = new Set(routes.map((r) => r.key));
  for (const r of apiRoutes(stripeApp)) if (!keys.has(r.key)) routes.push(r);
  return { ctx, stripeApp, routes, writes: await watchWrites(ctx.database) };
}
