import type { EventEmitter } from 'node:events';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../adapters/payments/port';
import {
  invoices,
  jobEvents,
  paymentIntents,
  payments,
  providerEvents,
  recoveryRequests,
  testGatewayEvents,
} from '../../db/schema';
import { createJob, createTestApp, ledgerTotal, payJob, signUp, type TestContext } from '../../test/helpers';
import { makeOperator } from '../../test/operators';

/**
 * The test gateway behaves like Stripe: a card's success or failure is an event the gateway delivers to
 * the handler the Stripe webhook feeds, and the server records the payment from it, exactly once,
 * whatever the browser does (or does not do) afterwards.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const gateway = () => ctx.app.services.testGateway!;
const realHandler = (event: ProviderEvent) => ctx.app.services.payments.handleProviderEvent(event);

const inject = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const getJob = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;

async function moneyRows(jobId: string) {
  const { db } = ctx.database;
  const [p] = await db.select({ n: count() }).from(payments).where(eq(payments.jobId, jobId));
  const [i] = await db.select({ n: count() }).from(invoices).where(eq(invoices.jobId, jobId));
  const [e] = await db
    .select({ n: count() })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.type, 'paid')));
  const charges = (await ctx.app.services.ledger.linesForJob(jobId)).filter((l) => l.kind === 'charge');
  return { payments: p!.n, invoices: i!.n, paidEvents: e!.n, chargeLines: charges.length };
}

const ONE_PAYMENT = { payments: 1, invoices: 1, paidEvents: 1, chargeLines: 2 };
const NO_PAYMENT = { payments: 0, invoices: 0, paidEvents: 0, chargeLines: 0 };

/** Runs `fn` while the server's handler is unreachable: events are kept, undelivered, and returned. */
async function withHandlerDown<T>(fn: () => Promise<T>): Promise<{ result: T; events: ProviderEvent[] }> {
  const events: ProviderEvent[] = [];
  gateway().setEventHandler(async (event) => {
    events.push(event);
    throw new Error('the server is unreachable');
  });
  try {
    return { result: await fn(), events };
  } finally {
    gateway().setEventHandler(realHandler);
  }
}

async function authenticate(paymentIntentId: string, clientSecret: string, outcome: 'approve' | 'fail') {
  const res = await inject(
    null,
    'POST',
    `/api/test-gateway/payment-intents/${paymentIntentId}/authenticate`,
    {
      clientSecret,
      outcome,
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('a succeeded card is recorded by the server from the gateway event', () => {
  it('pays the job with one invoice and a balanced ledger, with no call from the browser', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { confirm, paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    expect(confirm).toEqual({ status: 'succeeded', error: null });

    // Nobody called /api/payment-success: the event did it.
    const row = await getJob(job.id);
    expect(row.paymentStatus).toBe('paid');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect(await ledgerTotal(ctx)).toBe(0);

    const [event] = await ctx.database.db
      .select()
      .from(testGatewayEvents)
      .where(eq(testGatewayEvents.intentId, paymentIntentId));
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', attempts: 1, lastError: null });
    expect(event!.deliveredAt).toBeInstanceOf(Date);
    const [seen] = await ctx.database.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.id, event!.id));
    expect(seen?.type).toBe('payment_intent.succeeded');

    const [paid] = await ctx.database.db
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.type, 'paid')));
    expect(paid).toMatchObject({ actorId: null, data: { paymentIntentId, amountCents: job.priceCents } });

    // The product's confirmation call still answers, with the same invoice, and changes nothing.
    const confirmCall = await inject(client.cookie, 'POST', '/api/payment-success', {
      paymentIntentId,
      recoveryRequestId: job.id,
    });
    expect(confirmCall.statusCode).toBe(200);
    expect(confirmCall.json().invoice.amountPaidCents).toBe(job.priceCents);
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
  });

  it('records once when the success event arrives twice, is redelivered, and the browser confirms, all at once', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { result: paid, events } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    // The card succeeded at the gateway; the server has not heard of it yet.
    expect(paid.confirm.status).toBe('succeeded');
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect((await getJob(job.id)).paymentStatus).toBe('unpaid');
    expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);

    const event = events[0]!;
    const confirmCall = () =>
      inject(client.cookie, 'POST', '/api/payment-success', {
        paymentIntentId: paid.paymentIntentId,
        recoveryRequestId: job.id,
      });
    const results = await Promise.all([
      realHandler(event),
      realHandler(event),
      gateway().redeliverPending({ olderThanMs: 0 }),
      ...Array.from({ length: 8 }, confirmCall),
      inject(client.cookie, 'GET', `/api/payment-intents/${paid.paymentIntentId}`),
    ]);
    const [first, second, redelivered, ...answers] = results as [
      string,
      string,
      number,
      ...{ statusCode: number; json(): { invoice: { id: string } } }[],
    ];
    // The event id is handled once, by whichever delivery came first.
    expect([first, second].filter((o) => o === 'handled').length).toBeLessThanOrEqual(1);
    expect(redelivered).toBeLessThanOrEqual(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(200));
    expect(new Set(answers.map((a) => a.json().invoice.id)).size).toBe(1);

    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect((await getJob(job.id)).paymentStatus).toBe('paid');
    expect(await ledgerTotal(ctx)).toBe(0);
    // The event is marked delivered once the retries are over; nothing is left to deliver.
    await gateway().redeliverPending({ olderThanMs: 0 });
    expect(await gateway().redeliverPending({ olderThanMs: 0 })).toBe(0);
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
  });

  it('delivers an event again after a failed delivery, as Stripe retries webhooks', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { result: paid } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    const [pending] = await ctx.database.db
      .select()
      .from(testGatewayEvents)
      .where(eq(testGatewayEvents.intentId, paid.paymentIntentId));
    expect(pending).toMatchObject({ attempts: 1, lastError: 'the server is unreachable', deliveredAt: null });
    // Too recent for the retry task, which leaves the first delivery its time.
    expect(await gateway().redeliverPending()).toBe(0);

    expect(await gateway().redeliverPending({ olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect((await getJob(job.id)).paymentStatus).toBe('paid');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    const [done] = await ctx.database.db
      .select()
      .from(testGatewayEvents)
      .where(eq(testGatewayEvents.id, pending!.id));
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done!.deliveredAt).toBeInstanceOf(Date);
  });

  it('voids the open intent when a request is cancelled, so a checkout left open cannot pay it', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = (
      await inject(client.cookie, 'POST', '/api/create-payment-intent', {
        amount: job.price,
        recoveryRequestId: job.id,
      })
    ).json();
    const cancel = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', refunded: false });

    // The checkout page was still open in another tab: the card is refused, nothing is charged.
    const card = await inject(
      null,
      'POST',
      `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`,
      {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    );
    expect(card.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_unexpected_state' },
    });
    expect(card.json().error.message).toMatch(/cancelled/);
    const row = await getJob(job.id);
    expect([row.status, row.paymentStatus]).toEqual(['cancelled', 'unpaid']);
    expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);
    const [local] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(local?.status).toBe('canceled');
  });

  it('records and refunds at once a payment that went through just before the cancel', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    // The card succeeds at the gateway but its event has not reached the server when the client cancels.
    const { result: paid } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    expect(paid.confirm.status).toBe('succeeded');
    const cancel = await inject(client.cookie, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', refunded: true });

    const row = await getJob(job.id);
    expect([row.status, row.paymentStatus]).toEqual(['cancelled', 'refunded']);
    const inv = (await inject(client.cookie, 'GET', `/api/recovery-requests/${job.id}/invoices`)).json();
    expect(inv.map((i: { status: string }) => i.status)).toEqual(['refunded']);
    const kinds = (await ctx.app.services.ledger.linesForJob(job.id)).map((l) => l.kind);
    expect(kinds).toEqual(['charge', 'charge', 'refund', 'refund']);
    expect(await ledgerTotal(ctx)).toBe(0);
    // The late event changes nothing more.
    await gateway().redeliverPending({ olderThanMs: 0 });
    expect(await moneyRows(job.id)).toMatchObject({ payments: 1, invoices: 1 });
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});

describe('a crash never leaves a card charged and its job unpaid', () => {
  it('completes the payment on the next delivery when the process died after taking the event', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { result: paid, events } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    const event = events[0]!;

    // The first delivery stops for good right after the event id is written, as a process killed there
    // would; its database connection is then cut, as PostgreSQL does when a client process dies.
    let crashedPid: number | null = null;
    let reachedFault!: () => void;
    const faulted = new Promise<void>((resolve) => {
      reachedFault = resolve;
    });
    const faults = ctx.app.services.paymentFaults;
    faults.afterProviderEventRecorded = async (tx) => {
      faults.afterProviderEventRecorded = undefined;
      // The dead process's connection: its end is expected, not an error of this test.
      (tx as unknown as { session: { client: EventEmitter } }).session.client.on('error', () => {});
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      crashedPid = result.rows[0]!.pid;
      reachedFault();
      await new Promise(() => {});
    };
    void realHandler(event);
    await faulted;
    await ctx.database.pool.query('select pg_terminate_backend($1)', [crashedPid]);
    expect((await getJob(job.id)).paymentStatus).toBe('unpaid');

    // The provider delivers the same event again: it is not taken for a duplicate, and pays the job.
    expect(await realHandler(event)).toBe('handled');
    expect((await getJob(job.id)).paymentStatus).toBe('paid');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect(await realHandler(event)).toBe('duplicate');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect(paid.confirm.status).toBe('succeeded');
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('the reconciliation records a success the provider reports and no event ever brought', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { result: paid } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    // The event is lost for good (as if the webhook endpoint was never reached).
    await ctx.database.db
      .update(testGatewayEvents)
      .set({ deliveredAt: new Date() })
      .where(eq(testGatewayEvents.intentId, paid.paymentIntentId));
    expect((await getJob(job.id)).paymentStatus).toBe('unpaid');

    // Too recent for the periodic run, which leaves the provider's event its time.
    expect((await ctx.app.services.payments.reconcile()).paid).not.toContain(job.jobNumber);
    const repaired = await ctx.app.services.payments.reconcile({ olderThanMs: 0 });
    expect(repaired.paid).toContain(job.jobNumber);
    expect((await getJob(job.id)).paymentStatus).toBe('paid');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    // Again: nothing left to repair for this job, nothing recorded twice.
    expect((await ctx.app.services.payments.reconcile({ olderThanMs: 0 })).paid).not.toContain(job.jobNumber);
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('the reconciliation finishes a refund a crash left undone', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    await payJob(ctx.app, client.cookie, job);
    // Cancelled and committed, then the process died before asking for the refund.
    await ctx.database.db
      .update(recoveryRequests)
      .set({ status: 'cancelled' })
      .where(eq(recoveryRequests.id, job.id));
    const repaired = await ctx.app.services.payments.reconcile();
    expect(repaired.refunded).toContain(job.jobNumber);
    expect((await getJob(job.id)).paymentStatus).toBe('refunded');
    expect(await ledgerTotal(ctx)).toBe(0);
    expect((await ctx.app.services.payments.reconcile()).refunded).not.toContain(job.jobNumber);
  });
});

describe("Stripe's declining test cards", () => {
  it.each([
    [
      'generic decline',
      '4000 0000 0000 0002',
      'card_declined',
      'generic_decline',
      'Your card was declined.',
      undefined,
    ],
    [
      'insufficient funds',
      '4000 0000 0000 9995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
      undefined,
    ],
    ['lost card', '4000 0000 0000 9987', 'card_declined', 'lost_card', 'Your card was declined.', undefined],
    [
      'stolen card',
      '4000 0000 0000 9979',
      'card_declined',
      'stolen_card',
      'Your card was declined.',
      undefined,
    ],
    [
      'expired card',
      '4000 0000 0000 0069',
      'expired_card',
      'expired_card',
      'Your card has expired.',
      'expiry',
    ],
    [
      'incorrect CVC',
      '4000 0000 0000 0127',
      'incorrect_cvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
      'cvc',
    ],
    [
      'processing error',
      '4000 0000 0000 0119',
      'processing_error',
      undefined,
      'An error occurred while processing your card. Try again in a little bit.',
      undefined,
    ],
  ])(
    '%s (%s) fails with Stripe’s code and message and records nothing',
    async (_label, number, code, declineCode, message, field) => {
      const client = await signUp(ctx.app);
      const job = await createJob(ctx.app, client.cookie);
      const { confirm, paymentIntentId } = await payJob(ctx.app, client.cookie, job, number);
      const error: Record<string, string> = { code, message };
      if (declineCode) error.declineCode = declineCode;
      if (field) error.field = field;
      expect(confirm).toEqual({ status: 'requires_payment_method', error });

      expect((await getJob(job.id)).paymentStatus).toBe('unpaid');
      expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);
      // The payment_failed event reached the server: our record of the intent says why.
      const [ours] = await ctx.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, paymentIntentId));
      expect(ours).toMatchObject({ status: 'requires_payment_method', lastError: message });
      const lookup = await inject(client.cookie, 'GET', `/api/payment-intents/${paymentIntentId}`);
      expect(lookup.json()).toMatchObject({
        status: 'requires_payment_method',
        lastError: message,
        invoice: null,
      });

      // The client tries again with a good card on the same intent.
      const retry = await payJob(ctx.app, client.cookie, job);
      expect(retry.paymentIntentId).toBe(paymentIntentId);
      expect(retry.confirm.status).toBe('succeeded');
      expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    },
  );
});

describe('3-D Secure test cards', () => {
  it.each([
    ['4000 0025 0000 3155', 'Visa •••• 3155'],
    ['4000 0000 0000 3220', 'Visa •••• 3220'],
  ])(
    '%s needs authentication; approved, the payment succeeds and is recorded once',
    async (number, method) => {
      const client = await signUp(ctx.app);
      const job = await createJob(ctx.app, client.cookie);
      const { confirm, paymentIntentId, clientSecret } = await payJob(ctx.app, client.cookie, job, number);
      expect(confirm).toEqual({ status: 'requires_action', error: null });
      expect((await getJob(job.id)).paymentStatus).toBe('unpaid');
      const waiting = await inject(client.cookie, 'GET', `/api/payment-intents/${paymentIntentId}`);
      expect(waiting.json()).toMatchObject({ status: 'requires_action', invoice: null });

      expect(await authenticate(paymentIntentId, clientSecret, 'approve')).toEqual({
        status: 'succeeded',
        error: null,
      });
      expect(await authenticate(paymentIntentId, clientSecret, 'approve')).toEqual({
        status: 'succeeded',
        error: null,
      });
      expect((await getJob(job.id)).paymentStatus).toBe('paid');
      expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
      const lookup = (await inject(client.cookie, 'GET', `/api/payment-intents/${paymentIntentId}`)).json();
      expect(lookup).toMatchObject({
        status: 'succeeded',
        invoice: { paymentMethod: method, status: 'paid' },
      });
      expect(await ledgerTotal(ctx)).toBe(0);
    },
  );

  it('a failed authentication fails the payment with Stripe’s message; another card then pays', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId, clientSecret } = await payJob(ctx.app, client.cookie, job, '4000002500003155');
    expect(await authenticate(paymentIntentId, clientSecret, 'fail')).toEqual({
      status: 'requires_payment_method',
      error: {
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);
    // Nothing waits for authentication any more.
    expect((await authenticate(paymentIntentId, clientSecret, 'approve')).error.code).toBe(
      'payment_intent_unexpected_state',
    );
    expect((await payJob(ctx.app, client.cookie, job)).confirm.status).toBe('succeeded');
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
  });

  it('4000 0084 0000 1629 is declined after an approved authentication, and fails when authentication fails', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const first = await payJob(ctx.app, client.cookie, job, '4000 0084 0000 1629');
    expect(first.confirm.status).toBe('requires_action');
    expect(await authenticate(first.paymentIntentId, first.clientSecret, 'approve')).toEqual({
      status: 'requires_payment_method',
      error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    const second = await payJob(ctx.app, client.cookie, job, '4000 0084 0000 1629');
    expect(second.confirm.status).toBe('requires_action');
    expect((await authenticate(second.paymentIntentId, second.clientSecret, 'fail')).error.code).toBe(
      'payment_intent_authentication_failure',
    );
    expect((await getJob(job.id)).paymentStatus).toBe('unpaid');
    expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);
  });

  it('refuses an authentication with the wrong client secret or a bad outcome', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job, '4000002500003155');
    // Without the intent's client secret there is nothing to authenticate: 404, as for confirm.
    const wrong = await inject(
      null,
      'POST',
      `/api/test-gateway/payment-intents/${paymentIntentId}/authenticate`,
      {
        clientSecret: `${paymentIntentId}_secret_wrong`,
        outcome: 'approve',
      },
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'resource_missing' });
    const bad = await inject(
      null,
      'POST',
      `/api/test-gateway/payment-intents/${paymentIntentId}/authenticate`,
      {
        clientSecret: 'x',
        outcome: 'maybe',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect((await getJob(job.id)).paymentStatus).toBe('unpaid');
  });
});

describe('GET /api/payment-intents/:id', () => {
  it('answers the request the intent paid for and its invoice, to its client only', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    const res = await inject(client.cookie, 'GET', `/api/payment-intents/${paymentIntentId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      paymentIntentId,
      status: 'succeeded',
      lastError: null,
      amountCents: job.priceCents,
      recoveryRequest: { id: job.id, jobNumber: job.jobNumber, paymentStatus: 'paid' },
      invoice: {
        jobId: job.id,
        status: 'paid',
        amountPaidCents: job.priceCents,
        paymentMethod: 'Visa •••• 4242',
      },
    });

    const other = await signUp(ctx.app);
    const driver = await signUp(ctx.app, { role: 'driver' });
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    for (const stranger of [other, driver, admin]) {
      const answer = await inject(stranger.cookie, 'GET', `/api/payment-intents/${paymentIntentId}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(job.id);
    }
    expect((await inject(null, 'GET', `/api/payment-intents/${paymentIntentId}`)).statusCode).toBe(401);
    expect((await inject(client.cookie, 'GET', '/api/payment-intents/pi_test_unknown')).statusCode).toBe(404);
  });

  it("never answers another request's invoice for an unpaid intent", async () => {
    const client = await signUp(ctx.app);
    const earlier = await createJob(ctx.app, client.cookie);
    await payJob(ctx.app, client.cookie, earlier);
    const later = await createJob(ctx.app, client.cookie);
    const intent = (
      await inject(client.cookie, 'POST', '/api/create-payment-intent', {
        amount: later.price,
        recoveryRequestId: later.id,
      })
    ).json();
    const res = await inject(client.cookie, 'GET', `/api/payment-intents/${intent.paymentIntentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'requires_payment_method',
      recoveryRequest: { id: later.id, paymentStatus: 'unpaid' },
      invoice: null,
    });
  });

  it('records a succeeded payment whose event was lost, once', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const { result: paid } = await withHandlerDown(() => payJob(ctx.app, client.cookie, job));
    expect(await moneyRows(job.id)).toEqual(NO_PAYMENT);
    const res = await inject(client.cookie, 'GET', `/api/payment-intents/${paid.paymentIntentId}`);
    expect(res.json()).toMatchObject({ status: 'succeeded', invoice: { jobId: job.id, status: 'paid' } });
    // The late event then changes nothing.
    await gateway().redeliverPending({ olderThanMs: 0 });
    expect(await moneyRows(job.id)).toEqual(ONE_PAYMENT);
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});
