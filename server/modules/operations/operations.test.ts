import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobOffers, ledgerEntries, recoveryRequests } from '../../db/schema';
import {
  acceptJob,
  createTestApp,
  ledgerTotal,
  paidJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator as enrolOperator, stepUp } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
const clock = () => new Date(clockMs);
let operator: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  operator = await makeOperator();
});

async function makeOperator() {
  const user = await signUp(ctx.app, { name: 'Olga Operator' });
  await enrolOperator(ctx, user);
  // Refunds above the threshold, penalties and operator changes ask for it; their own tests are in accounts/factors.
  await stepUp(ctx.app, user);
  return user;
}

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const req = (user: SignedUpUser, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

/** What reached a person's bell. */
const bell = async (user: SignedUpUser) =>
  (await req(user, 'GET', '/api/notifications')).json().notifications as {
    kind: string;
    title: string;
    body: string;
  }[];
const jobRow = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;
const auditOf = async (targetId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
/** Per party, what a job's driver_payable holds (negative: owed to them). */
async function payableByDriver(jobId: string) {
  const lines = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.account, 'driver_payable')));
  const map = new Map<string, number>();
  for (const l of lines) map.set(l.partyId!, (map.get(l.partyId!) ?? 0) + l.amountCents);
  return map;
}

async function acceptedJob() {
  const client = await signUp(ctx.app, { name: 'Carl Client' });
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  return { client, driver, job };
}

describe('the board and the figures', () => {
  it('counts jobs per column, finds them by PW number, client and city, and is for operators only', async () => {
    const { client, job } = await acceptedJob();
    const board = await req(operator, 'GET', `/api/admin/jobs?q=${job.jobNumber}`);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect(board.json().counts.accepted).toBe(1);
    const byClient = (await req(operator, 'GET', '/api/admin/jobs?q=Carl%20Client&status=accepted')).json();
    expect(byClient.jobs.some((j: { id: string }) => j.id === job.id)).toBe(true);
    const byCity = (await req(operator, 'GET', '/api/admin/jobs?q=detroit')).json();
    expect(byCity.jobs.some((j: { id: string }) => j.id === job.id)).toBe(true);
    expect((await req(operator, 'GET', '/api/admin/jobs?status=cancelled&q=zzz-nothing')).json().total).toBe(
      0,
    );
    expect((await req(client, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
    const figures = await req(operator, 'GET', '/api/admin/figures');
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().counts.accepted).toBeGreaterThanOrEqual(1);
    expect(figures.json().collectedTodayCents).toBeGreaterThan(0);
  });
});

describe('actions on a job', () => {
  it('releases a no-show (30-day suspension, job first in line), then assigns a fitting driver; the split follows', async () => {
    const { client, driver, job } = await acceptedJob();
    const released = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      driverId: null,
      reason: 'Driver did not show up at the pickup',
      noShow: true,
    });
    expect(released.statusCode, released.body).toBe(200);
    const open = await jobRow(job.id);
    expect(open).toMatchObject({ status: 'pending', driverId: null, priority: true });
    // The no-show is suspended: the open list answers 403 with the end date.
    const list = await req(driver, 'GET', '/api/recovery-requests?status=pending');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'driver_suspended' });
    expect(list.json().message).toMatch(/suspended until .*Missed transportation/);
    expect((await bell(driver)).some((t) => t.title.includes('reassigned'))).toBe(true);
    expect((await bell(client)).some((t) => t.body.includes('finding you another'))).toBe(true);

    const other = await verifiedDriver(ctx);
    const b = await verifiedDriver(ctx, 'B');
    // A class B licence does not cover a bobtail: refused with the reason.
    const unfit = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      driverId: b.id,
      reason: 'Closest driver',
    });
    expect(unfit.statusCode).toBe(409);
    expect(unfit.json().message).toMatch(/licence/);
    const offered = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      driverId: other.id,
      reason: 'Closest driver',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().message).toMatch(/offered to/);
    // An offer, not an assignment: the job is not theirs until they accept through the usual steps.
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', driverId: null });
    expect((await bell(other)).some((t) => t.title.includes('offered to you'))).toBe(true);
    await acceptJob(ctx, other, job.id);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'accepted',
      driverId: other.id,
      offeredUntil: null,
    });
    const payable = await payableByDriver(job.id);
    expect(payable.get(driver.id)).toBe(0);
    expect(payable.get(other.id)).toBeLessThan(0);
    expect(await ledgerTotal(ctx)).toBe(0);
    const audit = await auditOf(job.id);
    expect(audit.map((a) => a.action)).toEqual(['job.release', 'job.offer']);
    expect(audit[0]).toMatchObject({
      actorName: 'Olga Operator',
      reason: 'Driver did not show up at the pickup',
    });
    const suspension = await auditOf(driver.id);
    expect(suspension.map((a) => [a.action, a.actorName])).toEqual([
      ['driver.suspend', 'Pathway (automatic)'],
    ]);
    // The record cannot be edited.
    const edit = await ctx.database.db
      .update(auditLog)
      .set({ reason: 'changed' })
      .where(eq(auditLog.targetId, job.id))
      .catch((err: Error) => err);
    expect(String((edit as Error).cause)).toMatch(/append-only/);
  });

  it('never shortens a longer suspension with a no-show, and a pay hold is released from the job, not resolved away', async () => {
    const { driver, job } = await acceptedJob();
    await req(operator, 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
      days: null,
      reason: 'Repeated violations',
    });
    const released = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      reason: 'Driver is banned',
      noShow: true,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await req(operator, 'GET', `/api/admin/drivers/${driver.id}`)).json().suspension).toMatchObject({
      endsAt: null,
      reason: 'Repeated violations',
    });

    const held = await acceptedJob();
    await req(operator, 'POST', `/api/admin/jobs/${held.job.id}/payout-hold`, {
      reason: 'Damage claim pending',
    });
    const list = (await req(operator, 'GET', '/api/admin/exceptions')).json();
    const hold = list.exceptions.find(
      (e: { job: { id: string } | null; kind: string }) =>
        e.job?.id === held.job.id && e.kind === 'payout_held',
    );
    const refused = await req(operator, 'POST', `/api/admin/exceptions/${hold.id}/resolve`, { note: 'Done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/release the pay/);
  });

  it('waives the no-show suspension when the operator gives a reason', async () => {
    const { driver, job } = await acceptedJob();
    const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
      reason: 'Driver called in sick',
      noShow: true,
      waiveSuspension: 'Sick note received',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await req(driver, 'GET', '/api/recovery-requests?status=pending')).statusCode).toBe(200);
    expect((await auditOf(job.id))[0]!.reason).toContain('waived: Sick note received');
  });

  it('lets exactly one of 20 concurrent reassignments of a job win', async () => {
    const { job } = await acceptedJob();
    const drivers = await Promise.all(Array.from({ length: 20 }, () => verifiedDriver(ctx)));
    const answers = await Promise.all(
      drivers.map((d) =>
        req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, { driverId: d.id, reason: 'Rebalance' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    // Each read the job accepted by its driver; the first released it and offered it, the rest saw it changed.
    expect(codes.filter((c) => c === 200).length).toBe(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', driverId: null });
    const offers = await ctx.database.db
      .select()
      .from(jobOffers)
      .where(and(eq(jobOffers.jobId, job.id), eq(jobOffers.status, 'open')));
    expect(offers.length).toBe(1);
    // Nobody holds the split until the offered driver accepts; then only they do.
    expect([...(await payableByDriver(job.id)).values()].every((cents) => cents === 0)).toBe(true);
    const winner = drivers.find((d) => d.id === offers[0]!.driverId)!;
    await acceptJob(ctx, winner, job.id);
    const owed = [...(await payableByDriver(job.id)).entries()].filter(([, cents]) => cents !== 0);
    expect(owed.map(([id]) => id)).toEqual([winner.id]);
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('cancels with a partial refund: the ledger sums to zero and the invoice carries a credit note', async () => {
    const { client, driver, job } = await acceptedJob();
    const tooMuch = await req(operator, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: job.priceCents + 1,
      reason: 'Client changed plans',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await jobRow(job.id)).toMatchObject({ status: 'accepted' });
    const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: 50_000,
      reason: 'Client changed plans',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobRow(job.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await ledgerTotal(ctx)).toBe(0);
    const lines = await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, job.id));
    const sum = (account: string) =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + l.amountCents, 0);
    expect(sum('client_funds_held')).toBe(0);
    expect(sum('driver_payable')).toBe(0);
    expect(sum('cash')).toBe(job.priceCents - 50_000);
    const invoices = (await req(client, 'GET', `/api/recovery-requests/${job.id}/invoices`)).json();
    expect(invoices[0]).toMatchObject({
      status: 'partially_refunded',
      creditNote: { amountCents: 50_000, reason: 'Client changed plans' },
    });
    expect((await bell(driver)).some((t) => t.title.includes('cancelled'))).toBe(true);
    // Cancelling again is refused, and changes nothing.
    const again = await req(operator, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: 0,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps notes internal, holds and releases the driver pay', async () => {
    const { client, job } = await acceptedJob();
    expect(
      (
        await req(operator, 'POST', `/api/admin/jobs/${job.id}/notes`, {
          note: 'Client asked for a call at 5',
        })
      ).statusCode,
    ).toBe(200);
    const panel = (await req(operator, 'GET', `/api/admin/jobs/${job.id}`)).json();
    expect(panel.timeline).toContainEqual(
      expect.objectContaining({
        type: 'operator_note',
        internal: true,
        text: 'Note: Client asked for a call at 5',
      }),
    );
    const activity = (await req(client, 'GET', '/api/activity')).json();
    expect(JSON.stringify(activity)).not.toContain('operator_note');
    const hold = await req(operator, 'POST', `/api/admin/jobs/${job.id}/payout-hold`, {
      reason: 'Damage report',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect((await req(operator, 'GET', `/api/admin/jobs/${job.id}`)).json().payoutHeld).toBe(true);
    const release = await req(operator, 'POST', `/api/admin/jobs/${job.id}/payout-hold/release`, {
      reason: 'Photos show no damage',
    });
    expect(release.statusCode, release.body).toBe(200);
    expect((await req(operator, 'GET', `/api/admin/jobs/${job.id}`)).json().payoutHeld).toBe(false);
    expect((await auditOf(job.id)).map((a) => a.action)).toEqual([
      'job.note',
      'job.payout_hold',
      'job.payout_release',
    ]);
  });
});

describe('actions on a driver', () => {
  it('suspends a driver (403 on the list and on acceptance), and the suspension ends by itself at its date', async () => {
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, await signUp(ctx.app));
    await prepareToAccept(ctx, driver, job.id);
    const res = await req(operator, 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
      days: 30,
      reason: 'Missed transportation',
    });
    expect(res.statusCode, res.body).toBe(200);
    const accept = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().message).toMatch(/suspended until \w{3} \d+, \d{4}, .*: Missed transportation/);
    expect((await bell(driver)).some((t) => t.kind === 'account_notice')).toBe(true);
    // 31 days later the minute task ends it: recorded, told, and the driver works again.
    clockMs += 31 * 86_400_000;
    try {
      expect(await ctx.app.services.operations.endDueSuspensions()).toBeGreaterThanOrEqual(1);
    } finally {
      clockMs = Date.now();
    }
    expect((await req(driver, 'GET', '/api/recovery-requests?status=pending')).statusCode).toBe(200);
    expect((await auditOf(driver.id)).map((a) => a.action)).toEqual([
      'driver.suspend',
      'driver.suspension_ended',
    ]);
  });

  it('suspends permanently and reinstates', async () => {
    const driver = await verifiedDriver(ctx);
    await req(operator, 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
      days: null,
      reason: 'Repeated violations',
    });
    const list = await req(driver, 'GET', '/api/recovery-requests?status=pending');
    expect(list.json().message).toMatch(/suspended permanently/);
    expect((await req(operator, 'GET', `/api/admin/drivers/${driver.id}`)).json().suspension).toMatchObject({
      endsAt: null,
    });
    const lifted = await req(operator, 'DELETE', `/api/admin/drivers/${driver.id}/suspension`, {
      reason: 'Appeal accepted',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await req(driver, 'GET', '/api/recovery-requests?status=pending')).statusCode).toBe(200);
    const twice = await req(operator, 'DELETE', `/api/admin/drivers/${driver.id}/suspension`);
    expect(twice.statusCode).toBe(409);
    const bad = await req(operator, 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
      days: 45,
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('records a $500 penalty the driver sees, netted against their next half', async () => {
    const { driver, job } = await acceptedJob();
    const res = await req(operator, 'POST', `/api/admin/drivers/${driver.id}/penalties`, {
      kind: 'citation',
      reason: 'Speeding ticket in a client truck',
      jobId: job.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledgerTotal(ctx)).toBe(0);
    const earnings = (await req(driver, 'GET', '/api/driver/earnings')).json();
    expect(earnings.penalties[0]).toMatchObject({
      amountCents: 50_000,
      kind: 'citation',
      reason: 'Speeding ticket in a client truck',
    });
    expect(earnings.penaltyOwedCents).toBe(50_000);
    const warned = await req(operator, 'POST', `/api/admin/drivers/${driver.id}/warnings`, {
      reason: 'Late twice',
    });
    expect(warned.statusCode).toBe(200);
    expect((await auditOf(driver.id)).map((a) => a.action)).toEqual(['driver.penalty', 'driver.warning']);
  });
});

describe('exceptions', () => {
  it('raises "paid, no driver" after 30 minutes; an operator takes it, assigns a driver, and it resolves', async () => {
    const job = await paidJob(ctx, await signUp(ctx.app));
    clockMs += 31 * 60_000;
    try {
      await ctx.app.services.notices.monitorJobs();
    } finally {
      clockMs = Date.now();
    }
    const list = (await req(operator, 'GET', '/api/admin/exceptions')).json();
    const exception = list.exceptions.find(
      (e: { job: { id: string } | null; kind: string }) => e.job?.id === job.id && e.kind === 'unassigned',
    );
    expect(exception).toBeTruthy();
    const taken = await req(operator, 'POST', `/api/admin/exceptions/${exception.id}/take`);
    expect(taken.json().owner).toMatchObject({ id: operator.id, name: 'Olga Operator' });
    const driver = await verifiedDriver(ctx);
    expect(
      (
        await req(operator, 'POST', `/api/admin/jobs/${job.id}/reassign`, {
          driverId: driver.id,
          reason: 'Waiting too long',
        })
      ).statusCode,
    ).toBe(200);
    const after = (await req(operator, 'GET', '/api/admin/exceptions')).json();
    expect(after.exceptions.some((e: { id: string }) => e.id === exception.id)).toBe(false);
  });

  it('brings a driver\'s "I can\'t make it" to operators, and resolves an exception with a note', async () => {
    const { driver, job } = await acceptedJob();
    const res = await req(driver, 'POST', `/api/recovery-requests/${job.id}/withdrawal`, {
      reason: 'Truck broke down',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobRow(job.id)).toMatchObject({ status: 'accepted', driverId: driver.id });
    const stranger = await verifiedDriver(ctx);
    expect(
      (await req(stranger, 'POST', `/api/recovery-requests/${job.id}/withdrawal`, { reason: 'Not my job' }))
        .statusCode,
    ).toBe(404);
    const list = (await req(operator, 'GET', '/api/admin/exceptions')).json();
    const exception = list.exceptions.find((e: { job: { id: string } | null }) => e.job?.id === job.id);
    expect(exception).toMatchObject({
      kind: 'driver_withdrawal',
      reason: expect.stringContaining('Truck broke down'),
    });
    expect(
      (await req(operator, 'POST', `/api/admin/exceptions/${exception.id}/resolve`, { note: '' })).statusCode,
    ).toBe(400);
    const resolved = await req(operator, 'POST', `/api/admin/exceptions/${exception.id}/resolve`, {
      note: 'Driver will make it after all',
    });
    expect(resolved.statusCode).toBe(200);
    expect(
      (await req(operator, 'POST', `/api/admin/exceptions/${exception.id}/resolve`, { note: 'Twice' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('operator accounts', () => {
  it('are added and removed by operators only, never by themselves, and their routes refuse everyone else', async () => {
    const client = await signUp(ctx.app);
    expect((await req(client, 'POST', '/api/admin/operators', { email: client.email })).statusCode).toBe(403);
    const promoted = await req(operator, 'POST', '/api/admin/operators', { email: client.email });
    expect(promoted.statusCode, promoted.body).toBe(200);
    // An operator now, who opens the console once a second factor proves their sign-in.
    const unproven = await req(client, 'GET', '/api/admin/jobs');
    expect(unproven.json().code).toBe('second_factor_required');
    await enrolOperator(ctx, client);
    expect((await req(client, 'GET', '/api/admin/jobs')).statusCode).toBe(200);
    const created = await req(operator, 'POST', '/api/admin/operators', {
      email: 'new.operator@example.com',
      name: 'Nina New',
      password: 'first-password-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toContain('set up a second factor before the console opens');
    const links = await ctx.database.pool.query(
      "select 1 from mail_messages where to_address = 'new.operator@example.com' and kind = 'email_verification'",
    );
    expect(links.rowCount).toBe(1);
    const missing = await req(operator, 'POST', '/api/admin/operators', { email: 'nobody@example.com' });
    expect(missing.statusCode).toBe(400);
    expect((await req(operator, 'DELETE', `/api/admin/operators/${operator.id}`)).statusCode).toBe(409);
    expect((await req(operator, 'DELETE', `/api/admin/operators/${client.id}`)).statusCode).toBe(200);
    expect((await req(client, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
    const audit = (await req(operator, 'GET', '/api/admin/audit?targetType=operator')).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['operator.add', 'operator.remove']),
    );
  });
});
