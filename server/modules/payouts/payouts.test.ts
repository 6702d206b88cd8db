import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../background-jobs';
import { bankPayouts, ledgerEntries, payoutAccounts, testPayoutMovements } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  ledgerTotal,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import { jobMoney } from '../ledger/service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

const bank = (accountNumber: string, overrides: Record<string, string> = {}) => ({
  legalName: 'Dana Driver',
  dateOfBirth: '1985-04-12',
  ssnLast4: '1234',
  routingNumber: '110000000',
  accountNumber,
  ...overrides,
});

async function onboard(driver: SignedUpUser, accountNumber: string) {
  // A bank change asks the driver to confirm it's them (a first bank does not; asking does no harm).
  await stepUp(ctx.app, driver);
  const res = await req(driver, 'POST', '/api/driver/payout-account', bank(accountNumber));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function pretrip(driver: SignedUpUser, jobId: string) {
  await completeConditionReport(ctx.app, driver, jobId, 'pickup');
}

async function deliverAndConfirm(client: SignedUpUser, driver: SignedUpUser, jobId: string) {
  await completeConditionReport(ctx.app, driver, jobId, 'delivery');
  const confirmed = await req(client, 'POST', `/api/recovery-requests/${jobId}/confirm-delivery`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A paid job the driver has accepted. */
async function acceptedJob(driver: SignedUpUser) {
  const client = await signUp(ctx.app);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  return { client, job };
}

const earnings = async (driver: SignedUpUser) => (await req(driver, 'GET', '/api/driver/earnings')).json();
const halvesOf = async (driver: SignedUpUser, jobId: string) =>
  (await earnings(driver)).jobs.find((j: { jobId: string }) => j.jobId === jobId).halves;

/** The bank's date arrives: the test provider's pending payouts become due, and the settle task runs. */
async function bankDayPasses() {
  await ctx.database.db
    .update(testPayoutMovements)
    .set({ arrivalOn: sql`current_date` })
    .where(and(eq(testPayoutMovements.kind, 'payout'), eq(testPayoutMovements.status, 'pending')));
  await ctx.app.services.payouts.settleDue();
}

const movements = (kind: 'transfer' | 'payout', group?: string) =>
  ctx.database.db
    .select()
    .from(testPayoutMovements)
    .where(and(eq(testPayoutMovements.kind, kind), group ? eq(testPayoutMovements.group, group) : undefined));

/** Each of the driver's payout accounts sums to zero once everything is paid. */
async function driverAccounts(driverId: string) {
  const rows = await ctx.database.db
    .select({ account: ledgerEntries.account, sum: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partyId, driverId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((r) => [r.account, r.sum]));
}

describe('payout account', () => {
  it('onboards with the test bank, refuses other numbers with a message, and is for drivers only', async () => {
    const driver = await verifiedDriver(ctx);
    await stepUp(ctx.app, driver);
    expect((await req(driver, 'GET', '/api/driver/payout-account')).json()).toMatchObject({
      status: 'none',
      provider: 'test',
      bankLast4: null,
    });
    const real = await req(driver, 'POST', '/api/driver/payout-account', bank('123456789012'));
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({
      code: 'test_bank_only',
      errors: { accountNumber: 'Not a test bank number' },
    });
    expect(real.json().message).toContain('routing 110000000 and account 000123456789');
    const routing = await req(
      driver,
      'POST',
      '/api/driver/payout-account',
      bank('000123456789', { routingNumber: '021000021' }),
    );
    expect(routing.json().errors).toEqual({ routingNumber: 'Not a test bank number' });
    const young = await req(
      driver,
      'POST',
      '/api/driver/payout-account',
      bank('000123456789', { dateOfBirth: '2015-01-01' }),
    );
    expect(young.statusCode).toBe(400);
    const empty = await req(driver, 'POST', '/api/driver/payout-account', {});
    expect(empty.json().code).toBe('form_required');
    expect((await req(driver, 'GET', '/api/driver/payout-account')).json().status).toBe('none');

    const made = await onboard(driver, '000123456789');
    expect(made).toMatchObject({
      account: { status: 'enabled', bankLast4: '6789', requirementsDue: [], instantAvailable: true },
      onboardingUrl: null,
    });
    // The same details again change nothing.
    expect((await onboard(driver, '000123456789')).account.status).toBe('enabled');

    const client = await signUp(ctx.app);
    expect((await req(client, 'GET', '/api/driver/payout-account')).statusCode).toBe(403);
    expect((await req(client, 'POST', '/api/driver/payout-account', bank('000123456789'))).statusCode).toBe(
      403,
    );
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/driver/earnings' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('paying a job', () => {
  it('sends each half as a transfer, pays both out to the bank, and the ledger ends at zero', async () => {
    const driver = await verifiedDriver(ctx);
    await onboard(driver, '000123456789');
    const { client, job } = await acceptedJob(driver);
    expect((await halvesOf(driver, job.id)).map((h: { state: string }) => h.state)).toEqual([
      'not_released',
      'not_released',
    ]);

    await pretrip(driver, job.id);
    await expect.poll(async () => (await halvesOf(driver, job.id))[0].state).toBe('available');
    const first = await earnings(driver);
    expect(first.availableCents).toBe(first.jobs[0].halves[0].amountCents);

    await ctx.app.services.payouts.runDailyPayouts();
    expect((await halvesOf(driver, job.id))[0]).toMatchObject({ state: 'in_transit' });
    expect((await earnings(driver)).inTransitCents).toBe(first.availableCents);
    await bankDayPasses();
    expect((await halvesOf(driver, job.id))[0].state).toBe('paid');

    await deliverAndConfirm(client, driver, job.id);
    await expect.poll(async () => (await halvesOf(driver, job.id))[1].state).toBe('available');
    await ctx.app.services.payouts.runDailyPayouts();
    await bankDayPasses();

    const done = await earnings(driver);
    const line = done.jobs.find((j: { jobId: string }) => j.jobId === job.id);
    expect(line.halves.map((h: { state: string }) => h.state)).toEqual(['paid', 'paid']);
    expect(line.halves[0].amountCents + line.halves[1].amountCents).toBe(line.payCents);
    expect(line.commissionReason).toContain('15%');
    expect(done.payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid']);
    expect(done.paid.weekCents).toBe(line.payCents);
    expect([done.availableCents, done.heldCents, done.inTransitCents]).toEqual([0, 0, 0]);

    expect(await movements('transfer', `job_${job.id}`)).toHaveLength(2);
    expect(await driverAccounts(driver.id)).toMatchObject({
      driver_payable: 0,
      driver_balance: 0,
      payouts_in_transit: 0,
    });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it("keeps a penalty back from the driver's next halves until it is recovered", async () => {
    const driver = await verifiedDriver(ctx);
    await onboard(driver, '000123456789');
    const { client, job } = await acceptedJob(driver);
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    await stepUp(ctx.app, admin);
    const penalty = await req(admin, 'POST', `/api/admin/drivers/${driver.id}/penalties`, {
      kind: 'damage',
      amountCents: 60_000,
      reason: 'Mirror broken at the yard',
    });
    expect(penalty.statusCode, penalty.body).toBe(200);

    // The first half ($548.25) is kept back whole; nothing moves at the provider.
    await pretrip(driver, job.id);
    await expect.poll(async () => (await halvesOf(driver, job.id))[0].state).toBe('available');
    const [first] = await halvesOf(driver, job.id);
    expect(first).toMatchObject({ amountCents: 0, penaltyCents: 54_825 });
    expect(await movements('transfer', `job_${job.id}`)).toHaveLength(0);
    expect((await earnings(driver)).penaltyOwedCents).toBe(60_000 - 54_825);

    // The second half pays the rest of the penalty and the remainder goes out.
    await deliverAndConfirm(client, driver, job.id);
    await expect.poll(async () => (await halvesOf(driver, job.id))[1].state).toBe('available');
    const [, second] = await halvesOf(driver, job.id);
    expect(second.penaltyCents).toBe(60_000 - 54_825);
    expect(second.amountCents).toBe(54_825 - (60_000 - 54_825));
    const after = await earnings(driver);
    expect(after.penaltyOwedCents).toBe(0);
    expect(after.penalties[0]).toMatchObject({ amountCents: 60_000, recoveredCents: 60_000 });
    await ctx.app.services.payouts.runDailyPayouts();
    await bankDayPasses();
    expect(await driverAccounts(driver.id)).toMatchObject({
      driver_payable: 0,
      driver_balance: 0,
      payouts_in_transit: 0,
    });
    expect(await ledgerTotal(ctx)).toBe(0);
    // The nightly check finds nothing wrong with a half that moved nothing.
    expect((await ctx.app.services.payouts.reconcile()).flagged).toBe(0);
  });

  it('gives one transfer for 20 concurrent releases of the same half', async () => {
    const driver = await verifiedDriver(ctx);
    await onboard(driver, '000123456789');
    const { job } = await acceptedJob(driver);
    const row = await ctx.app.services.jobs.findById(job.id);
    const { payouts } = ctx.app.services;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.database.db
          .transaction((tx) => payouts.release(tx, jobMoney(row!), 1))
          .then(() => payouts.sendHeld(driver.id)),
      ),
    );
    expect(await movements('transfer', `job_${job.id}`)).toHaveLength(1);
    const lines = await ctx.app.services.ledger.linesForJob(job.id);
    expect(lines.filter((l) => l.kind === 'payout_1')).toHaveLength(2);
    expect(lines.filter((l) => l.kind === 'transfer_1')).toHaveLength(2);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('holds releases until the payout account is ready, then sends them all', async () => {
    const driver = await verifiedDriver(ctx);
    const { client, job } = await acceptedJob(driver);
    await pretrip(driver, job.id);
    await deliverAndConfirm(client, driver, job.id);
    const held = await earnings(driver);
    expect(held.heldCents).toBeGreaterThan(0);
    expect(held.jobs[0].halves.map((h: { state: string }) => h.state)).toEqual(['held', 'held']);
    expect(await movements('transfer', `job_${job.id}`)).toHaveLength(0);
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const overview = (await req(admin, 'GET', '/api/admin/payouts')).json();
    expect(overview.held).toContainEqual(
      expect.objectContaining({
        driverId: driver.id,
        amountCents: held.heldCents,
        halves: 2,
        accountStatus: 'none',
      }),
    );

    await onboard(driver, '000123456789');
    const sent = await earnings(driver);
    expect(sent.heldCents).toBe(0);
    expect(sent.availableCents).toBe(held.heldCents);
    expect(await movements('transfer', `job_${job.id}`)).toHaveLength(2);
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});

describe('releases from before payouts existed', () => {
  it("moves them to the driver's balance with a held transfer, once, and the ledger still sums to zero", async () => {
    const driver = await verifiedDriver(ctx);
    const { job } = await acceptedJob(driver);
    const row = (await ctx.app.services.jobs.findById(job.id))!;
    // The old form of a release: driver_payable debited, cash credited, no transfer row.
    const half = Math.floor((job.priceCents - Math.round(job.priceCents * 0.15)) / 2);
    await ctx.database.db.insert(ledgerEntries).values([
      { jobId: row.id, kind: 'payout_1', account: 'driver_payable', partyId: driver.id, amountCents: half },
      { jobId: row.id, kind: 'payout_1', account: 'cash', partyId: null, amountCents: -half },
    ]);
    expect(await ctx.app.services.payouts.adoptLegacyReleases()).toBe(1);
    expect(await ctx.app.services.payouts.adoptLegacyReleases()).toBe(0);
    expect((await halvesOf(driver, job.id))[0]).toMatchObject({ state: 'held', amountCents: half });
    await onboard(driver, '000123456789');
    expect((await halvesOf(driver, job.id))[0].state).toBe('available');
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});

describe('a payout the bank refuses', () => {
  for (const [account, words] of [
    ['000111111116', 'could not find this account'],
    ['000111111113', 'account is closed'],
  ] as const) {
    it(`returns the money to the balance with the reason (${account}), and it goes out once the bank is fixed`, async () => {
      const driver = await verifiedDriver(ctx);
      await onboard(driver, account);
      const { job } = await acceptedJob(driver);
      await pretrip(driver, job.id);
      await expect.poll(async () => (await halvesOf(driver, job.id))[0].state).toBe('available');
      await ctx.app.services.payouts.runDailyPayouts();
      await bankDayPasses();

      const after = await earnings(driver);
      expect(after.payouts[0]).toMatchObject({ status: 'failed' });
      expect(after.payouts[0].failureReason).toContain(words);
      expect(after.availableCents).toBe(after.jobs[0].halves[0].amountCents);
      expect(after.jobs[0].halves[0]).toMatchObject({ state: 'available' });
      expect(after.jobs[0].halves[0].failureReason).toContain('failed');
      const account1 = (await req(driver, 'GET', '/api/driver/payout-account')).json();
      expect(account1).toMatchObject({
        status: 'restricted',
        requirementsDue: ['A bank account that can receive payouts'],
      });
      expect(account1.disabledReason).toContain(words);
      expect(await driverAccounts(driver.id)).toMatchObject({ payouts_in_transit: 0 });
      // Restricted: no payout goes until the driver gives another account.
      expect(await ctx.app.services.payouts.runDailyPayouts()).toBe(0);
      expect((await req(driver, 'POST', '/api/driver/payouts/instant')).json().code).toBe(
        'no_payout_account',
      );

      expect((await onboard(driver, '000123456789')).account.status).toBe('enabled');
      // Another bank: payouts wait out the bank-change hold (bank-hold.test.ts), ended here.
      await ctx.database.db
        .update(payoutAccounts)
        .set({ bankHoldUntil: null })
        .where(eq(payoutAccounts.driverId, driver.id));
      await ctx.app.services.payouts.runDailyPayouts();
      await bankDayPasses();
      const fixed = await earnings(driver);
      expect(fixed.payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed']);
      expect(fixed.jobs[0].halves[0].state).toBe('paid');
      // Still one transfer: the failed payout's money never left the driver's payout account.
      expect(await movements('transfer', `job_${job.id}`)).toHaveLength(1);
      expect(await driverAccounts(driver.id)).toMatchObject({ driver_balance: 0, payouts_in_transit: 0 });
      expect(await ledgerTotal(ctx)).toBe(0);
    });
  }
});

describe('instant payout, statements and operators', () => {
  it('pays at once for the fee, lists it in the month statement, and shows operators what is held', async () => {
    const driver = await verifiedDriver(ctx);
    expect((await req(driver, 'POST', '/api/driver/payouts/instant')).json().code).toBe('no_payout_account');
    await onboard(driver, '000123456789');
    expect((await req(driver, 'POST', '/api/driver/payouts/instant')).json().code).toBe('nothing_available');
    const { job } = await acceptedJob(driver);
    await pretrip(driver, job.id);
    await expect.poll(async () => (await earnings(driver)).availableCents).toBeGreaterThan(0);
    const before = await earnings(driver);
    const res = await req(driver, 'POST', '/api/driver/payouts/instant');
    expect(res.statusCode, res.body).toBe(200);
    const fee = Math.max(50, Math.round(before.availableCents * 0.015));
    expect(res.json().payout).toMatchObject({
      method: 'instant',
      status: 'paid',
      feeCents: fee,
      amountCents: before.availableCents - fee,
    });
    const after = await earnings(driver);
    expect(after.paid.weekCents).toBe(before.availableCents - fee);
    expect(await ledgerTotal(ctx)).toBe(0);
    const fees = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partyId, driver.id), eq(ledgerEntries.account, 'payout_fee_revenue')));
    expect(fees).toHaveLength(0);

    const month = new Date().toISOString().slice(0, 7);
    const csv = await req(driver, 'GET', `/api/driver/statements/${month}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('first half (pre-trip)');
    expect(csv.body).toContain('Instant payout to your bank');
    // Only the last 4 of the SSN on file: an earnings statement, not a 1099-NEC (driver-money.test.ts).
    expect(csv.body).toContain('earnings statement');
    const pdf = await req(driver, 'GET', `/api/driver/statements/${month}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const year = await req(driver, 'GET', `/api/driver/statements/${month.slice(0, 4)}.csv`);
    expect(year.body).toContain('Released to you this year');
    expect(year.body).toContain('first half (pre-trip)');
    const bad = await req(driver, 'GET', '/api/driver/statements/2026-13.pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('YYYY-MM.pdf');

    // Another driver's statement has none of this.
    const other = await verifiedDriver(ctx);
    expect((await req(other, 'GET', `/api/driver/statements/${month}.csv`)).body).not.toContain('pre-trip');
    expect((await req(driver, 'GET', '/api/admin/payouts')).statusCode).toBe(403);
  });

  it('flags a transfer the provider does not have, once, to operators', async () => {
    const driver = await verifiedDriver(ctx);
    await onboard(driver, '000123456789');
    const { job } = await acceptedJob(driver);
    await pretrip(driver, job.id);
    const [transfer] = await movements('transfer', `job_${job.id}`);
    await ctx.database.db.delete(testPayoutMovements).where(eq(testPayoutMovements.id, transfer!.id));
    const first = await ctx.app.services.payouts.reconcile();
    expect(first.flagged).toBe(1);
    expect((await ctx.app.services.payouts.reconcile()).flagged).toBe(0);
    const flags = await ctx.app.services.notices.flagsFor([job.id]);
    expect(flags.get(job.id)?.[0]).toMatchObject({ kind: 'payout_mismatch' });
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    const overview = (await req(admin, 'GET', '/api/admin/payouts')).json();
    expect(overview.flagged).toContainEqual(
      expect.objectContaining({
        jobId: job.id,
        reason: expect.stringContaining('is not at the payouts provider'),
      }),
    );
    // The monitor's minute sweep does not clear a payout flag.
    await ctx.app.services.notices.monitorJobs();
    const after = (await ctx.app.services.notices.flagsFor([job.id])).get(job.id) ?? [];
    expect(after.filter((f) => f.kind === 'payout_mismatch')).toHaveLength(1);
  });
});

describe('instant payouts after a crash', () => {
  /** What a process does when it starts: every task marked runAtStart, once, as lib/background.ts runs them. */
  async function startUp() {
    for (const task of backgroundJobs(ctx.app.services).tasks.filter((t) => t.runAtStart))
      await task.run({ atStart: true });
  }

  const payoutRow = async (id: string) =>
    (await ctx.database.db.select().from(bankPayouts).where(eq(bankPayouts.id, id)))[0]!;

  /**
   * An instant payout the provider made (and paid) while the process died before recording its answer:
   * the provider's call goes through, then the "crash" (an error the service takes for a lost answer).
   */
  async function crashedInstantPayout(driver: SignedUpUser) {
    const provider = ctx.app.services.testPayouts!;
    const real = provider.payout;
    provider.payout = async (input) => {
      await real(input);
      throw new Error('process killed before the answer was recorded');
    };
    try {
      const res = await req(driver, 'POST', '/api/driver/payouts/instant');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payout.status).toBe('pending');
      return res.json().payout as { id: string; amountCents: number };
    } finally {
      provider.payout = real;
    }
  }

  async function driverWithPay() {
    const driver = await verifiedDriver(ctx);
    await onboard(driver, '000123456789');
    const { job } = await acceptedJob(driver);
    await pretrip(driver, job.id);
    await expect.poll(async () => (await earnings(driver)).availableCents).toBeGreaterThan(0);
    return driver;
  }

  it('reads paid as soon as the provider answers paid, with no settle run', async () => {
    const driver = await driverWithPay();
    const res = await req(driver, 'POST', '/api/driver/payouts/instant');
    expect(res.json().payout.status).toBe('paid');
    const row = await payoutRow(res.json().payout.id);
    expect(row).toMatchObject({ status: 'paid', settledAt: expect.any(Date) });
    const [movement] = await ctx.database.db
      .select()
      .from(testPayoutMovements)
      .where(eq(testPayoutMovements.id, row.providerPayoutId!));
    expect(movement!.status).toBe('paid');
    expect((await earnings(driver)).payouts[0].status).toBe('paid');
  });

  it('reads paid after the start-up run when the crash came before the provider answer was recorded', async () => {
    const driver = await driverWithPay();
    const payout = await crashedInstantPayout(driver);
    // The provider paid it; the process knows nothing of its answer.
    expect((await payoutRow(payout.id)).providerPayoutId).toBeNull();
    const paidAtProvider = await ctx.database.db
      .select()
      .from(testPayoutMovements)
      .where(eq(testPayoutMovements.idempotencyKey, `payout:${payout.id}`));
    expect(paidAtProvider.map((m) => m.status)).toEqual(['paid']);

    await startUp();
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'paid',
      providerPayoutId: paidAtProvider[0]!.id,
    });
    expect((await earnings(driver)).payouts[0]).toMatchObject({ id: payout.id, status: 'paid' });
    // Paid once: one movement at the provider, and the ledger balanced.
    expect(
      await ctx.database.db
        .select()
        .from(testPayoutMovements)
        .where(eq(testPayoutMovements.idempotencyKey, `payout:${payout.id}`)),
    ).toHaveLength(1);
    expect(await driverAccounts(driver.id)).toMatchObject({ payouts_in_transit: 0 });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('reads paid after the start-up settle when the crash came after the provider id was kept', async () => {
    const driver = await driverWithPay();
    const payout = await crashedInstantPayout(driver);
    const [movement] = await ctx.database.db
      .select()
      .from(testPayoutMovements)
      .where(eq(testPayoutMovements.idempotencyKey, `payout:${payout.id}`));
    // The state that crash leaves: the provider's id kept, its outcome not.
    await ctx.database.db
      .update(bankPayouts)
      .set({ providerPayoutId: movement!.id })
      .where(eq(bankPayouts.id, payout.id));
    // The unsubmitted sweep has nothing to do with it: only the settle task's refresh finds it.
    expect(await ctx.app.services.payouts.resubmitLost({ atStart: true })).toBe(0);
    expect((await payoutRow(payout.id)).status).toBe('pending');

    await startUp();
    expect((await payoutRow(payout.id)).status).toBe('paid');
    expect((await earnings(driver)).payouts[0]).toMatchObject({ id: payout.id, status: 'paid' });
    expect(await ledgerTotal(ctx)).toBe(0);
    // The provider's event arriving late changes nothing.
    await ctx.app.services.payouts.handleEvent({
      id: `evt_late_${movement!.id}`,
      type: 'payout.paid',
      accountId: movement!.accountId,
      payoutId: movement!.id,
    });
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});
