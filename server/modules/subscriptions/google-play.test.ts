import { subscriptionMessages } from '@core/contracts/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUpUser, signUp, type TestContext } from '../../test/helpers';
import { type PlayStub, startPlayStub } from '../../test/play-stub';

const DAY = 24 * 60 * 60 * 1000;
const RTDN_TOKEN = 'rtdn-secret-0123456789';

let ctx: TestContext;
let stub: PlayStub;

beforeAll(async () => {
  stub = await startPlayStub();
  ctx = await createTestApp({
    GOOGLE_PLAY_PACKAGE_NAME: stub.packageName,
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: stub.serviceAccountJson,
    GOOGLE_PLAY_API_BASE_URL: stub.url,
    GOOGLE_PLAY_RTDN_TOKEN: RTDN_TOKEN,
  });
});
afterAll(() => stub.close());

const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const verify = (user: SignedUpUser, productId: string, purchaseToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions/verify-purchase',
    headers: { cookie: user.cookie },
    payload: { productId, purchaseToken },
  });
const statusOf = async (user: SignedUpUser) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/subscriptions/user-subscription',
      headers: { cookie: user.cookie },
    })
  ).json();
const push = (notificationType: number, purchaseToken: string, token = RTDN_TOKEN) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/subscriptions/google-play/notifications?token=${token}`,
    payload: {
      message: {
        messageId: String(Math.random()),
        data: Buffer.from(
          JSON.stringify({
            version: '1.0',
            packageName: stub.packageName,
            eventTimeMillis: String(Date.now()),
            subscriptionNotification: {
              version: '1.0',
              notificationType,
              purchaseToken,
              subscriptionId: 'x',
            },
          }),
        ).toString('base64'),
      },
      subscription: 'projects/pathway/subscriptions/play',
    },
  });

describe('Google Play verification against the Play API (local stub)', () => {
  it('accepts a valid token: the account subscribes, the purchase is acknowledged and invoiced once', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    stub.tokens.set('tok-valid', {
      productId: 'pathway_driver_monthly',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: future(30),
      orderId: 'GPA.1234-5678',
    });
    const res = await verify(driver, 'pathway_driver_monthly', 'tok-valid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isValid: true, productId: 'pathway_driver_monthly', error: null });
    expect(stub.acknowledged.has('tok-valid')).toBe(true);
    const status = await statusOf(driver);
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      plan: { name: 'Driver Monthly' },
      subscription: { provider: 'google_play', status: 'active', paymentMethod: 'Google Play' },
    });
    expect(await ctx.app.services.subscriptions.hasPaidSubscription(driver.id)).toBe(true);

    // The same account presenting the same token again changes nothing and charges nothing more.
    const again = await verify(driver, 'pathway_driver_monthly', 'tok-valid');
    expect(again.json().isValid).toBe(true);
    const charges = await ctx.app.services.subscriptions.chargesForSubscription(status.subscription.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 1000, providerRef: 'GPA.1234-5678' });

    // Another account replaying the token is refused.
    const other = await signUp(ctx.app, { role: 'driver' });
    const replay = await verify(other, 'pathway_driver_monthly', 'tok-valid');
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ isValid: false, error: subscriptionMessages.tokenOwnedByOther });
    expect(await statusOf(other)).toMatchObject({ hasActiveSubscription: false });
  });

  it('refuses expired, cancelled, unknown and wrong-product tokens with isValid false', async () => {
    const client = await signUp(ctx.app);
    stub.tokens.set('tok-expired', {
      productId: 'pathway_client_monthly',
      state: 'SUBSCRIPTION_STATE_EXPIRED',
      expiryTime: new Date(Date.now() - DAY).toISOString(),
    });
    stub.tokens.set('tok-cancelled', {
      productId: 'pathway_client_monthly',
      state: 'SUBSCRIPTION_STATE_CANCELED',
      expiryTime: future(10),
    });
    const cases: [string, string, string][] = [
      ['pathway_client_monthly', 'tok-expired', 'This Google Play subscription has expired.'],
      [
        'pathway_client_monthly',
        'tok-cancelled',
        'This Google Play subscription was cancelled. Please subscribe again.',
      ],
      ['pathway_client_monthly', 'tok-unknown', 'Google Play does not know this purchase token.'],
      ['pathway_unknown', 'tok-cancelled', 'Invalid Google Play product ID'],
      [
        'pathway_driver_monthly',
        'tok-cancelled',
        'The Driver Monthly plan is for drivers. Choose a client plan for your account.',
      ],
    ];
    for (const [productId, token, error] of cases) {
      const res = await verify(client, productId, token);
      expect(res.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, token).toBeLessThan(500);
      expect(res.json()).toMatchObject({ isValid: false, error });
    }
    expect(await statusOf(client)).toMatchObject({ hasActiveSubscription: false });
  });

  it('verify-google-play checks the plan and answers the subscription', async () => {
    const client = await signUp(ctx.app);
    stub.tokens.set('tok-trial', {
      productId: 'pathway_client_monthly',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: future(90),
      freeTrial: true,
    });
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).json();
    const monthly = plans.find((p: { name: string }) => p.name === 'Client Monthly');
    const annual = plans.find((p: { name: string }) => p.name === 'Client Annual');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/verify-google-play',
      headers: { cookie: client.cookie },
      payload: { productId: 'pathway_client_monthly', purchaseToken: 'tok-trial', planId: annual.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().success).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/verify-google-play',
      headers: { cookie: client.cookie },
      payload: {
        productId: 'pathway_client_monthly',
        purchaseToken: 'tok-trial',
        planId: monthly.id,
        orderId: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      subscription: { hasActiveSubscription: true, subscription: { status: 'trialing', isTrial: true } },
    });
  });

  it('answers the usual error body (not a 500) when signed out, for a malformed body and for broken JSON', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    for (const url of ['/api/subscriptions/verify-purchase', '/api/subscriptions/verify-google-play']) {
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { productId: 'pathway_driver_monthly', purchaseToken: 'tok', planId: 1 },
      });
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json().code).toBe('unauthorized');
      const malformed = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: driver.cookie },
        payload: { productId: 42 },
      });
      expect(malformed.statusCode, malformed.body).toBe(400);
      expect(malformed.json()).toMatchObject({
        code: 'validation_error',
        errors: { productId: expect.any(String) },
      });
      const broken = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: driver.cookie, 'content-type': 'application/json' },
        payload: '{"productId":',
      });
      expect(broken.statusCode, broken.body).toBe(400);
      expect(broken.json().message.length).toBeGreaterThan(5);
    }
  });

  it('applies real-time notifications authenticated by the token: cancelled, renewed, revoked', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    const paidUntil = future(5);
    stub.tokens.set('tok-rtdn', {
      productId: 'pathway_driver_monthly',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: paidUntil,
      orderId: 'GPA.1',
    });
    expect((await verify(driver, 'pathway_driver_monthly', 'tok-rtdn')).statusCode).toBe(200);

    expect((await push(3, 'tok-rtdn', 'wrong-token-xxxxxxxxx')).statusCode).toBe(401);

    stub.tokens.set('tok-rtdn', {
      productId: 'pathway_driver_monthly',
      state: 'SUBSCRIPTION_STATE_CANCELED',
      expiryTime: paidUntil,
      autoRenew: false,
      orderId: 'GPA.1',
    });
    expect((await push(3, 'tok-rtdn')).json()).toMatchObject({ handled: true, reason: 'cancelled' });
    expect((await statusOf(driver)).subscription).toMatchObject({ status: 'cancelled', autoRenew: false });

    const renewedUntil = future(35);
    stub.tokens.set('tok-rtdn', {
      productId: 'pathway_driver_monthly',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: renewedUntil,
      orderId: 'GPA.2',
    });
    await push(2, 'tok-rtdn');
    await push(2, 'tok-rtdn'); // Pub/Sub delivers at least once
    const renewed = await statusOf(driver);
    expect(renewed).toMatchObject({ subscription: { status: 'active' }, expiresAt: renewedUntil });
    const charges = await ctx.app.services.subscriptions.chargesForSubscription(renewed.subscription.id);
    expect(charges.map((c) => c.providerRef)).toEqual(['GPA.1', 'GPA.2']);

    expect((await push(12, 'tok-rtdn')).json()).toMatchObject({ handled: true, reason: 'revoked' });
    expect(await statusOf(driver)).toMatchObject({ hasActiveSubscription: false });

    expect((await push(4, 'tok-never-seen')).json()).toMatchObject({ ok: true, handled: false });
  });
});
