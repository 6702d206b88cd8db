import { beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles } from '../../db/schema';
import { createTestApp, type SignedUpUser, signUp, type TestContext } from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';

let ctx: TestContext;
let operator: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
  await stepUp(ctx.app, operator);
});

const nearby = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/drivers/nearby' })).json().count as number;
const driversOnline = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/admin/figures', headers: { cookie: operator.cookie } })
  ).json().driversOnline as number;

const make = async (verificationStatus: 'approved' | 'pending', isAvailable: boolean) => {
  const d = await signUp(ctx.app, { role: 'driver' });
  await ctx.database.db
    .insert(driverProfiles)
    .values({ userId: d.id, verificationStatus, isAvailable, licenseClass: 'A' });
  return d;
};

describe('available drivers', () => {
  it('counts only verified drivers taking work and not suspended, the same on the home page and the console', async () => {
    const before = await nearby();
    expect(await driversOnline()).toBe(before);
    const taking = await make('approved', true);
    await make('approved', true);
    await make('approved', false);
    await make('pending', true);
    expect(await nearby()).toBe(before + 2);
    expect(await driversOnline()).toBe(before + 2);

    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${taking.id}/suspension`,
      headers: { cookie: operator.cookie },
      payload: { days: 30, policy: 'violation', reason: 'Left a truck unlocked overnight' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await nearby()).toBe(before + 1);
    expect(await driversOnline()).toBe(before + 1);
    expect(await ctx.app.services.drivers.countAvailableDrivers()).toBe(before + 1);
    expect((await ctx.app.services.drivers.listAvailableDrivers()).map((d) => d.userId)).not.toContain(
      taking.id,
    );
  });

  it('gives a suspended driver their suspension on their profile: why, since and until when', async () => {
    const driver = await make('approved', true);
    const profile = () =>
      ctx.app.inject({ method: 'GET', url: '/api/driver/profile', headers: { cookie: driver.cookie } });
    expect((await profile()).json().suspension).toBeNull();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/suspension`,
      headers: { cookie: operator.cookie },
      payload: { days: 90, policy: 'violation', reason: 'Repeated late deliveries' },
    });
    const { suspension } = (await profile()).json();
    expect(suspension).toMatchObject({ reason: 'Repeated late deliveries', endsAt: expect.any(String) });
    const days = (Date.parse(suspension.endsAt) - Date.parse(suspension.startsAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/drivers/${driver.id}/suspension`,
      headers: { cookie: operator.cookie },
      payload: { reason: 'Appeal accepted' },
    });
    expect((await profile()).json().suspension).toBeNull();
  });
});
