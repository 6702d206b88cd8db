import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/client';
import { createJob, createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
/** A second server process's app on the same database: the budget must be shared with it. */
let other: App;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  const database = connectDatabase(ctx.database.url, 5);
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/pathway-rate-limit-test', AUTH_RATE_LIMIT: '3' }),
    database,
    sessionSecret: 'test-secret-test-secret-test-secret',
  });
  other.addHook('onClose', () => database.close());
  await other.ready();
});
afterAll(async () => {
  await other.close();
});

const attempt = (app: App, email = 'who@example.com') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-123' } });

async function clearCounters() {
  await ctx.database.pool.query('DELETE FROM rate_limit_counters');
}

describe('sign-in rate limit', () => {
  it('answers 429 with a message and a retry time once a client exceeds the attempts per minute', async () => {
    await clearCounters();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt(ctx.app)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);

    const limited = await attempt(ctx.app);
    const body = limited.json();
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(/^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(limited.headers['retry-after'])).toBe(body.retryAfterSeconds);
  });

  it('is one budget across server processes on the same database', async () => {
    await clearCounters();
    const codes = [];
    // Alternating between the two processes: each alone would still allow attempts.
    for (const app of [ctx.app, other, ctx.app, other, ctx.app]) codes.push((await attempt(app)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts concurrent attempts exactly once each', async () => {
    await clearCounters();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt(i % 2 === 0 ? ctx.app : other, `racer${i}@example.com`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('starts a new window once the last one has ended, and expired counters are purged', async () => {
    await clearCounters();
    for (let i = 0; i < 4; i += 1) await attempt(other);
    expect((await attempt(ctx.app)).statusCode).toBe(429);

    await ctx.database.pool.query("UPDATE rate_limit_counters SET resets_at = now() - interval '1 second'");
    expect((await attempt(ctx.app)).statusCode).toBe(401);

    await ctx.database.pool.query("UPDATE rate_limit_counters SET resets_at = now() - interval '1 second'");
    expect(await ctx.app.services.rateLimits.purgeExpired()).toBe(1);
    const left = await ctx.database.pool.query('SELECT count(*)::int AS n FROM rate_limit_counters');
    expect(left.rows[0].n).toBe(0);
  });

  it('keeps separate budgets per route: sign-up is not spent by failed sign-ins', async () => {
    await clearCounters();
    for (let i = 0; i < 4; i += 1) await attempt(ctx.app);
    const user = await signUp(other);
    expect(user.id).toBeTruthy();
  });
});

describe('test-card rate limit', () => {
  it('is one budget across server processes on the same database', async () => {
    await clearCounters();
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: client.cookie },
      payload: { amount: job.price, recoveryRequestId: job.id },
    });
    const { paymentIntentId, clientSecret } = intent.json();
    const tryCard = (app: App) =>
      app.inject({
        method: 'POST',
        url: `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
        payload: { clientSecret, card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } },
      });
    const codes = [];
    for (const app of [ctx.app, other, ctx.app, other]) codes.push((await tryCard(app)).statusCode);
    expect(codes.slice(0, 3)).not.toContain(429);
    expect(codes[3]).toBe(429);
  });
});

describe('password reset rate limits', () => {
  const ask = (email: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });

  it('limits the requests from one address, whatever e-mail they name', async () => {
    await clearCounters();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await ask(`reset${i}@example.com`, '10.0.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limits the e-mails to one address, whichever address asks', async () => {
    await clearCounters();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask('Target@Example.com', `10.0.1.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // The limit is per e-mail address: another one from the same machine is still answered.
    expect((await ask('someone.else@example.com', '10.0.1.9')).statusCode).toBe(200);
  });
});
