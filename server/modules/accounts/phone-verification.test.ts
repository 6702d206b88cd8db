import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { createTestApp, type SignedUpUser, signUp, type TestContext } from '../../test/helpers';
import { stepUp } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});
beforeEach(() => {
  clockMs = Date.now();
});

const call = (user: SignedUpUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

let phoneSerial = 0;
/** A number no other test used (the outbox is read by number). */
const freshPhone = () =>
  `+1 555 01${String(process.pid % 100).padStart(2, '0')} ${String(++phoneSerial).padStart(3, '0')}`;

const textsTo = (to: string, kind?: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.channel, 'sms'),
        eq(mailMessages.toAddress, to),
        kind ? eq(mailMessages.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(mailMessages.createdAt));

/** Saves a number in the notification settings (replacing one asks the person to confirm it's them). */
async function savePhone(user: SignedUpUser, phone: string | null) {
  await stepUp(ctx.app, user);
  return call(user, 'PUT', '/api/notifications/preferences', { phone });
}

/** The newest code texted to `phone`, read from the outbox as the person reads their texts. */
async function codeTextedTo(phone: string): Promise<string> {
  const [text] = await textsTo(phone, 'phone_verification');
  const code = text?.body.match(/your code is (\d{6})/)?.[1];
  expect(code, `no code texted to ${phone}`).toBeTruthy();
  return code!;
}

const enterCode = (user: SignedUpUser, code: string) =>
  call(user, 'POST', '/api/me/phone-verification/confirm', { code });

/** A driver away from the app (never connected) with a confirmed number, or not. */
async function driverWithPhone(confirmed: boolean) {
  const driver = await signUp(ctx.app, { role: 'driver' });
  const phone = freshPhone();
  expect((await savePhone(driver, phone)).json()).toMatchObject({ phone, phoneVerified: false });
  if (confirmed) expect((await enterCode(driver, await codeTextedTo(phone))).statusCode).toBe(200);
  return { driver, phone };
}

const offer = (userId: string) =>
  ctx.app.services.notifications.notify(userId, 'job_offered', {
    title: 'A job is offered to you',
    body: 'Dallas to Houston, 15 minutes to answer.',
    link: '/driver',
  });

describe('confirming a phone number', () => {
  it('texts a 6-digit code on saving a number; the right code confirms it', async () => {
    const { driver, phone } = await driverWithPhone(false);
    const code = await codeTextedTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.database.pool.query(
      'SELECT code_hash FROM phone_verifications WHERE user_id = $1',
      [driver.id],
    );
    expect(rows.rows[0].code_hash).not.toContain(code);
    const done = await enterCode(driver, code);
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(driver, 'GET', '/api/notifications/preferences')).json().phoneVerified).toBe(true);
    // Saving the same number again keeps it confirmed.
    expect((await savePhone(driver, phone)).json().phoneVerified).toBe(true);
    expect((await enterCode(driver, code)).statusCode).toBe(410);
  });

  it('five wrong codes end the code: even the right one is refused until a new one is sent', async () => {
    const { driver, phone } = await driverWithPhone(false);
    const code = await codeTextedTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await enterCode(driver, wrong)).json());
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill('wrong_code'));
    expect(answers[0].message).toBe('That code is not right. 4 tries left.');
    expect(answers[4].message).toMatch(/last try/);
    const locked = await enterCode(driver, code);
    expect(locked.statusCode).toBe(410);
    expect(locked.json().code).toBe('code_locked');

    const resent = await call(driver, 'POST', '/api/me/phone-verification');
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await codeTextedTo(phone);
    expect((await enterCode(driver, fresh)).statusCode).toBe(200);
  });

  it('a code works for 10 minutes, and at most 5 codes are texted an hour', async () => {
    const { driver, phone } = await driverWithPhone(false);
    const code = await codeTextedTo(phone);
    clockMs += 11 * 60_000;
    const late = await enterCode(driver, code);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('code_expired');
    const sends = [];
    for (let i = 0; i < 5; i += 1)
      sends.push((await call(driver, 'POST', '/api/me/phone-verification')).statusCode);
    expect(sends).toEqual([200, 200, 200, 200, 429]);
    // Another number does not lift the limit.
    expect((await savePhone(driver, freshPhone())).statusCode).toBe(429);
  });
});

describe('texts go only to a confirmed number', () => {
  it('an unconfirmed number gets no offer by text (e-mail and the bell still go); a confirmed one does', async () => {
    const unconfirmed = await driverWithPhone(false);
    await offer(unconfirmed.driver.id);
    expect(await textsTo(unconfirmed.phone, 'job_offered')).toHaveLength(0);
    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, unconfirmed.driver.id), eq(mailMessages.kind, 'job_offered')));
    // The push is kept in the outbox: the driver has no phone subscribed to push.
    expect(mails.map((m) => m.channel).sort()).toEqual(['email', 'push']);

    const confirmed = await driverWithPhone(true);
    await offer(confirmed.driver.id);
    expect(await textsTo(confirmed.phone, 'job_offered')).toHaveLength(1);
  });

  it('a changed number is unconfirmed again, gets a code, and the old number and the e-mail are told', async () => {
    const { driver, phone: old } = await driverWithPhone(true);
    const next = freshPhone();
    const saved = await savePhone(driver, next);
    expect(saved.json()).toMatchObject({ phone: next, phoneVerified: false });
    const [notice] = await textsTo(old, 'phone_changed');
    expect(notice!.body).toContain(`changed to one ending ${next.replace(/\D/g, '').slice(-4)}`);
    const mail = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.userId, driver.id),
          eq(mailMessages.kind, 'phone_changed'),
          eq(mailMessages.channel, 'email'),
        ),
      );
    expect(mail).toHaveLength(1);
    await offer(driver.id);
    expect(await textsTo(next, 'job_offered')).toHaveLength(0);
    expect(await textsTo(old, 'job_offered')).toHaveLength(0);
    expect((await enterCode(driver, await codeTextedTo(next))).statusCode).toBe(200);
  });
});
