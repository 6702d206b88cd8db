import { RETURN_RECEIPT_DAYS } from '@core/receipts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, tripCostSettlements } from '../../db/schema';
import {
  acceptJob,
  createTestApp,
  deliveredMove as deliveredMoveOf,
  ledgerTotal,
  multipart,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let operator: SignedUpUser;
// The settlement's clock: moved past the receipt window where a test says so.
let clockOffsetMs = 0;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  operator = await signUp(ctx.app, { name: 'Otto Operator' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

/** Dallas → Detroit (1,190 miles) driven to delivery: its return and fuel lines are held. */
async function deliveredMove(driver?: SignedUpUser) {
  const move = await deliveredMoveOf(ctx, { clientName: 'Cora Client', driver });
  expect(move.job.driverReturnCents).toBeGreaterThan(0);
  expect(move.job.fuelCents).toBeGreaterThan(0);
  return move;
}

const linesOf = async (jobId: string, kind: 'cost_refund' | 'trip_cost') =>
  ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.kind, kind)));

const settlementOf = async (jobId: string) =>
  (await ctx.database.db.select().from(tripCostSettlements).where(eq(tripCostSettlements.jobId, jobId)))[0];

const invoiceOf = async (client: SignedUpUser, jobId: string) =>
  (await req(client, 'GET', `/api/recovery-requests/${jobId}/invoices`)).json()[0];

describe('trip-cost settlement', () => {
  it('waits while a self-booked driver may still buy their way home, then refunds once under 20 concurrent settlements', async () => {
    const { client, job } = await deliveredMove();
    const unused = job.driverReturnCents + job.fuelCents;
    // 20 confirmations and settlements at once: one completes; nothing settles while the driver, who books
    // their own return, may still send its receipt.
    const confirmations = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`).then((r) => r.statusCode)
          : ctx.app.services.tripCostReturns.settleIfDue(job.id).then(() => 0),
      ),
    );
    expect(confirmations.filter((s) => s === 200)).toHaveLength(1);
    expect(confirmations.filter((s) => s === 409)).toHaveLength(9);
    expect(await settlementOf(job.id)).toBeUndefined();
    expect(await linesOf(job.id, 'cost_refund')).toEqual([]);

    // Past the receipt window no receipt came: the sweep and 19 more settlements at once settle it once.
    clockOffsetMs = (RETURN_RECEIPT_DAYS + 1) * 86_400_000;
    try {
      await Promise.all([
        ctx.app.services.tripCostReturns.sweepSettlements(),
        ...Array.from({ length: 19 }, () => ctx.app.services.tripCostReturns.settleIfDue(job.id)),
      ]);
    } finally {
      clockOffsetMs = 0;
    }

    const settled = await settlementOf(job.id);
    expect(settled).toMatchObject({
      paidCents: unused,
      actualCents: 0,
      refundCents: unused,
      overrunCents: 0,
    });
    expect(settled?.refundedAt).toBeTruthy();
    expect(settled?.providerRefundId).toBeTruthy();
    const refund = await linesOf(job.id, 'cost_refund');
    expect(refund.map((l) => [l.account, l.amountCents]).sort()).toEqual([
      ['cash', -unused],
      ['client_funds_held', unused],
    ]);
    const invoice = await invoiceOf(client, job.id);
    expect(invoice.creditNote).toMatchObject({ amountCents: unused });
    expect(invoice.creditNote.reason).toMatch(/Unused fuel and driver return/);
    expect(invoice.refundedCents).toBe(unused);
    expect(await ledgerTotal(ctx)).toBe(0);
    // Nothing of the client's money is left held for the job.
    const held = await ctx.app.services.ledger.heldFor(ctx.database.db, job.id);
    expect(held).toBe(0);
  });

  it('settles when the self-booked return receipt is approved after completion', async () => {
    const { client, driver, job } = await deliveredMove();
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    expect(await settlementOf(job.id)).toBeUndefined();
    const ticket = 21_450;
    const body = multipart({
      kind: 'return_receipt',
      clientKey: 'return-home-1',
      totalCents: String(ticket),
      place: 'Delta, DTW to DFW',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/recovery-requests/${job.id}/receipts`,
      headers: { cookie: driver.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const approved = await req(operator, 'POST', `/api/admin/receipts/${recorded.json().id}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The decision settles the move: the fuel and what the flight left of the return line come back.
    const refund = job.fuelCents + job.driverReturnCents - ticket;
    expect(await settlementOf(job.id)).toMatchObject({
      actualCents: ticket,
      refundCents: refund,
      overrunCents: 0,
    });
    expect((await invoiceOf(client, job.id)).creditNote.amountCents).toBe(refund);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('a provided ticket below the allowance: the rest of the return and the fuel are refunded', async () => {
    const { client, job } = await deliveredMove();
    const cost = Math.floor(job.driverReturnCents / 2);
    const booked = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, {
      carrier: 'Greyhound',
      departsAt: '2030-01-02T09:00:00Z',
      arrivesAt: '2030-01-03T07:00:00Z',
      confirmation: 'GH-4821',
      costCents: cost,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const ticketLines = await linesOf(job.id, 'trip_cost');
    expect(ticketLines.map((l) => [l.account, l.amountCents]).sort()).toEqual([
      ['cash', -cost],
      ['client_funds_held', cost],
    ]);
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    const expected = job.fuelCents + job.driverReturnCents - cost;
    expect(await settlementOf(job.id)).toMatchObject({
      actualCents: cost,
      refundCents: expected,
      overrunCents: 0,
    });
    expect((await invoiceOf(client, job.id)).creditNote.amountCents).toBe(expected);
    const costs = (await req(operator, 'GET', `/api/admin/jobs/${job.id}/costs`)).json();
    expect(costs).toMatchObject({
      approved: { fuelCents: 0, returnCents: cost },
      settlement: { refundCents: expected },
      return: { mode: 'provided', ticket: { carrier: 'Greyhound', costCents: cost } },
    });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('a ticket above the allowance: the excess is the platform’s overrun, the fuel is refunded', async () => {
    const { client, job } = await deliveredMove();
    const cost = job.driverReturnCents + 5_000;
    const booked = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, {
      carrier: 'Amtrak',
      departsAt: '2030-01-02T09:00:00Z',
      arrivesAt: '2030-01-03T07:00:00Z',
      confirmation: 'AM-77',
      costCents: cost,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(
      (await linesOf(job.id, 'trip_cost')).find((l) => l.account === 'trip_cost_overrun')?.amountCents,
    ).toBe(5_000);
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    expect(await settlementOf(job.id)).toMatchObject({ refundCents: job.fuelCents, overrunCents: 5_000 });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('a next load home needs no return: the whole return line is refunded', async () => {
    const driver = await verifiedDriver(ctx);
    const { client, job } = await deliveredMove(driver);
    // The driver takes a load whose pickup is this move's destination (Detroit), before it completes.
    const other = await signUp(ctx.app, { name: 'Nell Nextload' });
    const next = await paidJob(ctx, other, {
      pickupLocation: 'Detroit, MI 48217',
      destination: 'Dallas, TX 75201',
    });
    await acceptJob(ctx, driver, next.id);
    const ret = await req(driver, 'GET', `/api/recovery-requests/${job.id}/return`);
    expect(ret.json()).toMatchObject({ mode: 'next_load', canChoose: false });
    expect(
      (await req(driver, 'PUT', `/api/recovery-requests/${job.id}/return`, { mode: 'provided' })).statusCode,
    ).toBe(409);
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    const settled = await settlementOf(job.id);
    expect(settled).toMatchObject({ refundCents: job.driverReturnCents + job.fuelCents, actualCents: 0 });
    expect((await invoiceOf(client, job.id)).creditNote.amountCents).toBe(
      job.driverReturnCents + job.fuelCents,
    );
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('the month’s totals count the tickets, refunds and overrun', async () => {
    const totals = (await req(operator, 'GET', '/api/admin/trip-costs/month')).json();
    expect(totals.returnsPaidCents).toBeGreaterThan(0);
    expect(totals.refundedCents).toBeGreaterThan(0);
    expect(totals.overrunCents).toBeGreaterThanOrEqual(5_000);
    expect((await req(operator, 'GET', '/api/admin/trip-costs/month?month=2026-13')).statusCode).toBe(400);
  });
});
