import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims, jobFlags, ledgerEntries } from '../../db/schema';
import {
  createTestApp,
  deliveredMove as deliveredMoveOf,
  ledgerTotal,
  multipart,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
const DAY = 86_400_000;
let operator: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

/** A move driven to delivery (not confirmed yet: the second payout is not released). */
const deliveredMove = () => deliveredMoveOf(ctx, { clientName: 'Clara Claimant' });

const damage = (jobId: string, amountCents = 30_000) => ({
  jobId,
  kind: 'damage',
  amountCents,
  description: 'A new dent on the rear door, not on the pickup report',
});

const ledgerKinds = async (jobId: string) =>
  (await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, jobId))).map(
    (l) => l.kind,
  );

describe('claims', () => {
  it('holds the second payout, and a split decision refunds, charges the driver and leaves the ledger at zero', async () => {
    const { client, driver, job } = await deliveredMove();
    const opened = await req(client, 'POST', '/api/claims', damage(job.id));
    expect(opened.statusCode, opened.body).toBe(200);
    const claim = opened.json();
    expect(claim).toMatchObject({ status: 'open', heldPay: true, waitingOn: 'operator', kind: 'damage' });
    // The delivery report is attached as evidence.
    expect(claim.evidence.delivery.status).toBe('submitted');
    const [flag] = await ctx.database.db
      .select()
      .from(jobFlags)
      .where(and(eq(jobFlags.jobId, job.id), eq(jobFlags.kind, 'claim_open')));
    expect(flag).toBeTruthy();

    // Confirmed while the claim is open: the second half waits.
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    expect(await ledgerKinds(job.id)).not.toContain('payout_2');

    // The operator asks the client; the client answers; the case is back with operators.
    const asked = await req(operator, 'POST', `/api/claims/${claim.id}/messages`, {
      body: 'Do you have a photo of the dent?',
      to: 'client',
    });
    expect(asked.json().waitingOn).toBe('client');
    const answered = await req(client, 'POST', `/api/claims/${claim.id}/messages`, {
      body: 'Yes, sent by e-mail.',
    });
    expect(answered.json().waitingOn).toBe('operator');
    expect(answered.json().messages.map((m: { party: string }) => m.party)).toEqual([
      'client',
      'operator',
      'client',
    ]);

    expect(
      (
        await req(client, 'POST', `/api/admin/claims/${claim.id}/decision`, {
          decision: 'refund',
          refundCents: 30_000,
          reason: 'I decide for myself',
        })
      ).statusCode,
    ).toBe(403);
    const decided = await req(operator, 'POST', `/api/admin/claims/${claim.id}/decision`, {
      decision: 'split',
      refundCents: 15_000,
      chargeCents: 15_000,
      reason: 'The dent is new: half refunded, half charged to the driver',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'decided', decision: 'split', refundCents: 15_000 });
    expect(await ledgerTotal(ctx)).toBe(0);
    expect(await ledgerKinds(job.id)).toEqual(
      expect.arrayContaining(['claim_refund', 'penalty', 'payout_2']),
    );
    const invoices = (await req(client, 'GET', `/api/recovery-requests/${job.id}/invoices`)).json();
    // The return and fuel are not settled yet (the driver, booking their own way home, may still send its
    // receipt): the credit note is the claim's.
    expect(invoices[0]).toMatchObject({ status: 'partially_refunded', creditNote: { amountCents: 15_000 } });
    const earnings = (await req(driver, 'GET', '/api/driver/earnings')).json();
    expect(earnings.penalties[0]).toMatchObject({
      amountCents: 15_000,
      reason: expect.stringContaining('Claim CL-'),
    });
    const month = new Date(clockMs).toISOString().slice(0, 7);
    const statement = await req(driver, 'GET', `/api/driver/statements/${month}.csv`);
    expect(statement.body).toContain('Deduction: Claim CL-');
    // Decided once.
    const again = await req(operator, 'POST', `/api/admin/claims/${claim.id}/decision`, {
      decision: 'reject',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a claim too late, on another client's job, for more than the price, or twice, recording nothing", async () => {
    const { client, driver, job } = await deliveredMove();
    const stranger = await signUp(ctx.app);
    expect((await req(stranger, 'POST', '/api/claims', damage(job.id))).statusCode).toBe(404);
    expect((await req(client, 'POST', '/api/claims', damage(job.id, job.priceCents + 100))).statusCode).toBe(
      400,
    );
    expect((await req(client, 'POST', '/api/claims', { ...damage(job.id), kind: 'theft' })).statusCode).toBe(
      400,
    );
    expect((await req(client, 'POST', '/api/claims', damage(job.id))).statusCode).toBe(200);
    expect((await req(client, 'POST', '/api/claims', damage(job.id))).statusCode).toBe(409);
    // Only the client, the job's driver and operators see it, and its photos.
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.jobId, job.id));
    const upload = multipart({});
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/claims/${row!.id}/photos`,
      headers: { cookie: client.cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const photoUrl = added.json().messages.at(-1).fileUrl as string;
    expect((await req(driver, 'GET', photoUrl)).statusCode).toBe(200);
    expect((await req(stranger, 'GET', photoUrl)).statusCode).toBe(404);
    expect((await req(stranger, 'GET', `/api/claims/${row!.id}`)).statusCode).toBe(404);
    expect((await req(driver, 'GET', `/api/claims/${row!.id}`)).statusCode).toBe(200);
    expect((await req(await verifiedDriver(ctx), 'GET', `/api/claims/${row!.id}`)).statusCode).toBe(404);

    clockMs += 16 * DAY;
    try {
      const late = await req(client, 'POST', '/api/claims', { ...damage(job.id), kind: 'delay' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/within 15 days/);
    } finally {
      clockMs = Date.now();
    }
    expect(await ctx.database.db.select().from(claims).where(eq(claims.jobId, job.id))).toHaveLength(1);
  });

  it("after the release, reserves the driver's held pay for the claim; what it does not cover is owed", async () => {
    const { client, driver, job } = await deliveredMove();
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    // No payout account yet: both halves are held, so they can be reserved.
    const opened = (await req(client, 'POST', '/api/claims', damage(job.id))).json();
    expect(opened).toMatchObject({ heldPay: false, reservedCents: 30_000, receivableCents: 0 });
    // The driver sets up payouts: the halves the claim reserves stay until the decision.
    const onboard = await req(driver, 'POST', '/api/driver/payout-account', {
      legalName: 'Dana Driver',
      dateOfBirth: '1985-04-12',
      ssnLast4: '1234',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    expect(onboard.statusCode, onboard.body).toBe(200);
    await ctx.app.services.payouts.sweepUnsent();
    const before = (await req(driver, 'GET', '/api/driver/earnings')).json();
    const line = before.jobs.find((j: { jobId: string }) => j.jobId === job.id);
    expect(line.halves[0].state).toBe('held');
    const decided = await req(operator, 'POST', `/api/admin/claims/${opened.id}/decision`, {
      decision: 'charge_driver',
      chargeCents: 20_000,
      reason: 'The dent is the driver’s',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Released with the charge kept back from them.
    const after = (await req(driver, 'GET', '/api/driver/earnings')).json();
    const halves = after.jobs.find((j: { jobId: string }) => j.jobId === job.id).halves;
    expect(halves.map((h: { state: string }) => h.state)).toEqual(['available', 'available']);
    expect(halves[0].penaltyCents).toBe(20_000);
    expect(await ledgerTotal(ctx)).toBe(0);

    // Sent already (a payout account from the start): nothing held to reserve, the claim is owed.
    const second = await deliveredMove();
    await req(second.driver, 'POST', '/api/driver/payout-account', {
      legalName: 'Dana Driver',
      dateOfBirth: '1985-04-12',
      ssnLast4: '1234',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    await ctx.app.services.payouts.sweepUnsent();
    await req(second.client, 'POST', `/api/recovery-requests/${second.job.id}/confirm-delivery`);
    const owed = (await req(second.client, 'POST', '/api/claims', damage(second.job.id))).json();
    expect(owed).toMatchObject({ reservedCents: 0, receivableCents: 30_000 });
  });
});
