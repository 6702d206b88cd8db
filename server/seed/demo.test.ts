import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, recoveryRequests, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/helpers';
import { totpCode } from '../test/operators';
import {
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_PASSWORD,
  demoLogins,
  seedDemoCompletedJob,
  seedDemoData,
  seedDemoHistory,
  seedDemoHomeBases,
  seedDemoJobs,
  seedDemoVerifiedContacts,
} from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('demo data', () => {
  it('is idempotent, signs in with the printed logins and shows 3 nearby drivers', async () => {
    await seedDemoData(ctx.database.db);
    const [first] = await ctx.database.db.select({ n: count() }).from(users);
    await seedDemoData(ctx.database.db);
    const [second] = await ctx.database.db.select({ n: count() }).from(users);
    expect(second!.n).toBe(first!.n);

    for (const login of demoLogins) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      if (login.role === 'admin') {
        // Operators sign in with their second factor: the seeded key's code finishes it.
        expect(res.statusCode).toBe(202);
        const done = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login/second-factor',
          payload: { ticket: res.json().ticket, method: 'totp', code: totpCode(DEMO_OPERATOR_TOTP_SECRET) },
        });
        expect(done.json()).toMatchObject({ isAdmin: true, secondFactorNeeded: false });
        continue;
      }
      expect(res.statusCode).toBe(200);
      if (login.role === 'driver')
        expect(res.json()).toMatchObject({ role: 'driver', isDriverVerified: true });
    }

    // Confirmed through the accounts service, as a person confirms: the demo logins can pay and accept.
    await seedDemoVerifiedContacts(ctx.app.services);
    await seedDemoVerifiedContacts(ctx.app.services);
    for (const login of demoLogins) {
      const row = await ctx.app.services.accounts.findByEmail(login.email);
      expect(row?.emailVerifiedAt, login.email).not.toBeNull();
    }
    const nearby = await ctx.app.inject({ method: 'GET', url: '/api/drivers/nearby' });
    expect(nearby.json().count).toBe(3);

    await seedDemoJobs(ctx.app.services);
    await seedDemoJobs(ctx.app.services);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'driver@demo.pathway', password: DEMO_PASSWORD },
    });
    const cookie = `pathway_session=${login.cookies.find((c) => c.name === 'pathway_session')!.value}`;
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests?status=pending',
      headers: { cookie },
    });
    expect(open.json().items).toHaveLength(1);
    expect(await ctx.app.services.ledger.balances()).not.toHaveLength(0);

    // The demo fleets' requests are real demand on the heat map, above its privacy threshold.
    await seedDemoHistory(ctx.app.services);
    await seedDemoHistory(ctx.app.services);
    const heat = await ctx.app.inject({ method: 'GET', url: '/api/heatmap', headers: { cookie } });
    expect(heat.statusCode, heat.body).toBe(200);
    const near = (lat: number, lng: number) =>
      heat
        .json()
        .points.some(
          (p: { lat: number; lng: number }) => Math.abs(p.lat - lat) < 0.2 && Math.abs(p.lng - lng) < 0.2,
        );
    expect(near(41.88, -87.63)).toBe(true); // Chicago
    expect(near(25.77, -80.19)).toBe(true); // Miami
    // Seeding twice adds nothing: three fleets, three lanes.
    const history = await ctx.database.db
      .select()
      .from(recoveryRequests)
      .where(like(recoveryRequests.idempotencyKey, 'demo-history-%'));
    expect(history).toHaveLength(9);
  });

  it('gives the network drivers not taking work home bases (the ones taking work none), once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoHomeBases(ctx.app.services);
    await seedDemoHomeBases(ctx.app.services);
    const profiles = await ctx.database.db.select().from(driverProfiles);
    const off = profiles.filter((p) => !p.isAvailable);
    expect(off.length).toBeGreaterThan(0);
    for (const p of off) expect(p.homeBaseAddress).toMatch(/, (TX|OK|AR|LA)\b/);
    for (const p of profiles.filter((x) => x.isAvailable)) expect(p.homeBaseAddress).toBeNull();
  });

  it('has a move done end to end, with both signed condition reports and its bill of lading', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoVerifiedContacts(ctx.app.services);
    await seedDemoCompletedJob(ctx.app.services);
    await seedDemoCompletedJob(ctx.app.services);
    const done = await ctx.database.db
      .select()
      .from(recoveryRequests)
      .where(like(recoveryRequests.idempotencyKey, 'demo-seed-completed'));
    expect(done).toHaveLength(1);
    expect(done[0]!.status).toBe('completed');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'client@demo.pathway', password: DEMO_PASSWORD },
    });
    const cookie = `pathway_session=${login.cookies.find((c) => c.name === 'pathway_session')!.value}`;
    const reports = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/recovery-requests/${done[0]!.id}/condition-reports`,
        headers: { cookie },
      })
    ).json();
    expect([reports.pickup.status, reports.delivery.status]).toEqual(['submitted', 'submitted']);
    expect(reports.delivery.signatures).toHaveLength(2);
    const bol = await ctx.app.inject({ method: 'GET', url: reports.bolUrl, headers: { cookie } });
    expect(bol.statusCode).toBe(200);
    // The move leaves the demo's three available drivers as they were.
    const nearby = await ctx.app.inject({ method: 'GET', url: '/api/drivers/nearby' });
    expect(nearby.json().count).toBe(3);
  });
});
