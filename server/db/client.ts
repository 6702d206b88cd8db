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
  /** Answers once the database answers a trivial query (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Money is integer cents and counts fit in JS numbers: parse int8/numeric as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connectDatabase(
  url: string,
  max = 10,
  onError: (err: Error) => void = (err) => console.error(`database connection lost: ${err.message}`),
): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', onError);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db,
    pool,
    url,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export const migrationsFolder = path.join(repoRoot, 'server/db/migrations');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
