import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages, sessions } from '../../db/schema';
import { createTestApp, sessionCookieOf, signUp, type TestContext } from '../../test/helpers';
import { stepUp } from '../../test/operators';
import { deviceLabel, ipPrefix } from './devices';

let ctx: TestContext;
let clockMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});
beforeEach(() => {
  clockMs = Date.now();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function signInFrom(email: string, userAgent: string, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'correct-horse-battery' },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
}

const list = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie } });
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const del = (url: string, cookie: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie } });

const newSignInMails = (userId: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, 'new_sign_in')));

describe('device and address prefix', () => {
  it('labels the main browsers and cuts addresses to their network', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(deviceLabel(MAC_SAFARI)).toBe('Safari on macOS');
    expect(deviceLabel(undefined)).toBe('Unknown device');
    expect(deviceLabel('curl/8.0')).toBe('Unknown device');
    expect(ipPrefix('203.0.113.57')).toBe('203.0.113.x');
    expect(ipPrefix('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(ipPrefix('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipPrefix('not an address')).toBeNull();
  });
});

describe("where you're signed in", () => {
  it("lists only one's own sessions, with device and prefix, the current one marked", async () => {
    const user = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const phone = sessionCookieOf(await signInFrom(user.email, ANDROID_CHROME, '203.0.113.57'));

    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    const rows = res.json().sessions as { id: string; device: string; ipPrefix: string; current: boolean }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((s) => s.current)).toMatchObject({
      device: 'Chrome on Android',
      ipPrefix: '203.0.113.x',
    });
    expect(rows.filter((s) => s.current)).toHaveLength(1);
    const strangers = (await list(stranger.cookie)).json().sessions as { id: string }[];
    expect(strangers).toHaveLength(1);
    expect(rows.map((s) => s.id)).not.toContain(strangers[0]!.id);
    expect((await list('')).statusCode).toBe(401);
  });

  it("answers 404 for another person's session and leaves it working", async () => {
    const user = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const [theirs] = (await list(stranger.cookie)).json().sessions as { id: string }[];
    await stepUp(ctx.app, user);
    expect((await del(`/api/me/sessions/${theirs!.id}`, user.cookie)).statusCode).toBe(404);
    expect((await me(stranger.cookie)).statusCode).toBe(200);
  });

  it('signs one session out: its cookie gets 401 at once', async () => {
    const user = await signUp(ctx.app);
    const phone = sessionCookieOf(await signInFrom(user.email, ANDROID_CHROME, '203.0.113.57'));
    const rows = (await list(user.cookie)).json().sessions as { id: string; current: boolean }[];
    const other = rows.find((s) => !s.current)!;
    // Ending a session asks the person to confirm it's them first (a stolen session cannot end the owner's).
    expect((await del(`/api/me/sessions/${other.id}`, user.cookie)).json().code).toBe('step_up_required');
    await stepUp(ctx.app, user);
    expect((await del(`/api/me/sessions/${other.id}`, user.cookie)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await del(`/api/me/sessions/${other.id}`, user.cookie)).statusCode).toBe(404);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const user = await signUp(ctx.app);
    const phone = sessionCookieOf(await signInFrom(user.email, ANDROID_CHROME, '203.0.113.57'));
    const laptop = sessionCookieOf(await signInFrom(user.email, MAC_SAFARI, '198.51.100.7'));
    await stepUp(ctx.app, { id: user.id, cookie: laptop });
    const res = await del('/api/me/sessions', laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).json().sessions).toHaveLength(1);
  });

  it('moves last active forward at most every 5 minutes', async () => {
    const user = await signUp(ctx.app);
    const lastActive = async () => {
      const [row] = await ctx.database.db
        .select({ at: sessions.lastActiveAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return row!.at.getTime();
    };
    const first = await lastActive();
    clockMs += 4 * 60_000;
    await me(user.cookie);
    expect(await lastActive()).toBe(first);
    clockMs += 2 * 60_000;
    await me(user.cookie);
    expect(await lastActive()).toBe(clockMs);
  });
});

describe('new-device e-mail', () => {
  it('is sent for a second device, not again for the same one, and not on sign-up', async () => {
    const user = await signUp(ctx.app);
    expect(await newSignInMails(user.id)).toHaveLength(0);

    await signInFrom(user.email, ANDROID_CHROME, '203.0.113.57');
    const [mail] = await newSignInMails(user.id);
    expect(mail!.toAddress).toBe(user.email);
    expect(mail!.body).toContain('New sign-in to your Pathway account: Chrome on Android, 203.0.113.x,');
    expect(mail!.body).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M UTC\./);
    expect(mail!.body).toMatch(/sign out everywhere: http\S+\/profile/);

    await signInFrom(user.email, ANDROID_CHROME, '203.0.113.200');
    expect(await newSignInMails(user.id)).toHaveLength(1);
    await signInFrom(user.email, ANDROID_CHROME, '192.0.2.1');
    expect(await newSignInMails(user.id)).toHaveLength(2);
  });
});
