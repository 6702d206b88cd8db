import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

interface Counter {
  current: number;
  /** Milliseconds until the window restarts. */
  ttl: number;
}
type Callback = (err: Error | null, result?: Counter) => void;

/**
 * What @fastify/rate-limit really passes a store's child (index.js: mergeParams): the route's merged
 * settings with the route under `routeInfo` (its typings say the route itself).
 */
interface RouteSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

// One atomic statement: the row is locked for the increment, so concurrent requests on any number
// of processes count exactly once each. An expired window restarts at 1. The database's clock is
// the only clock involved, so processes on different machines agree on when a window ends.
const INCREMENT = `
  INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
  VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
    resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
  RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (resets_at - now())) * 1000))::int AS ttl`;

const READ = `
  SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (resets_at - now())) * 1000))::int AS ttl
  FROM rate_limit_counters WHERE key = $1 AND resets_at > now()`;

/**
 * Rate-limit counters in PostgreSQL, so every server process draws on one budget per client.
 * `Store` is a store class for @fastify/rate-limit (`store` option); each rate-limited route gets a
 * child keyed by its method and path. Windows are fixed (the plugin's `continueExceeding` and
 * `exponentialBackoff` are not used here).
 */
export function createRateLimits(pool: pg.Pool) {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _settings: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      pool.query(INCREMENT, [this.prefix + key, Math.max(1, Math.round(timeWindow))]).then(
        (r) => cb(null, { current: r.rows[0].hits, ttl: r.rows[0].ttl }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      pool.query(READ, [this.prefix + key]).then(
        (r) => cb(null, r.rows[0] ? { current: r.rows[0].hits, ttl: r.rows[0].ttl } : { current: 0, ttl: 0 }),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const settings = routeOptions as unknown as RouteSettings;
      const method = [settings.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(settings, `${method} ${settings.routeInfo?.url ?? ''} `);
    }
  }

  return {
    Store: PostgresRateLimitStore,
    /**
     * Counts one hit on `key` in a fixed window of `windowMs` (the same counters as the routes'
     * limits): the hits so far in the window and the seconds until it starts again.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; retryAfterSeconds: number }> {
      const r = await pool.query(INCREMENT, [key, Math.max(1, Math.round(windowMs))]);
      return { hits: r.rows[0].hits, retryAfterSeconds: Math.max(1, Math.ceil(r.rows[0].ttl / 1000)) };
    },
    /** Deletes counters whose window has ended (a background task); returns how many. */
    async purgeExpired(): Promise<number> {
      const r = await pool.query('DELETE FROM rate_limit_counters WHERE resets_at <= now()');
      return r.rowCount ?? 0;
    },
  };
}

/**
 * Failed lookups of secret links (tracking, remote signing, bill of lading copies, document shares:
 * unknown, malformed, expired or revoked) that one address may make in the window, all routes together.
 * Past it, failures answer 429; a working link still answers, so a yard behind one address keeps its
 * receivers' links whoever guessed from there. A person mistyping a link a few times stays far below.
 */
export const LINK_FAILURE_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

/**
 * Every request to a secret-link route, working link or not, per address: generous (a yard's worth of
 * people polling a tracking page every 10 s behind one address), but a flood is refused before it
 * renders a page or a PDF.
 */
export const LINK_REQUEST_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

export type RateLimits = ReturnType<typeof createRateLimits>;

/** "42 seconds", "1 minute", "3 minutes": how long until a rate-limited client may try again. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}
