import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOBTAIL_1190,
  createJob,
  createTestApp,
  ledgerTotal,
  signUp,
  type TestContext,
} from '../../test/helpers';
import { startHttpStub, unknownToStub } from '../../test/http-stub';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';

interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: unknown;
  last_payment_error: null | { message: string };
}

/** A local stand-in for Stripe's HTTP API: enough of PaymentIntents and Refunds for the adapter. */
async function startStripeStub() {
  const intents = new Map<string, StubIntent>();
  const idempotencyKeys: string[] = [];
  let n = 0;
  const server = await startHttpStub((req) => {
    const { form, url } = req;
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') idempotencyKeys.push(key);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      n += 1;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: StubIntent = {
        id: `pi_stub_${n}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `pi_stub_${n}_secret_abc`,
        metadata,
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      return { status: 200, json: intent };
    }
    const get = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const intent = intents.get(get[1]!);
      return intent
        ? { status: 200, json: intent }
        : {
            status: 404,
            json: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such payment_intent',
              },
            },
          };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds')
      return {
        status: 200,
        json: { id: `re_stub_${form.get('payment_intent')}`, object: 'refund', status: 'succeeded' },
      };
    return unknownToStub(req);
  });
  return { ...server, intents, idempotencyKeys };
}

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startStripeStub>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stub = await startStripeStub();
  ctx = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    { stripeHost: { host: '127.0.0.1', port: stub.port, protocol: 'http' } },
  );
});
afterAll(() => stub.close());

function succeed(intentId: string) {
  const intent = stub.intents.get(intentId)!;
  intent.status = 'succeeded';
  intent.latest_charge = {
    id: `ch_${intentId}`,
    payment_method_details: { card: { brand: 'visa', last4: '4242' } },
  };
  return intent;
}

function webhook(event: object, opts: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload: opts.tamper ? payload.replace('succeeded', 'succeeded ') : payload,
  });
}

async function intentFor(cookie: string, job: { id: string; price: number }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie },
    payload: { amount: job.price, recoveryRequestId: job.id },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { paymentIntentId: string; clientSecret: string; provider: string };
}

describe('Stripe adapter (against a local stub)', () => {
  it('creates intents with an idempotency key derived from the job and confirms through retrieval', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await intentFor(client.cookie, job);
    expect(intent.provider).toBe('stripe');
    expect(stub.idempotencyKeys).toContain(`job-${job.id}-intent-${BOBTAIL_1190.priceCents}`);
    expect(stub.intents.get(intent.paymentIntentId)!.metadata.jobId).toBe(job.id);

    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { cookie: client.cookie },
      payload: { paymentIntentId: intent.paymentIntentId, recoveryRequestId: job.id },
    });
    expect(early.statusCode).toBe(402);

    succeed(intent.paymentIntentId);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { cookie: client.cookie },
      payload: { paymentIntentId: intent.paymentIntentId, recoveryRequestId: job.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().invoice.paymentMethod).toBe('Visa •••• 4242');
  });

  it('accepts a signed payment_intent.succeeded webhook once; a duplicate changes nothing', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await intentFor(client.cookie, job);
    const event = {
      id: `evt_${job.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: succeed(intent.paymentIntentId) },
    };

    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/recovery-requests/${job.id}`,
      headers: { cookie: client.cookie },
    });
    expect(read.json().paymentStatus).toBe('paid');

    const linesBefore = (await ctx.app.services.ledger.linesForJob(job.id)).length;
    const dup = await webhook(event);
    expect(dup.json()).toEqual({ received: true, duplicate: true });
    expect((await ctx.app.services.ledger.linesForJob(job.id)).length).toBe(linesBefore);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('refuses tampered, wrongly signed and stale webhooks', async () => {
    const event = { id: 'evt_bad', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } };
    expect((await webhook(event, { tamper: true })).statusCode).toBe(400);
    expect((await webhook(event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('bad_signature');
  });

  it('reflects a refund made at Stripe (charge.refunded) in the job, invoice and ledger', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await intentFor(client.cookie, job);
    await webhook({
      id: `evt_paid_${job.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: succeed(intent.paymentIntentId) },
    });
    const refunded = await webhook({
      id: `evt_refund_${job.id}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_x',
          object: 'charge',
          payment_intent: intent.paymentIntentId,
          refunds: { data: [{ id: 're_dash' }] },
        },
      },
    });
    expect(refunded.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/recovery-requests/${job.id}`,
      headers: { cookie: client.cookie },
    });
    expect(read.json().paymentStatus).toBe('refunded');
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('the payment lookup records a success Stripe reports even when no webhook arrived, once', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await intentFor(client.cookie, job);
    const lookup = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/payment-intents/${intent.paymentIntentId}`,
        headers: { cookie: client.cookie },
      });
    expect((await lookup()).json()).toMatchObject({ status: 'requires_payment_method', invoice: null });

    succeed(intent.paymentIntentId);
    const [a, b] = await Promise.all([lookup(), lookup()]);
    expect(a.json()).toMatchObject({
      status: 'succeeded',
      recoveryRequest: { id: job.id, paymentStatus: 'paid' },
      invoice: { paymentMethod: 'Visa •••• 4242', status: 'paid' },
    });
    expect(b.json().invoice.id).toBe(a.json().invoice.id);
    // The webhook that arrives later changes nothing.
    await webhook({
      id: `evt_late_${job.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stub.intents.get(intent.paymentIntentId) },
    });
    const charges = (await ctx.app.services.ledger.linesForJob(job.id)).filter((l) => l.kind === 'charge');
    expect(charges).toHaveLength(2);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('records a failed payment without marking the job paid', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await intentFor(client.cookie, job);
    const pi = {
      ...stub.intents.get(intent.paymentIntentId)!,
      last_payment_error: { message: 'Your card was declined.' },
    };
    const res = await webhook({
      id: `evt_fail_${job.id}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: pi },
    });
    expect(res.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/recovery-requests/${job.id}`,
      headers: { cookie: client.cookie },
    });
    expect(read.json().paymentStatus).toBe('unpaid');
  });
});
