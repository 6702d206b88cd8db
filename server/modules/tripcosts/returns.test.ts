import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, driverPenalties, driverSuspensions, ledgerEntries } from '../../db/schema';
import {
  createTestApp,
  deliveredMove as deliveredMoveOf,
  ledgerTotal,
  type SignedUpUser,
  signUp,
  type TestContext,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';

let ctx: TestContext;
let operator: SignedUpUser;
let clockMs = Date.now();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
  operator = await signUp(ctx.app, { name: 'Opal Operator' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

const deliveredMove = () => deliveredMoveOf(ctx, { clientName: 'Cal Client' });

const ticket = (costCents: number, departsInHours = 6) => ({
  carrier: 'Delta',
  departsAt: new Date(clockMs + departsInHours * HOUR).toISOString(),
  arrivesAt: new Date(clockMs + (departsInHours + 3) * HOUR).toISOString(),
  confirmation: 'DL-9QX2',
  costCents,
});

const suspensionsOf = (driverId: string) =>
  ctx.database.db.select().from(driverSuspensions).where(eq(driverSuspensions.driverId, driverId));

describe('the way home', () => {
  it('the driver chooses; an operator books a ticket the driver sees and is reminded of once', async () => {
    const { driver, job, client } = await deliveredMove();
    const first = await req(driver, 'GET', `/api/recovery-requests/${job.id}/return`);
    expect(first.json()).toMatchObject({
      mode: 'self_booked',
      allowanceCents: job.driverReturnCents,
      canChoose: true,
    });
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}/return`)).statusCode).toBe(404);
    const asked = await req(driver, 'PUT', `/api/recovery-requests/${job.id}/return`, { mode: 'provided' });
    expect(asked.json()).toMatchObject({ mode: 'provided', ticket: null });
    // Drivers do not book; operators do, with what they booked checked.
    expect(
      (await req(driver, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, ticket(20_000))).statusCode,
    ).toBe(403);
    const bad = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, {
      ...ticket(20_000),
      arrivesAt: new Date(clockMs).toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    const booked = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, ticket(20_000));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(
      (await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, ticket(20_000))).statusCode,
    ).toBe(409);
    const seen = (await req(driver, 'GET', `/api/recovery-requests/${job.id}/return`)).json();
    expect(seen).toMatchObject({
      mode: 'provided',
      canChoose: false,
      ticket: { carrier: 'Delta', confirmation: 'DL-9QX2' },
    });
    expect(
      (await req(driver, 'PUT', `/api/recovery-requests/${job.id}/return`, { mode: 'self_booked' }))
        .statusCode,
    ).toBe(409);
    const reminders = ctx.app.services.tripCostReturns;
    expect(await reminders.sendTicketReminders()).toBeGreaterThanOrEqual(1);
    expect(await reminders.sendTicketReminders()).toBe(0);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('a missed provided ticket becomes a penalty and a 30-day suspension, decided once; an excuse is audited and lifts both', async () => {
    const { driver, job } = await deliveredMove();
    const booked = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/ticket`, ticket(18_500));
    expect(booked.statusCode, booked.body).toBe(200);

    const reports = await Promise.all(
      Array.from({ length: 4 }, () =>
        req(driver, 'POST', `/api/recovery-requests/${job.id}/return/missed`, {
          reason: 'Overslept at the motel',
        }),
      ),
    );
    expect(reports.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const missed = reports.find((r) => r.statusCode === 200)!.json();
    expect(missed.missed).toMatchObject({
      reason: 'Overslept at the motel',
      penaltyCents: 18_500,
      excusedAt: null,
    });

    const penalties = await ctx.database.db
      .select()
      .from(driverPenalties)
      .where(eq(driverPenalties.driverId, driver.id));
    expect(penalties.map((p) => p.amountCents)).toEqual([18_500]);
    const [suspension] = await suspensionsOf(driver.id);
    expect(suspension?.jobId).toBe(job.id);
    const days = (suspension!.endsAt!.getTime() - clockMs) / DAY;
    expect(Math.round(days)).toBe(30);
    expect((await ctx.app.services.drivers.currentSuspension(driver.id))?.id).toBe(suspension?.id);
    expect(await ledgerTotal(ctx)).toBe(0);

    // A penalty and a suspension are money actions: an operator confirms it's them first.
    const unconfirmed = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/missed`, {
      reason: 'Again',
    });
    expect(unconfirmed.json().code).toBe('step_up_required');
    await stepUp(ctx.app, operator);
    expect(
      (await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/missed`, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await req(driver, 'POST', `/api/admin/jobs/${job.id}/return/excuse`, { reason: 'Mine' })).statusCode,
    ).toBe(403);
    const excused = await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/excuse`, {
      reason: 'The flight was cancelled by the airline',
    });
    expect(excused.statusCode, excused.body).toBe(200);
    expect(excused.json().missed).toMatchObject({ excuseReason: 'The flight was cancelled by the airline' });
    expect(
      (await req(operator, 'POST', `/api/admin/jobs/${job.id}/return/excuse`, { reason: 'Twice over' }))
        .statusCode,
    ).toBe(409);
    const [after] = await suspensionsOf(driver.id);
    expect(after?.liftedAt).toBeTruthy();
    expect(await ctx.app.services.drivers.currentSuspension(driver.id)).toBeUndefined();
    expect(
      await ctx.database.db.select().from(driverPenalties).where(eq(driverPenalties.driverId, driver.id)),
    ).toEqual([]);
    const waiver = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.jobId, job.id), eq(ledgerEntries.kind, 'penalty')));
    expect(waiver.reduce((s, l) => s + (l.account === 'driver_balance' ? l.amountCents : 0), 0)).toBe(0);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, job.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'trip_costs.ticket_booked',
        'trip_costs.ticket_missed',
        'trip_costs.ticket_excused',
      ]),
    );
    expect(audit.find((a) => a.action === 'trip_costs.ticket_excused')?.reason).toBe(
      'The flight was cancelled by the airline',
    );
    expect(await ledgerTotal(ctx)).toBe(0);
    clockMs += HOUR;
  });

  it('only a booked ticket can be missed', async () => {
    const { driver, job } = await deliveredMove();
    const res = await req(driver, 'POST', `/api/recovery-requests/${job.id}/return/missed`, {
      reason: 'No ticket',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Only a ticket Pathway booked/);
  });
});
