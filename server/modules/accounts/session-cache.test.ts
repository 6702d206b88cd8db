import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/client';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';
import { createSessionCache } from './session-cache';

const user = { id: 'u1', name: 'Una', email: 'una@example.com', role: 'client' as const, isAdmin: false };

describe('the session cache', () => {
  it('keeps a lookup for its time, and forgets a session, or all of a user, when told', () => {
    const cache = createSessionCache(2000);
    cache.set('s1', user, 0);
    cache.set('s2', user, 0);
    expect(cache.get('s1', 1999)).toEqual(user);
    expect(cache.get('s1', 2000)).toBeUndefined();
    cache.set('s1', user, 0);
    cache.forget({ userId: 'u1', sessionIds: ['s1'] });
    expect(cache.get('s1', 1)).toBeUndefined();
    expect(cache.get('s2', 1)).toEqual(user);
    cache.forget({ userId: 'u1' });
    expect(cache.get('s2', 1)).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = createSessionCache(0);
    cache.set('s1', user, 0);
    expect(cache.get('s1', 0)).toBeUndefined();
  });
});

/** Two server processes on one database, each keeping sessions for 10 s (far longer than the default). */
let ctx: TestContext;
let other: App;
beforeAll(async () => {
  ctx = await createTestApp({ SESSION_CACHE_MS: '10000' });
  const database = connectDatabase(ctx.database.url, 5);
  other = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/pathway-session-cache-test',
      SESSION_CACHE_MS: '10000',
    }),
    database,
    sessionSecret: 'test-secret-test-secret-test-secret',
  });
  other.addHook('onClose', () => database.close());
  await other.ready();
});
afterAll(async () => {
  await other.close();
});

const me = (app: App, cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('sessions kept for a moment across processes', () => {
  it("answer from the cache: a session deleted behind the app's back still works for its time", async () => {
    const person = await signUp(ctx.app, { name: 'Cara Cached' });
    expect((await me(other, person.cookie)).statusCode).toBe(200);
    await ctx.database.pool.query('DELETE FROM sessions WHERE user_id = $1', [person.id]);
    // No notice went out, so the other process still knows the session (which is why every way
    // the app ends a session tells all processes, tested below).
    expect((await me(other, person.cookie)).statusCode).toBe(200);
  });

  it('a sign-out on one process is refused at once on the other', async () => {
    const person = await signUp(ctx.app, { name: 'Sam Signout' });
    expect((await me(other, person.cookie)).statusCode).toBe(200);
    expect((await me(ctx.app, person.cookie)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: person.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(ctx.app, person.cookie)).statusCode).toBe(401);
    // The other process heard it on the live bus (LISTEN/NOTIFY), well before its cache would expire.
    await expect
      .poll(async () => (await me(other, person.cookie)).statusCode, { timeout: 2000, interval: 50 })
      .toBe(401);
  });

  it('a role change on one process shows on the other at once', async () => {
    const person = await signUp(ctx.app, { name: 'Rita Role' });
    expect((await me(other, person.cookie)).json().role).toBe('client');
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: person.cookie },
      payload: { role: 'driver' },
    });
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(async () => (await me(other, person.cookie)).json().role, { timeout: 2000, interval: 50 })
      .toBe('driver');
  });
});
