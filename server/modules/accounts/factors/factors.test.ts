import { SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED } from '@core/contracts/security';
import { and, desc, eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, passkeys, sessions } from '../../../db/schema';
import {
  createTestApp,
  paidJob,
  type SignedUpUser,
  sessionCookieOf,
  signUp,
  type TestContext,
} from '../../../test/helpers';
import { makeOperator, stepUp, totpCode } from '../../../test/operators';

let ctx: TestContext;
let clockMs: number | null = null;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  ctx = await createTestApp(
    { STEP_UP_AMOUNT_CENTS: '50000' },
    { clock: () => new Date(clockMs ?? Date.now()) },
  );
});

const call = (cookie: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const signIn = (email: string, password = PASSWORD) =>
  call(null, 'POST', '/api/auth/login', { email, password });

/** Sets up an authenticator app through the API, as the profile does; answers its secret and codes. */
async function enrolTotp(user: SignedUpUser) {
  // Adding a factor asks the person to confirm it's them first (their password: they have no factor yet).
  expect((await call(user.cookie, 'POST', '/api/me/totp')).json().code).toBe(STEP_UP_REQUIRED);
  await stepUp(ctx.app, user);
  const setup = await call(user.cookie, 'POST', '/api/me/totp');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const wrong = await call(user.cookie, 'POST', '/api/me/totp/confirm', { code: '000000' });
  expect(wrong.statusCode).toBe(400);
  const confirmed = await call(user.cookie, 'POST', '/api/me/totp/confirm', {
    code: totpCode(secret, Date.now() - 30_000),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe('an authenticator app as the second factor', () => {
  it('is asked for at sign-in: no session until the code, each code works once', async () => {
    const user = await signUp(ctx.app);
    const { secret, recoveryCodes } = await enrolTotp(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await signIn(user.email);
    expect(first.statusCode).toBe(202);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { ticket, methods } = first.json();
    expect(methods).toEqual(['totp', 'recovery_code']);

    const wrong = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket,
      method: 'totp',
      code: '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_code',
      message: expect.stringContaining('4 tries left'),
    });

    const code = totpCode(secret);
    const ok = await call(null, 'POST', '/api/auth/login/second-factor', { ticket, method: 'totp', code });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = await call(sessionCookieOf(ok), 'GET', '/api/me');
    expect(me.json().email).toBe(user.email);

    // The ticket is used up, and the same code does not open a second sign-in.
    const again = await call(null, 'POST', '/api/auth/login/second-factor', { ticket, method: 'totp', code });
    expect(again.json().code).toBe('sign_in_expired');
    const second = (await signIn(user.email)).json();
    const replay = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket: second.ticket,
      method: 'totp',
      code,
    });
    expect(replay.statusCode).toBe(401);

    // A recovery code works once, and the person hears of it.
    const viaCode = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket: second.ticket,
      method: 'recovery_code',
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(viaCode.statusCode, viaCode.body).toBe(200);
    const third = (await signIn(user.email)).json();
    const reused = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket: third.ticket,
      method: 'recovery_code',
      code: recoveryCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    const [mail] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user.id), eq(mailMessages.kind, 'recovery_code_used')))
      .orderBy(desc(mailMessages.createdAt));
    expect(mail!.body).toContain('9 codes are left');
  });

  it('gives a sign-in five tries, then asks for the password again', async () => {
    const user = await signUp(ctx.app);
    const { secret } = await enrolTotp(user);
    const { ticket } = (await signIn(user.email)).json();
    for (let i = 0; i < 5; i++)
      await call(null, 'POST', '/api/auth/login/second-factor', { ticket, method: 'totp', code: '000000' });
    const late = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket,
      method: 'totp',
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('sign_in_expired');
  });

  it('gives a sign-in five minutes for its second step', async () => {
    const user = await signUp(ctx.app);
    const { secret } = await enrolTotp(user);
    const { ticket } = (await signIn(user.email)).json();
    clockMs = Date.now() + 5 * 60_000 + 1_000;
    try {
      const late = await call(null, 'POST', '/api/auth/login/second-factor', {
        ticket,
        method: 'totp',
        code: totpCode(secret, clockMs),
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('sign_in_expired');
    } finally {
      clockMs = null;
    }
  });

  it('locks the app’s codes for 15 minutes after ten wrong ones, whichever sign-ins they came from', async () => {
    const user = await signUp(ctx.app);
    const { secret } = await enrolTotp(user);
    for (let i = 0; i < 10; i++) {
      const { ticket } = (await signIn(user.email)).json();
      await call(null, 'POST', '/api/auth/login/second-factor', { ticket, method: 'totp', code: '000000' });
    }
    const { ticket } = (await signIn(user.email)).json();
    const right = { ticket, method: 'totp', code: totpCode(secret, Date.now() + 30_000) };
    const locked = await call(null, 'POST', '/api/auth/login/second-factor', right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('second_factor_locked');
    clockMs = Date.now() + 15 * 60_000 + 1_000;
    try {
      const { ticket: later } = (await signIn(user.email)).json();
      const code = totpCode(secret, clockMs);
      const ok = await call(null, 'POST', '/api/auth/login/second-factor', {
        ticket: later,
        method: 'totp',
        code,
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      clockMs = null;
    }
  });

  it('is still asked for after a password reset link', async () => {
    const user = await signUp(ctx.app);
    await enrolTotp(user);
    await call(null, 'POST', '/api/auth/password-reset', { email: user.email });
    const [mail] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user.id), eq(mailMessages.kind, 'password_reset')));
    const token = mail!.body.match(/token=(\S+)/)![1];
    const reset = await call(null, 'POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new passphrase 7',
    });
    expect(reset.statusCode, reset.body).toBe(202);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect(reset.json().secondFactorRequired).toBe(true);
  });
});

describe('operators', () => {
  it('cannot open the console until their session is proven with a second factor', async () => {
    const operator = await signUp(ctx.app, { name: 'Olga Operator' });
    await makeOperator(ctx, operator);
    // A session that predates the factor (a password alone) is refused with the code the console reads.
    await ctx.database.db
      .update(sessions)
      .set({ secondFactor: null })
      .where(eq(sessions.userId, operator.id));
    const refused = await call(operator.cookie, 'GET', '/api/admin/jobs');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(SECOND_FACTOR_REQUIRED);
    // Nor does any other route or socket treat it as an operator's: no one else's job is listed.
    const someoneElses = await paidJob(ctx, await signUp(ctx.app));
    const listed = await call(operator.cookie, 'GET', '/api/recovery-requests');
    expect(listed.body).not.toContain(someoneElses.id);
    expect((await call(operator.cookie, 'GET', '/api/me')).json().secondFactorNeeded).toBe(true);

    // A sign-in through the second factor opens it.
    const { ticket } = (await signIn(operator.email)).json();
    const secret = (
      await ctx.database.pool.query('select secret from totp_factors where user_id = $1', [operator.id])
    ).rows[0].secret;
    const signedIn = await call(null, 'POST', '/api/auth/login/second-factor', {
      ticket,
      method: 'totp',
      code: totpCode(secret, Date.now() + 30_000),
    });
    const cookie = sessionCookieOf(signedIn);
    expect((await call(cookie, 'GET', '/api/me')).json().secondFactorNeeded).toBe(false);
    expect((await call(cookie, 'GET', '/api/admin/jobs')).statusCode).toBe(200);
  });

  it('a new operator who enrols in their session opens the console at once', async () => {
    const operator = await signUp(ctx.app);
    await ctx.database.pool.query('update users set is_admin = true where id = $1', [operator.id]);
    expect((await call(operator.cookie, 'GET', '/api/admin/figures')).json().code).toBe(
      SECOND_FACTOR_REQUIRED,
    );
    expect((await call(operator.cookie, 'GET', '/api/me/security')).json().secondFactorRequired).toBe(true);
    await enrolTotp(operator);
    expect((await call(operator.cookie, 'GET', '/api/admin/figures')).statusCode).toBe(200);
    // Their last factor cannot be removed while they are an operator (the step-up of the enrolment still holds).
    const removal = await call(operator.cookie, 'DELETE', '/api/me/totp');
    expect(removal.statusCode).toBe(409);
    expect(removal.json().code).toBe('last_factor');
  });
});

/** Step-up through the API with the given method (the factor's code computed as the app would). */
async function stepUpWith(user: SignedUpUser, method: 'password') {
  return call(user.cookie, 'POST', '/api/auth/step-up', { method, password: PASSWORD });
}

describe('step-up for what moves money or power', () => {
  let operator: SignedUpUser;
  let client: SignedUpUser;
  beforeAll(async () => {
    operator = await signUp(ctx.app, { name: 'Stella Stepup' });
    await makeOperator(ctx, operator);
    client = await signUp(ctx.app);
  });

  it('refuses a refund above the threshold until the operator confirms, then audits how', async () => {
    const job = await paidJob(ctx, client);
    const refund = { amountCents: 60_000, reason: 'Client cancelled by phone' };
    const refused = await call(operator.cookie, 'POST', `/api/admin/jobs/${job.id}/refund`, refund);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(STEP_UP_REQUIRED);

    // A password alone does not step up an account that has a second factor.
    const byPassword = await stepUpWith(operator, 'password');
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().code).toBe('method_not_allowed');
    expect((await call(operator.cookie, 'GET', '/api/auth/step-up')).json().methods).toEqual(['totp']);

    await stepUp(ctx.app, operator);
    const done = await call(operator.cookie, 'POST', `/api/admin/jobs/${job.id}/refund`, refund);
    expect(done.statusCode, done.body).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, job.id))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ actorId: operator.id, confirmedWith: 'totp' });
  });

  it('lets a refund at or below the threshold through without asking', async () => {
    const other = await signUp(ctx.app, { name: 'Noah Nostep' });
    await makeOperator(ctx, other);
    const job = await paidJob(ctx, client);
    const res = await call(other.cookie, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: 50_000,
      reason: 'Client cancelled by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lasts a few minutes, then asks again', async () => {
    const other = await signUp(ctx.app, { name: 'Wanda Window' });
    await makeOperator(ctx, other);
    await stepUp(ctx.app, other);
    const security = (await call(other.cookie, 'GET', '/api/me/security')).json();
    const until = Date.parse(security.stepUpUntil);
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const list = await call(other.cookie, 'GET', '/api/admin/operators');
    const someone = list.json().operators.find((o: { you: boolean }) => !o.you);
    clockMs = until + 1_000;
    try {
      const late = await call(other.cookie, 'DELETE', `/api/admin/operators/${someone.id}`);
      expect(late.json().code).toBe(STEP_UP_REQUIRED);
    } finally {
      clockMs = null;
    }
  });

  it('stops a session from trying to confirm it’s you after ten failures in a row', async () => {
    const person = await signUp(ctx.app);
    for (let i = 0; i < 10; i++) {
      const wrong = await call(person.cookie, 'POST', '/api/auth/step-up', {
        method: 'password',
        password: 'guess',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await stepUpWith(person, 'password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('step_up_locked');
    // A new sign-in (a new session) may confirm again.
    const again = await signIn(person.email);
    const fresh = { ...person, cookie: sessionCookieOf(again) };
    expect((await stepUpWith(fresh, 'password')).statusCode).toBe(200);
  });

  it('asks a person without a second factor for their password', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    expect((await call(driver.cookie, 'GET', '/api/auth/step-up')).json().methods).toEqual(['password']);
    const wrong = await call(driver.cookie, 'POST', '/api/auth/step-up', {
      method: 'password',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await stepUpWith(driver, 'password');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().method).toBe('password');
  });
});

describe('two actions at once', () => {
  it('one recovery code spent by two sign-ins at once opens one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await signUp(ctx.app);
      const { recoveryCodes } = await enrolTotp(user);
      const [a, b] = await Promise.all([signIn(user.email), signIn(user.email)]);
      const spend = (ticket: string) =>
        call(null, 'POST', '/api/auth/login/second-factor', {
          ticket,
          method: 'recovery_code',
          code: recoveryCodes[0],
        });
      const answers = await Promise.all([spend(a.json().ticket), spend(b.json().ticket)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it('an operator removing their passkey and their app at once keeps one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const operator = await signUp(ctx.app);
      await makeOperator(ctx, operator);
      await ctx.database.db.insert(passkeys).values({
        id: `key-${operator.id}`,
        userId: operator.id,
        publicKey: new Uint8Array(65),
        name: 'Phone',
      });
      await stepUp(ctx.app, operator);
      const answers = await Promise.all([
        call(operator.cookie, 'DELETE', `/api/me/passkeys/key-${operator.id}`),
        call(operator.cookie, 'DELETE', '/api/me/totp'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      const security = (await call(operator.cookie, 'GET', '/api/me/security')).json();
      expect(Number(security.totp !== null) + security.passkeys.length).toBe(1);
    }
  });
});

describe("an operator's reset of a lost second factor", () => {
  it('removes the factors, ends the sessions, tells the person and is audited', async () => {
    const person = await signUp(ctx.app);
    const { secret } = await enrolTotp(person);
    const operator = await signUp(ctx.app, { name: 'Rita Reset' });
    await makeOperator(ctx, operator);
    const url = `/api/admin/accounts/${person.id}/second-factor-reset`;
    const body = { reason: 'Checked their driving licence on a video call' };
    expect((await call(operator.cookie, 'POST', url, body)).json().code).toBe(STEP_UP_REQUIRED);
    expect((await call(person.cookie, 'POST', url, body)).statusCode).toBe(403);
    await stepUp(ctx.app, operator);
    const own = await call(
      operator.cookie,
      'POST',
      `/api/admin/accounts/${operator.id}/second-factor-reset`,
      body,
    );
    expect(own.statusCode).toBe(409);
    const reset = await call(operator.cookie, 'POST', url, body);
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await call(person.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    const signIn200 = await signIn(person.email);
    expect(signIn200.statusCode).toBe(200);
    expect(authenticator.check(totpCode(secret), secret)).toBe(true);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id));
    expect(entry).toMatchObject({
      action: 'account.second_factor_reset',
      confirmedWith: 'totp',
      reason: body.reason,
    });
    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, person.id), eq(mailMessages.kind, 'security_change')));
    expect(mails.some((m) => m.body.includes('An operator removed the second factors'))).toBe(true);
  });
});
