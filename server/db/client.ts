import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { repoRoot } from '../lib/repo-root';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services pass it to repos so several writes commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  /**
   * Answers once the database answers a trivial query (health checks), on a connection of its own so
   * an exhausted pool cannot make it wait; with how busy the pool is.
   */
  ping(): Promise<PoolState>;
  close(): Promise<void>;
}

export interface PoolState {
  /** Every connection is in use and requests are queued for one. */
  exhausted: boolean;
  waiting: number;
}

/** Limits on the application's connections; the defaults are the configuration's. */
export interface PoolLimits {
  /** How long a request waits for a free connection before it is refused (503, Retry-After). */
  acquireTimeoutMs: number;
  /** Longest statement PostgreSQL runs for the app. */
  statementTimeoutMs: number;
  /** A transaction left idle this long is ended by PostgreSQL, freeing its locks and connection. */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 10_000,
};

/**
 * The database could not serve in time: no free connection within the acquire timeout (pg-pool's
 * message), or a statement cancelled by `statement_timeout` (57014). Worth trying again shortly.
 */
export function isDatabaseBusy(err: unknown): boolean {
  const e = err as { message?: string; code?: string; cause?: { message?: string; code?: string } };
  const text = `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;
  return (
    /timeout exceeded when trying to connect/i.test(text) || e?.code === '57014' || e?.cause?.code === '57014'
  );
}

/** PostgreSQL broke a deadlock by failing this transaction (40P01): nothing of it was written. */
export function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '40P01' || e?.cause?.code === '40P01';
}

// Money is integer cents and counts fit in JS numbers: parse int8/numeric as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connectDatabase(
  url: string,
  max = 10,
  onError: (err: Error) => void = (err) => console.error(`database connection lost: ${err.message}`),
  limits: PoolLimits = DEFAULT_POOL_LIMITS,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Also bounds the wait for a free connection: a request never hangs on an exhausted pool.
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  });
  // The health check's own connection: it answers within a second however busy the pool is.
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: 1_000,
    statement_timeout: 1_000,
    idleTimeoutMillis: 60_000,
  });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', onError);
  probe.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db,
    pool,
    url,
    ping: async () => {
      await probe.query('select 1');
      return { exhausted: pool.totalCount >= max && pool.idleCount === 0, waiting: pool.waitingCount };
    },
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}

export const migrationsFolder = path.join(repoRoot, 'server/db/migrations');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
