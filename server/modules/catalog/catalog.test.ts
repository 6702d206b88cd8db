import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

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

describe('unknown routes', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
