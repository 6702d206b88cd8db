import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's own database (the embedded cluster under E2E_DATA_DIR), for the few journeys that
 * must check a count against it or move a row back in time (a job stuck for 30 minutes).
 */
export async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const port = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pathway`,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
