import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { bobtailRequest, createTestApp, signUp, type TestContext } from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/service-types', () => {
  it('lists the four services of the product docs with prices in cents', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/service-types' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      name: string;
      basePrice: number;
      iconVariant: string;
      isNewService: boolean;
    }[];
    expect(list.map((s) => [s.name, s.basePrice, s.iconVariant, s.isNewService])).toEqual([
      ['Bobtail Recovery', 19999, 'bobtail', false],
      ['Bobtail + Trailer', 24999, 'trailer', false],
      ['Box Truck Recovery', 22999, 'box-truck', false],
      ['Auction Transport', 29999, 'auction', true],
    ]);
  });
});

describe('service availability', () => {
  it('a coming-soon service cannot be ordered, and whoever asked is told once when it launches', async () => {
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const client = await signUp(ctx.app, { name: 'Bea Boxtruck' });
    const as = (u: { cookie: string }) => ({ cookie: u.cookie });
    const boxTruck = (await ctx.app.inject({ method: 'GET', url: '/api/service-types' }))
      .json()
      .find((s: { name: string }) => s.name === 'Box Truck Recovery');
    const setAvailability = (availability: string, launchExpectedOn: string | null) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/service-types/${boxTruck.id}`,
        headers: as(admin),
        payload: { availability, launchExpectedOn },
      });
    const order = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/recovery-requests',
        headers: as(client),
        payload: { ...bobtailRequest, vehicleType: 'box-truck' },
      });

    expect((await setAvailability('coming_soon', '2027-03-01')).json()).toMatchObject({
      availability: 'coming_soon',
      launchExpectedOn: '2027-03-01',
    });
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'service_coming_soon',
      message:
        'Box Truck Recovery is coming soon and cannot be ordered yet. Ask to be told when it launches.',
    });
    // Named by its service type too.
    const named = await ctx.app.inject({
      method: 'POST',
      url: '/api/recovery-requests',
      headers: as(client),
      payload: { ...bobtailRequest, serviceTypeId: boxTruck.id },
    });
    expect(named.json().code).toBe('service_coming_soon');

    for (let i = 0; i < 2; i += 1) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `/api/service-types/${boxTruck.id}/launch-interest`,
        headers: as(client),
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    expect((await setAvailability('available', null)).json().availability).toBe('available');
    const bell = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: as(client) })
    ).json();
    expect(bell.notifications.filter((n: { kind: string }) => n.kind === 'service_launched')).toHaveLength(1);
    const mail = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, client.id));
    expect(mail.filter((m) => m.kind === 'service_launched')).toHaveLength(1);
    // Told once: opening it again tells nobody.
    await setAvailability('coming_soon', null);
    await setAvailability('available', null);
    const again = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: as(client) })
    ).json();
    expect(again.notifications.filter((n: { kind: string }) => n.kind === 'service_launched')).toHaveLength(
      1,
    );
    expect((await order()).statusCode).toBe(201);
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
