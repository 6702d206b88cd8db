import { createHash } from 'node:crypto';
import type { ApiKeyScope, V1Error } from '@core/contracts/api-v1';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import { formatWait, type RateLimits } from '../../lib/rate-limits';
import { errorAnswer } from '../../plugins/errors';
import type { ApiActor, ApiService } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** /api/v1: the scope a key needs (write), or `public` (the OpenAPI document). */
    v1?: { scope?: ApiKeyScope; public?: boolean; pdf?: boolean };
  }
  interface FastifyRequest {
    /** A POST under an Idempotency-Key: its key once claimed by this request. */
    v1Idempotency?: { apiKeyId: string; key: string };
  }
}

export interface V1PluginOptions {
  api: ApiService;
  rateLimits: RateLimits;
  /** Requests per minute per key. */
  perMinute: number;
}

const TYPE_OF_STATUS: Record<number, V1Error['error']['type']> = {
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
};

/** The one error shape of /api/v1, from any error the app answers. */
export function v1ErrorBody(status: number, code: string, message: string, fields?: Record<string, string>) {
  const type =
    status >= 500
      ? 'api_error'
      : code.startsWith('idempotency_')
        ? 'idempotency_error'
        : (TYPE_OF_STATUS[status] ?? 'invalid_request_error');
  return { error: { type, code, message, ...(fields ? { fields } : {}) } } satisfies V1Error;
}

function sendV1Error(reply: FastifyReply, err: FastifyError) {
  const { status, body, headers } = errorAnswer(err, reply.request);
  const code = body.code ?? (status === 404 ? 'not_found' : 'error');
  return reply
    .status(status)
    .headers(headers ?? {})
    .send(v1ErrorBody(status, code, body.message, body.errors));
}

/** The acting key of a /api/v1 request (set by the plugin's hook). */
export function apiActor(request: FastifyRequest): ApiActor {
  if (!request.user || !('apiKey' in request.user))
    throw unauthorized('Send your API key as Authorization: Bearer <key>.');
  return request.user as ApiActor;
}

const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * /api/v1: `Authorization: Bearer <key>` only (a session cookie is ignored: a browser's session never
 * acts here, so there is nothing to forge cross-site); each key its own rate limit; `Idempotency-Key` on
 * POSTs; every error in one shape. Registered with the prefix /api/v1 (encapsulated).
 */
export async function v1Plugin(app: FastifyInstance, opts: V1PluginOptions) {
  const { api, rateLimits, perMinute } = opts;
  app.setErrorHandler((err: FastifyError, _request, reply) => sendV1Error(reply, err));
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        v1ErrorBody(
          404,
          'route_not_found',
          `There is no ${request.method} ${request.url.split('?')[0]} in this API.`,
        ),
      ),
  );

  app.addHook('onRequest', async (request, reply) => {
    request.user = null; // cookies never act on /api/v1
    request.sessionToken = null;
    const config = request.routeOptions.config?.v1;
    if (config?.public) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AppError(401, 'Send your API key as Authorization: Bearer <key>.', 'missing_api_key');
    const actor = await api.authenticate(match[1]!);
    if (!actor)
      throw new AppError(
        401,
        'This API key is not valid: it may have been revoked. Create a new one in your company settings.',
        'invalid_api_key',
      );
    // Both writes at once: the request's count against the key's budget, and the key's last use.
    const [{ hits, retryAfterSeconds }] = await Promise.all([
      rateLimits.hit(`api-v1:${actor.apiKey.id}`, 60_000),
      api.touch(actor.apiKey.id),
    ]);
    reply.header('x-ratelimit-limit', String(perMinute));
    reply.header('x-ratelimit-remaining', String(Math.max(0, perMinute - hits)));
    if (hits > perMinute) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError(
        429,
        `Too many requests with this key. Try again in ${formatWait(retryAfterSeconds)}.`,
        'rate_limited',
      );
    }
    if (config?.scope === 'write' && actor.apiKey.scope !== 'write')
      throw forbidden(
        'This key may only read. Create a key with the write scope to change things.',
        'insufficient_scope',
      );
    request.user = actor;
  });

  // Idempotency-Key: the first POST with a key is done and its answer kept; a repeat with the same body
  // gets that answer (Idempotent-Replayed: true), one with another body 422.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(key))
      throw new AppError(
        400,
        'Idempotency-Key must be 1 to 255 printable characters.',
        'invalid_idempotency_key',
      );
    const actor = apiActor(request);
    const hash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const start = await api.startIdempotent(actor.apiKey.id, key, hash);
    if (start.kind === 'reused')
      throw new AppError(
        422,
        'This Idempotency-Key was used with another request. Use a new key for a new request.',
        'idempotency_key_reused',
      );
    if (start.kind === 'in_progress')
      throw new AppError(
        409,
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
        'idempotency_in_progress',
      );
    if (start.kind === 'replay') {
      return reply.status(start.statusCode).header('idempotent-replayed', 'true').send(start.body);
    }
    request.v1Idempotency = { apiKeyId: actor.apiKey.id, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A company's data: never kept by a shared cache (the OpenAPI document sets its own).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    const claim = request.v1Idempotency;
    if (!claim) return payload;
    request.v1Idempotency = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await api.releaseIdempotent(claim.apiKeyId, claim.key);
    } else {
      await api.finishIdempotent(claim.apiKeyId, claim.key, reply.statusCode, JSON.parse(payload));
    }
    return payload;
  });
}
