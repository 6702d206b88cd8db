import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const truck = { make: 'Freightliner', model: 'Cascadia', licensePlate: 'tx-4821', vin: '1fujgldr7clbp8834' };

describe('/api/vehicles', () => {
  it("adds, lists and edits the client's own vehicles", async () => {
    const client = await signUp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: client.cookie },
      payload: truck,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      licensePlate: 'TX-4821',
      vin: '1FUJGLDR7CLBP8834',
      status: 'active',
    });

    const id = created.json().id;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: { cookie: client.cookie },
      payload: { ...truck, status: 'inactive' },
    });
    expect(edited.json().status).toBe('inactive');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { cookie: client.cookie },
    });
    expect(list.json()).toHaveLength(1);
  });

  it.each([
    ['too short', '1FUJGLDR7CLBP88', 'VIN must be exactly 17 characters'],
    ['with an O', '1FUJGLDR7CLBP883O', 'never I, O or Q'],
    ['with a Q', 'Q1FUJGLDR7CLBP883', 'never I, O or Q'],
  ])('refuses a VIN %s', async (_label, vin, message) => {
    const client = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: client.cookie },
      payload: { ...truck, vin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.vin).toContain(message);
  });

  it("keeps one client's vehicles from another", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const id = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vehicles',
        headers: { cookie: owner.cookie },
        payload: truck,
      })
    ).json().id;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: { cookie: other.cookie },
      payload: truck,
    });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { cookie: other.cookie },
    });
    expect(list.json()).toEqual([]);
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/recovery-requests',
      headers: { cookie: other.cookie },
      payload: {
        vehicleType: 'bobtail',
        pickupLocation: 'Dallas, TX',
        destination: 'Austin, TX',
        distance: 200,
        isWorking: true,
        vehicleId: id,
      },
    });
    expect(job.statusCode).toBe(400);
  });

  it('refuses the same VIN twice for one client with 409', async () => {
    const client = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: client.cookie },
      payload: truck,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: client.cookie },
      payload: truck,
    });
    expect(again.statusCode).toBe(409);
  });
});
