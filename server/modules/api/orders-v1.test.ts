import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, recoveryRequests } from '../../db/schema';
import { createTestApp, TEST_VIN, type TestContext } from '../../test/helpers';
import { apiKeyOf, companyOf, v1 } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const move = {
  vehicleType: 'bobtail',
  vin: TEST_VIN,
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
  serviceTime: 'now',
};
const orderBody = { poNumber: 'PO-1', moves: [move, { ...move, destination: 'Phoenix, AZ 85001' }] };

const ordersOf = async (companyId: string) =>
  (await ctx.database.db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

describe('POST /api/v1/orders', () => {
  it('creates an order whose moves are jobs of the company, read and listed through the API', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const res = await v1(ctx.app, key.secret, 'POST', '/orders', { payload: orderBody });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      object: 'order',
      livemode: true,
      poNumber: 'PO-1',
      paymentStatus: 'unpaid',
    });
    expect(order.jobs).toHaveLength(2);
    expect((await v1(ctx.app, key.secret, 'GET', `/orders/${order.number}`)).json().id).toBe(order.id);
    expect(
      (await v1(ctx.app, key.secret, 'GET', '/orders')).json().data.map((o: { id: string }) => o.id),
    ).toEqual([order.id]);
    const job = (await v1(ctx.app, key.secret, 'GET', `/jobs/${order.jobs[0].id}`)).json();
    expect(job).toMatchObject({ object: 'job', status: 'pending', vin: TEST_VIN });
    const cancelled = await v1(ctx.app, key.secret, 'POST', `/orders/${order.id}/cancel`);
    expect(cancelled.json().jobs.map((j: { status: string }) => j.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('with one Idempotency-Key sent 20 times at once creates one order, and every answer is its', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const headers = { 'idempotency-key': 'erp-order-4471' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        v1(ctx.app, key.secret, 'POST', '/orders', { payload: orderBody, headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await ordersOf(acme.id)).toBe(1);
    const jobs = await ctx.database.db
      .select({ n: count() })
      .from(recoveryRequests)
      .where(eq(recoveryRequests.companyId, acme.id));
    expect(jobs[0]!.n).toBe(2);
    // The same key with another body is refused, and creates nothing.
    const other = await v1(ctx.app, key.secret, 'POST', '/orders', {
      payload: { ...orderBody, poNumber: 'PO-2' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await ordersOf(acme.id)).toBe(1);
  });

  it('needs a write key; a read key is refused before anything is created', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner, { scope: 'read' });
    const res = await v1(ctx.app, key.secret, 'POST', '/orders', { payload: orderBody });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('insufficient_scope');
    expect(await ordersOf(acme.id)).toBe(0);
  });

  it("a test key's orders are test data: only test keys see them, live keys and other companies get 404", async () => {
    const acme = await companyOf(ctx);
    const rival = await companyOf(ctx);
    const test = await apiKeyOf(ctx.app, acme.owner, { mode: 'test' });
    const live = await apiKeyOf(ctx.app, acme.owner, { mode: 'live' });
    const rivalKey = await apiKeyOf(ctx.app, rival.owner, { mode: 'test' });
    const order = (await v1(ctx.app, test.secret, 'POST', '/orders', { payload: orderBody })).json();
    expect(order.livemode).toBe(false);
    expect((await v1(ctx.app, test.secret, 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
    expect((await v1(ctx.app, test.secret, 'GET', '/jobs')).json().data).toHaveLength(2);
    for (const secret of [live.secret, rivalKey.secret]) {
      expect((await v1(ctx.app, secret, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
      expect((await v1(ctx.app, secret, 'GET', `/jobs/${order.jobs[0].id}`)).statusCode).toBe(404);
      expect((await v1(ctx.app, secret, 'GET', '/orders')).json().data).toEqual([]);
      expect((await v1(ctx.app, secret, 'GET', '/jobs')).json().data).toEqual([]);
      expect((await v1(ctx.app, secret, 'POST', `/orders/${order.id}/cancel`)).statusCode).toBe(404);
    }
  });
});
