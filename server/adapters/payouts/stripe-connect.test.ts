import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankPayouts, recoveryRequests } from '../../db/schema';
import { jobMoney } from '../../modules/ledger/service';
import {
  createJob,
  createTestApp,
  ledgerTotal,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { startHttpStub, unknownToStub } from '../../test/http-stub';
import { makeOperator } from '../../test/operators';

const CONNECT_SECRET = 'whsec_connect_secret_for_signatures';

interface StubAccount {
  id: string;
  object: 'account';
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
  external_accounts: { object: 'list'; data: object[] };
}

/** A local stand-in for Stripe's Connect API: accounts, account links, transfers, payouts and charges. */
async function startConnectStub() {
  const accounts = new Map<string, StubAccount>();
  const byKey = new Map<string, object>();
  const calls: { path: string; key?: string; account?: string; form: URLSearchParams }[] = [];
  const transfers: { id: string; amount: number; destination: string; transfer_group: string }[] = [];
  const failNext = { transfers: 0, charges: 0 };
  let n = 0;
  const server = await startHttpStub((req) => {
    const { form, url } = req;
    const key = req.headers['idempotency-key'] as string | undefined;
    const account = req.headers['stripe-account'] as string | undefined;
    calls.push({ path: url.pathname, key, account, form });
    const ok = (json: object) => ({ status: 200, json });
    // Stripe answers a repeated idempotency key with the first answer.
    const once = (make: () => object) => {
      if (key && byKey.has(key)) return ok(byKey.get(key)!);
      const made = make();
      if (key) byKey.set(key, made);
      return ok(made);
    };
    n += 1;
    if (req.method === 'POST' && url.pathname === '/v1/accounts')
      return once(() => {
        const a: StubAccount = {
          id: `acct_stub_${n}`,
          object: 'account',
          payouts_enabled: false,
          details_submitted: false,
          requirements: {
            currently_due: ['external_account', 'individual.dob.day'],
            past_due: [],
            disabled_reason: null,
          },
          external_accounts: { object: 'list', data: [] },
        };
        accounts.set(a.id, a);
        return a;
      });
    const one = /^\/v1\/accounts\/(acct_\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) return ok(accounts.get(one[1]!)!);
    if (req.method === 'POST' && url.pathname === '/v1/account_links')
      return ok({
        object: 'account_link',
        url: `https://connect.stripe.test/setup/${form.get('account')}/${n}`,
      });
    if (req.method === 'POST' && url.pathname === '/v1/transfers') {
      if (failNext.transfers > 0) {
        failNext.transfers -= 1;
        return {
          status: 400,
          json: {
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'Insufficient funds in Stripe account.',
            },
          },
        };
      }
      return once(() => {
        const t = {
          id: `tr_stub_${n}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          destination: form.get('destination')!,
          transfer_group: form.get('transfer_group')!,
        };
        transfers.push(t);
        return t;
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/transfers')
      return ok({ object: 'list', data: transfers, has_more: false, url: '/v1/transfers' });
    if (req.method === 'POST' && url.pathname === '/v1/payouts')
      return once(() => ({
        id: `po_stub_${n}`,
        object: 'payout',
        amount: Number(form.get('amount')),
        method: form.get('method'),
        arrival_date: Math.floor(Date.now() / 1000) + 86_400,
      }));
    if (req.method === 'POST' && url.pathname === '/v1/charges') {
      if (failNext.charges > 0) {
        failNext.charges -= 1;
        return {
          status: 400,
          json: { error: { type: 'invalid_request_error', message: 'The account cannot be debited.' } },
        };
      }
      return once(() => ({ id: `py_stub_${n}`, object: 'charge', amount: Number(form.get('amount')) }));
    }
    return unknownToStub(req);
  });
  return { ...server, accounts, calls, transfers, failNext };
}

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startConnectStub>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stub = await startConnectStub();
  ctx = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    },
    { stripeHost: { host: '127.0.0.1', port: stub.port, protocol: 'http' } },
  );
});
afterAll(() => stub.close());

function connectWebhook(event: object, opts: { secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? CONNECT_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/connect-webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload,
  });
}

/** Stripe's `payout.paid` event of a connected account. */
const payoutPaid = (id: string, account: string, payoutId: string) => ({
  id,
  object: 'event',
  type: 'payout.paid',
  account,
  data: { object: { id: payoutId, object: 'payout' } },
});

/** A job the driver has accepted, with the client's charge and the commission split in the ledger. */
async function acceptedJobFor(driverId: string) {
  const client = await signUp(ctx.app);
  const job = await createJob(ctx.app, client.cookie);
  await ctx.database.db
    .update(recoveryRequests)
    .set({ status: 'accepted', driverId, commissionRateBps: 1500, paymentStatus: 'paid' })
    .where(eq(recoveryRequests.id, job.id));
  const row = (await ctx.app.services.jobs.findById(job.id))!;
  const { ledger } = ctx.app.services;
  await ctx.database.db.transaction(async (tx) => {
    await ledger.postCharge(tx, jobMoney(row));
    await ledger.postCommissionSplit(tx, jobMoney(row));
  });
  return row;
}

async function release(row: Awaited<ReturnType<typeof acceptedJobFor>>, half: 1 | 2) {
  const { payouts } = ctx.app.services;
  await ctx.database.db.transaction((tx) => payouts.release(tx, jobMoney(row), half));
  await payouts.sendAfterRelease(row.driverId);
}

describe('Stripe Connect adapter (against a local stub)', () => {
  it('onboards through an Express account link, holds pay until account.updated enables it, then transfers and pays out', async () => {
    const driver = await verifiedDriver(ctx);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/payout-account',
      headers: { cookie: driver.cookie },
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const { account, onboardingUrl } = started.json();
    expect(onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_stub_\d+\//);
    expect(account).toMatchObject({ status: 'pending', provider: 'stripe' });
    expect(account.requirementsDue).toEqual(['A bank account for your pay', 'Your date of birth']);
    const created = stub.calls.find((c) => c.path === '/v1/accounts')!;
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('settings[payouts][schedule][interval]')).toBe('manual');
    expect(created.key).toBe(`account:${driver.id}`);
    const accountId = onboardingUrl.split('/')[4];

    // Abandoned halfway: asking again gives a fresh link to the same account.
    const resumed = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/driver/payout-account',
        headers: { cookie: driver.cookie },
        payload: {},
      })
    ).json();
    expect(resumed.onboardingUrl).toContain(accountId);
    expect(resumed.onboardingUrl).not.toBe(onboardingUrl);
    expect(stub.calls.filter((c) => c.path === '/v1/accounts')).toHaveLength(1);

    const job = await acceptedJobFor(driver.id);
    await release(job, 1);
    expect(stub.transfers).toHaveLength(0);

    // A forged event is refused and changes nothing.
    const enabled = {
      id: `evt_acct_${accountId}`,
      object: 'event',
      type: 'account.updated',
      data: {
        object: {
          ...stub.accounts.get(accountId)!,
          payouts_enabled: true,
          details_submitted: true,
          requirements: { currently_due: [], past_due: [], disabled_reason: null },
          external_accounts: {
            object: 'list',
            data: [
              { object: 'bank_account', last4: '6789', available_payout_methods: ['standard', 'instant'] },
            ],
          },
        },
      },
    };
    expect((await connectWebhook(enabled, { secret: 'whsec_forged' })).statusCode).toBe(400);
    expect(stub.transfers).toHaveLength(0);

    expect((await connectWebhook(enabled)).statusCode).toBe(200);
    const ready = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/driver/payout-account',
        headers: { cookie: driver.cookie },
      })
    ).json();
    expect(ready).toMatchObject({
      status: 'enabled',
      bankLast4: '6789',
      instantAvailable: true,
      requirementsDue: [],
    });
    expect(stub.transfers).toEqual([
      expect.objectContaining({ destination: accountId, transfer_group: `job_${job.id}` }),
    ]);
    expect(stub.calls.find((c) => c.path === '/v1/transfers')!.key).toBe(`transfer:${job.id}:1`);

    await ctx.app.services.payouts.runDailyPayouts();
    const payoutCall = stub.calls.find((c) => c.path === '/v1/payouts')!;
    expect(payoutCall.account).toBe(accountId);
    expect(payoutCall.form.get('method')).toBe('standard');
    const payout = (
      await ctx.app.inject({ method: 'GET', url: '/api/driver/earnings', headers: { cookie: driver.cookie } })
    ).json().payouts[0];
    expect(payout.status).toBe('pending');

    const [stored] = await ctx.database.db
      .select()
      .from(bankPayouts)
      .where(eq(bankPayouts.driverId, driver.id));
    const paid = payoutPaid('evt_payout_paid_1', accountId, stored!.providerPayoutId!);
    // Delivered twice, as Stripe may: paid once.
    expect((await connectWebhook(paid)).statusCode).toBe(200);
    expect((await connectWebhook(paid)).statusCode).toBe(200);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/driver/earnings', headers: { cookie: driver.cookie } })
    ).json();
    expect(after.payouts.map((p: { status: string }) => p.status)).toEqual(['paid']);
    expect(after.jobs[0].halves[0].state).toBe('paid');

    // A transfer Stripe refuses is failed for operators, who retry it under the same key.
    stub.failNext.transfers = 1;
    await release(job, 2);
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const overview = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: { cookie: admin.cookie } })
    ).json();
    expect(overview.failedTransfers).toEqual([
      expect.objectContaining({ half: 2, reason: 'Insufficient funds in Stripe account.' }),
    ]);
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/transfers/${overview.failedTransfers[0].id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stub.transfers).toHaveLength(2);
    expect(stub.calls.filter((c) => c.path === '/v1/transfers').map((c) => c.key)).toEqual([
      `transfer:${job.id}:1`,
      `transfer:${job.id}:2`,
      `transfer:${job.id}:2`,
    ]);

    // The nightly check finds both transfers at Stripe: nothing to flag.
    expect(await ctx.app.services.payouts.reconcile()).toEqual({ checked: 2, flagged: 0 });

    // An instant payout whose fee cannot be collected: paid, and operators are told on the job.
    const instant = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/payouts/instant',
      headers: { cookie: driver.cookie },
    });
    expect(instant.statusCode, instant.body).toBe(200);
    const [instantRow] = await ctx.database.db
      .select()
      .from(bankPayouts)
      .where(eq(bankPayouts.id, instant.json().payout.id));
    stub.failNext.charges = 1;
    const instantPaid = payoutPaid('evt_payout_paid_instant', accountId, instantRow!.providerPayoutId!);
    expect((await connectWebhook(instantPaid)).statusCode).toBe(200);
    const flags = (await ctx.app.services.notices.flagsFor([job.id])).get(job.id) ?? [];
    expect(flags.map((f) => f.reason)).toContainEqual(
      expect.stringContaining('instant payout fee was not collected'),
    );
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});
