import { beforeAll, describe, expect, it } from 'vitest';
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
import { stepUp } from '../../test/operators';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

const form = (overrides: Record<string, string> = {}) => ({
  legalName: 'Tess Taxpayer',
  dateOfBirth: '1980-02-03',
  ssnLast4: '6789',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  ...overrides,
});

async function onboard(driver: SignedUpUser, overrides: Record<string, string> = {}) {
  await stepUp(ctx.app, driver);
  return req(driver, 'POST', '/api/driver/payout-account', form(overrides));
}

/** A driver with a payout account and the first half of a job's pay available for payout. */
async function driverWithPay(overrides: Record<string, string> = {}) {
  const driver = await verifiedDriver(ctx);
  const made = await onboard(driver, overrides);
  expect(made.statusCode, made.body).toBe(200);
  const client = await signUp(ctx.app);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  await expect
    .poll(async () => (await req(driver, 'GET', '/api/driver/earnings')).json().availableCents)
    .toBeGreaterThan(0);
  return driver;
}

const month = () => new Date().toISOString().slice(0, 7);

describe('statements: 1099-NEC only with a full taxpayer id', () => {
  it('is an earnings statement while the provider has only the last 4 of the SSN', async () => {
    const driver = await driverWithPay();
    expect((await req(driver, 'GET', '/api/driver/payout-account')).json().taxIdOnFile).toBe(false);
    const csv = (await req(driver, 'GET', `/api/driver/statements/${month()}.csv`)).body;
    expect(csv).toContain('earnings statement');
    expect(csv).not.toContain('1099-NEC box 1');
  });

  it('is a 1099-NEC statement once the provider holds the full SSN or ITIN, which must end in the last 4', async () => {
    const driver = await verifiedDriver(ctx);
    const mismatch = await onboard(driver, { taxpayerId: '123-45-0000' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.taxpayerId).toContain('last 4');
    const short = await onboard(driver, { taxpayerId: '12345' });
    expect(short.json().errors.taxpayerId).toContain('9 digits');

    const withId = await driverWithPay({ taxpayerId: '123-45-6789' });
    expect((await req(withId, 'GET', '/api/driver/payout-account')).json().taxIdOnFile).toBe(true);
    const csv = (await req(withId, 'GET', `/api/driver/statements/${month()}.csv`)).body;
    expect(csv).toContain('1099-NEC box 1');
    const year = (await req(withId, 'GET', `/api/driver/statements/${month().slice(0, 4)}.csv`)).body;
    expect(year).toContain('1099-NEC box 1');
  });
});

describe('instant payout: the server quotes, the driver confirms, the server holds to it', () => {
  it('quotes the amount, fee and arrival, and refuses a confirmation that no longer matches', async () => {
    const driver = await driverWithPay();
    const earnings = (await req(driver, 'GET', '/api/driver/earnings')).json();
    const fee = Math.max(50, Math.round(earnings.availableCents * 0.015));
    expect(earnings.instantQuote).toEqual({
      grossCents: earnings.availableCents,
      feeCents: fee,
      netCents: earnings.availableCents - fee,
      arrival: expect.stringContaining('30 minutes'),
    });

    const stale = await req(driver, 'POST', '/api/driver/payouts/instant', {
      feeCents: fee - 1,
      netCents: earnings.instantQuote.netCents + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'instant_quote_changed' });
    expect(stale.json().message).toContain('confirm again');
    // Nothing went out.
    expect((await req(driver, 'GET', '/api/driver/earnings')).json().availableCents).toBe(
      earnings.availableCents,
    );

    const paid = await req(driver, 'POST', '/api/driver/payouts/instant', {
      feeCents: earnings.instantQuote.feeCents,
      netCents: earnings.instantQuote.netCents,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payout).toMatchObject({
      method: 'instant',
      feeCents: fee,
      amountCents: earnings.instantQuote.netCents,
    });
    expect((await req(driver, 'GET', '/api/driver/earnings')).json().instantQuote).toBeNull();
  });
});
