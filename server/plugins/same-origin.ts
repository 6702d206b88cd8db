import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths pushed to by outside providers (server to server, no browser involved), authenticated by
 * their signature instead. Any future provider push endpoint goes under /api/webhooks/, or sets
 * `config: { crossSite: 'allow' }` on its route.
 */
const PROVIDER_PUSH_PATHS = ['/api/webhooks/', '/api/stripe/webhook'];
/** The public API: authenticated by a bearer key only (cookies are ignored there), nothing to forge. */
const BEARER_API_PREFIX = '/api/v1/';

export const crossSiteMessage =
  'This request came from another website, so Pathway refused it. Open Pathway itself and try again.';

export interface SameOriginOptions {
  /** The app's public URL (PUBLIC_URL): its origin is accepted whatever Host the request carries. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'allow': a provider push endpoint that authenticates by signature, exempt from the origin check. */
    crossSite?: 'allow';
  }
}

function isProviderPush(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.crossSite === 'allow') return true;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith(BEARER_API_PREFIX)) return true;
  return PROVIDER_PUSH_PATHS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
}

/** `host[:port]` without the scheme's default port, lower-cased. */
function normaliseHost(host: string, protocol: string): string {
  const h = host.toLowerCase();
  if (protocol === 'http:' && h.endsWith(':80')) return h.slice(0, -3);
  if (protocol === 'https:' && h.endsWith(':443')) return h.slice(0, -4);
  return h;
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | null): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin); // "null" (sandboxed frames, opaque origins) does not parse: refused
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (publicOrigin !== null && parsed.origin === publicOrigin) return true;
  // The scheme is not compared: behind a TLS-terminating proxy the request arrives over http.
  return normaliseHost(parsed.host, parsed.protocol) === normaliseHost(request.host, parsed.protocol);
}

/**
 * Cross-site request refusal, on top of SameSite cookies: a state-changing request (POST, PUT, PATCH,
 * DELETE) or a WebSocket upgrade that a browser sends from another site is answered 403.
 *
 * - `Origin` present: it must be this request's own host (or PUBLIC_URL's origin).
 * - No `Origin`: `Sec-Fetch-Site` (sent by current browsers) must be `same-origin` or `none`.
 * - Neither header: not a browser (curl, server-to-server, tests) and nothing to forge: allowed.
 * Provider push endpoints (webhooks) are exempt; they are authenticated by signature.
 */
export const sameOriginPlugin = fp<SameOriginOptions>(async (app: FastifyInstance, opts) => {
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;

  app.addHook('onRequest', async (request) => {
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!STATE_CHANGING.has(request.method) && !isUpgrade) return;
    if (isProviderPush(request)) return;

    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const allowed =
      origin !== undefined
        ? isOwnOrigin(origin, request, publicOrigin)
        : site === undefined || site === 'same-origin' || site === 'none';
    if (!allowed) {
      request.log.warn({ origin, site, url: request.url }, 'cross-site request refused');
      throw new AppError(403, crossSiteMessage, 'cross_site_request');
    }
  });
});
