/**
 * npm run test:scale-out [-- --short]
 *
 * Three processes of the compiled server behind HAProxy on one PostgreSQL (scripts/scale-out/cluster.ts),
 * checked as a load balancer's clients see them:
 * - a client connected to process 1 sees a driver's position sent to process 3 (live events cross);
 * - a session works on every process; a rate limit counts across processes;
 * - a pg-boss cron task runs once a minute, not once per process;
 * - under a steady load of mixed requests, `kill -9` of a process loses no acknowledged write and fails
 *   only the requests in flight on it, and its WebSocket clients reconnect to the others within 5 s;
 * - a SIGTERM of a process fails no request at all, and exits 0.
 * Prints the figures; exits 1 when a check fails. `--short` (CI) runs each load phase for less time.
 */
import { LIVE_CLOSE_RESTARTING, LIVE_RECONNECT_DELAY_MS } from '@core/live-timing';
import pg from 'pg';
import WebSocket from 'ws';
import { signUpClient } from '../bench/server';
import { type Cluster, SHUTDOWN_GRACE_MS, startCluster } from './cluster';
import { type LoadStats, startLoad } from './load';
import { api, type LiveClient, liveClient, login, movingJob } from './users';

const SHORT = process.argv.includes('--short');
const PHASE_MS = SHORT ? 5_000 : 12_000;
const ASSISTANT_LIMIT = 10;
const RECONNECT_WITHIN_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failures: string[] = [];
function check(ok: boolean, what: string) {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
}

async function sessionsEverywhere(cluster: Cluster, cookie: string) {
  const ids = await Promise.all(
    cluster.apps.map(async (app) => (await api(app.base, cookie, 'GET', '/api/me')).id as string),
  );
  check(
    new Set(ids).size === 1,
    `a session made through HAProxy works on each of the ${ids.length} processes`,
  );
}

async function liveAcross(cluster: Cluster, client: string, driver: string, jobId: string) {
  const first = cluster.apps[0]!;
  const third = cluster.apps[2]!;
  const socket = new WebSocket(`ws://127.0.0.1:${first.port}/ws`, { headers: { cookie: client } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const heard = new Promise<number>((resolve) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; jobId?: string };
      if (event.type === 'job.location' && event.jobId === jobId) resolve(performance.now());
    });
  });
  const sent = performance.now();
  await api(third.base, driver, 'POST', `/api/recovery-requests/${jobId}/location`, {
    lat: 32.5,
    lng: -96.9,
  });
  const at = await Promise.race([heard, sleep(5_000).then(() => null)]);
  socket.close();
  check(at !== null, 'a client on process 1 sees the position the driver sent to process 3');
  return at === null ? null : at - sent;
}

/** The assistant allows ASSISTANT_LIMIT commands a minute per client address, counted in PostgreSQL. */
async function rateLimitShared(cluster: Cluster) {
  const ask = (base: string) =>
    fetch(`${base}/api/pathway/communicate/voice-command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'hello', callerType: 'client' }),
    });
  let allowed = 0;
  for (let i = 0; i < ASSISTANT_LIMIT * cluster.apps.length + 5; i += 1) {
    const res = await ask(cluster.lbBase);
    if (res.status === 429) break;
    allowed += 1;
  }
  const direct = await Promise.all(cluster.apps.map(async (app) => (await ask(app.base)).status));
  check(
    allowed === ASSISTANT_LIMIT && direct.every((s) => s === 429),
    `a rate limit of ${ASSISTANT_LIMIT} a minute allowed ${allowed} through round-robin, and every process refuses the next`,
  );
  return allowed;
}

/**
 * Runs of the minute monitor since `since`, from pg-boss's own table. A run is counted by the time its
 * job was created, which is when pg-boss's send-it worker got to it: under load the run of one minute
 * can be created a few seconds into the next, so a single calendar minute may hold two runs while the
 * minute before holds none. What must hold is the total: one run per minute boundary crossed (plus the
 * one a late slot may push past the end), not one per process.
 */
async function cronRuns(cluster: Cluster, since: Date) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ runs: number; until: Date }>(
      `select count(*)::int as runs, now() as until
         from pgboss.job
        where name = 'monitor-jobs' and created_on >= $1 and (data->>'atStart') is null`,
      [since],
    );
    const row = rows[0];
    if (!row) throw new Error('count(*) returned no row');
    const { runs, until } = row;
    const minutes = Math.floor(until.getTime() / 60_000) - Math.floor(since.getTime() / 60_000);
    return { runs, minutes };
  } finally {
    await client.end();
  }
}

async function acknowledgedWritesKept(cluster: Cluster, stats: LoadStats) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from messages where content = any($1)',
      [stats.acknowledgedMessages],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Reconnect times of the live clients whose socket closed after `since`. */
const reconnects = (clients: LiveClient[], since: number) =>
  clients.flatMap((c) => c.reconnects.filter((r) => r.closedAt >= since));

async function underLoad(
  cluster: Cluster,
  users: Parameters<typeof startLoad>[1],
  clients: LiveClient[],
  stop: (app: Cluster['apps'][number]) => void,
  victim: number,
) {
  const load = startLoad(cluster.lbBase, users);
  await sleep(PHASE_MS / 2);
  const app = cluster.apps[victim]!;
  const at = Date.now();
  const inFlightAtStop = load.inFlight();
  stop(app);
  const exit = await app.exited;
  await sleep(PHASE_MS / 2);
  const stats = await load.stop();
  // The browsers' reconnect after a dropped socket waits 3 s: give them until the 5 s to come back.
  await sleep(Math.max(0, at + RECONNECT_WITHIN_MS + 500 - Date.now()));
  const kept = await acknowledgedWritesKept(cluster, stats);
  return { stats, exit, inFlightAtStop, kept, reconnects: reconnects(clients, at) };
}

async function main() {
  const cluster = await startCluster({
    processes: 3,
    basePort: 5200,
    env: { AUTH_RATE_LIMIT: '1000', ASSISTANT_RATE_LIMIT: String(ASSISTANT_LIMIT) },
  });
  const startedAt = new Date();
  const figures: string[] = [];
  try {
    console.log(`3 processes behind HAProxy at ${cluster.lbBase}, one PostgreSQL`);
    const client = await login(cluster.lbBase, 'client@demo.pathway');
    const driver = await login(cluster.lbBase, 'driver@demo.pathway');
    const admin = await login(cluster.lbBase, 'admin@demo.pathway');
    const adminId = (await api(cluster.lbBase, admin, 'GET', '/api/me')).id as string;
    await sessionsEverywhere(cluster, client);
    const jobId = await movingJob(cluster.lbBase, client, driver);
    const liveMs = await liveAcross(cluster, client, driver, jobId);
    figures.push(`live event across processes (driver on 3 → client on 1): ${liveMs?.toFixed(1) ?? '-'} ms`);
    const allowed = await rateLimitShared(cluster);
    figures.push(`rate limit ${ASSISTANT_LIMIT}/min through 3 processes: ${allowed} allowed`);

    const senders = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => (await signUpClient(cluster.lbBase, i)).cookie),
    );
    const users = { senders, recipientId: adminId, client, driver, jobId };
    const clients = await Promise.all(
      Array.from({ length: 6 }, () => liveClient(cluster.lbPort, client, LIVE_RECONNECT_DELAY_MS)),
    );

    // kill -9 of process 2 under load.
    const killed = await underLoad(cluster, users, clients, (app) => app.child.kill('SIGKILL'), 1);
    const killedReconnects = killed.reconnects.map((r) => r.reconnectMs);
    // At least every acknowledged one: a write the killed process committed but never answered may be
    // sent again by the client to another process, so its content can be there twice.
    check(
      killed.kept >= killed.stats.acknowledgedMessages.length,
      `kill -9: every acknowledged write is in the database (${killed.kept} of ${killed.stats.acknowledgedMessages.length})`,
    );
    check(
      killed.stats.failed <= killed.inFlightAtStop,
      `kill -9: ${killed.stats.failed} of ${killed.stats.sent} requests failed, no more than were in flight (${killed.inFlightAtStop})`,
    );
    check(
      killedReconnects.length > 0 && killedReconnects.every((ms) => ms <= RECONNECT_WITHIN_MS),
      `kill -9: its ${killedReconnects.length} WebSocket clients reconnected to the others within ${RECONNECT_WITHIN_MS / 1000} s (slowest ${Math.round(Math.max(0, ...killedReconnects))} ms)`,
    );
    figures.push(
      `kill -9 under load: ${killed.stats.failed} failed of ${killed.stats.sent} (${killed.inFlightAtStop} in flight), ` +
        `${killed.kept}/${killed.stats.acknowledgedMessages.length} acknowledged writes kept, ` +
        `sockets back in ${Math.round(Math.max(0, ...killedReconnects))} ms at most`,
    );

    // The killed process comes back; then SIGTERM of process 3 under load.
    await cluster.startApp(1);
    await sleep(1_000);
    const termed = await underLoad(cluster, users, clients, (app) => app.child.kill('SIGTERM'), 2);
    const termReconnects = termed.reconnects.map((r) => r.reconnectMs);
    check(termed.exit.code === 0, `SIGTERM: the process exited ${termed.exit.code ?? termed.exit.signal}`);
    check(
      termed.stats.failed === 0,
      `SIGTERM: ${termed.stats.failed} of ${termed.stats.sent} requests failed`,
    );
    check(
      termed.kept === termed.stats.acknowledgedMessages.length,
      `SIGTERM: every acknowledged write is in the database (${termed.kept})`,
    );
    check(
      termed.reconnects.every((r) => r.code === LIVE_CLOSE_RESTARTING) &&
        termReconnects.every((ms) => ms <= 1_000),
      `SIGTERM: its ${termReconnects.length} WebSocket clients were told "restarting" and reconnected at once (slowest ${Math.round(Math.max(0, ...termReconnects))} ms)`,
    );
    figures.push(
      `SIGTERM under load: ${termed.stats.failed} failed of ${termed.stats.sent}, exit ${termed.exit.code}, ` +
        `sockets back in ${Math.round(Math.max(0, ...termReconnects))} ms at most (grace ${SHUTDOWN_GRACE_MS} ms)`,
    );
    for (const c of clients) c.close();

    // The minute monitor: once a minute whatever the number of processes. pg-boss's schedulers look
    // every 30 s, so a minute and a half after the start has seen at least one run.
    await sleep(Math.max(0, startedAt.getTime() + 95_000 - Date.now()));
    const { runs, minutes } = await cronRuns(cluster, startedAt);
    check(
      runs >= 1 && runs <= minutes + 1,
      `the minute monitor ran ${runs} times in ${minutes} minute(s) with 3 processes: once a minute, not once per process`,
    );
    figures.push(`monitor-jobs runs with 3 processes: ${runs} in ${minutes} minute(s)`);
  } finally {
    await cluster.stop();
  }
  console.log('\nFigures');
  for (const f of figures) console.log(`  ${f}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} scale-out check(s) failed.`);
    process.exit(1);
  }
  console.log('\nScale-out checks passed.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
