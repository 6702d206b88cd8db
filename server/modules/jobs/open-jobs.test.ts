import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoveryRequests } from '../../db/schema';
import {
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { openJobsRepo } from './open-jobs-repo';

let ctx: TestContext;
let client: SignedUpUser;
let classA: SignedUpUser;
let classB: SignedUpUser;

type Card = {
  id: string;
  vehicleType: string;
  priority: boolean;
  createdAt: string;
  milesAway: number | null;
};
type Page = { items: Card[]; nextCursor: string | null; counts: Record<string, number> | null };

const get = (user: SignedUpUser, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/recovery-requests?status=pending${query}`,
    headers: { cookie: user.cookie },
  });

/** Every page of a listing, following the cursors. */
async function allPages(user: SignedUpUser, query: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(user, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const DALLAS = { lat: 32.78, lng: -96.8 };
const types = ['bobtail', 'bobtail-trailer', 'box-truck', 'trailer'] as const;

/** 60 open paid jobs posted a minute apart, spread north of Dallas; four of them priority, one unplaced. */
async function seedOpenJobs() {
  const start = Date.now() - 2 * 60 * 60 * 1000;
  const rows = Array.from({ length: 60 }, (_, i) => ({
    clientId: client.id,
    vehicleType: types[i % 4]!,
    pickupLocation: `Town ${i}, TX`,
    destinationLocation: 'Houston, TX 77002',
    // Job i is about i × 7 miles north of Dallas, so nearest-first is the order of i.
    pickupLat: i === 59 ? null : DALLAS.lat + i * 0.1,
    pickupLng: i === 59 ? null : DALLAS.lng,
    distanceMiles: 240,
    isWorking: true,
    isLoaded: false,
    serviceTime: 'now' as const,
    paymentStatus: 'paid' as const,
    priority: i % 15 === 0,
    baseRateCents: 50000,
    distanceFeeCents: 24000,
    serviceFeeCents: 0,
    priceCents: 74000,
    eta: new Date(start + 10 * 60 * 60 * 1000),
    createdAt: new Date(start + i * 60_000),
  }));
  await ctx.database.db.insert(recoveryRequests).values(rows);
  // Not open: unpaid, and taken by a driver.
  await ctx.database.db.insert(recoveryRequests).values([
    { ...rows[0]!, paymentStatus: 'unpaid', pickupLocation: 'Unpaid, TX' },
    { ...rows[1]!, status: 'accepted', driverId: classA.id, pickupLocation: 'Taken, TX' },
  ]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  client = await signUp(ctx.app);
  classA = await verifiedDriver(ctx, 'A');
  classB = await verifiedDriver(ctx, 'B');
  await seedOpenJobs();
});

describe('open jobs, page by page', () => {
  it('pages through every open job newest first, priority jobs before the rest, each once', async () => {
    const pages = await allPages(classA, '');
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(pages[0]!.counts).toEqual({ all: 60, bobtail: 15, 'box-truck': 15, trailer: 30 });
    expect(pages[1]!.counts).toBeNull();
    expect(pages.at(-1)!.nextCursor).toBeNull();

    const cards = pages.flatMap((p) => p.items);
    expect(new Set(cards.map((c) => c.id)).size).toBe(60);
    expect(cards.slice(0, 4).every((c) => c.priority)).toBe(true);
    expect(cards.slice(4).some((c) => c.priority)).toBe(false);
    const rest = cards.slice(4).map((c) => Date.parse(c.createdAt));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    // Only the card's fields go over the wire.
    expect(Object.keys(cards[0]!)).not.toContain('priceCents');
    expect(Object.keys(cards[0]!)).not.toContain('userId');
  });

  it('filters on the server with the filter buttons, within the driver’s licence', async () => {
    const trailer = (await allPages(classA, '&type=trailer&limit=100')).flatMap((p) => p.items);
    expect(trailer).toHaveLength(30);
    expect(new Set(trailer.map((c) => c.vehicleType))).toEqual(new Set(['trailer', 'bobtail-trailer']));

    const box = (await allPages(classA, '&type=box-truck&limit=7')).flatMap((p) => p.items);
    expect(box).toHaveLength(15);
    expect(box.every((c) => c.vehicleType === 'box-truck')).toBe(true);

    // Class B covers box trucks only: other filters are empty, and so are their counts.
    const b = await allPages(classB, '');
    expect(b.flatMap((p) => p.items).every((c) => c.vehicleType === 'box-truck')).toBe(true);
    expect(b[0]!.counts).toEqual({ all: 15, bobtail: 0, 'box-truck': 15, trailer: 0 });
    expect((await get(classB, '&type=bobtail')).json().items).toEqual([]);
  });

  it('orders by distance from the driver, priority first, unplaced pickups last', async () => {
    const cards = (await allPages(classA, `&sort=distance&near=${DALLAS.lat},${DALLAS.lng}&limit=9`)).flatMap(
      (p) => p.items,
    );
    expect(new Set(cards.map((c) => c.id)).size).toBe(60);
    const rest = cards.filter((c) => !c.priority);
    expect(cards.slice(0, 4).every((c) => c.priority)).toBe(true);
    const miles = rest.slice(0, -1).map((c) => c.milesAway!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(rest.at(-1)!.milesAway).toBeNull();
    expect(miles[0]).toBeLessThan(10);
  });

  it('keeps its place when jobs are posted or taken between pages', async () => {
    const first = (await get(classA, '&limit=10')).json() as Page;
    const newcomer = await paidJob(ctx, client);
    const second = (
      await get(classA, `&limit=10&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json() as Page;
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toContain(newcomer.id);
    const fresh = (await get(classA, '&limit=10')).json() as Page;
    // The newcomer is newest, but after the priority jobs.
    expect(fresh.items[4]!.id).toBe(newcomer.id);
  });

  it('refuses bad paging input with a message, and gives clients their own list as before', async () => {
    const cases: [string, RegExp][] = [
      ['&limit=0', /limit must be at least 1/],
      ['&limit=101', /limit can be at most 100/],
      ['&limit=ten', /limit must be a number/],
      ['&type=tractor', /type must be one of all, bobtail, box-truck, trailer/],
      ['&sort=distance', /give your position as near=latitude,longitude/],
      ['&sort=distance&near=95,10', /near must be "latitude,longitude"/],
      ['&cursor=not-a-cursor', /no longer valid/],
      [
        `&cursor=${forged({ sort: 'newest', priority: true, createdAt: "x' or '1'='1", id: client.id })}`,
        /no longer valid/,
      ],
      [
        `&cursor=${forged({ sort: 'newest', priority: 'yes', createdAt: '2026-01-01T00:00:00.000000Z', id: client.id })}`,
        /no longer valid/,
      ],
      [
        `&sort=distance&near=32,-96&cursor=${forged({ sort: 'distance', priority: false, miles: 'NaN', id: 'x' })}`,
        /no longer valid/,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await get(classA, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    // A cursor of one order is refused by the other.
    const newest = (await get(classA, '&limit=5')).json() as Page;
    const mixed = await get(classA, `&sort=distance&near=32,-96&cursor=${newest.nextCursor}`);
    expect(mixed.statusCode).toBe(400);

    const mine = await get(client, '');
    expect(mine.statusCode).toBe(200);
    expect(Array.isArray(mine.json())).toBe(true);
  });

  it('is served by the open-jobs indexes in both orders, without sorting the table', async () => {
    const explain = async (query: Parameters<typeof openJobsRepo.openPageQuery>[1]) => {
      const statement = openJobsRepo.openPageQuery(ctx.database.db, query);
      return ctx.database.db.transaction(async (tx) => {
        // With 60 rows a sequential scan, or a bitmap scan and a sort, is cheapest; forbid them to see
        // whether an index can serve the order (a Sort then remains only if none can).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const plan = await tx.execute(sql.raw(`explain ${inline(statement.sql, statement.params)}`));
        return plan.rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
    };
    const all = await explain({ vehicleTypes: [...types], sort: 'newest', limit: 25 });
    expect(all).toContain('recovery_requests_open_newest_idx');
    expect(all).not.toMatch(/\bSort\b/);
    const one = await explain({ vehicleTypes: ['box-truck'], sort: 'newest', limit: 25 });
    expect(one).toContain('recovery_requests_open_type_idx');
    expect(one).not.toMatch(/\bSort\b/);
  });
});

const forged = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Inlines parameters for EXPLAIN (test values only: numbers, plain strings, string arrays). */
function inline(text: string, params: unknown[]): string {
  const literal = (v: unknown): string =>
    typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  return text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
}
