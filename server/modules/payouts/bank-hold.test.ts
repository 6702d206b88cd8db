import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  jobFlags,
  mailMessages,
  payoutAccounts,
  testPayoutMovements,
  users,
} from '../../db/schema';
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
import { makeOperator, stepUp } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
const HOUR = 3_600_000;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
});

type Method = 'GET' | 'POST' | 'DELETE';
const req = (user: SignedUpUser | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });

const bank = (accountNumber: string) => ({
  legalName: 'Dana Driver',
  dateOfBirth: '1985-04-12',
  ssnLast4: '1116',
  routingNumber: '110000000',
  accountNumber,
});
/** A bank change, after the driver confirmed it's them (step-up), as the Earnings tab asks. */
async function setBank(driver: SignedUpUser, accountNumber: string) {
  await stepUp(ctx.app, driver);
  return req(driver, 'POST', '/api/driver/payout-account', bank(accountNumber));
}

/** A driver with their first bank and a half available. The new bank is the test bank that fails: the only other one. */
async function driverWithPay(phone: string | null = '+15555550123') {
  const driver = await verifiedDriver(ctx);
  // A confirmed number: only those are texted (the code is tested in accounts/phone-verification.test.ts).
  if (phone)
    await ctx.database.db
      .update(users)
      .set({ phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, driver.id));
  // A first bank needs no step-up (only replacing one does).
  const first = await req(driver, 'POST', '/api/driver/payout-account', bank('000123456789'));
  expect(first.statusCode, first.body).toBe(200);
  const client = await signUp(ctx.app);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  await expect
    .poll(async () => (await req(driver, 'GET', '/api/driver/earnings')).json().availableCents)
    .toBeGreaterThan(0);
  return driver;
}

const mailsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, 'payout_bank_changed')));
const tokenIn = (body: string) => body.match(/\/payout-freeze\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
const payoutsTo = async (last4: string) =>
  (await ctx.database.db.select().from(testPayoutMovements)).filter(
    (m) => m.kind === 'payout' && m.destination === last4,
  );

describe('a swapped payout bank', () => {
  it('holds bank payouts for 72 hours, tells the driver with a link, and pays once the hold ends', async () => {
    const driver = await driverWithPay();
    // The first bank is not held.
    expect((await req(driver, 'GET', '/api/driver/payout-account')).json().bankHold).toBeNull();
    // Replacing it asks the driver to confirm it's them first.
    const unconfirmed = await req(driver, 'POST', '/api/driver/payout-account', bank('000111111116'));
    expect(unconfirmed.json().code).toBe('step_up_required');
    expect((await setBank(driver, '000111111116')).statusCode).toBe(200);
    const account = (await req(driver, 'GET', '/api/driver/payout-account')).json();
    expect(account.bankLast4).toBe('1116');
    const [audited] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, driver.id));
    expect(audited).toMatchObject({
      action: 'payout.bank_change',
      actorId: driver.id,
      confirmedWith: 'password',
      after: { bankLast4: '1116' },
    });
    expect(new Date(account.bankHold.holdUntil).getTime()).toBe(clockMs + 72 * HOUR);

    const instant = await req(driver, 'POST', '/api/driver/payouts/instant');
    expect(instant.statusCode).toBe(409);
    expect(instant.json().code).toBe('bank_change_hold');
    expect(instant.json().message).toMatch(/payouts to the new bank start on .*20\d\d/);
    await ctx.app.services.payouts.runDailyPayouts();
    expect((await req(driver, 'GET', '/api/driver/earnings')).json().payouts).toHaveLength(0);

    const mails = await mailsOf(driver.id);
    expect(mails.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of mails) expect(tokenIn(m.body)).toHaveLength(43);

    clockMs += 72 * HOUR + 1000;
    try {
      await ctx.app.services.payouts.runDailyPayouts();
      const payouts = (await req(driver, 'GET', '/api/driver/earnings')).json().payouts;
      expect(payouts).toHaveLength(1);
    } finally {
      clockMs = Date.now();
    }
  });

  it('freezes payouts from the link (once), raises an exception, and an operator lifts it, audited', async () => {
    const driver = await driverWithPay(null);
    expect((await setBank(driver, '000111111116')).statusCode).toBe(200);
    const mails = await mailsOf(driver.id);
    expect(mails.map((m) => m.channel)).toEqual(['email']);
    const token = tokenIn(mails[0]!.body);

    // Reading the link changes nothing.
    expect((await req(null, 'GET', `/api/payout-freeze/${token}`)).json()).toEqual({
      state: 'ready',
      bankLast4: '1116',
    });
    expect((await req(driver, 'GET', '/api/driver/payout-account')).json().bankHold.frozenAt).toBeNull();

    const frozen = await req(null, 'POST', `/api/payout-freeze/${token}`);
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().state).toBe('frozen');
    const hold = (await req(driver, 'GET', '/api/driver/payout-account')).json().bankHold;
    expect(hold.frozenAt).not.toBeNull();
    const flags = await ctx.database.db.select().from(jobFlags).where(eq(jobFlags.driverId, driver.id));
    expect(flags.map((f) => f.kind)).toEqual(['payout_bank_disputed']);

    const again = await req(null, 'POST', `/api/payout-freeze/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('link_used');
    expect((await req(null, 'GET', `/api/payout-freeze/${token}`)).json().state).toBe('used');
    expect(
      await ctx.database.db.select().from(jobFlags).where(eq(jobFlags.driverId, driver.id)),
    ).toHaveLength(1);

    // Past the hold, still frozen.
    clockMs += 73 * HOUR;
    try {
      expect((await req(driver, 'POST', '/api/driver/payouts/instant')).json().code).toBe('payouts_frozen');
      await ctx.app.services.payouts.runDailyPayouts();
      expect((await req(driver, 'GET', '/api/driver/earnings')).json().payouts).toHaveLength(0);

      const operator = await signUp(ctx.app, { name: 'Olga Operator' });
      await makeOperator(ctx, operator);
      const panel = (await req(operator, 'GET', `/api/admin/drivers/${driver.id}`)).json();
      expect(panel.payoutHold.frozenAt).not.toBeNull();
      // Lifting the freeze undoes a money control: the operator confirms it's them first.
      const unconfirmed = await req(operator, 'DELETE', `/api/admin/drivers/${driver.id}/payout-freeze`, {
        reason: 'Called the driver',
      });
      expect(unconfirmed.json().code).toBe('step_up_required');
      await stepUp(ctx.app, operator, { at: clockMs });
      const lift = await req(operator, 'DELETE', `/api/admin/drivers/${driver.id}/payout-freeze`, {
        reason: 'Called the driver: it was them',
      });
      expect(lift.statusCode, lift.body).toBe(200);
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, driver.id));
      expect(audit.map((a) => a.action)).toContain('driver.payouts_unfreeze');
      expect(
        (await req(operator, 'DELETE', `/api/admin/drivers/${driver.id}/payout-freeze`, { reason: 'Again' }))
          .statusCode,
      ).toBe(409);
      await ctx.app.services.payouts.runDailyPayouts();
      expect((await req(driver, 'GET', '/api/driver/earnings')).json().payouts).toHaveLength(1);
    } finally {
      clockMs = Date.now();
    }
  });

  it('leaves no hold and no link when the provider refuses the new bank', async () => {
    const driver = await driverWithPay(null);
    const refused = await setBank(driver, '000999999999');
    expect(refused.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.driverId, driver.id));
    expect(row).toMatchObject({ bankLast4: '6789', bankChangedAt: null, bankHoldUntil: null });
    expect(await mailsOf(driver.id)).toHaveLength(0);
  });

  it('never pays the new bank during the hold when a bank change and an instant payout race (20 times)', async () => {
    const before = (await payoutsTo('1116')).length;
    for (let i = 0; i < 20; i++) {
      const driver = await driverWithPay(null);
      await Promise.all([
        setBank(driver, '000111111116'),
        req(driver, 'POST', '/api/driver/payouts/instant'),
      ]);
    }
    expect(await payoutsTo('1116')).toHaveLength(before);
  }, 240_000);
});
