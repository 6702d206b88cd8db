import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, sessionCookieOf, signUp, type TestContext, uniqueEmail } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]!.n;

describe('sign up', () => {
  it('creates the account, starts a session and answers the user', async () => {
    const email = uniqueEmail('new');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Nia Fleet', email: email.toUpperCase(), password: 'long-enough-pw', role: 'driver' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Nia Fleet',
      email,
      role: 'driver',
      isAdmin: false,
      isDriverVerified: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'pathway_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a short password', { password: 'short' }, 'password', 'Password must be at least 10 characters'],
    ['no name', { name: '' }, 'name', 'Name must be at least 2 characters'],
    ['an unknown role', { role: 'admin' }, 'role', 'Role must be client or driver'],
  ])(
    'refuses %s with 400 and a field message, creating nothing',
    async (_label, override, field, message) => {
      const before = await userCount();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Val Id',
          email: uniqueEmail(),
          password: 'long-enough-pw',
          role: 'client',
          ...override,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(res.json().message).toContain(message);
      expect(res.cookies).toHaveLength(0);
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses a taken email with 409, whatever its case, creating nothing', async () => {
    const first = await signUp(ctx.app);
    const before = await userCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Copy Cat', email: first.email.toUpperCase(), password: 'long-enough-pw' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of several simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Race', email, password: 'long-enough-pw' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('sign in and out', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const user = await signUp(ctx.app, { password: 'right-password-1' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect.');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'whatever-123' },
    });
    expect(unknown.statusCode).toBe(401);

    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'right-password-1' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().id).toBe(user.id);
  });

  it('ends the session on sign out, server side', async () => {
    const user = await signUp(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    const left = await ctx.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left[0]!.n).toBe(0);
  });

  it('answers 401 on /api/me without a session, or with a forged cookie', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'pathway_session=abc.def' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const user = await signUp(ctx.app);
    const token = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('role', () => {
  it('toggles between client and driver, persisted on the server', async () => {
    const user = await signUp(ctx.app, { role: 'client' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie },
      payload: { role: 'driver' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('driver');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().role).toBe('driver');
  });

  it('refuses a role change without a session or to an unknown role', async () => {
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: '/api/me', payload: { role: 'driver' } })).statusCode,
    ).toBe(401);
    const user = await signUp(ctx.app);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie },
      payload: { role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('data deletion', () => {
  it('schedules erasure in 30 days and signs out; a later sign-in shows it pending, and only Keep my account cancels it', async () => {
    const user = await signUp(ctx.app, { password: 'delete-me-please' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/deletion-request',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(202);
    const scheduled = new Date(res.json().deletionScheduledFor).getTime();
    expect(scheduled - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'delete-me-please' },
    });
    expect(again.statusCode).toBe(200);
    // Still pending: signing in is not a choice to keep the account.
    expect(again.json().deletionScheduledFor).toBe(res.json().deletionScheduledFor);
    const cookie = sessionCookieOf(again);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().deletionScheduledFor).toBe(res.json().deletionScheduledFor);

    const keep = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/deletion-request',
      headers: { cookie },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().deletionScheduledFor).toBeNull();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletionRequestedAt).toBeNull();
  });

  it('erases personal data once the grace period has passed', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/deletion-request',
      headers: { cookie: user.cookie },
    });
    await ctx.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, user.id));
    const erased: string[] = [];
    await ctx.app.services.accounts.eraseDueAccounts(async (id) => {
      erased.push(id);
    });
    expect(erased).toContain(user.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted user', email: `deleted-${user.id}@deleted.invalid` });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(401);
  });
});
