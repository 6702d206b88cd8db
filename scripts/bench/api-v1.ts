/**
 * The public API against the app's own routes for the same work, on one real server (fresh database):
 *
 * 1. listing JOBS jobs of one company: through GET /api/v1/jobs by cursor pages of 100, against the app's
 *    own list (GET /api/recovery-requests, the newest 100 of a member) fetched as many times;
 * 2. creating ORDERS orders of one move: POST /api/v1/orders with an Idempotency-Key each, against the
 *    app's POST /api/orders with its body's idempotencyKey; then the same API requests again (all
 *    answered from the kept answers, nothing created).
 *
 * Prints times and the API's cost as ratios of the app's (machines differ: ratios, never timed asserts).
 *
 *   npm run bench:api-v1 -- [--jobs 10000] [--orders 1000] [--concurrency 8]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, runMigrations } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { companies, companyMembers, recoveryRequests } from '../../server/db/schema';
import { TEST_VIN } from '../../server/test/helpers';
import { DEMO_PASSWORD, signUpClient, startServer } from './server';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '5997' },
  },
});
const JOBS = Number(values.jobs);
const ORDERS = Number(values.orders);
const CONCURRENCY = Number(values.concurrency);
const base = `http://127.0.0.1:${values.port}`;

async function request(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `count` tasks, `CONCURRENCY` at a time; the wall time in ms. */
async function timed(count: number, task: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return performance.now() - started;
}

const move = (i: number) => ({
  vehicleType: 'bobtail',
  vin: TEST_VIN,
  pickupLocation: 'Dallas, TX 75201',
  destination: i % 2 ? 'Detroit, MI 48217' : 'Phoenix, AZ 85001',
  serviceTime: 'now',
});

async function seedCompany(db: ReturnType<typeof connectDatabase>['db'], ownerId: string) {
  const [company] = await db
    .insert(companies)
    .values({
      legalName: 'Bench Fleet LLC',
      billingAddress: '1 Bench St, Dallas, TX',
      billingEmail: 'ap@bench.example',
    })
    .returning();
  await db.insert(companyMembers).values({ userId: ownerId, companyId: company!.id, role: 'owner' });
  const now = Date.now();
  for (let start = 0; start < JOBS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, JOBS - start) }, (_, k) => ({
      clientId: ownerId,
      companyId: company!.id,
      vehicleType: 'bobtail' as const,
      pickupLocation: `Bench pickup ${start + k}`,
      destinationLocation: `Bench destination ${start + k}`,
      distanceMiles: 100 + ((start + k) % 900),
      isWorking: true,
      isLoaded: false,
      serviceTime: 'now' as const,
      baseRateCents: 50000,
      distanceFeeCents: 20000,
      serviceFeeCents: 0,
      priceCents: 70000,
      eta: new Date(now + 86_400_000),
      createdAt: new Date(now - (start + k) * 30_000),
    }));
    await db.insert(recoveryRequests).values(rows);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-bench-db-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  const database = connectDatabase(embedded.url, 4);
  await runMigrations(database.db);
  const server = await startServer(Number(values.port), {
    DATABASE_URL: embedded.url,
    API_V1_RATE_LIMIT: '1000000',
  });
  try {
    const owner = await signUpClient(base, 1);
    await seedCompany(database.db, owner.id);
    const cookie = { cookie: owner.cookie };
    await request('POST', '/api/auth/step-up', cookie, { method: 'password', password: DEMO_PASSWORD });
    const key = (await request('POST', '/api/company/api-keys', cookie, {
      name: 'Bench',
      scope: 'write',
      mode: 'live',
    })) as { secret: string };
    const bearer = { authorization: `Bearer ${key.secret}` };

    // Both routes warmed first (compiled code paths, prepared plans), so neither pays for starting up.
    for (let i = 0; i < 20; i += 1) {
      await request('GET', '/api/v1/jobs?limit=100', bearer);
      await request('GET', '/api/recovery-requests', cookie);
    }

    // 1. Listing: the API by cursor, the app's own list as many times.
    const pages = Math.ceil(JOBS / 100);
    let listed = 0;
    const apiListStart = performance.now();
    let cursor: string | null = null;
    do {
      const page = (await request(
        'GET',
        `/api/v1/jobs?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        bearer,
      )) as { data: unknown[]; nextCursor: string | null };
      listed += page.data.length;
      cursor = page.nextCursor;
    } while (cursor);
    const apiList = performance.now() - apiListStart;
    if (listed !== JOBS) throw new Error(`listed ${listed} of ${JOBS} jobs`);
    const appListStart = performance.now();
    for (let i = 0; i < pages; i += 1) await request('GET', '/api/recovery-requests', cookie);
    const appList = performance.now() - appListStart;

    // 2. Orders: the API with Idempotency-Key, the app with its body's key, then the API's repeats.
    const apiOrders = await timed(ORDERS, (i) =>
      request('POST', '/api/v1/orders', { ...bearer, 'idempotency-key': `bench-${i}` }, { moves: [move(i)] }),
    );
    const appOrders = await timed(ORDERS, (i) =>
      request('POST', '/api/orders', cookie, { moves: [move(i)], idempotencyKey: `bench-app-${i}` }),
    );
    const replays = await timed(ORDERS, (i) =>
      request('POST', '/api/v1/orders', { ...bearer, 'idempotency-key': `bench-${i}` }, { moves: [move(i)] }),
    );

    const ms = (n: number) => `${Math.round(n)} ms`;
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    console.log(`\nListing ${JOBS} jobs (${pages} pages of 100):`);
    console.log(
      `  API by cursor  ${ms(apiList)}   app list ×${pages}  ${ms(appList)}   ratio ${ratio(apiList, appList)}`,
    );
    console.log(`\nCreating ${ORDERS} orders (${CONCURRENCY} at a time):`);
    console.log(
      `  API with Idempotency-Key  ${ms(apiOrders)}   app  ${ms(appOrders)}   ratio ${ratio(apiOrders, appOrders)}`,
    );
    console.log(`  API repeats (kept answers) ${ms(replays)}   ratio to first ${ratio(replays, apiOrders)}`);
  } finally {
    server.kill();
    await database.close();
    await embedded.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
