import { NOT_WORKING_MESSAGE } from '@core/contracts/jobs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobEvents, recoveryRequests } from '../../db/schema';
import { bobtailRequest, createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const bobtail = { ...bobtailRequest, notes: 'Keys with the gate guard' };

async function post(cookie: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recovery-requests',
    headers: { cookie },
    payload: body,
  });
}

describe('POST /api/recovery-requests', () => {
  it('creates a pending, unpaid job priced by the server', async () => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, bobtail);
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      price: 1290,
      priceCents: 129000,
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Houston, TX 77002',
      destinationLocation: 'Houston, TX 77002',
      userId: client.id,
      driver: null,
    });
    expect(job.jobNumber).toMatch(/^PW-\d+$/);
    expect(new Date(job.eta).getTime()).toBeGreaterThan(Date.now());
    const events = await ctx.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id));
    expect(events.map((e) => e.type)).toEqual(['created']);
  });

  it('ignores a browser-supplied price', async () => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, { ...bobtail, price: 1, priceCents: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().priceCents).toBe(129000);
  });

  it('prices rush at 1.2 times, rounded', async () => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, { ...bobtail, serviceTime: 'rush' });
    expect(res.json().price).toBe(1548);
  });

  it('accepts destinationLocation in place of destination', async () => {
    const client = await signUp(ctx.app);
    const { destination: _d, ...rest } = bobtail;
    const res = await post(client.cookie, { ...rest, destinationLocation: 'Austin, TX 78701' });
    expect(res.statusCode).toBe(201);
    expect(res.json().destination).toBe('Austin, TX 78701');
  });

  it.each([
    ['no pickup', { pickupLocation: '  ' }, 'Pickup location is required'],
    ['no destination', { destination: '' }, 'Destination is required'],
    ['a vehicle not in working order', { isWorking: false }, NOT_WORKING_MESSAGE],
    ['a loaded box truck', { vehicleType: 'box-truck', isLoaded: true }, 'priced by phone'],
    ['a bobtail with trailer', { vehicleType: 'bobtail-trailer' }, 'priced by phone'],
    ['a trip over 5000 miles', { distance: 5001 }, 'priced by phone'],
    ['a scheduled pickup without a time', { serviceTime: 'scheduled' }, 'Choose a date and time'],
    [
      'a scheduled pickup in the past',
      { serviceTime: 'scheduled', scheduledTime: '2020-01-01T10:00:00Z' },
      'in the past',
    ],
  ])('refuses %s with 400 and a message, creating nothing', async (_label, override, message) => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, { ...bobtail, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const [n] = await ctx.database.db
      .select({ n: count() })
      .from(recoveryRequests)
      .where(eq(recoveryRequests.clientId, client.id));
    expect(n!.n).toBe(0);
  });

  it('needs a signed-in client', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/recovery-requests',
      payload: bobtail,
    });
    expect(anonymous.statusCode).toBe(401);
    const driver = await signUp(ctx.app, { role: 'driver' });
    expect((await post(driver.cookie, bobtail)).statusCode).toBe(403);
  });

  it('answers a repeated submission with the same job', async () => {
    const client = await signUp(ctx.app);
    const body = { ...bobtail, idempotencyKey: 'proceed-click-0001' };
    const [a, b] = await Promise.all([post(client.cookie, body), post(client.cookie, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
  });
});

describe('reading requests', () => {
  it('shows a job to its owner by id and by number, and to no other client', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const job = (await post(owner.cookie, bobtail)).json();

    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/recovery-requests/${job.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(byId.statusCode).toBe(200);
    const byNumber = await ctx.app.inject({
      method: 'GET',
      url: `/api/recovery-requests/${job.jobNumber}`,
      headers: { cookie: owner.cookie },
    });
    expect(byNumber.json().id).toBe(job.id);

    for (const path of [job.id, job.jobNumber, 'not-a-uuid']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/recovery-requests/${path}`,
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests?mine',
      headers: { cookie: other.cookie },
    });
    expect(list.json().map((j: { id: string }) => j.id)).not.toContain(job.id);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/recovery-requests/${job.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists the client's own requests, newest first", async () => {
    const client = await signUp(ctx.app);
    const first = (await post(client.cookie, bobtail)).json();
    const second = (await post(client.cookie, { ...bobtail, distance: 300 })).json();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests?mine',
      headers: { cookie: client.cookie },
    });
    expect(list.json().map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
  });

  it("shows the user's latest job events as recent activity", async () => {
    const client = await signUp(ctx.app);
    const job = (await post(client.cookie, bobtail)).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/activity',
      headers: { cookie: client.cookie },
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ jobId: job.id, jobNumber: job.jobNumber, type: 'created' }),
    ]);
  });
});
