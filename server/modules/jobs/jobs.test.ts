import { NOT_WORKING_MESSAGE } from '@core/jobs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobEvents, recoveryRequests } from '../../db/schema';
import { BOBTAIL_1190, bobtailRequest, createTestApp, signUp, type TestContext } from '../../test/helpers';

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
      price: BOBTAIL_1190.price,
      priceCents: BOBTAIL_1190.priceCents,
      driverReturnCents: BOBTAIL_1190.driverReturnCents,
      fuelCents: BOBTAIL_1190.fuelCents,
      distance: 1190,
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
      destinationLocation: 'Detroit, MI 48217',
      userId: client.id,
      driver: null,
    });
    // The two cost lines keep how they were estimated, for the invoice and the operators.
    expect(job.tripCostBasis).toMatchObject({
      driverReturn: { payer: 'client', mode: 'air', basis: 'Air fare for 1,190 mi: $160.00 + $0.14/mi' },
      fuel: {
        gallons: 170,
        basis: expect.stringContaining('$3.759/gal (diesel price set by Pathway, 2026-11-23)'),
      },
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
    expect(res.json().priceCents).toBe(BOBTAIL_1190.priceCents);
  });

  it("prices at the server's distance, whatever distance the browser sends", async () => {
    const client = await signUp(ctx.app);
    const trip = { ...bobtail, pickupLocation: 'Seattle, WA', destination: 'Miami, FL' };
    const res = await post(client.cookie, { ...trip, distance: 1 });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    // About 3,300 road miles: $300 for the first 200, then $1 a mile, and the fuel; past 2,000 miles
    // the driver covers their own return.
    expect(job.distance).toBeGreaterThan(3000);
    expect(job.driverReturnCents).toBe(0);
    expect(job.fuelCents).toBeGreaterThan(150_000);
    expect(job.priceCents - job.fuelCents).toBe((300 + job.distance - 200) * 100);

    // The same addresses always give the same price: with another hint, with none, and once more.
    const { distance: _hint, ...withoutHint } = trip;
    for (const body of [{ ...trip, distance: 4000 }, withoutHint, { ...trip, distance: 1 }]) {
      const again = await post(client.cookie, body);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ distance: job.distance, priceCents: job.priceCents });
    }

    // The quote shown before Proceed is the price charged.
    const quote = await ctx.app.inject({
      method: 'GET',
      url: '/api/quote?pickup=Seattle%2C%20WA&destination=Miami%2C%20FL&vehicleType=bobtail',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ totalCents: job.priceCents, miles: job.distance });
  });

  it('prices Newark, NJ 07102 → Philadelphia, PA 19103 at about 90 miles, not 2,400', async () => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, {
      ...bobtail,
      pickupLocation: 'Newark, NJ 07102',
      destination: 'Philadelphia, PA 19103',
      distance: 2400,
    });
    expect(res.statusCode).toBe(201);
    // $300 for the move, a bus home ($25 + 90 × $0.16) and 90 ÷ 7 gallons at $3.759 + 10%.
    expect(res.json()).toMatchObject({
      distance: 90,
      driverReturnCents: 3_940,
      fuelCents: 5_316,
      priceCents: 39_256,
    });
  });

  it("records the browser's distance with the job, and whether it agreed with the server's", async () => {
    const client = await signUp(ctx.app);
    const agreed = (await post(client.cookie, { ...bobtail, distance: 1185 })).json();
    const ignored = (await post(client.cookie, { ...bobtail, distance: 50 })).json();
    const { distance: _hint, ...noHint } = bobtail;
    const none = (await post(client.cookie, noHint)).json();
    const created = async (jobId: string) =>
      (await ctx.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)))[0]!.data;
    expect(await created(agreed.id)).toEqual({
      priceCents: BOBTAIL_1190.priceCents,
      miles: 1190,
      distanceMethod: 'gazetteer',
      distanceHint: 1185,
      hintAgreed: true,
    });
    expect(await created(ignored.id)).toMatchObject({ miles: 1190, distanceHint: 50, hintAgreed: false });
    expect(await created(none.id)).toEqual({
      priceCents: BOBTAIL_1190.priceCents,
      miles: 1190,
      distanceMethod: 'gazetteer',
    });
    expect([agreed.priceCents, ignored.priceCents, none.priceCents]).toEqual(
      Array(3).fill(BOBTAIL_1190.priceCents),
    );
  });

  it('places the job on the map at its ZIP codes', async () => {
    const client = await signUp(ctx.app);
    const job = (await post(client.cookie, bobtail)).json();
    expect(job.pickupPosition).toEqual({ lat: 32.7904, lng: -96.8044 });
    expect(job.destinationPosition.lat).toBeCloseTo(42.29, 1);
  });

  it('prices rush at 1.2 times, rounded', async () => {
    const client = await signUp(ctx.app);
    const res = await post(client.cookie, { ...bobtail, serviceTime: 'rush' });
    // $1,548 for the rushed move; the ticket home and the fuel cost what they cost.
    expect(res.json()).toMatchObject({ rushFeeCents: 25_800, priceCents: BOBTAIL_1190.priceCents + 25_800 });
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
    [
      'a trip over 5000 miles',
      { pickupLocation: 'Honolulu, HI 96813', destination: 'Miami, FL 33101', distance: 100 },
      'priced by phone',
    ],
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
