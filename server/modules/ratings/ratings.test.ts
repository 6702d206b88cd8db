import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ratings } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

const driverRating = (overall = 5) => ({
  overall,
  aspects: { timeliness: overall, communication: 4, care: 5 },
  comment: 'On time and careful with the truck',
});
const clientRating = (overall = 4) => ({
  overall,
  aspects: { accuracy: overall, readiness: 5 },
  comment: 'Keys ready, listing accurate',
});

/** A job driven and confirmed: completed. */
async function completedJob(driver: SignedUpUser, client?: SignedUpUser) {
  const owner = client ?? (await signUp(ctx.app, { name: 'Rita Rater' }));
  const job = await paidJob(ctx, owner);
  await acceptJob(ctx, driver, job.id);
  await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  await completeConditionReport(ctx.app, driver, job.id, 'delivery');
  const confirmed = await req(owner, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { client: owner, job };
}

const ratingsOf = async (user: SignedUpUser, jobId: string) =>
  (await req(user, 'GET', `/api/recovery-requests/${jobId}/ratings`)).json();

describe('ratings both ways', () => {
  it('hides each side until both have rated, or until 14 days after delivery', async () => {
    const driver = await verifiedDriver(ctx);
    const { client, job } = await completedJob(driver);
    const given = await req(client, 'POST', `/api/recovery-requests/${job.id}/rating`, driverRating());
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().mine).toMatchObject({ overall: 5, public: false });
    // The driver knows they were rated, not how.
    expect(await ratingsOf(driver, job.id)).toMatchObject({
      theirs: null,
      theirsWaiting: true,
      canRate: true,
    });
    expect(JSON.stringify(await ratingsOf(driver, job.id))).not.toContain('careful with the truck');
    await req(driver, 'POST', `/api/recovery-requests/${job.id}/rating`, clientRating());
    expect((await ratingsOf(driver, job.id)).theirs).toMatchObject({
      overall: 5,
      comment: 'On time and careful with the truck',
      public: true,
    });
    expect((await ratingsOf(client, job.id)).theirs).toMatchObject({ overall: 4, public: true });

    // Only one side rates: the rating shows by itself 14 days after delivery.
    const second = await completedJob(driver);
    await req(second.client, 'POST', `/api/recovery-requests/${second.job.id}/rating`, driverRating(3));
    expect((await ratingsOf(driver, second.job.id)).theirs).toBeNull();
    clockMs += 15 * DAY;
    try {
      expect((await ratingsOf(driver, second.job.id)).theirs).toMatchObject({ overall: 3, public: true });
      // Past 7 days a rating is fixed.
      const late = await req(
        second.client,
        'POST',
        `/api/recovery-requests/${second.job.id}/rating`,
        driverRating(1),
      );
      expect(late.statusCode).toBe(409);
    } finally {
      clockMs = Date.now();
    }
  });

  it('refuses a rating of a job not completed, by someone not on it, or out of 1 to 5, recording nothing', async () => {
    const driver = await verifiedDriver(ctx);
    const client = await signUp(ctx.app);
    const open = await paidJob(ctx, client);
    await acceptJob(ctx, driver, open.id);
    const early = await req(client, 'POST', `/api/recovery-requests/${open.id}/rating`, driverRating());
    expect(early.statusCode).toBe(409);
    const { client: owner, job } = await completedJob(driver);
    const stranger = await signUp(ctx.app);
    expect(
      (await req(stranger, 'POST', `/api/recovery-requests/${job.id}/rating`, driverRating())).statusCode,
    ).toBe(404);
    expect(
      (await req(owner, 'POST', `/api/recovery-requests/${job.id}/rating`, driverRating(6))).statusCode,
    ).toBe(400);
    const wrongAspects = await req(owner, 'POST', `/api/recovery-requests/${job.id}/rating`, clientRating());
    expect(wrongAspects.statusCode).toBe(400);
    expect(wrongAspects.json().message).toMatch(/timeliness, communication, care/);
    const rows = await ctx.database.db.select().from(ratings).where(eq(ratings.raterId, owner.id));
    expect(rows).toHaveLength(0);
  });

  it("shows a driver's average and count from 3 public ratings, with one reply each and hidden abusive comments", async () => {
    const driver = await verifiedDriver(ctx);
    const jobs = [];
    for (const overall of [5, 4, 3]) {
      const done = await completedJob(driver);
      await req(done.client, 'POST', `/api/recovery-requests/${done.job.id}/rating`, driverRating(overall));
      await req(driver, 'POST', `/api/recovery-requests/${done.job.id}/rating`, clientRating());
      jobs.push(done);
      const answer = (await req(done.client, 'GET', `/api/recovery-requests/${done.job.id}`)).json();
      expect(answer.driver.rating).toEqual(jobs.length < 3 ? null : { average: 4, count: 3 });
    }
    const mine = (await req(driver, 'GET', '/api/driver/ratings')).json();
    expect(mine.summary).toEqual({ average: 4, count: 3 });
    expect(mine.ratings).toHaveLength(3);
    expect((await req(driver, 'GET', '/api/driver/profile')).json().rating).toEqual({ average: 4, count: 3 });

    const rated = mine.ratings[0];
    const reply = await req(driver, 'POST', `/api/ratings/${rated.id}/reply`, { reply: 'Thank you!' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await req(driver, 'POST', `/api/ratings/${rated.id}/reply`, { reply: 'Again' })).statusCode).toBe(
      409,
    );
    expect(
      (await req(jobs[0]!.client, 'POST', `/api/ratings/${rated.id}/reply`, { reply: 'Me too' })).statusCode,
    ).toBe(404);

    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    expect(
      (await req(driver, 'POST', `/api/admin/ratings/${rated.id}/hide`, { reason: 'Abusive' })).statusCode,
    ).toBe(403);
    const hidden = await req(admin, 'POST', `/api/admin/ratings/${rated.id}/hide`, {
      reason: 'Insults the driver',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = (await req(driver, 'GET', '/api/driver/ratings')).json();
    expect(after.ratings.find((r: { id: string }) => r.id === rated.id)).toMatchObject({
      comment: null,
      hidden: true,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rating.hide_comment'));
    expect(audit).toMatchObject({ reason: 'Insults the driver' });
  });
});
