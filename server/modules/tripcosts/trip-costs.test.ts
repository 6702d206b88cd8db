import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_FARE_TABLE } from '@core/trip-costs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEiaFuelPrice } from '../../adapters/fuel-price';
import { auditLog } from '../../db/schema';
import {
  BOBTAIL_1190,
  createJob,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestContext,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';
import { createTripCostsService } from './service';

let ctx: TestContext;
let operator: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Fern Fares' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser | null, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: user ? { cookie: user.cookie } : {} });

const quote1190 = async () =>
  (
    await req(
      null,
      'GET',
      `/api/quote?${new URLSearchParams({ pickup: 'Dallas, TX 75201', destination: 'Detroit, MI 48217', vehicleType: 'bobtail' })}`,
    )
  ).json();

const settings = {
  fareTable: [
    { upToMiles: 400, mode: 'bus', baseCents: 3_000, perMileCents: 15 },
    { upToMiles: 900, mode: 'train', baseCents: 4_000, perMileCents: 12 },
    { upToMiles: 2000, mode: 'air', baseCents: 20_000, perMileCents: 10 },
  ],
  fuelMarginBps: 500,
  dieselPerGallonMills: 4_100,
  dieselAsOf: '2026-11-30',
};

describe('the trip-cost basis', () => {
  it('answers the documented defaults to anyone, which price the return and fuel lines', async () => {
    const basis = (await req(null, 'GET', '/api/pricing/trip-cost-basis')).json();
    expect(basis).toEqual({
      fareTable: DEFAULT_FARE_TABLE,
      diesel: { perGallonMills: 3_759, asOf: '2026-11-23', source: 'operator', region: 'U.S.' },
      fuelMarginBps: 1_000,
    });
    expect(await quote1190()).toMatchObject({
      driverReturnCents: BOBTAIL_1190.driverReturnCents,
      fuelCents: BOBTAIL_1190.fuelCents,
    });
  });

  it('is kept by operators only; a bad table is refused and changes nothing', async () => {
    const client = await signUp(ctx.app);
    expect((await req(client, 'PUT', '/api/admin/trip-costs', settings)).statusCode).toBe(403);
    expect((await req(null, 'PUT', '/api/admin/trip-costs', settings)).statusCode).toBe(401);
    expect((await req(client, 'GET', '/api/admin/trip-costs')).statusCode).toBe(403);

    const short = await req(operator, 'PUT', '/api/admin/trip-costs', {
      ...settings,
      fareTable: [{ upToMiles: 1500, mode: 'air', baseCents: 1, perMileCents: 1 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The last band must reach 2,000 miles.');
    const typo = await req(operator, 'PUT', '/api/admin/trip-costs', {
      ...settings,
      dieselPerGallonMills: 41,
    });
    expect(typo.statusCode).toBe(400);
    expect(JSON.stringify(typo.json())).toContain('surely a typo');
    expect((await req(null, 'GET', '/api/pricing/trip-cost-basis')).json().diesel.perGallonMills).toBe(3_759);
  });

  it('prices new quotes on what an operator saved, audited, while a job keeps the price it was given', async () => {
    const client = await signUp(ctx.app);
    const before = await createJob(ctx.app, client.cookie);
    const saved = await req(operator, 'PUT', '/api/admin/trip-costs', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      ...settings,
      inUse: { perGallonMills: 4_100, asOf: '2026-11-30', source: 'operator' },
      eiaConfigured: false,
    });

    // 1,190 miles now falls in the air band: $200 + 1,190 × $0.10; fuel 170.0 gal × $4.100 + 5%.
    const q = await quote1190();
    expect(q.driverReturnCents).toBe(20_000 + 11_900);
    expect(q.fuelCents).toBe(Math.round(69_700 * 1.05));
    expect(q.fuel.basis).toBe(
      '1,190 mi ÷ 7 mpg × $4.100/gal (diesel price set by Pathway, 2026-11-30) + 5% for price changes',
    );
    expect(q.totalCents).toBe(BOBTAIL_1190.moveFeeCents + q.driverReturnCents + q.fuelCents);

    const job = (await req(client, 'GET', `/api/recovery-requests/${before.id}`)).json();
    expect(job).toMatchObject({ priceCents: BOBTAIL_1190.priceCents, fuelCents: BOBTAIL_1190.fuelCents });
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trip_costs.settings'), eq(auditLog.actorId, operator.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.after).toMatchObject({ dieselPerGallonMills: 4_100 });
  });
});

describe('the EIA fuel-price port', () => {
  let stub: http.Server;
  let base = '';
  let answer: unknown = {};
  const asked: URL[] = [];
  beforeAll(async () => {
    stub = http.createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://stub'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it("asks for the region's weekly diesel series, keeps the week, and quotes name it", async () => {
    answer = {
      response: { data: [{ period: '2026-11-23', value: '3.812', series: 'EMD_EPD2D_PTE_R30_DPG' }] },
    };
    const port = createEiaFuelPrice({ apiKey: 'key-1', region: 'R30', apiBase: base });
    const service = createTripCostsService(ctx.database.db, ctx.app.services.audit, port);
    expect(await service.refreshDieselPrice()).toBe(true);
    const url = asked.at(-1)!;
    expect(url.pathname).toBe('/v2/petroleum/pri/gnd/data/');
    expect(url.searchParams.get('api_key')).toBe('key-1');
    expect(url.searchParams.get('frequency')).toBe('weekly');
    expect(url.searchParams.getAll('facets[series][]')).toEqual(['EMD_EPD2D_PTE_R30_DPG']);
    const basis = await service.basis();
    expect(basis.diesel).toEqual({
      perGallonMills: 3_812,
      asOf: '2026-11-23',
      source: 'eia',
      region: 'Gulf Coast',
    });
  });

  it('refuses an answer without a price, and the last week it kept still stands', async () => {
    answer = { response: { data: [] } };
    const port = createEiaFuelPrice({ apiKey: 'key-1', region: 'R30', apiBase: base });
    const service = createTripCostsService(ctx.database.db, ctx.app.services.audit, port);
    await expect(service.refreshDieselPrice()).rejects.toThrow('EIA sent no diesel price');
    expect((await service.basis()).diesel).toMatchObject({ perGallonMills: 3_812, source: 'eia' });
  });
});
