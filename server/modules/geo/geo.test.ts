import { distanceEstimateResponse } from '@core/contracts/geo';
import { tripQuoteResponse } from '@core/contracts/quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOBTAIL_1190, createTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /api/distance', () => {
  it('measures a trip through the offline gazetteer', async () => {
    const res = await get(
      `/api/distance?${query({ pickup: 'Newark, NJ 07102', destination: 'Philadelphia, PA 19103' })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(distanceEstimateResponse.parse(res.json())).toEqual({
      miles: 90,
      method: 'gazetteer',
      status: 'approximate',
      error: null,
    });
  });

  it('refuses text it cannot place, naming it, and measures nothing', async () => {
    const res = await get(`/api/distance?${query({ pickup: 'asdfgh qwerty', destination: 'zxcvbn poiuy' })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'place_unknown',
      message: 'We couldn\'t find "asdfgh qwerty"; pick it from the list.',
      errors: { pickup: 'We couldn\'t find "asdfgh qwerty"; pick it from the list.' },
    });
  });

  it('answers a name several places share with its candidates instead of choosing one', async () => {
    const res = await get(`/api/distance?${query({ pickup: 'Springfield', destination: 'Portland' })}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('place_ambiguous');
    expect(body.errors).toEqual({
      pickup: '"Springfield" could be several places; pick one from the list.',
      destination: '"Portland" could be several places; pick one from the list.',
    });
    const addresses = (field: string) => body.candidates[field].map((p: { address: string }) => p.address);
    expect(addresses('pickup')).toEqual(expect.arrayContaining(['Springfield, MO', 'Springfield, IL']));
    expect(addresses('destination')).toEqual(expect.arrayContaining(['Portland, OR', 'Portland, ME']));
    // A candidate, picked, is one place.
    const picked = await get(
      `/api/distance?${query({ pickup: 'Springfield, IL', destination: 'Portland, ME' })}`,
    );
    expect(picked.statusCode).toBe(200);
    expect(picked.json().miles).toBeGreaterThan(900);
  });

  it("keeps the product's 'missing' estimate while an address is still blank", async () => {
    const res = await get(`/api/distance?${query({ pickup: '', destination: 'Dallas, TX' })}`);
    expect(res.json()).toMatchObject({ method: 'missing', status: 'estimated' });
  });
});

describe('GET /api/places', () => {
  it('suggests resolved places for what is typed, keeping the street line', async () => {
    const res = await get(`/api/places?${query({ q: '500 Elm St, Dal' })}`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json().places;
    expect(first).toMatchObject({
      address: '500 Elm St, Dallas, TX',
      line: '500 Elm St',
      city: 'Dallas',
      state: 'TX',
      precision: 'city',
    });
    expect((await get(`/api/places?${query({ q: '75201' })}`)).json().places[0]).toMatchObject({
      address: 'Dallas, TX 75201',
      zip: '75201',
      precision: 'zip',
    });
    expect((await get(`/api/places?${query({ q: 'qwzx' })}`)).json().places).toEqual([]);
  });
});

describe('GET /api/quote', () => {
  it('prices the trip at the same distance GET /api/distance measures', async () => {
    const trip = { pickup: 'Dallas, TX 75201', destination: 'Detroit, MI 48217' };
    const distance = (await get(`/api/distance?${query(trip)}`)).json();
    const res = await get(`/api/quote?${query({ ...trip, vehicleType: 'bobtail' })}`);
    expect(res.statusCode).toBe(200);
    expect(tripQuoteResponse.parse(res.json())).toMatchObject({
      miles: 1190,
      baseRate: 300,
      distanceFee: 990,
      moveFeeCents: BOBTAIL_1190.moveFeeCents,
      driverReturnCents: BOBTAIL_1190.driverReturnCents,
      fuelCents: BOBTAIL_1190.fuelCents,
      total: BOBTAIL_1190.price,
      totalCents: BOBTAIL_1190.priceCents,
      requiresCall: false,
      distance,
    });
    const rush = (
      await get(`/api/quote?${query({ ...trip, vehicleType: 'bobtail', serviceTime: 'rush' })}`)
    ).json();
    expect(rush.totalCents).toBe(BOBTAIL_1190.priceCents + 25_800);
  });

  it('says when a trip is priced by phone', async () => {
    const trip = { pickup: 'Dallas, TX', destination: 'Houston, TX' };
    const loaded = (
      await get(`/api/quote?${query({ ...trip, vehicleType: 'box-truck', isLoaded: 'true' })}`)
    ).json();
    expect(loaded).toMatchObject({ requiresCall: true, callReason: 'loaded', total: 0 });
    const trailer = (await get(`/api/quote?${query({ ...trip, vehicleType: 'trailer' })}`)).json();
    expect(trailer).toMatchObject({ requiresCall: true, callReason: 'trailer' });
    const far = (
      await get(
        `/api/quote?${query({ pickup: 'Honolulu, HI', destination: 'Miami, FL', vehicleType: 'bobtail' })}`,
      )
    ).json();
    expect(far).toMatchObject({ requiresCall: true, callReason: 'distance' });
  });

  it('refuses a bad query with 400 and a message', async () => {
    const trip = { pickup: 'Dallas, TX', destination: 'Houston, TX' };
    const noType = await get(`/api/quote?${query(trip)}`);
    expect(noType.statusCode).toBe(400);
    const badType = await get(`/api/quote?${query({ ...trip, vehicleType: 'bus' })}`);
    expect(badType.statusCode).toBe(400);
    const badLoaded = await get(
      `/api/quote?${query({ ...trip, vehicleType: 'bobtail', isLoaded: 'maybe' })}`,
    );
    expect(badLoaded.statusCode).toBe(400);
    expect(badLoaded.json().message).toContain('isLoaded must be true or false');
    const long = await get(
      `/api/quote?${query({ ...trip, pickup: 'x'.repeat(501), vehicleType: 'bobtail' })}`,
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/geocode/reverse', () => {
  it('names the nearest town offline, with the position', async () => {
    const res = await get('/api/geocode/reverse?lat=32.7767&lng=-96.797');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: 'near Dallas, TX (32.776700, -96.797000)' });
  });

  it('answers null far from any town', async () => {
    expect((await get('/api/geocode/reverse?lat=30&lng=-60')).json()).toEqual({ address: null });
  });
});
