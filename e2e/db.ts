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

/**
 * The truck has been on the road `hours` since the positions already sent: their recorded times move
 * back, so the next position, far along the route, is a plausible drive from them (the server flags a
 * position that would need more than 85 mph) rather than a jump across Texas in a few seconds.
 */
export async function hoursOnTheRoad(jobId: string, hours: number): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `UPDATE job_positions SET recorded_at = recorded_at - make_interval(hours => $2) WHERE job_id = $1`,
      [jobId, hours],
    ),
  );
}
