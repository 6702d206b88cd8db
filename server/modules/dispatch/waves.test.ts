import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, jobFlags, jobOffers, recoveryRequests } from '../../db/schema';
import {
  acceptJob,
  createTestApp,
  paidJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';

/**
 * Offers in waves against a real database: the job (Dallas → Detroit, picked up now) goes to the
 * nearest eligible drivers first, wave by wave, then to the open list; declines, suspensions and
 * acceptances move it on; Priority Dispatch goes first.
 */

let ctx: TestContext;
let clockMs = Date.now();
let operator: SignedUpUser;
const placed: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    { DISPATCH_WAVE_SIZES: '1,20', DISPATCH_WAVE_MINUTES: '4' },
    { clock: () => new Date(clockMs) },
  );
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
  await stepUp(ctx.app, operator);
});

// Each test's drivers stop taking work after it and its jobs' waves stop, so each test ranks its own.
afterEach(async () => {
  if (placed.length > 0)
    await ctx.database.db
      .update(driverProfiles)
      .set({ isAvailable: false })
      .where(inArray(driverProfiles.userId, placed.splice(0)));
  await ctx.database.db.update(recoveryRequests).set({ dispatchNextAt: null });
});

// Road miles from the Dallas pickup; a move "now" must be reached within two hours.
const TOWNS = {
  arlington: { lat: 32.7357, lng: -97.1081 }, // ~22
  fortWorth: { lat: 32.7555, lng: -97.3308 }, // ~37
  houston: { lat: 29.7604, lng: -95.3698 }, // ~270: past a 250-mile reach
};

/** A verified driver taking work, living at `at`, whose phone last reported being there a minute ago. */
async function driverAt(at: { lat: number; lng: number }): Promise<SignedUpUser> {
  const driver = await verifiedDriver(ctx);
  await ctx.database.db
    .update(driverProfiles)
    .set({
      homeBaseAddress: 'Home',
      homeBaseLat: at.lat,
      homeBaseLng: at.lng,
      lastLat: at.lat,
      lastLng: at.lng,
      lastPositionAt: new Date(clockMs - 60_000),
    })
    .where(eq(driverProfiles.userId, driver.id));
  placed.push(driver.id);
  return driver;
}

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
const offersOf = async (driver: SignedUpUser) =>
  (await req(driver, 'GET', '/api/driver/offers')).json() as {
    id: string;
    kind: string;
    deadheadMiles: number | null;
    job: { id: string };
  }[];
const openIds = async (driver: SignedUpUser) =>
  (
    (await req(driver, 'GET', '/api/recovery-requests?status=pending&limit=100')).json().items as {
      id: string;
    }[]
  ).map((j) => j.id);
const jobRow = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;
const offerRows = (jobId: string) =>
  ctx.database.db.select().from(jobOffers).where(eq(jobOffers.jobId, jobId)).orderBy(jobOffers.createdAt);
const minutesPass = async (minutes: number) => {
  clockMs += minutes * 60_000;
  return ctx.app.services.dispatch.runDueWaves();
};

describe('offers in waves', () => {
  it('go to the nearest eligible driver first, then the next, then the open list, then operators', async () => {
    const near = await driverAt(TOWNS.arlington);
    const next = await driverAt(TOWNS.fortWorth);
    const far = await driverAt(TOWNS.houston);
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const job = await paidJob(ctx, client);

    const [offer] = await offersOf(near);
    expect(offer).toMatchObject({ kind: 'wave', job: { id: job.id } });
    expect(offer!.deadheadMiles).toBeGreaterThan(15);
    expect(offer!.deadheadMiles).toBeLessThan(30);
    expect(await offersOf(next)).toEqual([]);
    // Nobody else finds it on the open list while the wave stands.
    expect(await openIds(far)).not.toContain(job.id);

    expect(await minutesPass(4)).toBe(1);
    expect(await offersOf(near)).toEqual([]);
    expect((await offersOf(next)).map((o) => o.job.id)).toEqual([job.id]);

    await minutesPass(4);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ offeredUntil: null, dispatchNextAt: null, dispatchWave: 3 });
    expect(await openIds(far)).toContain(job.id);
    const offers = await offerRows(job.id);
    expect(offers.map((o) => [o.driverId, o.wave, o.status])).toEqual([
      [near.id, 1, 'expired'],
      [next.id, 2, 'expired'],
    ]);
    // The reasons of each rank are kept for operators; the one past reach was never offered it.
    expect(offers[0]!.rankReasons.join(' ')).toMatch(/mi to the pickup/);

    await ctx.app.services.notices.monitorJobs();
    const flags = await ctx.database.db
      .select()
      .from(jobFlags)
      .where(and(eq(jobFlags.jobId, job.id), eq(jobFlags.kind, 'unassigned')));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.reason).toMatch(/dispatch waves/);
  });

  it('two minute tasks and the wave’s decline at the same moment, many times: one next wave, never two', async () => {
    for (let round = 0; round < 5; round += 1) {
      const near = await driverAt(TOWNS.arlington);
      const next = await driverAt(TOWNS.fortWorth);
      const client = await signUp(ctx.app, { name: 'Cleo Client' });
      const job = await paidJob(ctx, client);
      clockMs += 4 * 60_000;
      await Promise.all([
        ctx.app.services.dispatch.runDueWaves(),
        ctx.app.services.dispatch.runDueWaves(),
        req(near, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, { reason: 'Busy' }),
      ]);
      const offers = await offerRows(job.id);
      expect(offers.filter((o) => o.wave === 2).map((o) => o.driverId)).toEqual([next.id]);
      expect(offers.filter((o) => o.status === 'open')).toHaveLength(1);
      expect((await jobRow(job.id)).dispatchWave).toBe(2);
      await ctx.database.db
        .update(driverProfiles)
        .set({ isAvailable: false })
        .where(inArray(driverProfiles.userId, placed.splice(0)));
    }
  });

  it('asks only drivers who set a home base (the phone’s position alone does not enter them)', async () => {
    const noHome = await verifiedDriver(ctx);
    placed.push(noHome.id);
    await ctx.database.db
      .update(driverProfiles)
      .set({ lastLat: TOWNS.arlington.lat, lastLng: TOWNS.arlington.lng, lastPositionAt: new Date(clockMs) })
      .where(eq(driverProfiles.userId, noHome.id));
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const job = await paidJob(ctx, client);
    expect(await offersOf(noHome)).toEqual([]);
    expect(await openIds(noHome)).toContain(job.id);
  });

  it('a decline moves the job to the next wave at once, with the reason kept', async () => {
    const near = await driverAt(TOWNS.arlington);
    const next = await driverAt(TOWNS.fortWorth);
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const job = await paidJob(ctx, client);
    const declined = await req(near, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, {
      reason: 'Too far from my truck',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await offersOf(next)).map((o) => o.job.id)).toEqual([job.id]);
    const [first] = await offerRows(job.id);
    expect(first).toMatchObject({ status: 'declined', declineReason: 'Too far from my truck' });
    // A second decline of the same offer changes nothing.
    const again = await req(near, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, { reason: '' });
    expect(again.statusCode).toBe(409);
  });

  it('a suspended driver’s offer is withdrawn and the next driver is asked', async () => {
    const near = await driverAt(TOWNS.arlington);
    const next = await driverAt(TOWNS.fortWorth);
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const job = await paidJob(ctx, client);
    expect((await offersOf(near)).map((o) => o.job.id)).toEqual([job.id]);
    const suspended = await req(operator, 'POST', `/api/admin/drivers/${near.id}/suspension`, {
      days: 30,
      reason: 'Unsafe driving reported',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [first] = await offerRows(job.id);
    expect(first).toMatchObject({ driverId: near.id, status: 'withdrawn' });
    expect((await offersOf(next)).map((o) => o.job.id)).toEqual([job.id]);
  });

  it('Priority Dispatch goes first: of two jobs due at once, the priority one gets the free driver', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    // Paid while nobody is placed: both go straight to the open list.
    const standard = await paidJob(ctx, client);
    const priority = await paidJob(ctx, client);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ priority: true })
      .where(eq(recoveryRequests.id, priority.id));
    const only = await driverAt(TOWNS.fortWorth);
    // An operator re-runs both jobs' waves in the same minute: the task takes Priority Dispatch first.
    await ctx.database.db
      .update(recoveryRequests)
      .set({ dispatchWave: 0, dispatchNextAt: new Date(clockMs - 1000) })
      .where(inArray(recoveryRequests.id, [standard.id, priority.id]));
    await minutesPass(0);
    expect((await offersOf(only)).map((o) => o.job.id)).toEqual([priority.id]);
  });

  it('a client’s preferred driver is asked first, and only a driver of their moves can be preferred', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const known = await verifiedDriver(ctx);
    placed.push(known.id);
    // The known driver took one of the client's moves (from the open list: no home base yet); before
    // it is picked up they cannot be preferred, once it is delivered they can.
    const first = await paidJob(ctx, client);
    await acceptJob(ctx, known, first.id);
    expect((await req(client, 'PUT', `/api/preferred-drivers/${known.id}`)).statusCode).toBe(404);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ status: 'delivered' })
      .where(eq(recoveryRequests.id, first.id));
    await ctx.database.db
      .update(driverProfiles)
      .set({ homeBaseAddress: 'Home', homeBaseLat: TOWNS.fortWorth.lat, homeBaseLng: TOWNS.fortWorth.lng })
      .where(eq(driverProfiles.userId, known.id));
    const nearer = await driverAt(TOWNS.arlington);

    const stranger = await req(client, 'PUT', `/api/preferred-drivers/${nearer.id}`);
    expect(stranger.statusCode).toBe(404);
    const prefer = await req(client, 'PUT', `/api/preferred-drivers/${known.id}`);
    expect(prefer.statusCode, prefer.body).toBe(200);
    expect(prefer.json().drivers).toEqual([{ id: known.id, name: 'Driver A' }]);
    // Another client cannot see or change this one's list.
    const other = await signUp(ctx.app, { name: 'Otto Other' });
    expect((await req(other, 'GET', '/api/preferred-drivers')).json().drivers).toEqual([]);

    const next = await paidJob(ctx, client);
    expect((await offersOf(known)).map((o) => o.job.id)).toEqual([next.id]);
    expect(await offersOf(nearer)).toEqual([]);
    const [offer] = await offerRows(next.id);
    expect(offer!.rankReasons[0]).toBe('Preferred by the client');
  });

  it('ranks by the driver’s record: a move delivered by its window’s end counts as on time', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const done = await paidJob(ctx, client);
    const driver = await verifiedDriver(ctx);
    placed.push(driver.id);
    await acceptJob(ctx, driver, done.id);
    await ctx.database.db
      .update(recoveryRequests)
      .set({
        status: 'delivered',
        deliveredAt: new Date(clockMs),
        deliveryWindowEnd: new Date(clockMs + 3_600_000),
      })
      .where(eq(recoveryRequests.id, done.id));
    await ctx.database.db
      .update(driverProfiles)
      .set({ homeBaseAddress: 'Home', homeBaseLat: TOWNS.arlington.lat, homeBaseLng: TOWNS.arlington.lng })
      .where(eq(driverProfiles.userId, driver.id));
    const next = await paidJob(ctx, client);
    const [offer] = await offerRows(next.id);
    expect(offer).toMatchObject({ driverId: driver.id });
    expect(offer!.rankReasons).toContain('On time 100%');
  });

  it('a driver who accepts a move is offered the open job starting where it ends, first, as their next load home', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    // Waiting on the open list: a pickup in Detroit in three days, when nobody near Detroit takes work.
    const detroit = await paidJob(ctx, client, {
      pickupLocation: 'Detroit, MI 48217',
      destination: 'Dallas, TX 75201',
      serviceTime: 'scheduled',
      scheduledTime: new Date(clockMs + 3 * 86_400_000).toISOString(),
    });
    expect((await jobRow(detroit.id)).offeredUntil).toBeNull();
    const driver = await driverAt(TOWNS.arlington);
    const toDetroit = await paidJob(ctx, client);
    expect((await offersOf(driver)).map((o) => o.job.id)).toEqual([toDetroit.id]);
    await acceptJob(ctx, driver, toDetroit.id);
    const [next] = await offersOf(driver);
    expect(next).toMatchObject({ kind: 'next_load', job: { id: detroit.id } });
    const [row] = await offerRows(detroit.id);
    expect(row).toMatchObject({ driverId: driver.id, kind: 'next_load' });
    // Home (Arlington) is by that job's destination (Dallas): the load saves the drive home empty.
    expect(row!.savesMiles).toBeGreaterThan(900);
  });

  it('twenty drivers accepting one wave’s offer at once: exactly one wins', async () => {
    const drivers = await Promise.all(Array.from({ length: 21 }, () => driverAt(TOWNS.fortWorth)));
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const job = await paidJob(ctx, client);
    await minutesPass(4);
    // Wave 2: the twenty not asked in wave 1 hold the offer.
    const holding = [];
    for (const d of drivers) if ((await offersOf(d)).some((o) => o.job.id === job.id)) holding.push(d);
    expect(holding).toHaveLength(20);
    await Promise.all(holding.map((d) => prepareToAccept(ctx, d, job.id)));
    const answers = await Promise.all(
      holding.map((d) => req(d, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe('job_taken');
    const row = await jobRow(job.id);
    expect(row.status).toBe('accepted');
    expect(row.dispatchNextAt).toBeNull();
    const statuses = (await offerRows(job.id)).map((o) => o.status).sort();
    expect(statuses.filter((x) => x === 'accepted')).toHaveLength(1);
    expect(statuses.filter((x) => x === 'open')).toHaveLength(0);
  });
});
