/**
 * The operators' console at scale: a fresh database with JOBS jobs across every status and DRIVERS
 * drivers on duty (every under-way job has one, with a position), OPEN_EXCEPTIONS open exceptions,
 * then, against the real server:
 *
 * - the board's first answer (GET /api/admin/jobs: counts per column and the first page), unfiltered,
 *   by status, and searched, each compared in the same run with the same SQL run bare through pg (the
 *   floor: what the database alone costs);
 * - the exceptions' live update: an operator takes an exception and their console's socket hears
 *   `exceptions.changed`, then re-reads GET /api/admin/exceptions; compared with a bare PostgreSQL
 *   NOTIFY → LISTEN round trip in the same run (the live bus's own floor);
 * - one run of the minute monitor over all of it.
 *
 *   npm run bench:console -- [--jobs 10000] [--drivers 500] [--samples 30]
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { vehicleTypes } from '@core/pricing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, runMigrations } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { driverProfiles, dutyStatusCurrent, jobFlags, recoveryRequests, users } from '../../server/db/schema';
import { call, latencySummary, login, openSocket, startServer } from './server';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    drivers: { type: 'string', default: '500' },
    exceptions: { type: 'string', default: '300' },
    samples: { type: 'string', default: '30' },
    port: { type: 'string', default: '5995' },
  },
});
const JOBS = Number(values.jobs);
const DRIVERS = Number(values.drivers);
const OPEN_EXCEPTIONS = Number(values.exceptions);
const SAMPLES = Number(values.samples);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

/** The board's mix: most jobs done, a working day's worth under way. */
const MIX: [string, string, number][] = [
  ['pending', 'unpaid', 0.08],
  ['pending', 'paid', 0.12],
  ['accepted', 'paid', 0.1],
  ['in_progress', 'paid', 0.1],
  ['delivered', 'paid', 0.08],
  ['completed', 'paid', 0.47],
  ['cancelled', 'refunded', 0.05],
];

type Db = ReturnType<typeof connectDatabase>['db'];

async function seedPeople(db: Db) {
  const passwordHash = 'not-a-login';
  const clients = Array.from({ length: 200 }, (_, i) => ({
    id: randomUUID(),
    name: `Fleet ${i} Logistics`,
    email: `fleet.${i}@bench.example`,
    passwordHash,
    role: 'client' as const,
  }));
  const drivers = Array.from({ length: DRIVERS }, (_, i) => ({
    id: randomUUID(),
    name: `Driver ${i} Bench`,
    email: `driver.${i}@bench.example`,
    passwordHash,
    role: 'driver' as const,
  }));
  for (let i = 0; i < clients.length + drivers.length; i += 500)
    await db.insert(users).values([...clients, ...drivers].slice(i, i + 500));
  await db.insert(driverProfiles).values(
    drivers.map((d) => ({
      userId: d.id,
      licenseClass: 'A' as const,
      verificationStatus: 'approved' as const,
      isAvailable: true,
      licenseNumber: 'BENCH1',
    })),
  );
  await db.insert(dutyStatusCurrent).values(
    drivers.map((d, i) => ({
      userId: d.id,
      status: i % 3 === 0 ? ('driving' as const) : ('on_duty' as const),
      since: new Date(),
    })),
  );
  return { clients, drivers };
}

async function seedJobs(db: Db, clients: { id: string }[], drivers: { id: string }[]) {
  const now = Date.now();
  const rows = [];
  let i = 0;
  for (const [status, paymentStatus, share] of MIX)
    for (let k = 0; k < Math.round(JOBS * share); k += 1, i += 1) {
      const hasDriver = !['pending'].includes(status) && !(status === 'cancelled' && k % 2 === 0);
      rows.push({
        clientId: clients[i % clients.length]!.id,
        driverId: hasDriver ? drivers[i % drivers.length]!.id : null,
        vehicleType: vehicleTypes[i % vehicleTypes.length]!,
        pickupLocation: `${['Dallas, TX', 'Houston, TX', 'Detroit, MI', 'Atlanta, GA', 'Phoenix, AZ'][i % 5]} ${i}`,
        destinationLocation: `${['Chicago, IL', 'Denver, CO', 'Memphis, TN', 'Reno, NV'][i % 4]} ${i}`,
        pickupLat: 26 + ((i * 7919) % 2200) / 100,
        pickupLng: -123 + ((i * 104729) % 5300) / 100,
        destinationLat: 30 + ((i * 31) % 1500) / 100,
        destinationLng: -110 + ((i * 17) % 3000) / 100,
        lastLat: status === 'in_progress' ? 35 + (i % 10) : null,
        lastLng: status === 'in_progress' ? -95 - (i % 10) : null,
        lastPositionAt: status === 'in_progress' ? new Date(now - 60_000) : null,
        distanceMiles: 100 + (i % 900),
        isWorking: true,
        isLoaded: false,
        serviceTime: 'now' as const,
        status: status as 'pending',
        paymentStatus: paymentStatus as 'paid',
        commissionRateBps: hasDriver ? 1500 : null,
        acceptedAt: hasDriver ? new Date(now - 3_600_000) : null,
        deliveredAt:
          status === 'delivered' || status === 'completed' ? new Date(now - (i % 48) * 3_600_000) : null,
        baseRateCents: 50000,
        distanceFeeCents: 20000,
        serviceFeeCents: 0,
        priceCents: 70000,
        eta: new Date(now + 86_400_000),
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - (i % 600) * 1000),
      });
    }
  const ids: string[] = [];
  for (let k = 0; k < rows.length; k += 1000)
    ids.push(
      ...(
        await db
          .insert(recoveryRequests)
          .values(rows.slice(k, k + 1000))
          .returning({ id: recoveryRequests.id })
      ).map((r) => r.id),
    );
  // Open exceptions on the first jobs (a busy day's backlog).
  await db.insert(jobFlags).values(
    ids.slice(0, OPEN_EXCEPTIONS).map((jobId, n) => ({
      jobId,
      kind: 'payout_mismatch' as const,
      reason: `bench exception ${n}`,
    })),
  );
  await db.execute(sql`analyze`);
  return rows.length;
}

async function time(run: () => Promise<unknown>, samples = SAMPLES) {
  const first = performance.now();
  await run();
  const firstMs = performance.now() - first;
  const latencies: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    const t = performance.now();
    await run();
    latencies.push(performance.now() - t);
  }
  return { firstMs: Number(firstMs.toFixed(1)), ...latencySummary(latencies) };
}

/**
 * The board's two statements, bare (the database's floor): counts per column for the search (every
 * column, whatever column is chosen) and the chosen column's first page.
 */
function bareBoard(client: pg.Client, search = 'true', column = 'true', params: unknown[] = []) {
  return async () => {
    await client.query(
      `select case when status = 'pending' then (case when payment_status = 'paid' then 'open' else 'unpaid' end) else status::text end as s, count(*) from recovery_requests where ${search} group by 1`,
      params,
    );
    await client.query(
      `select * from recovery_requests where (${search}) and ${column} order by updated_at desc, id desc limit 50`,
      params,
    );
  };
}

async function liveUpdate(cookie: string, exceptionIds: string[]) {
  const socket = await openSocket(PORT, cookie);
  const latencies: number[] = [];
  const refetch: number[] = [];
  try {
    for (const id of exceptionIds.slice(0, SAMPLES)) {
      const heard = new Promise<number>((resolve) => {
        const onMessage = (raw: Buffer) => {
          if (JSON.parse(String(raw)).type !== 'exceptions.changed') return;
          socket.off('message', onMessage);
          resolve(performance.now());
        };
        socket.on('message', onMessage);
      });
      const t = performance.now();
      await call(BASE, cookie, 'POST', `/api/admin/exceptions/${id}/take`);
      latencies.push((await heard) - t);
      const r = performance.now();
      await call(BASE, cookie, 'GET', '/api/admin/exceptions');
      refetch.push(performance.now() - r);
    }
  } finally {
    socket.close();
  }
  return { event: latencySummary(latencies), refetch: latencySummary(refetch) };
}

async function notifyFloor(url: string) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await listener.connect();
  await sender.connect();
  await listener.query('LISTEN bench_floor');
  const latencies: number[] = [];
  for (let s = 0; s < SAMPLES; s += 1) {
    const heard = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
    const t = performance.now();
    await sender.query(`select pg_notify('bench_floor', '{"type":"exceptions.changed"}')`);
    await heard;
    latencies.push(performance.now() - t);
  }
  await listener.end();
  await sender.end();
  return latencySummary(latencies);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-bench-db-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  const database = connectDatabase(embedded.url, 4);
  await runMigrations(database.db);
  const app = await startServer(PORT, { DATABASE_URL: embedded.url });
  const bare = new pg.Client({ connectionString: embedded.url });
  await bare.connect();
  try {
    const t0 = Date.now();
    const { clients, drivers } = await seedPeople(database.db);
    const seeded = await seedJobs(database.db, clients, drivers);
    console.log(
      `seeded ${seeded} jobs, ${DRIVERS} drivers on duty, ${OPEN_EXCEPTIONS} open exceptions in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const cookie = await login(BASE, 'admin@demo.pathway');
    const get = (url: string) => () => call(BASE, cookie, 'GET', url);
    const rows: [string, Awaited<ReturnType<typeof time>>, Awaited<ReturnType<typeof time>>][] = [
      ['board, all jobs', await time(get('/api/admin/jobs')), await time(bareBoard(bare))],
      [
        'board, in progress',
        await time(get('/api/admin/jobs?status=in_progress')),
        await time(bareBoard(bare, 'true', `status = 'in_progress'`)),
      ],
      [
        'board, searched "Detroit"',
        await time(get('/api/admin/jobs?q=Detroit')),
        await time(
          bareBoard(bare, `pickup_location ilike $1 or destination_location ilike $1`, 'true', ['%Detroit%']),
        ),
      ],
    ];
    console.log(`\n${seeded} jobs, ${DRIVERS} drivers on duty; ${SAMPLES} samples after a first answer:\n`);
    console.log('| read | app first | app p50 | app p95 | bare SQL p50 | app / bare (p50) |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, a, b] of rows)
      console.log(
        `| ${name} | ${a.firstMs} ms | ${a.p50} ms | ${a.p95} ms | ${b.p50} ms | ${(a.p50 / b.p50).toFixed(1)}× |`,
      );
    const figures = await time(get('/api/admin/figures'));
    const map = await time(get('/api/admin/live-map'));
    console.log(`| figures strip | ${figures.firstMs} ms | ${figures.p50} ms | ${figures.p95} ms | | |`);
    console.log(`| live map | ${map.firstMs} ms | ${map.p50} ms | ${map.p95} ms | | |`);

    const open = (await call(BASE, cookie, 'GET', '/api/admin/exceptions')) as {
      exceptions: { id: string }[];
    };
    const live = await liveUpdate(
      cookie,
      open.exceptions.map((e) => e.id),
    );
    const floor = await notifyFloor(embedded.url);
    console.log(`\nexceptions' live update (${open.exceptions.length} open), ${SAMPLES} takes:`);
    console.log(
      `  take → exceptions.changed on the console's socket: p50 ${live.event.p50} ms, p95 ${live.event.p95} ms`,
    );
    console.log(`  then GET /api/admin/exceptions: p50 ${live.refetch.p50} ms, p95 ${live.refetch.p95} ms`);
    console.log(
      `  bare NOTIFY → LISTEN floor: p50 ${floor.p50} ms; take-to-event / floor: ${(live.event.p50 / floor.p50).toFixed(1)}×`,
    );

    const sweep = async () => {
      const t = performance.now();
      const swept = (await call(BASE, cookie, 'POST', '/api/pathway/monitor-jobs')) as {
        open: unknown[];
        flagged: number;
      };
      return { ms: (performance.now() - t).toFixed(0), found: swept.open.length, raised: swept.flagged };
    };
    const first = await sweep();
    const next = await sweep();
    console.log(
      `\nminute monitor over all jobs: first run ${first.ms} ms (${first.found} found, ${first.raised} raised and told to operators); a steady minute ${next.ms} ms (${next.raised} raised)`,
    );
  } finally {
    await bare.end();
    app.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 1500));
    await database.close();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
