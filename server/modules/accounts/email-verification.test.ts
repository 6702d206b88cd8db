import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { driverProfiles, mailMessages, testPayoutMovements } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createJob,
  createTestApp,
  multipart,
  paidJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  uniqueEmail,
  verifiedDriver,
} from '../../test/helpers';
import { stepUp } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});
beforeEach(() => {
  clockMs = Date.now();
});

const call = (
  user: { cookie: string } | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

const mailsTo = (to: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, to), eq(mailMessages.kind, kind)))
    .orderBy(desc(mailMessages.createdAt));

/** The newest confirmation link e-mailed to `to`, read from the outbox as the person reads it. */
async function linkTokenFor(to: string): Promise<string> {
  const [mail] = await mailsTo(to, 'email_verification');
  const link = mail?.body.match(/http\S+\/verify-email\?token=([A-Za-z0-9_-]+)/);
  expect(link, `no confirmation link to ${to}`).toBeTruthy();
  return link![1]!;
}

const confirm = (token: string) => call(null, 'POST', '/api/auth/verify-email/confirm', { token });

const intentFor = (client: SignedUpUser, job: { id: string; price: number }) =>
  call(client, 'POST', '/api/create-payment-intent', { amount: job.price, recoveryRequestId: job.id });

describe('the confirmation link', () => {
  it('is e-mailed at sign-up; until it is opened the account cannot pay, after it can', async () => {
    const client = await signUp(ctx.app, { verified: false });
    expect((await call(client, 'GET', '/api/me')).json().emailVerified).toBe(false);
    const job = await createJob(ctx.app, client.cookie);
    const refused = await intentFor(client, job);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_unverified' });
    expect(refused.json().message).toBe(
      `Confirm your e-mail address first: we sent a link to ${client.email}. Open it, or send a new one from your profile.`,
    );

    const token = await linkTokenFor(client.email);
    const opened = await confirm(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().email).toBe(client.email);
    expect((await call(client, 'GET', '/api/me')).json().emailVerified).toBe(true);
    expect((await intentFor(client, job)).statusCode).toBe(200);
  });

  it('works once, stores only its hash, and does not work after 24 hours', async () => {
    const user = await signUp(ctx.app, { verified: false });
    const token = await linkTokenFor(user.email);
    const rows = await ctx.database.pool.query(
      'SELECT token_hash FROM email_verifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0].token_hash).not.toContain(token);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);

    const late = await signUp(ctx.app, { verified: false });
    const lateToken = await linkTokenFor(late.email);
    clockMs += 24 * 60 * 60_000 + 60_000;
    expect((await confirm(lateToken)).statusCode).toBe(410);
    expect((await call(late, 'GET', '/api/me')).json().emailVerified).toBe(false);
    expect((await confirm('not-a-token')).statusCode).toBe(400);
  });

  it('is sent again on request, at most 5 an hour, and not once the address is confirmed', async () => {
    const user = await signUp(ctx.app, { verified: false });
    const sent = await call(user, 'POST', '/api/me/email-verification');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().email).toBe(user.email);
    expect(await mailsTo(user.email, 'email_verification')).toHaveLength(2);
    // Both links work (mail arrives out of order); the first one opened confirms.
    const responses = [];
    for (let i = 0; i < 4; i += 1)
      responses.push((await call(user, 'POST', '/api/me/email-verification')).statusCode);
    expect(responses).toEqual([200, 200, 200, 429]);
    expect((await call(null, 'POST', '/api/me/email-verification')).statusCode).toBe(401);
    expect((await confirm(await linkTokenFor(user.email))).statusCode).toBe(200);
    const done = await call(user, 'POST', '/api/me/email-verification');
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('already_verified');
  });
});

describe('what waits for a confirmed address', () => {
  it('an unverified driver cannot start accepting nor accept; a change of address meanwhile refuses acceptance', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const fresh = await signUp(ctx.app, { role: 'driver', verified: false });
    await ctx.database.db
      .insert(driverProfiles)
      .values({ userId: fresh.id, licenseClass: 'A', verificationStatus: 'approved', isAvailable: true });
    const agree = await call(fresh, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
      driverId: 'x',
      agreed: true,
    });
    expect(agree.statusCode).toBe(403);
    expect(agree.json().code).toBe('email_unverified');

    const driver = await verifiedDriver(ctx);
    await prepareToAccept(ctx, driver, job.id);
    await stepUp(ctx.app, driver);
    const moved = await call(driver, 'PATCH', '/api/me/email', {
      email: uniqueEmail('moved'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const accept = await call(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().code).toBe('email_unverified');
    expect((await call(client, 'GET', `/api/recovery-requests/${job.id}`)).json().status).toBe('pending');
  });

  it('sharing documents by e-mail waits for it', async () => {
    const user = await signUp(ctx.app, { verified: false });
    const body = multipart({ documentType: 'insurance', userId: 'x', isPublic: 'false' });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: user.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const share = await call(user, 'POST', '/api/documents/share-via-email', {
      documentId: up.json().document.id,
      email: 'dispatch@example.com',
    });
    expect(share.statusCode).toBe(403);
    expect(share.json().code).toBe('email_unverified');
    expect(await mailsTo('dispatch@example.com', 'document_share')).toHaveLength(0);
  });

  it("a driver's pay waits (not lost) while their address is unconfirmed, and goes once it is", async () => {
    const driver = await verifiedDriver(ctx);
    const onboarded = await call(driver, 'POST', '/api/driver/payout-account', {
      legalName: 'Dana Driver',
      dateOfBirth: '1985-04-12',
      ssnLast4: '1234',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const newEmail = uniqueEmail('driver-moved');
    await stepUp(ctx.app, driver);
    await call(driver, 'PATCH', '/api/me/email', {
      email: newEmail,
    });

    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    const transfers = () =>
      ctx.database.db
        .select()
        .from(testPayoutMovements)
        .where(and(eq(testPayoutMovements.kind, 'transfer'), eq(testPayoutMovements.group, `job_${job.id}`)));
    await ctx.app.services.payouts.sweepUnsent({ atStart: true });
    expect(await transfers()).toHaveLength(0);
    const instant = await call(driver, 'POST', '/api/driver/payouts/instant');
    expect(instant.statusCode).toBe(403);
    expect(instant.json().code).toBe('email_unverified');

    expect((await confirm(await linkTokenFor(newEmail))).statusCode).toBe(200);
    await ctx.app.services.payouts.sweepUnsent({ atStart: true });
    expect(await transfers()).toHaveLength(1);
  });
});

describe('changing the e-mail address', () => {
  it('asks the person to confirm it’s them, refuses a taken address, un-verifies, links the new address and tells the old one', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const next = uniqueEmail('next');
    const unconfirmed = await call(user, 'PATCH', '/api/me/email', { email: next });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().code).toBe('step_up_required');
    await stepUp(ctx.app, user);
    const taken = await call(user, 'PATCH', '/api/me/email', {
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');
    const oldLink = (await call(user, 'POST', '/api/me/email-verification')).statusCode;
    expect(oldLink).toBe(409); // confirmed already: no link pending for the old address

    const changed = await call(user, 'PATCH', '/api/me/email', {
      email: next,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: next, emailVerified: false });
    const [notice] = await mailsTo(user.email, 'email_changed');
    expect(notice!.body).toContain(`changed from this one to ${next}`);
    // The session goes on (it reads the new address), and signing in takes the new one.
    expect((await call(user, 'GET', '/api/me')).json().email).toBe(next);
    const signIn = await call(null, 'POST', '/api/auth/login', {
      email: next,
      password: 'correct-horse-battery',
    });
    expect(signIn.statusCode).toBe(200);
    const job = await createJob(ctx.app, user.cookie);
    expect((await intentFor(user, job)).json().code).toBe('email_unverified');
    expect((await confirm(await linkTokenFor(next))).statusCode).toBe(200);
    expect((await intentFor(user, job)).statusCode).toBe(200);
  });

  it('a link sent to the old address confirms nothing once the address changed', async () => {
    const user = await signUp(ctx.app, { verified: false });
    const oldToken = await linkTokenFor(user.email);
    const next = uniqueEmail('after');
    await stepUp(ctx.app, user);
    await call(user, 'PATCH', '/api/me/email', { email: next });
    expect((await confirm(oldToken)).statusCode).toBe(410);
    expect((await call(user, 'GET', '/api/me')).json().emailVerified).toBe(false);
  });
});
