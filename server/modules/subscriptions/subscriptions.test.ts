import { subscriptionMessages } from '@core/contracts/subscriptions';
import { TRIAL_DAYS, TRIAL_REFUSALS } from '@core/subscriptions';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, recoveryRequests, subscriptions, testBillingCharges } from '../../db/schema';
import { localized } from '../../lib/i18n';
import {
  BOBTAIL_1190,
  createTestApp,
  freshCardNumber,
  paidJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import type { Notify } from '../notifications/service';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let clockMs = Date.now();
const clock = () => new Date(clockMs);
const notices: { userId: string; kind: string; title: string; body: string }[] = [];
const notify: Notify = async (userId, kind, written) => {
  const m = localized(written, 'en');
  notices.push({ userId, kind, title: m.title, body: m.body });
};

beforeAll(async () => {
  ctx = await createTestApp({}, { clock, notify });
});

const req = (user: SignedUpUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: user ? { cookie: user.cookie } : {} });

async function planId(name: string): Promise<number> {
  const res = await req(null, 'GET', '/api/subscriptions/plans');
  return res.json().find((p: { name: string }) => p.name === name).id;
}

/** Subscribe Now, the card on the test gateway's form, then the confirmation: as the browser does it. */
async function subscribe(user: SignedUpUser, plan: string, card = freshCardNumber()) {
  const created = await req(user, 'POST', '/api/subscriptions', { planId: await planId(plan) });
  expect(created.statusCode, created.body).toBe(201);
  const { subscriptionId, clientSecret, paymentIntentId } = created.json();
  const confirmCard = await req(
    null,
    'POST',
    `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
    {
      clientSecret,
      card: { number: card, expiry: '12/34', cvc: '123' },
    },
  );
  const confirm = await req(user, 'POST', `/api/subscriptions/${subscriptionId}/confirm`, { clientSecret });
  return {
    created: created.json(),
    card: confirmCard.json(),
    confirm,
    subscriptionId: subscriptionId as string,
  };
}

const statusOf = async (user: SignedUpUser) =>
  (await req(user, 'GET', '/api/subscriptions/user-subscription')).json();
const runRenewals = () => ctx.app.services.subscriptions.processRenewals();

describe('plans', () => {
  it('are seeded: $20 and $10 a month, annual at 15% off, each with what it adds and a Play product', async () => {
    const res = await req(null, 'GET', '/api/subscriptions/plans');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const byName = Object.fromEntries(res.json().map((p: { name: string }) => [p.name, p]));
    expect(byName['Client Monthly']).toMatchObject({ price: 2000, interval: 'monthly', audience: 'client' });
    expect(byName['Driver Monthly']).toMatchObject({ price: 1000, interval: 'monthly', audience: 'driver' });
    expect(byName['Client Annual']).toMatchObject({ price: 20400, interval: 'annual' });
    expect(byName['Driver Annual']).toMatchObject({ price: 10200, interval: 'annual' });
    // Only what a subscription adds: tracking, the route view and documents are every account's.
    expect(JSON.parse(byName['Client Monthly'].features)).toEqual([
      'Priority dispatch: your jobs are offered to drivers first',
      "Fleet management with each vehicle's job history",
      'Advanced analytics: spend, jobs and on-time delivery per month',
    ]);
    expect(JSON.parse(byName['Driver Annual'].features)).toEqual([
      '10% commission instead of 15% on every job',
      'Advanced analytics: earnings, miles and jobs per week',
      '15% off the monthly price',
    ]);
    expect(byName['Driver Monthly'].googlePlayProductId).toBe('pathway_driver_monthly');
  });

  it('lists the plans of the viewer’s role first', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    const plans = (await req(driver, 'GET', '/api/subscriptions/plans')).json();
    expect(plans.slice(0, 2).map((p: { audience: string }) => p.audience)).toEqual(['driver', 'driver']);
  });

  it('can be edited by an operator only', async () => {
    const client = await signUp(ctx.app);
    const id = await planId('Client Annual');
    expect(
      (await req(client, 'PATCH', `/api/admin/subscription-plans/${id}`, { sortOrder: 9 })).statusCode,
    ).toBe(403);
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const empty = await req(admin, 'PATCH', `/api/admin/subscription-plans/${id}`, {});
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().message).toBe('Change at least one field of the plan.');
    const res = await req(admin, 'PATCH', `/api/admin/subscription-plans/${id}`, {
      description: 'Billed yearly at 15% off.',
      interval: 'yearly',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Billed yearly at 15% off.', interval: 'annual' });

    // The operator chooses the plan marked MOST POPULAR: one per audience.
    const plans = async () => (await req(client, 'GET', '/api/subscriptions/plans')).json();
    const highlightedClientPlans = async () =>
      (await plans())
        .filter((p: { audience: string; highlighted: boolean }) => p.audience === 'client' && p.highlighted)
        .map((p: { name: string }) => p.name);
    expect(await highlightedClientPlans()).toEqual(['Client Annual']);
    const monthly = await planId('Client Monthly');
    const pick = await req(admin, 'PATCH', `/api/admin/subscription-plans/${monthly}`, { highlighted: true });
    expect(pick.statusCode, pick.body).toBe(200);
    expect(await highlightedClientPlans()).toEqual(['Client Monthly']);
    expect(
      (await plans()).filter(
        (p: { audience: string; highlighted: boolean }) => p.audience === 'driver' && p.highlighted,
      ),
    ).toHaveLength(1);
  });
});

describe('checkout', () => {
  it('is refused until the e-mail address is confirmed, and writes nothing', async () => {
    const client = await signUp(ctx.app, { verified: false });
    const res = await req(client, 'POST', '/api/subscriptions', { planId: await planId('Client Monthly') });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email_unverified');
    expect(await statusOf(client)).toMatchObject({ subscription: null });
  });

  it('starts the 90-day trial with the card saved and nothing charged, and says so by notice', async () => {
    const client = await signUp(ctx.app);
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: false, subscription: null });
    const { created, card, confirm } = await subscribe(client, 'Client Monthly', '4242 4242 4242 4242');
    expect(created).toMatchObject({ trial: true, dueTodayCents: 0, provider: 'test' });
    expect(card.status).toBe('succeeded');
    expect(confirm.statusCode, confirm.body).toBe(200);
    const status = confirm.json();
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      plan: { name: 'Client Monthly' },
      subscription: { status: 'trialing', isTrial: true, autoRenew: true, paymentMethod: 'Visa •••• 4242' },
    });
    expect(Date.parse(status.expiresAt) - clockMs).toBeCloseTo(TRIAL_DAYS * DAY, -4);
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: true });
    const notice = notices.find((n) => n.userId === client.id && n.kind === 'subscription_started');
    expect(notice?.body).toContain('90-day free trial of Client Monthly');
    const charges = await ctx.app.services.subscriptions.chargesForSubscription(status.subscription.id);
    expect(charges).toHaveLength(0);
  });

  it('refuses bad input with the product’s texts and changes nothing', async () => {
    const client = await signUp(ctx.app);
    const unknown = await req(client, 'POST', '/api/subscriptions', { planId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(subscriptionMessages.planNotFound);

    const other = await req(client, 'POST', '/api/subscriptions', { planId: await planId('Driver Monthly') });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('is for drivers');

    const created = (
      await req(client, 'POST', '/api/subscriptions', { planId: await planId('Client Monthly') })
    ).json();
    const missing = await req(client, 'POST', `/api/subscriptions/${created.subscriptionId}/confirm`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing payment information. Please try subscribing again.');
    const wrongSecret = await req(client, 'POST', `/api/subscriptions/${created.subscriptionId}/confirm`, {
      clientSecret: 'pi_test_x_secret_y',
    });
    expect(wrongSecret.json().message).toBe('Missing payment information. Please try subscribing again.');

    // A declined card: the test gateway says so, and the confirmation refuses.
    const card = await req(
      null,
      'POST',
      `/api/test-gateway/payment-intents/${created.paymentIntentId}/confirm`,
      {
        clientSecret: created.clientSecret,
        card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
      },
    );
    expect(card.json().error.message).toBe('Your card was declined.');
    const declined = await req(client, 'POST', `/api/subscriptions/${created.subscriptionId}/confirm`, {
      clientSecret: created.clientSecret,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: false, subscription: null });
  });

  it('refuses subscribing twice, and another account’s subscription is not found', async () => {
    const client = await signUp(ctx.app);
    const { subscriptionId, created } = await subscribe(client, 'Client Monthly');
    const again = await req(client, 'POST', '/api/subscriptions', { planId: await planId('Client Annual') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(subscriptionMessages.alreadySubscribed);
    expect((await statusOf(client)).plan.name).toBe('Client Monthly');

    const stranger = await signUp(ctx.app);
    const theirs = await req(stranger, 'POST', `/api/subscriptions/${subscriptionId}/confirm`, {
      clientSecret: created.clientSecret,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await req(stranger, 'POST', '/api/subscriptions/not-a-uuid/confirm', { clientSecret: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await req(null, 'POST', '/api/subscriptions', { planId: 1 })).statusCode).toBe(401);
  });

  it('grants the trial once per account: a second subscription is charged at once', async () => {
    const client = await signUp(ctx.app);
    const first = await subscribe(client, 'Client Monthly');
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.id, first.subscriptionId));
    const second = await subscribe(client, 'Client Monthly');
    expect(second.created).toMatchObject({ trial: false, dueTodayCents: 2000 });
    expect(second.confirm.json().subscription).toMatchObject({ status: 'active', isTrial: false });
    const charges = await ctx.app.services.subscriptions.chargesForSubscription(second.subscriptionId);
    expect(charges.map((c) => c.amountCents)).toEqual([2000]);
    const invoices = (await req(client, 'GET', '/api/subscriptions/invoices')).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0].invoiceNumber).toMatch(/^INV-\d+$/);
  });
});

describe('one free trial per person', () => {
  it('refuses the trial to a new account whose e-mail is another’s with dots or a +tag, and says why', async () => {
    const first = await signUp(ctx.app, { email: `pat${Date.now()}@example.com` });
    await subscribe(first, 'Client Monthly');
    const [local, domain] = first.email.split('@') as [string, string];
    for (const email of [
      `${local}+2@${domain}`,
      `${local.slice(0, 1)}.${local.slice(1)}@${domain.toUpperCase()}`,
    ]) {
      const again = await signUp(ctx.app, { email });
      const attempt = await subscribe(again, 'Client Monthly');
      expect(attempt.created, email).toMatchObject({
        trial: false,
        dueTodayCents: 2000,
        trialUnavailable: TRIAL_REFUSALS.email,
      });
      expect(attempt.confirm.json().subscription).toMatchObject({ status: 'active', isTrial: false });
    }
  });

  it('refuses the trial to a card that had one on another account, then offers the plan without it', async () => {
    const card = freshCardNumber();
    const first = await signUp(ctx.app);
    expect((await subscribe(first, 'Client Monthly', card)).confirm.statusCode).toBe(200);

    const other = await signUp(ctx.app);
    const attempt = await subscribe(other, 'Client Monthly', card);
    expect(attempt.created.trial).toBe(true);
    expect(attempt.confirm.statusCode).toBe(409);
    expect(attempt.confirm.json()).toMatchObject({ code: 'trial_used', message: TRIAL_REFUSALS.card });
    expect(await statusOf(other)).toMatchObject({ hasActiveSubscription: false });

    // Without the trial: charged today, with the same card.
    const created = await req(other, 'POST', '/api/subscriptions', {
      planId: await planId('Client Monthly'),
      trial: false,
    });
    expect(created.json()).toMatchObject({ trial: false, dueTodayCents: 2000, trialUnavailable: null });
    const { subscriptionId, clientSecret, paymentIntentId } = created.json();
    await req(null, 'POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      card: { number: card, expiry: '12/34', cvc: '123' },
    });
    const confirm = await req(other, 'POST', `/api/subscriptions/${subscriptionId}/confirm`, {
      clientSecret,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().subscription).toMatchObject({ status: 'active', isTrial: false });
  });
});

describe('checkouts the browser never confirmed', () => {
  it('are started by the reconciliation, once', async () => {
    const client = await signUp(ctx.app);
    const created = (
      await req(client, 'POST', '/api/subscriptions', { planId: await planId('Client Monthly') })
    ).json();
    await req(null, 'POST', `/api/test-gateway/payment-intents/${created.paymentIntentId}/confirm`, {
      clientSecret: created.clientSecret,
      card: { number: freshCardNumber(), expiry: '12/34', cvc: '123' },
    });
    // The tab closed before the confirmation: nothing started yet.
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: false });
    expect((await ctx.app.services.subscriptions.reconcileCheckouts()).started).not.toContain(
      created.subscriptionId,
    );
    const repaired = await ctx.app.services.subscriptions.reconcileCheckouts({ olderThanMs: 0 });
    expect(repaired.started).toContain(created.subscriptionId);
    expect(await statusOf(client)).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'trialing' },
    });
    expect(notices.filter((n) => n.userId === client.id && n.kind === 'subscription_started')).toHaveLength(
      1,
    );
    const again = await ctx.app.services.subscriptions.reconcileCheckouts({ olderThanMs: 0 });
    expect(again.started).not.toContain(created.subscriptionId);
  });
});

describe('renewals', () => {
  it('renews a trial that ends and charges once, even when the task runs twice (and concurrently)', async () => {
    clockMs = Date.now();
    const client = await signUp(ctx.app);
    const { subscriptionId } = await subscribe(client, 'Client Monthly', freshCardNumber('4242'));
    const trialEnd = Date.parse((await statusOf(client)).expiresAt);

    clockMs = trialEnd + 60_000;
    await Promise.all([runRenewals(), runRenewals()]);
    await runRenewals();

    const status = await statusOf(client);
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'active', isTrial: false },
    });
    const newEnd = new Date(trialEnd);
    newEnd.setUTCMonth(newEnd.getUTCMonth() + 1);
    expect(Date.parse(status.expiresAt)).toBeCloseTo(newEnd.getTime(), -5);

    const charges = await ctx.app.services.subscriptions.chargesForSubscription(subscriptionId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 2000, paymentMethod: 'Visa •••• 4242' });
    const provider = await ctx.database.db
      .select()
      .from(testBillingCharges)
      .where(sql`${testBillingCharges.idempotencyKey} like ${`subscription-${subscriptionId}-%`}`);
    expect(provider).toHaveLength(1);
    const lines = await ctx.app.services.ledger.linesForSubscriptionCharge(charges[0]!.id);
    expect(lines.map((l) => [l.account, l.amountCents])).toEqual([
      ['cash', 2000],
      ['subscription_revenue', -2000],
    ]);
    expect(notices.filter((n) => n.userId === client.id && n.kind === 'subscription_renewed')).toHaveLength(
      1,
    );
    clockMs = Date.now();
  });

  it('moves a failed renewal to past_due (access kept, notice sent), then expired after the grace period', async () => {
    clockMs = Date.now();
    const driver = await signUp(ctx.app, { role: 'driver' });
    // Stripe's test card that saves fine and declines every later charge.
    const { subscriptionId } = await subscribe(driver, 'Driver Monthly', '4000 0000 0000 0341');
    const end = Date.parse((await statusOf(driver)).expiresAt);

    clockMs = end + 60_000;
    await runRenewals();
    let status = await statusOf(driver);
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'past_due', lastRenewalError: 'Your card was declined.' },
    });
    expect(notices.some((n) => n.userId === driver.id && n.kind === 'subscription_payment_failed')).toBe(
      true,
    );
    expect(await ctx.app.services.subscriptions.hasPaidSubscription(driver.id)).toBe(false);

    clockMs = end + 2 * DAY; // a retry, still declined, still in grace
    await runRenewals();
    expect((await statusOf(driver)).subscription.status).toBe('past_due');

    clockMs = end + 8 * DAY;
    await runRenewals();
    await runRenewals();
    status = await statusOf(driver);
    expect(status).toMatchObject({ hasActiveSubscription: false, subscription: null });
    expect(notices.filter((n) => n.userId === driver.id && n.kind === 'subscription_expired')).toHaveLength(
      1,
    );
    expect(await ctx.app.services.subscriptions.chargesForSubscription(subscriptionId)).toHaveLength(0);
    clockMs = Date.now();
  });
});

describe('auto-renew', () => {
  it('turns off until 24 hours before the end (then 409), shows the end date, and ends with the period', async () => {
    clockMs = Date.now();
    const client = await signUp(ctx.app);
    await subscribe(client, 'Client Monthly');
    const end = Date.parse((await statusOf(client)).expiresAt);

    const off = await req(client, 'POST', '/api/subscriptions/auto-renew', { autoRenew: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      hasActiveSubscription: true,
      expiresAt: new Date(end).toISOString(),
      subscription: { status: 'cancelled', autoRenew: false },
    });
    expect(
      notices.find((n) => n.userId === client.id && n.kind === 'subscription_auto_renew_off')?.body,
    ).toContain('stays active until');
    const on = await req(client, 'POST', '/api/subscriptions/auto-renew', { autoRenew: true });
    expect(on.json().subscription).toMatchObject({ status: 'trialing', autoRenew: true });

    clockMs = end - 23 * 60 * 60 * 1000;
    const late = await req(client, 'POST', '/api/subscriptions/auto-renew', { autoRenew: false });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(subscriptionMessages.autoRenewTooLate);
    expect((await statusOf(client)).subscription).toMatchObject({ status: 'trialing', autoRenew: true });

    clockMs = end - 2 * DAY;
    await req(client, 'POST', '/api/subscriptions/auto-renew', { autoRenew: false });
    clockMs = end + 60_000;
    await runRenewals();
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: false });
    const nobody = await signUp(ctx.app);
    expect(
      (await req(nobody, 'POST', '/api/subscriptions/auto-renew', { autoRenew: false })).statusCode,
    ).toBe(404);
    clockMs = Date.now();
  });
});

describe('commission at acceptance', () => {
  async function acceptBobtail(driver: SignedUpUser) {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    expect(job.priceCents).toBe(BOBTAIL_1190.priceCents);
    // The driver's open-jobs card shows the pay at the rate acceptance will fix.
    const open = await req(driver, 'GET', '/api/recovery-requests?status=pending&limit=100');
    const cardPay = open.json().items.find((j: { id: string }) => j.id === job.id)?.driverPayCents;
    await prepareToAccept(ctx, driver, job.id);
    const res = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await ctx.app.services.ledger.linesForJob(job.id);
    const commission = -lines.find((l) => l.account === 'platform_commission')!.amountCents;
    // The commission is taken from the move's fee; the return and fuel lines are not the driver's pay.
    expect(cardPay).toBe(BOBTAIL_1190.moveFeeCents - commission);
    return { job, client, commission, answer: res.json() };
  }

  it('is 10% for a driver with a paid subscription and 15% for one in the trial or without', async () => {
    clockMs = Date.now();
    const unsubscribed = await verifiedDriver(ctx);
    const plain = await acceptBobtail(unsubscribed);
    expect(plain.commission).toBe(19350);
    expect(plain.answer.commissionPercent).toBe(15);

    const trialing = await verifiedDriver(ctx);
    await subscribe(trialing, 'Driver Monthly');
    expect((await acceptBobtail(trialing)).commission).toBe(19350);

    // Past the trial the renewal charges the card: now a paid subscriber.
    const paid = await verifiedDriver(ctx);
    await subscribe(paid, 'Driver Monthly');
    clockMs = Date.parse((await statusOf(paid)).expiresAt) + 60_000;
    await runRenewals();
    expect((await statusOf(paid)).subscription).toMatchObject({ status: 'active', isTrial: false });
    const subscribed = await acceptBobtail(paid);
    expect(subscribed.commission).toBe(12900);
    expect(subscribed.answer).toMatchObject({ commissionPercent: 10, driverPayCents: 116100 });
    clockMs = Date.now();

    // The rate stays as fixed at acceptance; the driver's earnings say which applied, and the client's
    // invoice never shows the commission or the driver's pay.
    const [row] = await ctx.database.db
      .select({ bps: recoveryRequests.commissionRateBps })
      .from(recoveryRequests)
      .where(eq(recoveryRequests.id, subscribed.job.id));
    expect(row!.bps).toBe(1000);
    const earnings = (await req(paid, 'GET', '/api/driver/earnings')).json();
    expect(earnings.jobs.find((j: { jobId: string }) => j.jobId === subscribed.job.id)).toMatchObject({
      commissionPercent: 10,
      payCents: 116100,
      commissionReason: expect.stringContaining('you had a paid subscription'),
    });
    const invoices = (
      await req(subscribed.client, 'GET', `/api/recovery-requests/${subscribed.job.id}/invoices`)
    ).json();
    expect(invoices[0].items.map((i: { description: string }) => i.description).join(' ')).not.toMatch(
      /commission|driver receives/i,
    );
    expect(
      invoices[0].items.reduce(
        (s: number, i: { totalPrice: number }) => s + Math.round(i.totalPrice * 100),
        0,
      ),
    ).toBe(BOBTAIL_1190.priceCents);
  });
});

describe('premium features on the server', () => {
  it('puts subscribers’ open jobs first for drivers, marked as priority', async () => {
    const driver = await verifiedDriver(ctx);
    const regular = await signUp(ctx.app);
    const subscriber = await signUp(ctx.app);
    await subscribe(subscriber, 'Client Monthly');
    const older = await paidJob(ctx, regular);
    const newer = await paidJob(ctx, subscriber);
    const open = (await req(driver, 'GET', '/api/recovery-requests?status=pending')).json().items;
    const ids = open.map((j: { id: string }) => j.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(open.find((j: { id: string }) => j.id === newer.id).priority).toBe(true);
    expect(open.find((j: { id: string }) => j.id === older.id).priority).toBe(false);
  });

  it('answers analytics to subscribers only', async () => {
    const client = await signUp(ctx.app);
    const refused = await req(client, 'GET', '/api/analytics');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This feature requires an active subscription');
    await paidJob(ctx, client);
    await subscribe(client, 'Client Monthly');
    const res = await req(client, 'GET', '/api/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ role: 'client', period: 'month' });
    expect(body.points).toHaveLength(6);
    expect(body.points.at(-1)).toMatchObject({ jobs: 1, amountCents: BOBTAIL_1190.priceCents });

    // Spend is net of credit notes: a cancellation that refunded $1,000.00 of $2,319.53 counts $1,319.53.
    const operator = await signUp(ctx.app);
    await makeOperator(ctx, operator);
    await stepUp(ctx.app, operator);
    const cancelled = await paidJob(ctx, client);
    const refund = await req(operator, 'POST', `/api/admin/jobs/${cancelled.id}/refund`, {
      amountCents: 100_000,
      reason: 'Client changed plans',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const net = (await req(client, 'GET', '/api/analytics')).json();
    expect(net.points.at(-1)).toMatchObject({
      jobs: 2,
      amountCents: BOBTAIL_1190.priceCents + BOBTAIL_1190.priceCents - 100_000,
    });
  });
});

describe('contact form', () => {
  it('stores the message and tells every operator; bad input is refused', async () => {
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const bad = await req(null, 'POST', '/api/contact', {
      name: 'Ann',
      email: 'nope',
      message: 'hello there fleet',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('Please enter a valid email address.');
    const res = await req(null, 'POST', '/api/contact', {
      name: 'Ann Fleet',
      email: 'ann@fleet.example',
      company: 'Fleet Co',
      message: 'We move 40 trucks a month. Can we talk about volume pricing?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(subscriptionMessages.contactSent);
    const heard = notices.find((n) => n.userId === admin.id && n.kind === 'contact_message');
    expect(heard?.title).toContain('Ann Fleet, Fleet Co');
    expect(heard?.body).toContain('40 trucks a month');
  });
});

describe('Google Play without configuration', () => {
  it('never answers isValid true', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    const res = await req(driver, 'POST', '/api/subscriptions/verify-purchase', {
      productId: 'pathway_driver_monthly',
      purchaseToken: 'any-token',
    });
    // Not a server fault: an answer about this purchase, which the app shows (never a 5xx).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isValid: false, error: subscriptionMessages.playNotConfigured });
    const withPlan = await req(driver, 'POST', '/api/subscriptions/verify-google-play', {
      productId: 'pathway_driver_monthly',
      purchaseToken: 'any-token',
      planId: 1,
    });
    expect(withPlan.statusCode).toBe(200);
    expect(withPlan.json()).toMatchObject({
      success: false,
      verification: { isValid: false, error: subscriptionMessages.playNotConfigured },
      subscription: null,
    });
    const rtdn = await req(null, 'POST', '/api/subscriptions/google-play/notifications', {
      message: { data: '' },
    });
    expect(rtdn.statusCode).toBe(401);
    expect(await statusOf(driver)).toMatchObject({ hasActiveSubscription: false });
    const lines = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.jobId} is null`);
    expect(lines.every((l) => l.subscriptionChargeId !== null)).toBe(true);
  });
});
