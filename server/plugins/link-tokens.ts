import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { DeadLinkError } from '../lib/link-tokens';
import { formatWait, LINK_FAILURE_LIMIT, type RateLimits } from '../lib/rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route reached by a secret link (tracking, remote signing, a bill of lading copy, a document
     * share): its failed lookups count against the address's budget (LINK_FAILURE_LIMIT).
     */
    linkToken?: boolean;
  }
}

/** Path parameters that name something shown through a working link, not the link itself. */
const NOT_THE_LINK = new Set(['/photoId']);

/** A token that does not work, or one that cannot be a token (its path or query refused by the schema). */
function isFailedLookup(err: FastifyError): boolean {
  if (err instanceof DeadLinkError) return true;
  if (err.validationContext !== 'params' && err.validationContext !== 'querystring') return false;
  return (err.validation ?? []).some((v) => !NOT_THE_LINK.has(v.instancePath));
}

/**
 * Secret-link routes: the lookup runs first, so a working link always answers, and never spends the
 * budget. Each failed lookup is counted per address, in PostgreSQL (one budget for every process and
 * every link route); past LINK_FAILURE_LIMIT the address's failures answer 429 instead of 404/410, so
 * it learns nothing more about which links exist or existed until the window starts again.
 */
export const linkTokensPlugin = fp(
  async (app: FastifyInstance, { rateLimits }: { rateLimits: RateLimits }) => {
    async function countFailure(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (!isFailedLookup(err)) throw err;
      const counted = await rateLimits
        .hit(`link-failures ${request.ip}`, LINK_FAILURE_LIMIT.windowMs)
        .catch((countErr: unknown) => {
          // The answer the link deserves is still right without the count.
          request.log.warn({ err: countErr }, 'link failure not counted');
          return null;
        });
      if (!counted || counted.hits <= LINK_FAILURE_LIMIT.max) throw err;
      reply.header('retry-after', String(counted.retryAfterSeconds));
      throw new AppError(
        429,
        `Too many links that do not work were opened from your network. Check the link you were sent and try again in ${formatWait(counted.retryAfterSeconds)}, or ask whoever sent it for a new one.`,
        'link_rate_limited',
      );
    }

    app.addHook('onRoute', (route) => {
      if (route.config?.linkToken) route.errorHandler = countFailure;
    });
  },
);
