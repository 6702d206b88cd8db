import { heatmapResponse, truckStopsResponse } from '@core/contracts/maps';
import { haversineMiles } from '@core/sphere';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJob, createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/truck-stops', () => {
  it('lists the 21 stops, 11 East Coast, 5 Midwest and 5 West Coast, rated 4.0 to 4.8', async () => {
    const all = truckStopsResponse.parse((await get('/api/truck-stops')).json());
    expect(all).toHaveLength(21);
    for (const stop of all) expect(stop.rating).toBeGreaterThanOrEqual(4);
    for (const stop of all) expect(stop.rating).toBeLessThanOrEqual(4.8);
    const count = async (region: string) => (await get(`/api/truck-stops?region=${region}`)).json().length;
    expect([await count('east'), await count('midwest'), await count('west')]).toEqual([11, 5, 5]);
  });

  it("gives each stop's published facts and leaves unknown ones empty rather than guessed", async () => {
    const all = truckStopsResponse.parse((await get('/api/truck-stops')).json());
    const iowa = all.find((s) => s.id === 'TS-012')!;
    expect(iowa).toMatchObject({ hours: 'Open 24 hours', truckParkingSpaces: 900, phone: null });
    expect(all.filter((s) => s.truckParkingSpaces !== null).map((s) => s.id)).toEqual(['TS-012']);
    expect(all.every((s) => s.phone === null)).toBe(true);
  });

  it('sorts the nearest stop first from a position and says how far each is', async () => {
    const dallas = { lat: 32.7767, lng: -96.797 };
    const stops = truckStopsResponse.parse((await get('/api/truck-stops?near=32.7767,-96.797')).json());
    const miles = stops.map((s) => s.distanceMiles ?? Number.NaN);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const nearest = stops[0]!;
    expect(Math.abs(haversineMiles(dallas, nearest.coordinates) - nearest.distanceMiles!)).toBeLessThan(0.1);
    expect(nearest.id).toBe('TS-015');
  });

  it('refuses an unknown region and a malformed position with a message', async () => {
    const region = await get('/api/truck-stops?region=south');
    expect(region.statusCode).toBe(400);
    expect(region.json().message).toMatch(/region must be one of all, east, midwest, west/);
    for (const near of ['abc', '32.7', '95,-96', '32.7,-200', '1e3,2']) {
      const res = await get(`/api/truck-stops?near=${encodeURIComponent(near)}`);
      expect(res.statusCode, near).toBe(400);
      expect(res.json().message).toMatch(/near must be "latitude,longitude"/);
    }
  });
});

describe('GET /api/heatmap', () => {
  it('needs a session', async () => {
    expect((await get('/api/heatmap')).statusCode).toBe(401);
  });

  it("shows a cell only with 3 events from 2 people: one job's pickup is never on the map", async () => {
    const viewer = await signUp(ctx.app);
    const first = await signUp(ctx.app);
    // One job: its pickup (Denver) and destination (Detroit) are each a single event.
    await createJob(ctx.app, first.cookie, {
      pickupLocation: '1437 Bannock St, Denver, CO 80202',
      destination: 'Detroit, MI 48217',
    });
    const single = heatmapResponse.parse((await get('/api/heatmap', viewer.cookie)).json());
    expect(single.points).toEqual([]);

    // Two more jobs from Denver, one of them by another client: 3 pickups from 2 people.
    await createJob(ctx.app, first.cookie, {
      pickupLocation: 'Denver, CO 80202',
      destination: 'Austin, TX 78701',
    });
    const second = await signUp(ctx.app);
    await createJob(ctx.app, second.cookie, {
      pickupLocation: 'Denver, CO 80202',
      destination: 'Miami, FL 33101',
    });
    const heat = heatmapResponse.parse((await get('/api/heatmap', viewer.cookie)).json());
    expect(heat.points).toHaveLength(1);
    const [cell] = heat.points;
    expect(cell!.intensity).toBe(1);
    // Near Denver, but the centre of a ~10 km cell, not anyone's address.
    expect(haversineMiles(cell!, { lat: 39.7392, lng: -104.9903 })).toBeLessThan(10);

    // The region filter: Denver is in neither the East Coast nor the South.
    const east = (await get('/api/heatmap?regions=east,south', viewer.cookie)).json();
    expect(east.points).toEqual([]);
    expect(east.regions).toEqual(['east', 'south']);
    const midwest = (await get('/api/heatmap?regions=midwest', viewer.cookie)).json();
    expect(midwest.points).toHaveLength(1);

    // A period that starts after the jobs were created holds nothing.
    const later = new Date(Date.now() + 30_000).toISOString();
    expect(
      (await get(`/api/heatmap?since=${encodeURIComponent(later)}`, viewer.cookie)).json().points,
    ).toEqual([]);
  });

  it('refuses an unknown region and a period in the future or older than 90 days', async () => {
    const viewer = await signUp(ctx.app);
    const ask = (query: string) => get(`/api/heatmap?${query}`, viewer.cookie);
    const unknown = await ask('regions=east,atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown region "atlantis"/);
    const future = await ask(`since=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/cannot be in the future/);
    const old = await ask(
      `since=${encodeURIComponent(new Date(Date.now() - 91 * 86_400_000).toISOString())}`,
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/at most 90 days ago/);
    expect((await ask('since=yesterday')).statusCode).toBe(400);
  });
});
