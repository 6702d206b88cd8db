/**
 * Two actors at once: each pair of opposite steps runs side by side, many at a time, and what the
 * database holds afterwards must be what one order of the two would leave. Each test here failed on
 * the code before the job steps locked the job (or the claim, or the driver) and re-checked who may act.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  driverSuspensions,
  jobEvents,
  jobOffers,
  ledgerEntries,
  recoveryRequests,
} from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  fillConditionReport,
  ledgerTotal,
  paidJob,
  prepareToAccept,
  reportPhoto,
  type SignedUpUser,
  signReport,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let operator: SignedUpUser;
let operator2: SignedUpUser;
/** Pairs run at once in each round, and rounds. */
const PAIRS = 20;
const ROUNDS = 2;

beforeAll(async () => {
  // Ten connections, as a server process has: a step that waited on its own pool would hang here.
  ctx = await createTestApp({ DB_POOL_SIZE: '10', DB_ACQUIRE_TIMEOUT_MS: '5000' });
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  operator2 = await signUp(ctx.app, { name: 'Otto Operator' });
  await makeOperator(ctx, operator);
  await makeOperator(ctx, operator2);
}, 120_000);

type Method = 'GET' | 'POST' | 'PATCH';
const req = (user: SignedUpUser, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
const jobRow = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;
const halvesOf = async (jobId: string) =>
  ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.jobId, jobId),
        inArray(ledgerEntries.kind, ['payout_1', 'payout_2']),
        eq(ledgerEntries.account, 'driver_balance'),
      ),
    );

/** A job accepted by its driver, whose pickup report is filled and signed, ready to submit. */
async function readyForPickup() {
  const client = await signUp(ctx.app, { name: 'Cleo Client' });
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  await fillConditionReport(ctx.app, driver, job.id, 'pickup', 120_000);
  await signReport(ctx.app, driver, job.id, 'pickup', 'releasing', 'Carla Consignor');
  await signReport(ctx.app, driver, job.id, 'pickup', 'driver', 'Dan Driver');
  return { client, driver, job };
}

const submitPickup = (driver: SignedUpUser, jobId: string) =>
  req(driver, 'POST', `/api/recovery-requests/${jobId}/condition-reports/pickup/submit`, {});

describe('two actors at once', () => {
  it('an operator reassigning while the driver submits the pickup report: one wins, the half goes to who picked up', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const pairs = await Promise.all(
        Array.from({ length: PAIRS }, async () => ({
          ...(await readyForPickup()),
          other: await verifiedDriver(ctx),
        })),
      );
      // The operator's checks before its transaction take a while; the submissions start across that
      // time (0 to 38 ms later), so some land while the reassignment commits.
      const answers = await Promise.all(
        pairs.map(({ driver, job, other }, i) =>
          Promise.all([
            req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
              driverId: other.id,
              reason: 'Closer driver',
            }),
            new Promise((r) => setTimeout(r, i * 2)).then(() => submitPickup(driver, job.id)),
          ]),
        ),
      );
      for (const [i, [reassigned, submitted]] of answers.entries()) {
        const { driver, job, other } = pairs[i]!;
        expect(
          [reassigned.statusCode, submitted.statusCode].sort(),
          `${reassigned.body} ${submitted.body}`,
        ).toEqual([200, 409]);
        const row = await jobRow(job.id);
        const halves = await halvesOf(job.id);
        if (submitted.statusCode === 200) {
          // The pickup won: the truck is with the driver who inspected it, and so is the first half.
          expect(row).toMatchObject({ status: 'in_progress', driverId: driver.id });
          expect(halves.map((h) => h.partyId)).toEqual([driver.id]);
        } else {
          expect(submitted.json().code).toBe('not_your_job');
          expect(row).toMatchObject({ status: 'pending', driverId: null });
          expect(halves).toEqual([]);
          const [offer] = await ctx.database.db
            .select()
            .from(jobOffers)
            .where(and(eq(jobOffers.jobId, job.id), eq(jobOffers.status, 'open')));
          expect(offer?.driverId).toBe(other.id);
        }
      }
    }
    expect(await ledgerTotal(ctx)).toBe(0);
  }, 300_000);

  it('a suspension and the same driver’s acceptance at once: no acceptance commits after the suspension', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const pairs = await Promise.all(
        Array.from({ length: PAIRS }, async () => {
          const client = await signUp(ctx.app, { name: 'Cleo Client' });
          const driver = await verifiedDriver(ctx);
          const job = await paidJob(ctx, client);
          await prepareToAccept(ctx, driver, job.id);
          return { driver, job };
        }),
      );
      const answers = await Promise.all(
        pairs.map(({ driver, job }) =>
          Promise.all([
            req(operator, 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
              days: 30,
              reason: 'Unsafe driving reported',
            }),
            req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' }),
          ]),
        ),
      );
      for (const [i, [suspended, accepted]] of answers.entries()) {
        const { driver, job } = pairs[i]!;
        expect(suspended.statusCode, suspended.body).toBe(200);
        expect([200, 403, 409]).toContain(accepted.statusCode);
        if (accepted.statusCode !== 200) {
          expect(accepted.json().code).toBe('driver_suspended');
          expect((await jobRow(job.id)).driverId).toBeNull();
          continue;
        }
        // Both succeeded: the acceptance must have committed first. Its transaction began before the
        // suspension's (each takes the driver's lock at its first statement), give or take that step.
        const [event] = await ctx.database.db
          .select()
          .from(jobEvents)
          .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.type, 'accepted')));
        const [suspension] = await ctx.database.db
          .select()
          .from(driverSuspensions)
          .where(eq(driverSuspensions.driverId, driver.id));
        expect(event!.createdAt.getTime()).toBeLessThanOrEqual(suspension!.startsAt.getTime() + 3);
      }
    }
  }, 300_000);

  it('two operators deciding one claim: one decision, its money once, no 5xx', async () => {
    const moves = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = await signUp(ctx.app, { name: 'Clara Claimant' });
        const driver = await verifiedDriver(ctx);
        const job = await paidJob(ctx, client);
        await acceptJob(ctx, driver, job.id);
        await completeConditionReport(ctx.app, driver, job.id, 'pickup');
        await completeConditionReport(ctx.app, driver, job.id, 'delivery');
        const opened = await req(client, 'POST', '/api/claims', {
          jobId: job.id,
          kind: 'damage',
          amountCents: 30_000,
          description: 'A new dent on the rear door, not on the pickup report',
        });
        expect(opened.statusCode, opened.body).toBe(200);
        return { job, claimId: opened.json().id as string };
      }),
    );
    for (const { job, claimId } of moves) {
      const answers = await Promise.all(
        Array.from({ length: PAIRS }, (_, i) =>
          req(i % 2 ? operator : operator2, 'POST', `/api/admin/claims/${claimId}/decision`, {
            decision: i % 2 ? 'refund' : 'split',
            refundCents: i % 2 ? 3_000 : 7_000,
            chargeCents: i % 2 ? 0 : 4_000,
            reason: 'Photos show the dent is new',
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200).length, answers.map((a) => a.body).join('\n')).toBe(1);
      expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
      const [claim] = await ctx.database.db.select().from(claims).where(eq(claims.id, claimId));
      const refunds = await ctx.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.jobId, job.id), eq(ledgerEntries.kind, 'claim_refund')));
      // The ledger's refund is the decided one, posted once, and the provider took it.
      expect(refunds.filter((l) => l.account === 'cash').map((l) => -l.amountCents)).toEqual([
        claim!.refundCents,
      ]);
      expect(claim!.refundSentAt).not.toBeNull();
    }
    expect(await ledgerTotal(ctx)).toBe(0);
  }, 300_000);

  it('40 submissions of one report from one driver: every answer comes, and the health check answers throughout', async () => {
    const { driver, job } = await readyForPickup();
    const slowest = { health: 0 };
    let done = false;
    const probe = (async () => {
      while (!done) {
        const started = Date.now();
        const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        slowest.health = Math.max(slowest.health, Date.now() - started);
        expect(health.statusCode).toBe(200);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 40 }, () => submitPickup(driver, job.id)));
    done = true;
    await probe;
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length, answers.map((a) => a.body).join('\n')).toBe(1);
    expect(codes.every((c) => c === 200 || c === 409 || c === 503)).toBe(true);
    expect(slowest.health).toBeLessThan(1_000);
    expect(await halvesOf(job.id)).toHaveLength(1);
  }, 120_000);

  it('refuses a report photo taken in the year 9999 or before the job existed', async () => {
    const client = await signUp(ctx.app, { name: 'Cleo Client' });
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    for (const takenAt of ['9999-12-31T00:00:00Z', '2020-01-01T00:00:00Z']) {
      const res = await reportPhoto(ctx.app, driver, job.id, 'pickup', 'front', { takenAt });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('photo_time_implausible');
    }
    expect((await reportPhoto(ctx.app, driver, job.id, 'pickup', 'front')).statusCode).toBe(201);
  });
});
