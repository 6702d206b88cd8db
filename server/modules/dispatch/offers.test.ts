import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobFlags, jobOffers, mailMessages, recoveryRequests, users } from '../../db/schema';
import {
  acceptJob,
  createTestApp,
  paidJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
let operator: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
const jobRow = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;
const openIds = async (driver: SignedUpUser) =>
  (
    (await req(driver, 'GET', '/api/recovery-requests?status=pending&limit=100')).json().items as {
      id: string;
    }[]
  ).map((j) => j.id);
const offeredFlag = async (jobId: string) =>
  ctx.database.db
    .select()
    .from(jobFlags)
    .where(and(eq(jobFlags.jobId, jobId), eq(jobFlags.kind, 'offer_declined')));

/** A paid job an operator offered to `driver`. */
async function offered() {
  const client = await signUp(ctx.app, { name: 'Cleo Client' });
  const driver = await verifiedDriver(ctx);
  const bystander = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
    driverId: driver.id,
    reason: 'Closest driver',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { client, driver, bystander, job };
}

describe('offers (an operator reassigning a job)', () => {
  it('holds the job for the offered driver, who is told at once and sees it with its pay and time left', async () => {
    const { driver, bystander, job } = await offered();
    const offers = (await req(driver, 'GET', '/api/driver/offers')).json();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ reason: 'Closest driver', job: { id: job.id } });
    expect(offers[0].job.driverPayCents).toBeGreaterThan(0);
    expect(new Date(offers[0].expiresAt).getTime()).toBeGreaterThan(clockMs);
    // E-mailed whether or not they are looking (an offer waits minutes); with no phone subscribed to
    // push, the outbox keeps the push that would have been sent.
    const mail = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, driver.id), eq(mailMessages.kind, 'job_offered')));
    expect(mail.map((m) => `${m.channel} ${m.status}`).sort()).toEqual(['email queued', 'push held']);
    expect(mail.find((m) => m.channel === 'push')!.data).toMatchObject({
      jobId: job.id,
      actions: ['view', 'decline'],
      urgency: 'high',
    });
    // Nobody else sees it on the open list or starts to accept it meanwhile.
    expect(await openIds(bystander)).not.toContain(job.id);
    expect((await req(bystander, 'GET', '/api/driver/offers')).json()).toEqual([]);
    const agree = await req(bystander, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
      agreed: true,
    });
    expect(agree.statusCode).toBe(409);
    expect(agree.json().code).toBe('job_offered');
    // The offered driver takes it through the usual steps.
    await acceptJob(ctx, driver, job.id);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'accepted',
      driverId: driver.id,
      offeredUntil: null,
    });
    const [offer] = await ctx.database.db.select().from(jobOffers).where(eq(jobOffers.jobId, job.id));
    expect(offer!.status).toBe('accepted');
  });

  it('writes to a driver who reads Spanish in Spanish: the e-mail, the text and the push', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const driver = await verifiedDriver(ctx);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: { cookie: driver.cookie },
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ phone: '+1 555 010 7788', phoneVerifiedAt: new Date() })
      .where(eq(users.id, driver.id));
    const job = await paidJob(ctx, client);
    const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      driverId: driver.id,
      reason: 'Closest driver',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, driver.id), eq(mailMessages.kind, 'job_offered')));
    const by = (channel: string) => mail.find((m) => m.channel === channel)!;
    expect(mail.map((m) => m.channel).sort()).toEqual(['email', 'push', 'sms']);
    expect(by('email').subject).toMatch(/^Se le ofrece PW-\d+$/);
    expect(by('email').body).toMatch(
      /^Hola, .+:\n\nDispatch le ofrece PW-\d+: .+ → .+\. Acéptelo en menos de \d+ minutos, o páselo\./,
    );
    expect(by('email').body).toContain('— Pathway');
    expect(by('sms').body).toMatch(/^Pathway: Se le ofrece PW-\d+\. Dispatch le ofrece/);
    expect(by('push').subject).toBe(by('email').subject);
    // The bell too.
    const bell = (await req(driver, 'GET', '/api/notifications')).json().notifications;
    expect(bell[0].title).toBe(by('email').subject);
  });

  it('a decline puts the job back on the open list and raises an exception for operators', async () => {
    const { driver, bystander, job } = await offered();
    const res = await req(driver, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, {
      reason: 'Too far from home',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', driverId: null, offeredUntil: null });
    expect(await openIds(bystander)).toContain(job.id);
    const [flag] = await offeredFlag(job.id);
    expect(flag?.reason).toMatch(/declined .*Too far from home/);
    // Twice is an ended offer; a driver never offered it learns nothing.
    const again = await req(driver, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, { reason: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('offer_ended');
    expect(
      (await req(bystander, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, { reason: '' }))
        .statusCode,
    ).toBe(404);
  });

  it('an offer nobody answers expires back to the open list, and a late acceptance is refused', async () => {
    const { driver, bystander, job } = await offered();
    await prepareToAccept(ctx, driver, job.id);
    clockMs += 16 * 60_000;
    expect(await ctx.app.services.dispatch.expireOffers()).toBeGreaterThanOrEqual(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', offeredUntil: null });
    const [offer] = await ctx.database.db.select().from(jobOffers).where(eq(jobOffers.jobId, job.id));
    expect(offer!.status).toBe('expired');
    expect((await offeredFlag(job.id))[0]?.reason).toMatch(/did not answer/);
    expect((await req(driver, 'GET', '/api/driver/offers')).json()).toEqual([]);
    // Open to everyone again: the first acceptance wins, the offered driver's included.
    await acceptJob(ctx, bystander, job.id);
    const late = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(late.statusCode).toBe(409);
  });

  it('an acceptance and a decline of one offer at once: the job ends up taken or open, never half of each', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const o = await offered();
        await prepareToAccept(ctx, o.driver, o.job.id);
        return o;
      }),
    );
    const answers = await Promise.all(
      rounds.map(({ driver, job }) =>
        Promise.all([
          req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' }),
          req(driver, 'POST', `/api/recovery-requests/${job.id}/offer/decline`, {
            reason: 'Changed my mind',
          }),
        ]),
      ),
    );
    for (const [i, [accepted, declined]] of answers.entries()) {
      // A decline first leaves the job open to all, the decliner included: both may then succeed.
      expect([200, 409]).toContain(accepted.statusCode);
      expect([200, 409]).toContain(declined.statusCode);
      expect(accepted.statusCode === 200 || declined.statusCode === 200).toBe(true);
      const row = await jobRow(rounds[i]!.job.id);
      expect(row.driverId).toBe(accepted.statusCode === 200 ? rounds[i]!.driver.id : null);
      expect(row.offeredUntil).toBeNull();
    }
    const stillOpen = await ctx.database.db
      .select()
      .from(jobOffers)
      .where(
        and(
          inArray(
            jobOffers.jobId,
            rounds.map((r) => r.job.id),
          ),
          eq(jobOffers.status, 'open'),
        ),
      );
    expect(stillOpen).toEqual([]);
  });
});
