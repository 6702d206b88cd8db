import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, users } from '../../db/schema';
import {
  acceptJob,
  createTestApp,
  multipart,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import { POSITION_REPORTS_PER_MINUTE } from './routes';

let ctx: TestContext;
let operator: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
  await stepUp(ctx.app, operator);
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (user: SignedUpUser | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(user ? { headers: { cookie: user.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const setAvailability = (driver: SignedUpUser, body: object) =>
  call(driver, 'PUT', '/api/driver/availability', body);
const report = (user: SignedUpUser | null, body: object) => call(user, 'POST', '/api/driver/position', body);
const nearby = async () => (await call(null, 'GET', '/api/drivers/nearby')).json().count as number;
const driversOnline = async () => (await call(operator, 'GET', '/api/admin/figures')).json().driversOnline;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const dallas = { lat: 32.7767, lng: -96.797 };

describe('availability: now, from a date and time, or off', () => {
  it('counts a driver available "from" a later time only once it has come, everywhere', async () => {
    const driver = await verifiedDriver(ctx);
    const [homeBefore, consoleBefore] = [await nearby(), await driversOnline()];
    expect(consoleBefore).toBe(homeBefore);

    const later = await setAvailability(driver, { mode: 'from', from: inHours(20) });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ isAvailable: false, availability: { mode: 'from' } });
    expect(Math.abs(Date.parse(later.json().availability.from) - Date.now() - 20 * 3_600_000)).toBeLessThan(
      60_000,
    );
    expect(await nearby()).toBe(homeBefore - 1);
    expect(await driversOnline()).toBe(homeBefore - 1);
    expect((await ctx.app.services.drivers.listAvailableDrivers()).map((d) => d.userId)).not.toContain(
      driver.id,
    );

    // A "from" already past means now.
    const past = await setAvailability(driver, { mode: 'from', from: inHours(-1) });
    expect(past.json()).toMatchObject({ isAvailable: true, availability: { mode: 'now', from: null } });
    expect(await nearby()).toBe(homeBefore);

    const off = await setAvailability(driver, { mode: 'off' });
    expect(off.json()).toMatchObject({ isAvailable: false, availability: { mode: 'off', from: null } });
    expect(await driversOnline()).toBe(homeBefore - 1);

    // The switch's body still works, and "now" clears a pending "from".
    await setAvailability(driver, { mode: 'from', from: inHours(3) });
    const legacy = await setAvailability(driver, { isAvailable: true });
    expect(legacy.json()).toMatchObject({ isAvailable: true, availability: { mode: 'now' } });
    expect(await nearby()).toBe(homeBefore);
  });

  it('refuses a "from" without a time or months ahead, and going available unverified', async () => {
    const driver = await verifiedDriver(ctx);
    const missing = await setAvailability(driver, { mode: 'from' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'from_missing', errors: { from: expect.any(String) } });
    const far = await setAvailability(driver, { mode: 'from', from: inHours(24 * 120) });
    expect(far.statusCode).toBe(400);
    expect(far.json().code).toBe('from_too_far');
    expect((await setAvailability(driver, { mode: 'from', from: 'tomorrow' })).statusCode).toBe(400);
    expect((await setAvailability(driver, { mode: 'sometimes' })).statusCode).toBe(400);

    const unverified = await signUp(ctx.app, { role: 'driver' });
    const refused = await setAvailability(unverified, { mode: 'now' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_verified');
    // Off, with a home base to come back to, is theirs to set before verification.
    const prepared = await setAvailability(unverified, { mode: 'off', homeBase: 'Dallas, TX 75201' });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json().homeBase).toMatchObject({ address: 'Dallas, TX 75201' });

    const client = await signUp(ctx.app);
    expect((await setAvailability(client, { mode: 'now' })).statusCode).toBe(403);
  });
});

describe('home base and reach', () => {
  it('places the home base through the geo service, refuses text that names no place, and keeps the reach within bounds', async () => {
    const driver = await verifiedDriver(ctx);
    const saved = await setAvailability(driver, {
      mode: 'now',
      homeBase: 'Dallas, TX 75201',
      maxDeadheadMiles: 300,
      lookingForLoadHome: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      homeBase: { address: 'Dallas, TX 75201', lat: expect.closeTo(32.78, 1), lng: expect.closeTo(-96.8, 1) },
      maxDeadheadMiles: 300,
      lookingForLoadHome: true,
    });

    const unknown = await setAvailability(driver, { mode: 'now', homeBase: 'asdfgh qwerty' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'place_unknown', errors: { homeBase: expect.any(String) } });
    const ambiguous = await setAvailability(driver, { mode: 'now', homeBase: 'Springfield' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().code).toBe('place_ambiguous');
    expect(ambiguous.json().candidates.homeBase.length).toBeGreaterThan(1);

    for (const miles of [24, 1001, 300.5, '300'])
      expect((await setAvailability(driver, { mode: 'now', maxDeadheadMiles: miles })).statusCode).toBe(400);
    // Nothing refused changed what was kept.
    const profile = (await call(driver, 'GET', '/api/driver/profile')).json();
    expect(profile).toMatchObject({
      homeBase: { address: 'Dallas, TX 75201' },
      maxDeadheadMiles: 300,
      lookingForLoadHome: true,
    });
    for (const miles of [25, 1000])
      expect((await setAvailability(driver, { mode: 'now', maxDeadheadMiles: miles })).json()).toMatchObject({
        maxDeadheadMiles: miles,
        homeBase: { address: 'Dallas, TX 75201' },
      });

    const cleared = await setAvailability(driver, { mode: 'off', homeBase: null, lookingForLoadHome: false });
    expect(cleared.json()).toMatchObject({
      homeBase: null,
      lookingForLoadHome: false,
      maxDeadheadMiles: 1000,
    });
  });
});

describe('POST /api/driver/position', () => {
  it('keeps the position of a driver taking work, and only theirs', async () => {
    const driver = await verifiedDriver(ctx);
    const kept = await report(driver, { ...dallas, accuracy: 25 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ recorded: true });
    const [row] = await ctx.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, driver.id));
    expect(row).toMatchObject({ lastLat: dallas.lat, lastLng: dallas.lng });
    expect(Date.now() - row!.lastPositionAt!.getTime()).toBeLessThan(60_000);
    expect((await call(driver, 'GET', '/api/driver/profile')).json().lastPositionAt).toBe(
      row!.lastPositionAt!.toISOString(),
    );

    // Too vague, no fix, or a jump no truck makes: not kept.
    expect((await report(driver, { ...dallas, accuracy: 50_000 })).json()).toEqual({ recorded: false });
    expect((await report(driver, { lat: 0, lng: 0 })).json()).toEqual({ recorded: false });
    expect((await report(driver, { lat: 40.7128, lng: -74.006 })).json()).toEqual({ recorded: false });

    // Out of range or not numbers: refused.
    for (const body of [
      { lat: 91, lng: 0 },
      { lat: 10, lng: -181 },
      { lat: '32.7', lng: -96.8 },
      { lat: 32.7 },
    ])
      expect((await report(driver, body)).statusCode).toBe(400);

    // Others: signed out 401, clients and operators 403.
    const client = await signUp(ctx.app);
    expect((await report(null, dallas)).statusCode).toBe(401);
    expect((await report(client, dallas)).statusCode).toBe(403);
    expect((await report(operator, dallas)).statusCode).toBe(403);

    // Not taking work (off, or "from" still to come): not shared.
    await setAvailability(driver, { mode: 'from', from: inHours(5) });
    const early = await report(driver, dallas);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_available');
    await setAvailability(driver, { mode: 'off' });
    expect((await report(driver, dallas)).statusCode).toBe(409);
  });

  it('refuses a phone that reports far more often than the app does', async () => {
    const driver = await verifiedDriver(ctx);
    for (let i = 0; i < POSITION_REPORTS_PER_MINUTE; i++)
      expect((await report(driver, dallas)).statusCode).toBe(200);
    expect((await report(driver, dallas)).statusCode).toBe(429);
    // Another driver's budget is their own.
    expect((await report(await verifiedDriver(ctx), dallas)).statusCode).toBe(200);
  });
});

describe('the console driver panel', () => {
  it('shows operators where and when the driver works, their phone, jobs, documents and ratings; no one else', async () => {
    const driver = await verifiedDriver(ctx);
    await ctx.database.db
      .update(users)
      .set({ phone: '+15550104444', phoneVerifiedAt: new Date() })
      .where(eq(users.id, driver.id));
    await setAvailability(driver, {
      mode: 'from',
      from: inHours(30),
      homeBase: 'Houston, TX 77002',
      maxDeadheadMiles: 150,
      lookingForLoadHome: true,
    });
    await ctx.database.db
      .update(driverProfiles)
      .set({ lastLat: 29.76, lastLng: -95.37, lastPositionAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(driverProfiles.userId, driver.id));

    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const medical = multipart({ documentType: 'medical', expiresOn: '2027-03-01' });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: driver.cookie, ...medical.headers },
      payload: medical.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const panel = await call(operator, 'GET', `/api/admin/drivers/${driver.id}`);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json()).toMatchObject({
      phone: { number: '+15550104444', verified: true },
      availability: { mode: 'from', from: expect.any(String) },
      homeBase: { address: 'Houston, TX 77002' },
      maxDeadheadMiles: 150,
      lookingForLoadHome: true,
      lastPosition: { lat: 29.76, lng: -95.37, fresh: true },
      recentJobs: [{ id: job.id, status: 'accepted', number: expect.stringMatching(/^PW-/) }],
      documents: [{ documentType: 'medical', expiresOn: '2027-03-01' }],
      ratings: { summary: null, recent: [] },
    });

    // An old position is shown, no longer fresh.
    await ctx.database.db
      .update(driverProfiles)
      .set({ lastPositionAt: new Date(Date.now() - 45 * 60_000) })
      .where(eq(driverProfiles.userId, driver.id));
    expect((await call(operator, 'GET', `/api/admin/drivers/${driver.id}`)).json().lastPosition.fresh).toBe(
      false,
    );

    // The driver themselves, another driver and a client get no panel.
    for (const who of [driver, await verifiedDriver(ctx), client])
      expect((await call(who, 'GET', `/api/admin/drivers/${driver.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/admin/drivers/${driver.id}`)).statusCode).toBe(401);
  });
});
