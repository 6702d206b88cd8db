import { beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/drivers/nearby', () => {
  it('counts only verified drivers who are available', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/drivers/nearby' })).json()
      .count as number;
    const make = async (verificationStatus: 'approved' | 'pending', isAvailable: boolean) => {
      const d = await signUp(ctx.app, { role: 'driver' });
      await ctx.database.db
        .insert(driverProfiles)
        .values({ userId: d.id, verificationStatus, isAvailable, licenseClass: 'A' });
    };
    await make('approved', true);
    await make('approved', true);
    await make('approved', false);
    await make('pending', true);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/drivers/nearby' });
    expect(res.json().count).toBe(before + 2);
  });
});
