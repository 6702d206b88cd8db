import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, recoveryRequests } from '../../db/schema';
import {
  BOBTAIL_1190,
  createJob,
  createTestApp,
  ledgerTotal,
  payJob,
  signUp,
  type TestContext,
} from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });

async function confirm(cookie: string, jobId: string, paymentIntentId: string) {
  return inject(cookie, 'POST', '/api/payment-success', { paymentIntentId, recoveryRequestId: jobId });
}

describe('POST /api/create-payment-intent', () => {
  it('answers one client secret per job, however often it is asked', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const a = await inject(client.cookie, 'POST', '/api/create-payment-intent', {
      amount: BOBTAIL_1190.price,
      recoveryRequestId: job.id,
    });
    const b = await inject(client.cookie, 'POST', '/api/create-payment-intent', {
      amount: BOBTAIL_1190.price,
      recoveryRequestId: job.id,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      provider: 'test',
      amount: BOBTAIL_1190.price,
      amountCents: BOBTAIL_1190.priceCents,
    });
    expect(a.json().clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect(b.json().clientSecret).toBe(a.json().clientSecret);
  });

  it.each([
    ['a tampered amount', 1, 400, 'does not match'],
    ['a zero amount', 0, 400, 'Invalid payment amount'],
    ['a negative amount', -5, 400, 'Invalid payment amount'],
  ])('refuses %s', async (_label, amount, status, message) => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const res = await inject(client.cookie, 'POST', '/api/create-payment-intent', {
      amount,
      recoveryRequestId: job.id,
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain(message);
  });

  it("answers 404 for another client's job and 401 without a session", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const job = await createJob(ctx.app, owner.cookie);
    const res = await inject(other.cookie, 'POST', '/api/create-payment-intent', {
      amount: job.price,
      recoveryRequestId: job.id,
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: job.price, recoveryRequestId: job.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paying', () => {
  it('confirms a succeeded payment once, with an invoice, and repeats answer the same invoice', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId, confirm: card } = await payJob(ctx.app, client.cookie, job);
    expect(card).toEqual({ status: 'succeeded', error: null });

    const first = await confirm(client.cookie, job.id, paymentIntentId);
    expect(first.statusCode).toBe(200);
    const invoice = first.json().invoice;
    expect(first.json().ok).toBe(true);
    expect(invoice).toMatchObject({
      status: 'paid',
      amountPaid: BOBTAIL_1190.price,
      paymentMethod: 'Visa •••• 4242',
      jobNumber: job.jobNumber,
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d+$/);
    // The lines add up to the price, the return and the fuel named with how they were estimated.
    const itemsCents = invoice.items.map((i: { totalPrice: number }) => Math.round(i.totalPrice * 100));
    expect(itemsCents.reduce((s: number, c: number) => s + c, 0)).toBe(BOBTAIL_1190.priceCents);
    expect(invoice.items.map((i: { description: string }) => i.description)).toEqual(
      expect.arrayContaining([
        'Driver return (Air fare for 1,190 mi: $160.00 + $0.14/mi)',
        expect.stringMatching(/^Fuel, billed at cost up to this amount \(1,190 mi ÷ 7 mpg × \$3\.759\/gal/),
      ]),
    );

    const again = await confirm(client.cookie, job.id, paymentIntentId);
    expect(again.json().invoice.id).toBe(invoice.id);

    const read = await inject(client.cookie, 'GET', `/api/recovery-requests/${job.id}`);
    expect(read.json()).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    const list = await inject(client.cookie, 'GET', `/api/recovery-requests/${job.id}/invoices`);
    expect(list.json().map((i: { id: string }) => i.id)).toEqual([invoice.id]);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('records 20 concurrent confirmations as one payment and one invoice', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirm(client.cookie, job.id, paymentIntentId)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().invoice.id)).size).toBe(1);
    const [p] = await ctx.database.db.select({ n: count() }).from(payments).where(eq(payments.jobId, job.id));
    const [i] = await ctx.database.db.select({ n: count() }).from(invoices).where(eq(invoices.jobId, job.id));
    expect([p!.n, i!.n]).toEqual([1, 1]);
    const lines = await ctx.app.services.ledger.linesForJob(job.id);
    expect(lines.filter((l) => l.kind === 'charge')).toHaveLength(2);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('reports a declined card and lets the client retry with another', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const declined = await payJob(ctx.app, client.cookie, job, '4000 0000 0000 0002');
    expect(declined.confirm).toMatchObject({
      status: 'requires_payment_method',
      error: { message: 'Your card was declined.' },
    });
    const early = await confirm(client.cookie, job.id, declined.paymentIntentId);
    expect(early.statusCode).toBe(402);

    const funds = await payJob(ctx.app, client.cookie, job, '4000 0000 0000 9995');
    expect(funds.confirm.error.message).toBe('Your card has insufficient funds.');
    expect(funds.paymentIntentId).toBe(declined.paymentIntentId);

    const retry = await payJob(ctx.app, client.cookie, job);
    expect(retry.confirm.status).toBe('succeeded');
    expect((await confirm(client.cookie, job.id, retry.paymentIntentId)).statusCode).toBe(200);
  });

  it('answers 404 to a confirmation without the right client secret, and leaves the intent alone', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await inject(client.cookie, 'POST', '/api/create-payment-intent', {
      amount: job.price,
      recoveryRequestId: job.id,
    });
    const { paymentIntentId } = intent.json();
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    for (const [id, clientSecret] of [
      [paymentIntentId, `${paymentIntentId}_secret_guessed`],
      ['pi_test_unknown', `${paymentIntentId}_secret_guessed`],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/test-gateway/payment-intents/${id}/confirm`,
        payload: { clientSecret, card },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'resource_missing',
        message: 'This payment could not be found.',
      });
    }
    expect((await ctx.app.services.testGateway!.retrieveIntent(paymentIntentId))?.status).toBe(
      'requires_payment_method',
    );
  });

  it('checks card details with clear messages', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const bad = await payJob(ctx.app, client.cookie, job, '4242 4242 4242 4241');
    expect(bad.confirm.error).toMatchObject({ message: 'Your card number is invalid.', field: 'number' });
  });

  it("refuses to confirm another job's payment or someone else's job", async () => {
    const client = await signUp(ctx.app);
    const a = await createJob(ctx.app, client.cookie);
    const b = await createJob(ctx.app, client.cookie);
    const paidA = await payJob(ctx.app, client.cookie, a);
    const wrongJob = await confirm(client.cookie, b.id, paidA.paymentIntentId);
    expect(wrongJob.statusCode).toBe(400);
    expect(wrongJob.json().message).toContain('does not belong');
    const other = await signUp(ctx.app);
    expect((await confirm(other.cookie, a.id, paidA.paymentIntentId)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, b.id));
    expect(row!.paymentStatus).toBe('unpaid');
  });

  it('renders the invoice as a PDF for its client only', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    const invoice = (await confirm(client.cookie, job.id, paymentIntentId)).json().invoice;
    const pdf = await inject(client.cookie, 'GET', invoice.receiptUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await signUp(ctx.app);
    expect((await inject(other.cookie, 'GET', invoice.receiptUrl)).statusCode).toBe(404);
    const mine = await inject(client.cookie, 'GET', '/api/invoices');
    expect(mine.json().map((i: { id: string }) => i.id)).toEqual([invoice.id]);
  });
});

describe('cancelling', () => {
  it('closes an unpaid job with nothing to refund', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const res = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: false });
    const intent = await inject(client.cookie, 'POST', '/api/create-payment-intent', {
      amount: job.price,
      recoveryRequestId: job.id,
    });
    expect(intent.statusCode).toBe(409);
  });

  it('refunds a paid job in full before acceptance and reverses the ledger', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    await confirm(client.cookie, job.id, paymentIntentId);

    const res = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: true });
    const read = (await inject(client.cookie, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(read).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const inv = (await inject(client.cookie, 'GET', `/api/recovery-requests/${job.id}/invoices`)).json();
    expect(inv[0].status).toBe('refunded');

    const lines = await ctx.app.services.ledger.linesForJob(job.id);
    const held = lines
      .filter((l) => l.account === 'client_funds_held')
      .reduce((s, l) => s + l.amountCents, 0);
    const cash = lines.filter((l) => l.account === 'cash').reduce((s, l) => s + l.amountCents, 0);
    expect(lines.map((l) => l.kind)).toEqual(['charge', 'charge', 'refund', 'refund']);
    expect([held, cash]).toEqual([0, 0]);
    expect(await ledgerTotal(ctx)).toBe(0);

    const twice = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(twice.json().refunded).toBe(true);
    expect((await ctx.app.services.ledger.linesForJob(job.id)).length).toBe(4);
  });

  it('refuses cancellation after a driver accepted, and strangers get 404', async () => {
    const client = await signUp(ctx.app);
    const driver = await signUp(ctx.app, { role: 'driver' });
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    await confirm(client.cookie, job.id, paymentIntentId);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ status: 'accepted', driverId: driver.id, commissionRateBps: 1500 })
      .where(eq(recoveryRequests.id, job.id));
    const res = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('can no longer be cancelled');
    const stranger = await signUp(ctx.app);
    expect(
      (await inject(stranger.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`)).statusCode,
    ).toBe(404);
  });
});

describe('ledger payouts', () => {
  it('splits commission and releases two idempotent payouts that sum to the driver share', async () => {
    const client = await signUp(ctx.app);
    const driver = await signUp(ctx.app, { role: 'driver' });
    const job = await createJob(ctx.app, client.cookie, { distance: 1191 });
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    await confirm(client.cookie, job.id, paymentIntentId);
    const money = {
      jobId: job.id,
      clientId: client.id,
      driverId: driver.id,
      priceCents: job.priceCents,
      costsCents: job.driverReturnCents + job.fuelCents,
      commissionRateBps: 1500,
    };
    // The commission splits the move's fee; the return and fuel lines stay held for their costs.
    const fee = job.priceCents - money.costsCents;
    expect(money.costsCents).toBeGreaterThan(0);
    const { ledger } = ctx.app.services;
    await ctx.database.db.transaction((tx) => ledger.postCommissionSplit(tx, money));
    expect(await ledger.releasePretripPayout(money)).toBe(true);
    expect(await ledger.releasePretripPayout(money)).toBe(false);
    expect(await ledger.releaseDeliveryPayout(money)).toBe(true);
    expect(await ledger.releaseDeliveryPayout(money)).toBe(false);

    const lines = await ledger.linesForJob(job.id);
    const payout = (k: string) =>
      lines.find((l) => l.kind === k && l.account === 'driver_payable')!.amountCents;
    const commission = -lines.find((l) => l.account === 'platform_commission')!.amountCents;
    expect(commission).toBe(Math.round(fee * 0.15));
    expect(payout('payout_1') + payout('payout_2')).toBe(fee - commission);
    expect(payout('payout_2') - payout('payout_1')).toBeLessThanOrEqual(1);
    // Everything owed for the job is released: nothing left payable, the share in the driver's balance.
    const sumOf = (account: string) =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + l.amountCents, 0);
    expect(sumOf('driver_payable')).toBe(0);
    expect(sumOf('driver_balance')).toBe(-(fee - commission));
    expect(sumOf('client_funds_held')).toBe(-money.costsCents);
    expect(await ledgerTotal(ctx)).toBe(0);
    expect(await ledger.commissionPercentFor(driver.id)).toBe(15);
  });
});
