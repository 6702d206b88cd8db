/**
 * What the open-jobs benchmarks share: bench drivers signed up through the API (verified in the
 * database), OPEN paid jobs waiting for a driver, and autocannon with one driver's session per connection.
 */
import { vehicleTypes } from '@core/pricing';
import autocannon, { type RequestStep } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { connectDatabase } from '../../server/db/client';
import { driverProfiles, recoveryRequests } from '../../server/db/schema';
import { DEMO_PASSWORD } from './server';

export const OPEN_JOBS_PATH = '/api/recovery-requests?status=pending';
type Db = ReturnType<typeof connectDatabase>['db'];

export async function signUpDriver(base: string, i: number): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Driver ${i}`,
      email: `bench.driver.${i}@bench.example`,
      password: DEMO_PASSWORD,
      role: 'driver',
    }),
  });
  if (!res.ok) throw new Error(`signup ${i}: ${res.status} ${await res.text()}`);
  return {
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
    id: ((await res.json()) as { id: string }).id,
  };
}

/** Verified class A drivers: every open job fits them. */
export async function verifyDrivers(db: Db, ids: string[]) {
  await db.insert(driverProfiles).values(
    ids.map((userId) => ({
      userId,
      licenseClass: 'A' as const,
      verificationStatus: 'approved' as const,
      isAvailable: true,
      licenseNumber: 'BENCH123',
    })),
  );
}

/** `open` paid jobs waiting for a driver, posted over the last days across the country; 5% priority. */
export async function seedOpenJobs(db: Db, clientId: string, open: number) {
  const now = Date.now();
  for (let start = 0; start < open; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, open - start) }, (_, k) => {
      const i = start + k;
      return {
        clientId,
        vehicleType: vehicleTypes[i % vehicleTypes.length]!,
        pickupLocation: `Bench pickup ${i}`,
        destinationLocation: `Bench destination ${i}`,
        pickupLat: 26 + ((i * 7919) % 2200) / 100,
        pickupLng: -123 + ((i * 104729) % 5300) / 100,
        distanceMiles: 100 + (i % 900),
        isWorking: true,
        isLoaded: false,
        serviceTime: 'now' as const,
        paymentStatus: 'paid' as const,
        priority: i % 20 === 0,
        baseRateCents: 50000,
        distanceFeeCents: 20000,
        serviceFeeCents: 0,
        priceCents: 70000,
        eta: new Date(now + 86_400_000),
        createdAt: new Date(now - i * 30_000),
      };
    });
    await db.insert(recoveryRequests).values(rows);
  }
  await db.execute(sql`analyze recovery_requests`);
}

export type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export function load(
  url: string,
  cookies: string[],
  seconds: number,
  opts: { requests?: RequestStep[]; connectionRate?: number } = {},
): Promise<Result> {
  let next = 0;
  // Each connection is one driver: its own session cookie (and index) for all its requests.
  const withCookie = (request: RequestStep): RequestStep => ({
    ...request,
    setupRequest: (req, context) => {
      context.cookie ??= cookies[next++ % cookies.length];
      const out = { ...req, headers: { ...req.headers, cookie: context.cookie as string } };
      return request.setupRequest ? request.setupRequest(out, context) : out;
    },
  });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: cookies.length,
        duration: seconds,
        ...(opts.connectionRate ? { connectionRate: opts.connectionRate } : {}),
        requests: (opts.requests ?? [{}]).map(withCookie),
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
  });
}
