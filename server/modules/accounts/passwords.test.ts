import { BREACHED_PASSWORD_MESSAGE, PASSWORD_RESET_SENT } from '@core/contracts/accounts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { createTestApp, sessionCookieOf, signUp, type TestContext, uniqueEmail } from '../../test/helpers';
import { isBreachedPassword } from './password-rules';

let ctx: TestContext;
let clockMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});
beforeEach(() => {
  clockMs = Date.now();
});

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });

const mailsTo = (userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)))
    .orderBy(desc(mailMessages.createdAt));

/** Asks for a reset link and reads its token from the e-mail, as the person would. */
async function resetToken(email: string, userId: string): Promise<string> {
  const res = await post('/api/auth/password-reset', { email });
  expect(res.statusCode).toBe(200);
  const [mail] = await mailsTo(userId, 'password_reset');
  const link = mail!.body.match(/http\S+\/reset-password\?token=(\S+)/);
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('asking for a reset link', () => {
  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const user = await signUp(ctx.app);
    const known = await post('/api/auth/password-reset', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.body).toBe(known.body);

    const [mail] = await mailsTo(user.id, 'password_reset');
    expect(mail!.toAddress).toBe(user.email);
    expect(mail!.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail!.body).toContain('one hour');
  });

  it('stores only the hash of the token', async () => {
    const user = await signUp(ctx.app);
    const token = await resetToken(user.email, user.id);
    const rows = await ctx.database.pool.query('SELECT token_hash FROM password_resets WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].token_hash).not.toContain(token);
    expect(rows.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('setting a new password through the link', () => {
  it('works once: signs the person in afresh, ends every other session, and the second use is 410', async () => {
    const user = await signUp(ctx.app);
    const other = sessionCookieOf(await signIn(user.email, 'correct-horse-battery'));
    const token = await resetToken(user.email, user.id);

    const done = await post('/api/auth/password-reset/confirm', { token, password: 'fresh-start-2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe(user.email);
    const fresh = sessionCookieOf(done);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);

    expect((await signIn(user.email, 'correct-horse-battery')).statusCode).toBe(401);
    expect((await signIn(user.email, 'fresh-start-2026')).statusCode).toBe(200);
    const [changed] = await mailsTo(user.id, 'password_changed');
    expect(changed!.subject).toBe('Your password was changed');

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another-one-2026' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);
    expect((await signIn(user.email, 'fresh-start-2026')).statusCode).toBe(200);
  });

  it('does not work after an hour', async () => {
    const user = await signUp(ctx.app);
    const token = await resetToken(user.email, user.id);
    clockMs += 61 * 60_000;
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'too-late-2026' });
    expect(res.statusCode).toBe(410);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await signIn(user.email, 'correct-horse-battery')).statusCode).toBe(200);
  });

  it('leaves an earlier link working until a password is set, which ends both', async () => {
    const user = await signUp(ctx.app);
    const first = await resetToken(user.email, user.id);
    const second = await resetToken(user.email, user.id);
    expect(second).not.toBe(first);
    const res = await post('/api/auth/password-reset/confirm', { token: first, password: 'first-link-2026' });
    expect(res.statusCode).toBe(200);
    const later = await post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'second-link-2026',
    });
    expect(later.statusCode).toBe(410);
  });

  it('answers 410 for a link nobody was sent, and 400 for one that is not a link', async () => {
    const res = await post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      password: 'whatever-it-is-2026',
    });
    expect(res.statusCode).toBe(410);
    const bad = await post('/api/auth/password-reset/confirm', {
      token: 'x',
      password: 'whatever-it-is-2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.token).toBeTruthy();
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const user = await signUp(ctx.app);
    const token = await resetToken(user.email, user.id);
    const results = await Promise.all(
      ['racer-one-2026', 'racer-two-2026'].map((password) =>
        post('/api/auth/password-reset/confirm', { token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });
});

describe('changing the password when signed in', () => {
  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await signUp(ctx.app);
    const res = await post(
      '/api/auth/password',
      { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' },
      user.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.currentPassword).toBe('Your current password is not right.');
    expect((await signIn(user.email, 'correct-horse-battery')).statusCode).toBe(200);
  });

  it('keeps this session, ends every other one and e-mails the person', async () => {
    const user = await signUp(ctx.app);
    const other = sessionCookieOf(await signIn(user.email, 'correct-horse-battery'));
    const res = await post(
      '/api/auth/password',
      { currentPassword: 'correct-horse-battery', newPassword: 'brand-new-pass-1' },
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect((await signIn(user.email, 'correct-horse-battery')).statusCode).toBe(401);
    expect(await mailsTo(user.id, 'password_changed')).toHaveLength(1);
  });

  it('ends reset links asked for before the change', async () => {
    const user = await signUp(ctx.app);
    const token = await resetToken(user.email, user.id);
    await post(
      '/api/auth/password',
      { currentPassword: 'correct-horse-battery', newPassword: 'brand-new-pass-2' },
      user.cookie,
    );
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'sneaky-reset-2026' });
    expect(res.statusCode).toBe(410);
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'brand-new-pass-1',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('new passwords', () => {
  const SHORT = 'Password must be at least 10 characters';

  it('knows the breached list, and the demo password is not in it', async () => {
    expect(await isBreachedPassword('password123')).toBe(true);
    expect(await isBreachedPassword('PassWord123')).toBe(true);
    expect(await isBreachedPassword('demo-pass-2025')).toBe(false);
  });

  it.each([
    ['breached', 'password123', BREACHED_PASSWORD_MESSAGE],
    ['short', 'short-pw1', SHORT],
  ])('refuses a %s password on sign-up, reset and change', async (_label, password, message) => {
    const signup = await post('/api/auth/signup', { name: 'Weak Pass', email: uniqueEmail(), password });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors.password).toBe(message);
    expect(signup.cookies).toHaveLength(0);

    const user = await signUp(ctx.app);
    const token = await resetToken(user.email, user.id);
    const reset = await post('/api/auth/password-reset/confirm', { token, password });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.password).toBe(message);
    // A refused password leaves the link working.
    const ok = await post('/api/auth/password-reset/confirm', { token, password: 'strong-enough-2026' });
    expect(ok.statusCode).toBe(200);

    const change = await post(
      '/api/auth/password',
      { currentPassword: 'strong-enough-2026', newPassword: password },
      sessionCookieOf(ok),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.newPassword).toBe(message);
    expect((await signIn(user.email, 'strong-enough-2026')).statusCode).toBe(200);
  });
});
