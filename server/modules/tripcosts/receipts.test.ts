import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payoutTransfers, recoveryRequests } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  ledgerTotal,
  multipart,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import { approvedCostsOf } from './receipts-money';

let ctx: TestContext;
let operator: SignedUpUser;
let operator2: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Olive Operator' });
  operator2 = await signUp(ctx.app, { name: 'Otto Operator' });
  await makeOperator(ctx, operator);
  await makeOperator(ctx, operator2);
});

type Fields = Record<string, string>;
const fuel = (totalCents: number, extra: Fields = {}): Fields => ({
  kind: 'fuel',
  clientKey: `key-${randomUUID()}`,
  totalCents: String(totalCents),
  gallonsMilli: '52300',
  odometerMiles: '120450',
  place: 'Love’s Travel Stop, Texarkana AR',
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});
const returnReceipt = (totalCents: number): Fields => ({
  kind: 'return_receipt',
  clientKey: `key-${randomUUID()}`,
  totalCents: String(totalCents),
  place: 'Greyhound, Detroit MI',
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
});

function record(user: SignedUpUser, jobId: string, fields: Fields) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/recovery-requests/${jobId}/receipts`,
    headers: { cookie: user.cookie, ...body.headers },
    payload: body.payload,
  });
}

async function recorded(user: SignedUpUser, jobId: string, fields: Fields): Promise<string> {
  const res = await record(user, jobId, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const decide = (who: SignedUpUser, id: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/receipts/${id}/decision`,
    headers: { cookie: who.cookie },
    payload,
  });

async function approve(id: string, amountCents?: number) {
  const res = await decide(operator, id, { decision: 'approve', amountCents });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The transfer carrying a receipt to the driver, if released. */
async function transferOf(costId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(payoutTransfers)
    .where(eq(payoutTransfers.tripCostId, costId));
  return row;
}

/** The driver's ledger balance (released, not sent) from one kind of posting. */
async function balanceOf(driverId: string, kind: 'trip_cost_release' | 'payout_1' | 'payout_2') {
  const [row] = await ctx.database.db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.partyId, driverId),
        eq(ledgerEntries.account, 'driver_balance'),
        eq(ledgerEntries.kind, kind),
      ),
    );
  return row!.cents;
}

async function accountOf(
  costId: string,
  account: 'client_funds_held' | 'trip_cost_overrun' | 'driver_payable',
) {
  const [row] = await ctx.database.db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.adjustmentId, costId),
        eq(ledgerEntries.kind, 'trip_cost'),
        eq(ledgerEntries.account, account),
      ),
    );
  return row!.cents;
}

async function acceptedJob() {
  const client = await signUp(ctx.app);
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  return { client, driver, job };
}

describe('receipts on a cancelled move', () => {
  it('pays the driver an approved fill-up when an operator cancels and refunds everything else', async () => {
    const { driver, job } = await acceptedJob();
    const id = await recorded(driver, job.id, fuel(6_000));
    await approve(id);
    expect(await transferOf(id)).toBeUndefined();
    // The second operator cancels (confirmed as a money action), the first decides receipts.
    await stepUp(ctx.app, operator2);
    // Whatever an operator refunds, the fill-up stays the driver's: paid now, its own transfer.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/refund`,
      headers: { cookie: operator2.cookie },
      // All that can be refunded: the price less the fill-up the client's fuel line paid.
      payload: { amountCents: job.priceCents - 6_000, reason: 'The client sold the truck' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await transferOf(id)).toMatchObject({
      amountCents: 6_000,
      status: expect.stringMatching(/held|sent/),
    });
    const driverLines = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.adjustmentId, id), eq(ledgerEntries.account, 'driver_balance')));
    expect(driverLines.map((l) => l.amountCents)).toEqual([-6_000]);
    // A fill-up approved after the cancellation is the platform's and goes to the driver at once.
    // (Recorded before the cancellation, it reached the operator after it: written here as the phone would.)
    const inserted = await ctx.database.db.execute<{ id: string }>(
      sql`insert into trip_costs (job_id, driver_id, kind, amount_cents, occurred_at, client_key)
          values (${job.id}, ${driver.id}, 'fuel', 3000, now() - interval '1 hour', ${`late-${id}`}) returning id`,
    );
    const late = inserted.rows[0]!.id;
    // The queue says the line is closed: what an operator approves now is the platform's.
    const queue = (
      await ctx.app.inject({ url: '/api/admin/receipts', headers: { cookie: operator.cookie } })
    ).json().receipts;
    expect(queue.find((r: { id: string }) => r.id === late)).toMatchObject({ lineClosed: true });
    await approve(late);
    expect(await accountOf(late, 'trip_cost_overrun')).toBe(3_000);
    expect(await transferOf(late)).toMatchObject({ amountCents: 3_000 });
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});

describe('receipts: reimbursed to the driver with the halves', () => {
  it('pays two fill-ups and a self-booked return with the halves; the client line first, the platform beyond it', async () => {
    const { client, driver, job } = await acceptedJob();
    expect(job.fuelCents).toBeGreaterThan(20_000);
    expect(job.driverReturnCents).toBeGreaterThan(0);

    // A fill-up before the pre-trip, approved: it goes with the first half.
    const first = await recorded(driver, job.id, fuel(20_000));
    await approve(first);
    expect(await transferOf(first)).toBeUndefined();
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    expect(await transferOf(first)).toMatchObject({ half: 1, amountCents: 20_000, status: 'held' });

    // A second fill-up beyond what the client paid for fuel: the platform bears the rest, not the client.
    const secondCents = job.fuelCents - 20_000 + 2_500;
    const second = await recorded(driver, job.id, fuel(secondCents));
    // Above the step-up amount the operator confirms it is them first.
    if (secondCents > 50_000) {
      expect((await decide(operator, second, { decision: 'approve' })).json().code).toBe('step_up_required');
      await stepUp(ctx.app, operator);
    }
    await approve(second);
    expect(await accountOf(second, 'client_funds_held')).toBe(job.fuelCents - 20_000);
    expect(await accountOf(second, 'trip_cost_overrun')).toBe(2_500);
    expect(await accountOf(second, 'driver_payable')).toBe(-secondCents);
    // A fill-up is only while the job is under way; a return receipt only after delivery.
    expect((await record(driver, job.id, returnReceipt(5_000))).json().code).toBe('receipt_not_open');

    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const back = await recorded(driver, job.id, returnReceipt(job.driverReturnCents));
    await approve(back);
    expect(await transferOf(second)).toBeUndefined();
    expect(await transferOf(back)).toBeUndefined();

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/recovery-requests/${job.id}/confirm-delivery`,
      headers: { cookie: client.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await transferOf(second)).toMatchObject({ half: 2, amountCents: secondCents, status: 'held' });
    expect(await transferOf(back)).toMatchObject({ half: 2, amountCents: job.driverReturnCents });
    expect(await balanceOf(driver.id, 'trip_cost_release')).toBe(
      -(20_000 + secondCents + job.driverReturnCents),
    );

    // Approved after the delivery half was released: released at once.
    const late = await recorded(driver, job.id, returnReceipt(1_800));
    await approve(late);
    expect(await transferOf(late)).toMatchObject({ half: 2, amountCents: 1_800, status: 'held' });
    expect(await accountOf(late, 'trip_cost_overrun')).toBe(1_800);

    const costs = await ctx.database.db.transaction((tx) => approvedCostsOf(tx, job.id));
    expect(costs).toEqual({ fuelCents: 20_000 + secondCents, returnCents: job.driverReturnCents + 1_800 });

    // The driver's earnings and statement show the reimbursements as their own lines.
    const earnings = (
      await ctx.app.inject({ url: '/api/driver/earnings', headers: { cookie: driver.cookie } })
    ).json();
    const line = earnings.jobs.find((j: { jobId: string }) => j.jobId === job.id);
    expect(line.reimbursements.map((r: { amountCents: number }) => r.amountCents).sort()).toEqual(
      [20_000, secondCents, job.driverReturnCents, 1_800].sort(),
    );
    expect(line.halves.map((h: { amountCents: number }) => h.amountCents).every((c: number) => c > 0)).toBe(
      true,
    );
    const month = new Date().toISOString().slice(0, 7);
    const csv = (
      await ctx.app.inject({ url: `/api/driver/statements/${month}.csv`, headers: { cookie: driver.cookie } })
    ).body;
    expect(csv).toContain('fuel reimbursement');
    expect(csv).toContain('return travel reimbursement');
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('sends a reimbursed receipt to the payout account as its own transfer, keyed by the receipt', async () => {
    const driver = await verifiedDriver(ctx);
    await stepUp(ctx.app, driver);
    const onboarded = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/payout-account',
      headers: { cookie: driver.cookie },
      payload: {
        legalName: 'Rhea Receipts',
        dateOfBirth: '1980-02-03',
        ssnLast4: '6789',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const id = await recorded(driver, job.id, fuel(15_000));
    await approve(id);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    await expect.poll(async () => (await transferOf(id))?.status).toBe('sent');
    const sent = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.adjustmentId, id), eq(ledgerEntries.kind, 'transfer_1')));
    expect(sent.map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([-15_000, 15_000]);
    const earnings = (
      await ctx.app.inject({ url: '/api/driver/earnings', headers: { cookie: driver.cookie } })
    ).json();
    expect(earnings.jobs[0].reimbursements[0]).toMatchObject({ id, state: 'available', amountCents: 15_000 });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('flags a fill-up far from where the trip was, and takes it', async () => {
    const { driver, job } = await acceptedJob();
    await ctx.database.db
      .update(recoveryRequests)
      .set({ lastLat: 32.78, lastLng: -96.8, lastPositionAt: new Date() })
      .where(eq(recoveryRequests.id, job.id));
    const far = await record(driver, job.id, fuel(9_000, { lat: '41.88', lng: '-87.63' }));
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json().offRouteMiles).toBeGreaterThan(700);
    const near = await record(driver, job.id, fuel(9_000, { lat: '32.80', lng: '-96.79' }));
    expect(near.json().offRouteMiles).toBeLessThan(5);
    const queue = (
      await ctx.app.inject({ url: '/api/admin/receipts', headers: { cookie: operator.cookie } })
    ).json();
    const queued = queue.receipts.find((r: { id: string }) => r.id === far.json().id);
    expect(queued).toMatchObject({
      jobNumber: job.jobNumber,
      lineCents: job.fuelCents,
      usedCents: 0,
      lineClosed: false,
    });
  });
});

describe('receipts: once, and only for whoever drives the job', () => {
  it('records the same receipt once however often the phone sends it', async () => {
    const { driver, job } = await acceptedJob();
    const fields = fuel(12_345);
    const [a, b] = await Promise.all([record(driver, job.id, fields), record(driver, job.id, fields)]);
    const again = await record(driver, job.id, fields);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().id, b.json().id, again.json().id]).size).toBe(1);
    const list = (
      await ctx.app.inject({
        url: `/api/recovery-requests/${job.id}/receipts`,
        headers: { cookie: driver.cookie },
      })
    ).json();
    expect(list.receipts).toHaveLength(1);
    expect(list.canAddFuel).toBe(true);
    expect(list.canAddReturn).toBe(false);
  });

  it('refuses another driver and the client, who cannot read them either', async () => {
    const { client, driver, job } = await acceptedJob();
    const other = await verifiedDriver(ctx);
    await recorded(driver, job.id, fuel(5_000));
    expect((await record(other, job.id, fuel(5_000))).statusCode).toBe(404);
    expect((await record(client, job.id, fuel(5_000))).statusCode).toBe(403);
    for (const who of [other, client]) {
      const res = await ctx.app.inject({
        url: `/api/recovery-requests/${job.id}/receipts`,
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await ctx.app.inject({ url: '/api/admin/receipts', headers: { cookie: driver.cookie } })).statusCode,
    ).toBe(403);
    const bad = await record(driver, job.id, { ...fuel(5_000), gallonsMilli: 'lots' });
    expect(bad.statusCode).toBe(400);
  });

  it('decides once when two operators decide at once', async () => {
    const { driver, job } = await acceptedJob();
    const id = await recorded(driver, job.id, fuel(7_500));
    const answers = await Promise.all([
      decide(operator, id, { decision: 'approve' }),
      decide(operator2, id, { decision: 'reject', reason: 'The photo is of another receipt' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lines = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.adjustmentId, id), eq(ledgerEntries.kind, 'trip_cost')));
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(lines.length).toBe(won.status === 'approved' ? 2 : 0);
    // A corrected amount above the receipt's is refused; a decided receipt is not decided again.
    const next = await recorded(driver, job.id, fuel(4_000));
    expect((await decide(operator, next, { decision: 'approve', amountCents: 4_001 })).statusCode).toBe(400);
    const corrected = await approve(next, 3_900);
    expect(corrected).toMatchObject({ amountCents: 3_900, claimedCents: 4_000, status: 'approved' });
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});
