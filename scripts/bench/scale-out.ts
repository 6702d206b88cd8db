/**
 * The compiled server behind HAProxy with 1, 2 and 3 processes (scripts/scale-out/cluster.ts), each on
 * a fresh PostgreSQL with OPEN open jobs and DRIVERS verified drivers, each driver on a job of their own:
 * - the open-jobs list: every connection a driver asking for their first page, as fast as answers come;
 * - a write-heavy mix: each driver reports positions on their job and now and then writes to dispatch,
 *   at RATE requests a second per driver (open loop: the offered load does not slow down with the server).
 * Prints req/s and p99 for each and the scaling factor against one process. On a 2-core machine this
 * mostly shows the overhead of more processes; the figure to watch is that 3 are not slower than 1.
 *
 *   npm run bench:scale-out -- [--open 10000] [--drivers 100] [--seconds 10] [--rate 20]
 */
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { connectDatabase } from '../../server/db/client';
import { recoveryRequests, users } from '../../server/db/schema';
import { startCluster } from '../scale-out/cluster';
import {
  load,
  OPEN_JOBS_PATH,
  type Result,
  seedOpenJobs,
  signUpDriver,
  verifyDrivers,
} from './open-jobs-fixture';
import { login } from './server';

const { values } = parseArgs({
  options: {
    open: { type: 'string', default: '10000' },
    drivers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '20' },
  },
});
const OPEN = Number(values.open);
const DRIVERS = Number(values.drivers);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
/** One message to dispatch per this many requests: under the 30 a minute each sender may write. */
const MESSAGE_EVERY = 60;

async function measure(processes: number) {
  const cluster = await startCluster({ processes, basePort: 5400, env: { AUTH_RATE_LIMIT: '100000' } });
  const database = connectDatabase(cluster.databaseUrl, 4);
  try {
    const drivers: { cookie: string; id: string }[] = [];
    for (let i = 0; i < DRIVERS; i += 10) {
      const batch = Array.from({ length: Math.min(10, DRIVERS - i) }, (_, k) =>
        signUpDriver(cluster.lbBase, i + k),
      );
      drivers.push(...(await Promise.all(batch)));
    }
    await verifyDrivers(
      database.db,
      drivers.map((d) => d.id),
    );
    await seedOpenJobs(database.db, drivers[0]!.id, OPEN);
    // Each driver on the road with a job of their own (a client's paid move, taken).
    const client = (
      await database.db
        .select()
        .from(users)
        .where(inArray(users.email, ['client@demo.pathway']))
    )[0]!;
    const jobs = await database.db
      .insert(recoveryRequests)
      .values(
        drivers.map((d, i) => ({
          clientId: client.id,
          driverId: d.id,
          status: 'in_progress' as const,
          paymentStatus: 'paid' as const,
          vehicleType: 'bobtail' as const,
          pickupLocation: 'Dallas, TX 75201',
          destinationLocation: 'Houston, TX 77002',
          pickupLat: 32.78,
          pickupLng: -96.8,
          destinationLat: 29.76,
          destinationLng: -95.37,
          distanceMiles: 239,
          isWorking: true,
          isLoaded: false,
          serviceTime: 'now' as const,
          baseRateCents: 50000,
          distanceFeeCents: 20000,
          serviceFeeCents: 0,
          priceCents: 70000,
          commissionRateBps: 1500,
          eta: new Date(Date.now() + 6 * 3_600_000),
          idempotencyKey: `bench-${i}`,
        })),
      )
      .returning({ id: recoveryRequests.id, driverId: recoveryRequests.driverId });
    const jobOf = new Map(jobs.map((j) => [j.driverId!, j.id]));
    const admin = await login(cluster.lbBase, 'admin@demo.pathway');
    const dispatchId = (
      (await (await fetch(`${cluster.lbBase}/api/me`, { headers: { cookie: admin } })).json()) as {
        id: string;
      }
    ).id;
    const cookies = drivers.map((d) => d.cookie);
    const jobByCookie = new Map(drivers.map((d) => [d.cookie, jobOf.get(d.id)!]));

    // Warm every process (JIT, pools) through the balancer.
    await load(`${cluster.lbBase}${OPEN_JOBS_PATH}`, cookies, 3);
    const reads = await load(`${cluster.lbBase}${OPEN_JOBS_PATH}`, cookies, SECONDS);
    let step = 0;
    const writes = await load(`${cluster.lbBase}/api/me`, cookies, SECONDS, {
      connectionRate: RATE,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            context.n = ((context.n as number | undefined) ?? 0) + 1;
            step += 1;
            const cookie = request.headers?.cookie ?? '';
            const headers = { ...request.headers, 'content-type': 'application/json' };
            if ((context.n as number) % MESSAGE_EVERY === 0)
              return {
                ...request,
                headers,
                path: '/api/driver-messaging',
                body: JSON.stringify({ recipientId: dispatchId, content: `bench position note ${step}` }),
              };
            const k = (context.n as number) % 100;
            return {
              ...request,
              headers,
              path: `/api/recovery-requests/${jobByCookie.get(cookie)}/location`,
              body: JSON.stringify({ lat: 32.7 - k / 100, lng: -96.7 + k / 200 }),
            };
          },
        },
      ],
    });
    return { reads, writes };
  } finally {
    await database.close();
    await cluster.stop();
  }
}

const results: Record<number, { reads: Result; writes: Result }> = {};
for (const n of [1, 2, 3]) {
  results[n] = await measure(n);
  console.log(`${n} process${n === 1 ? '' : 'es'} measured`);
}
const row = (n: number, kind: 'reads' | 'writes') => {
  const r = results[n]![kind];
  const base = results[1]![kind];
  return `| ${n} | ${r.rps.toFixed(0)} | ${r.p99} ms | ${(r.rps / base.rps).toFixed(2)}× | ${r.errors + r.non2xx} |`;
};
for (const [kind, title] of [
  ['reads', `open-jobs list: ${DRIVERS} drivers as fast as answers come, ${OPEN} open jobs`],
  [
    'writes',
    `write mix: ${DRIVERS} drivers at ${RATE} req/s each, positions and 1 in ${MESSAGE_EVERY} a message`,
  ],
] as const) {
  console.log(`\n${title}, through HAProxy, ${SECONDS} s\n`);
  console.log('| processes | req/s | p99 | scaling (req/s / 1 process) | errors |');
  console.log('|---|---|---|---|---|');
  for (const n of [1, 2, 3]) console.log(row(n, kind));
}
