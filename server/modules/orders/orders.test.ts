import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, testGatewayEvents } from '../../db/schema';
import {
  BOBTAIL_1190,
  createTestApp,
  type SignedUpUser,
  signUp,
  TEST_VIN,
  type TestContext,
} from '../../test/helpers';
import { ORDER_CSV_COLUMNS } from './csv';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** A company with these members (set up in the database until the companies UI and fixtures are on main). */
async function company(roles: ('owner' | 'dispatcher' | 'billing' | 'viewer')[], requiresPo = false) {
  const [row] = await ctx.database.db
    .insert(companies)
    .values({
      legalName: 'Fleet Co LLC',
      billingAddress: '1 Main St, Dallas, TX',
      billingEmail: 'ap@example.com',
      requiresPo,
    })
    .returning();
  const members: SignedUpUser[] = [];
  for (const role of roles) {
    const user = await signUp(ctx.app);
    await ctx.database.db.insert(companyMembers).values({ userId: user.id, companyId: row!.id, role });
    members.push(user);
  }
  return { id: row!.id, members };
}

const move = (overrides: Record<string, unknown> = {}) => ({
  vin: TEST_VIN,
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
  ...overrides,
});

const post = (cookie: string, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

async function counts() {
  const { rows } = await ctx.database.pool.query(
    'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM recovery_requests)::int AS jobs',
  );
  return rows[0] as { orders: number; jobs: number };
}

describe('orders', () => {
  it('creates an order and its jobs priced as single requests, company-wide', async () => {
    const fleet = await company(['owner', 'viewer']);
    const [owner, viewer] = fleet.members as [SignedUpUser, SignedUpUser];
    const res = await post(owner.cookie, '/api/orders', {
      moves: [move(), move({ vin: null })],
      poNumber: 'PO-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.orderNumber).toMatch(/^ORD-\d+$/);
    expect(order.moves).toHaveLength(2);
    expect(order.moves.map((m: { priceCents: number }) => m.priceCents)).toEqual([
      BOBTAIL_1190.priceCents,
      BOBTAIL_1190.priceCents,
    ]);
    expect(order.totalCents).toBe(2 * BOBTAIL_1190.priceCents);
    expect(order.paymentStatus).toBe('unpaid');
    const { rows } = await ctx.database.pool.query(
      'SELECT company_id, order_id FROM recovery_requests WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([
      { company_id: fleet.id, order_id: order.id },
      { company_id: fleet.id, order_id: order.id },
    ]);
    // A viewer sees it (by number too) and lists it, but may not order nor cancel.
    expect((await get(viewer.cookie, `/api/orders/${order.orderNumber}`)).json().id).toBe(order.id);
    expect((await get(viewer.cookie, '/api/orders?limit=5')).json().items[0].id).toBe(order.id);
    expect((await post(viewer.cookie, '/api/orders', { moves: [move()] })).statusCode).toBe(403);
    expect((await post(viewer.cookie, `/api/orders/${order.id}/cancel`, {})).statusCode).toBe(403);
    // Someone else (a personal client, another company's owner) finds nothing.
    const stranger = await signUp(ctx.app);
    const other = (await company(['owner'])).members[0]!;
    for (const who of [stranger, other]) {
      expect((await get(who.cookie, `/api/orders/${order.id}`)).statusCode).toBe(404);
      expect((await get(who.cookie, '/api/orders')).json().items).toEqual([]);
      expect((await post(who.cookie, `/api/orders/${order.id}/cancel`, {})).statusCode).toBe(404);
    }
  });

  it('writes nothing when one move cannot be ordered, and says which', async () => {
    const client = await signUp(ctx.app);
    const before = await counts();
    const res = await post(client.cookie, '/api/orders', {
      moves: [move(), move({ serviceTime: 'scheduled', scheduledTime: '2020-01-01T10:00:00Z' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_moves');
    expect(Object.keys(res.json().errors ?? {})).toContain('moves.1');
    expect(await counts()).toEqual(before);
  });

  it('requires the PO number and cost centre when the company says so', async () => {
    const owner = (await company(['owner'], true)).members[0]!;
    const res = await post(owner.cookie, '/api/orders', { moves: [move()] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('PO number');
    expect(res.body).toContain('cost centre');
    const ok = await post(owner.cookie, '/api/orders', {
      moves: [move()],
      poNumber: 'PO-7',
      costCentre: 'CC-3',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ poNumber: 'PO-7', costCentre: 'CC-3' });
  });

  it('20 identical POSTs at once create one order with the same answer', async () => {
    const owner = (await company(['dispatcher'])).members[0]!;
    const before = await counts();
    const body = { moves: [move(), move()], idempotencyKey: 'order-key-20-at-once' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(owner.cookie, '/api/orders', body)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    const after = await counts();
    expect(after).toEqual({ orders: before.orders + 1, jobs: before.jobs + 2 });
    const bodies = new Set(answers.map((a) => JSON.stringify(a.json())));
    expect(bodies.size).toBe(1);
  });

  it('lists newest first by an opaque cursor and cancels every move of an order', async () => {
    const owner = (await company(['owner'])).members[0]!;
    const made: string[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await post(owner.cookie, '/api/orders', { moves: [move()] })).json().id);
    const first = (await get(owner.cookie, '/api/orders?limit=2')).json();
    expect(first.items.map((o: { id: string }) => o.id)).toEqual([made[2], made[1]]);
    const second = (await get(owner.cookie, `/api/orders?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ items: [{ id: made[0] }], nextCursor: null });
    expect((await get(owner.cookie, '/api/orders?cursor=nonsense')).statusCode).toBe(400);
    const cancelled = (await post(owner.cookie, `/api/orders/${made[0]}/cancel`, {})).json();
    expect(cancelled.moves.map((m: { status: string }) => m.status)).toEqual(['cancelled']);
    expect(cancelled.totalCents).toBe(0);
  });
});

describe('CSV', () => {
  const line = (cells: string[]) => cells.join(',');
  const csvRow = (vin: string, destination = 'Detroit, MI 48217', date = '') =>
    line([
      vin,
      'bobtail',
      '"Dallas, TX 75201"',
      `"${destination}"`,
      date,
      date ? '09:00' : '',
      'no',
      'Yard',
      '+1 555 010 0199',
      '',
      '',
      '',
      '',
    ]);

  it('serves a template with a header and an example row', async () => {
    const user = await signUp(ctx.app);
    const res = await get(user.cookie, '/api/orders/template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(ORDER_CSV_COLUMNS.join(','));
  });

  it('a CSV of 50 rows with 3 bad rows previews 47 priced moves and 3 row errors, and creates nothing', async () => {
    const owner = (await company(['dispatcher'])).members[0]!;
    const rows = Array.from({ length: 50 }, () => csvRow(TEST_VIN));
    rows[4] = csvRow('1M8GDM9AXKP042789'); // check digit wrong
    rows[20] = csvRow(TEST_VIN, ''); // no destination
    rows[41] = csvRow(TEST_VIN, 'Detroit, MI 48217', '2020-03-01'); // in the past
    const csv = `${ORDER_CSV_COLUMNS.join(',')}\n${rows.join('\n')}\n`;
    const before = await counts();
    const res = await post(owner.cookie, '/api/orders/preview', { csv });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      validCount: 47,
      errorCount: 3,
      totalCents: 47 * BOBTAIL_1190.priceCents,
    });
    const bad = preview.rows.filter((r: { errors: string[] }) => r.errors.length > 0);
    expect(bad.map((r: { row: number }) => r.row)).toEqual([6, 22, 43]);
    for (const r of bad) expect(r.priceCents).toBeNull();
    expect(
      preview.rows.filter((r: { priceCents: number | null }) => r.priceCents === BOBTAIL_1190.priceCents),
    ).toHaveLength(47);
    expect(await counts()).toEqual(before);
    // Confirming posts the valid rows' moves: then, and only then, the order is created.
    const valid = preview.rows
      .filter((r: { errors: string[] }) => r.errors.length === 0)
      .map((r: { move: unknown }) => r.move);
    const created = await post(owner.cookie, '/api/orders', { moves: valid });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().moves).toHaveLength(47);
  });

  it('refuses a file that is not the template', async () => {
    const owner = (await company(['owner'])).members[0]!;
    const res = await post(owner.cookie, '/api/orders/preview', { csv: 'a,b\n1,2\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Pickup address');
    const viewer = (await company(['viewer'])).members[0]!;
    expect(
      (
        await post(viewer.cookie, '/api/orders/preview', {
          csv: `${ORDER_CSV_COLUMNS.join(',')}\n${csvRow(TEST_VIN)}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('one payment for the order', () => {
  it('pays every move with one intent, each with its own invoice; a retried event records nothing more', async () => {
    const owner = (await company(['dispatcher'])).members[0]!;
    const order = (await post(owner.cookie, '/api/orders', { moves: [move(), move(), move()] })).json();
    // A move of an order is not paid on its own.
    const single = await post(owner.cookie, '/api/create-payment-intent', {
      amount: BOBTAIL_1190.price,
      recoveryRequestId: order.moves[0].jobId,
    });
    expect(single.statusCode).toBe(409);
    const intentRes = await post(owner.cookie, `/api/orders/${order.id}/payment-intent`, {});
    expect(intentRes.statusCode, intentRes.body).toBe(200);
    const intent = intentRes.json();
    expect(intent.amountCents).toBe(3 * BOBTAIL_1190.priceCents);
    // Asked again, the same intent.
    expect(
      (await post(owner.cookie, `/api/orders/${order.id}/payment-intent`, {})).json().paymentIntentId,
    ).toBe(intent.paymentIntentId);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const paid = (await get(owner.cookie, `/api/orders/${order.id}`)).json();
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.moves.map((m: { paymentStatus: string }) => m.paymentStatus)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    const { rows } = await ctx.database.pool.query(
      `SELECT p.amount_cents, i.number FROM payments p JOIN invoices i ON i.payment_id = p.id
        WHERE p.payment_intent_id = $1`,
      [intent.paymentIntentId],
    );
    expect(rows.map((r) => r.amount_cents)).toEqual(Array(3).fill(BOBTAIL_1190.priceCents));
    expect(new Set(rows.map((r) => r.number)).size).toBe(3);
    // The provider delivers its event again (a new id, as a retry of a lost acknowledgement can): nothing more.
    const live = await ctx.app.services.testGateway!.retrieveIntent(intent.paymentIntentId);
    await ctx.app.services.payments.handleProviderEvent({
      id: `evt_retry_${intent.paymentIntentId}`,
      type: 'payment_intent.succeeded',
      intent: live!,
    });
    const again = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM payments WHERE payment_intent_id = $1',
      [intent.paymentIntentId],
    );
    expect(again.rows[0].n).toBe(3);
    expect((await post(owner.cookie, `/api/orders/${order.id}/payment-intent`, {})).statusCode).toBe(409);
    // Cancelling the order refunds each move by the single job's rules.
    const cancelled = (await post(owner.cookie, `/api/orders/${order.id}/cancel`, {})).json();
    expect(cancelled.moves.map((m: { paymentStatus: string }) => m.paymentStatus)).toEqual([
      'refunded',
      'refunded',
      'refunded',
    ]);
    expect(cancelled.paymentStatus).toBe('refunded');
    const balances = await ctx.app.services.ledger.balances();
    expect(balances.reduce((s, b) => s + b.balanceCents, 0)).toBe(0);
  });

  it('cancelling an order voids its open payment', async () => {
    const owner = (await company(['owner'])).members[0]!;
    const order = (await post(owner.cookie, '/api/orders', { moves: [move(), move()] })).json();
    const intent = (await post(owner.cookie, `/api/orders/${order.id}/payment-intent`, {})).json();
    const cancelled = (await post(owner.cookie, `/api/orders/${order.id}/cancel`, {})).json();
    expect(cancelled.moves.map((m: { status: string }) => m.status)).toEqual(['cancelled', 'cancelled']);
    expect((await ctx.app.services.testGateway!.retrieveIntent(intent.paymentIntentId))?.status).toBe(
      'canceled',
    );
  });

  it('the reconciliation records an order paid whose event never came, once', async () => {
    const owner = (await company(['owner'])).members[0]!;
    const order = (await post(owner.cookie, '/api/orders', { moves: [move(), move()] })).json();
    const intent = (await post(owner.cookie, `/api/orders/${order.id}/payment-intent`, {})).json();
    const gateway = ctx.app.services.testGateway!;
    // The provider's event is lost: the handler is down while the card goes through, and never retried.
    gateway.setEventHandler(async () => {
      throw new Error('the server is unreachable');
    });
    try {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`,
        payload: {
          clientSecret: intent.clientSecret,
          card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        },
      });
    } finally {
      gateway.setEventHandler((event) => ctx.app.services.payments.handleProviderEvent(event));
    }
    await ctx.database.db
      .update(testGatewayEvents)
      .set({ deliveredAt: new Date() })
      .where(eq(testGatewayEvents.intentId, intent.paymentIntentId));
    expect((await get(owner.cookie, `/api/orders/${order.id}`)).json().paymentStatus).toBe('unpaid');
    const repaired = await ctx.app.services.payments.reconcile({ olderThanMs: 0 });
    expect([...repaired.paid].sort()).toEqual(
      order.moves.map((m: { jobNumber: string }) => m.jobNumber).sort(),
    );
    expect((await get(owner.cookie, `/api/orders/${order.id}`)).json().paymentStatus).toBe('paid');
    expect((await ctx.app.services.payments.reconcile({ olderThanMs: 0 })).paid).toEqual([]);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM payments WHERE payment_intent_id = $1',
      [intent.paymentIntentId],
    );
    expect(rows[0].n).toBe(2);
  });
});
