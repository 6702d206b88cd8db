import { LOCATION_REQUIRED_MESSAGE } from '@core/contracts/timeclock';
import {
  type DutyStatus,
  dutyStatuses,
  nextDutyStatus,
  type TimeClockEventType,
  timeClockEventTypes,
} from '@core/timeclock';
import { beforeAll, describe, expect, it } from 'vitest';
import { dutyStatusCurrent, timeClockEvents } from '../../db/schema';
import {
  completeConditionReport,
  createTestApp,
  paidJob,
  prepareToAccept,
  reportPhoto,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';
import { timeclockRepo } from './repo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const HOUR = 3_600_000;
const here = { locationLat: 32.7767, locationLng: -96.797 };

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
const post = (user: SignedUpUser, eventType: string, extra: object = {}) =>
  req(user, 'POST', '/api/time-clock/events', { eventType, ...here, ...extra });
const statusOf = async (user: SignedUpUser, of: SignedUpUser = user) =>
  (await req(user, 'GET', `/api/time-clock/status/driver/${of.id}`)).json();
const eventsOf = async (user: SignedUpUser) =>
  (await req(user, 'GET', `/api/time-clock/events/user/${user.id}`)).json() as { eventType: string }[];

/** The events that lead from off duty to each status, and back to off duty from it. */
const pathTo: Record<DutyStatus, TimeClockEventType[]> = {
  off_duty: [],
  on_duty: ['clock_in'],
  break: ['clock_in', 'break_start'],
  driving: ['clock_in', 'driving_start'],
};
const pathOff: Record<DutyStatus, TimeClockEventType[]> = {
  off_duty: [],
  on_duty: ['clock_out'],
  break: ['break_end', 'clock_out'],
  driving: ['driving_end', 'clock_out'],
};
async function walk(driver: SignedUpUser, events: TimeClockEventType[]) {
  for (const e of events) expect((await post(driver, e)).statusCode).toBe(201);
}

/** Writes a past record straight into the database: [event, hours ago] oldest first. */
async function history(driver: SignedUpUser, steps: [TimeClockEventType, number][]) {
  let status: DutyStatus = 'off_duty';
  for (const [eventType, hoursAgo] of steps) {
    status = nextDutyStatus(status, eventType)!;
    await ctx.database.db.insert(timeClockEvents).values({
      userId: driver.id,
      eventType,
      statusAfter: status,
      occurredAt: new Date(Date.now() - hoursAgo * HOUR),
      locationLat: here.locationLat,
      locationLng: here.locationLng,
    });
  }
  const since = new Date(Date.now() - (steps.at(-1)?.[1] ?? 0) * HOUR);
  await ctx.database.db
    .insert(dutyStatusCurrent)
    .values({ userId: driver.id, status, since })
    .onConflictDoUpdate({ target: dutyStatusCurrent.userId, set: { status, since } });
}

describe('the record the hours checks read', () => {
  it('starts with the status at `since` (from the last change before it), then every change, oldest first', async () => {
    const driver = await verifiedDriver(ctx);
    await history(driver, [
      ['clock_in', 120],
      ['driving_start', 119],
      ['driving_end', 110],
      ['clock_out', 109],
      ['clock_in', 3],
      ['driving_start', 2],
    ]);
    const since = new Date(Date.now() - 100 * HOUR);
    const changes = await timeclockRepo.changesSince(ctx.database.db, driver.id, since);
    expect(changes.map((c) => c.status)).toEqual(['off_duty', 'on_duty', 'driving']);
    expect(changes[0]!.at).toEqual(since);
    expect(changes[1]!.at.getTime()).toBeLessThan(changes[2]!.at.getTime());
    // Nothing before `since`: the record starts at the first change.
    const fresh = await verifiedDriver(ctx);
    await history(fresh, [['clock_in', 1]]);
    expect((await timeclockRepo.changesSince(ctx.database.db, fresh.id, since)).map((c) => c.status)).toEqual(
      ['on_duty'],
    );
  });
});

describe('the duty status machine', () => {
  it('allows exactly the product’s table and refuses every other event with 409, recording nothing', async () => {
    for (const from of dutyStatuses) {
      const driver = await verifiedDriver(ctx);
      await walk(driver, pathTo[from]);
      for (const event of timeClockEventTypes) {
        const before = (await eventsOf(driver)).length;
        const res = await post(driver, event);
        const next = nextDutyStatus(from, event);
        if (!next) {
          expect(res.statusCode, `${from} + ${event}`).toBe(409);
          expect(res.json().code).toBe('duty_status_refused');
          expect((await eventsOf(driver)).length).toBe(before);
          expect((await statusOf(driver)).status).toBe(from);
          continue;
        }
        expect(res.statusCode, `${from} + ${event}`).toBe(201);
        const body = res.json();
        expect(body.event).toMatchObject({
          eventType: event,
          status: next,
          userId: driver.id,
          source: 'driver',
        });
        expect(body.event.locationLat).toBe('32.776700');
        expect(body.status.status).toBe(next);
        expect((await eventsOf(driver)).length).toBe(before + 1);
        // Back to the status under test for the next event.
        await walk(driver, [...pathOff[next], ...pathTo[from]]);
      }
    }
  });

  it('refuses a second clock-in with a clear message', async () => {
    const driver = await verifiedDriver(ctx);
    await walk(driver, ['clock_in']);
    const again = await post(driver, 'clock_in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already clocked in (on duty).');
    expect(await eventsOf(driver)).toHaveLength(1);
  });

  it('keeps the first of two concurrent clock-ins only', async () => {
    const driver = await verifiedDriver(ctx);
    const results = await Promise.all([
      post(driver, 'clock_in'),
      post(driver, 'clock_in'),
      post(driver, 'clock_in'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await eventsOf(driver)).toHaveLength(1);
  });
});

describe('bad input records nothing', () => {
  it('requires a location', async () => {
    const driver = await verifiedDriver(ctx);
    const res = await req(driver, 'POST', '/api/time-clock/events', { eventType: 'clock_in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOCATION_REQUIRED_MESSAGE);
    const onlyLat = await req(driver, 'POST', '/api/time-clock/events', {
      eventType: 'clock_in',
      locationLat: '32.1',
    });
    expect(onlyLat.statusCode).toBe(400);
    const nonsense = await post(driver, 'clock_in', { locationLat: 'north' });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().errors.locationLat).toBe('Latitude must be a number');
    const unknown = await post(driver, 'teleport');
    expect(unknown.statusCode).toBe(400);
    expect(await eventsOf(driver)).toEqual([]);
    expect((await statusOf(driver)).status).toBe('off_duty');
  });

  it('accepts the product’s string coordinates and ignores a userId in the body: the session decides', async () => {
    const driver = await verifiedDriver(ctx);
    const other = await verifiedDriver(ctx);
    const res = await post(driver, 'clock_in', {
      userId: other.id,
      locationLat: '32.7767',
      locationLng: '-96.7970',
      notes: 'Yard gate 3',
      deviceInfo: {
        deviceId: 'abc',
        platform: 'Linux',
        userAgent: 'test',
        timestamp: new Date().toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({ userId: driver.id, notes: 'Yard gate 3' });
    expect(res.json().event.deviceInfo).toMatchObject({ deviceId: 'abc', platform: 'Linux' });
    expect(await eventsOf(other)).toEqual([]);
    expect((await statusOf(other)).status).toBe('off_duty');
  });
});

describe('who may see and write a clock', () => {
  it('answers 404 for another driver’s clock, 403 for a client’s own, and lets an operator read any driver', async () => {
    const driver = await verifiedDriver(ctx);
    const other = await verifiedDriver(ctx);
    const client = await signUp(ctx.app);
    await walk(driver, ['clock_in']);
    for (const path of ['status/driver', 'events/user', 'summary/daily']) {
      expect((await req(other, 'GET', `/api/time-clock/${path}/${driver.id}`)).statusCode).toBe(404);
      expect((await req(client, 'GET', `/api/time-clock/${path}/${driver.id}`)).statusCode).toBe(404);
      expect((await req(client, 'GET', `/api/time-clock/${path}/${client.id}`)).statusCode).toBe(403);
      expect((await req(other, 'GET', `/api/time-clock/${path}/not-a-uuid`)).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/time-clock/${path}/${driver.id}` })).statusCode,
      ).toBe(401);
    }
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    expect((await statusOf(admin, driver)).status).toBe('on_duty');
    expect((await req(admin, 'GET', `/api/time-clock/status/driver/${client.id}`)).statusCode).toBe(404);
  });

  it('takes events from verified drivers only', async () => {
    const client = await signUp(ctx.app);
    const unverified = await signUp(ctx.app, { role: 'driver' });
    for (const user of [client, unverified]) {
      const res = await post(user, 'clock_in');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The Time Clock feature is only available for verified drivers.');
    }
  });
});

describe('hours of service in the status answer', () => {
  it('counts the shift, warns with an hour left, and reports a missed break', async () => {
    const driver = await verifiedDriver(ctx);
    // Clocked in 11 hours ago, drove 8 h 40 m straight, then 1 h 40 m more after a 15-minute stop.
    await history(driver, [
      ['clock_in', 11],
      ['driving_start', 10.75],
      ['driving_end', 10.75 - 8 - 40 / 60],
      ['driving_start', 2],
      ['driving_end', 1 / 3],
    ]);
    const s = await statusOf(driver);
    expect(s.status).toBe('on_duty');
    expect(Number(s.hoursWorked)).toBeCloseTo(11, 1);
    const hos = s.hoursOfService;
    expect(hos.drivingUsedMinutes).toBeGreaterThanOrEqual(10 * 60 + 19);
    expect(hos.drivingLeftMinutes).toBeLessThanOrEqual(41);
    expect(hos.warnings.map((w: { rule: string }) => w.rule)).toContain('driving');
    // Both stretches of driving went on without a 30-minute break (15 minutes do not count).
    expect(new Set(hos.violations.map((v: { rule: string }) => v.rule))).toEqual(new Set(['break']));
    expect(hos.cycle).toBe('70/8');
    expect(s.allowedEvents.sort()).toEqual(['break_start', 'clock_out', 'driving_start']);
  });

  it('summarises a day: first clock-in, last clock-out, break and driving time', async () => {
    const driver = await verifiedDriver(ctx);
    await history(driver, [
      ['clock_in', 3],
      ['break_start', 2.5],
      ['break_end', 2],
      ['driving_start', 2],
      ['driving_end', 1],
      ['clock_out', 0.5],
    ]);
    const res = await req(driver, 'GET', `/api/time-clock/summary/daily/${driver.id}?tz=UTC`);
    expect(res.statusCode).toBe(200);
    const sum = res.json();
    const crossedMidnight = new Date(Date.now() - 3 * HOUR).getUTCDate() !== new Date().getUTCDate();
    if (!crossedMidnight) {
      expect(sum.totalBreakTime).toBe(30);
      expect(sum.totalDrivingTime).toBe(60);
      expect(sum.firstClockIn).not.toBeNull();
    }
    // The clock-out, half an hour ago, is on today's date only after half past midnight: ask for its day.
    const clockOutDay = new Date(Date.now() - 0.5 * HOUR).toISOString().slice(0, 10);
    const ofClockOutDay = await req(
      driver,
      'GET',
      `/api/time-clock/summary/daily/${driver.id}?tz=UTC&date=${clockOutDay}`,
    );
    expect(ofClockOutDay.json().lastClockOut).not.toBeNull();
    expect(sum.timeZone).toBe('UTC');
    expect(
      (await req(driver, 'GET', `/api/time-clock/summary/daily/${driver.id}?tz=Mars/Base`)).statusCode,
    ).toBe(400);
    expect(
      (await req(driver, 'GET', `/api/time-clock/summary/daily/${driver.id}?date=2025-02-30`)).statusCode,
    ).toBe(400);
  });
});

async function accept(driver: SignedUpUser, jobId: string) {
  await prepareToAccept(ctx, driver, jobId);
  return req(driver, 'PATCH', `/api/recovery-requests/${jobId}/status`, { status: 'accepted' });
}

describe('dispatch and the hours left', () => {
  it('refuses a 9-hour job to a driver with 2 hours left, shows why on the card, and takes one after the reset', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    // 9 hours driven (with a break) this shift: 2 hours of driving left.
    await history(driver, [
      ['clock_in', 10],
      ['driving_start', 9.75],
      ['driving_end', 1.75],
      ['break_start', 1.75],
      ['break_end', 1.25],
      ['driving_start', 1.25],
      ['driving_end', 0.25],
    ]);
    const available = (await statusOf(driver)).hoursOfService.availableMinutes;
    expect(available === 119 || available === 120).toBe(true);

    // Typed coordinates 5.43° of latitude apart: 450 road miles offline, about 8 hours as the arrival plans them.
    const longDrive = { pickupLocation: '32.7767, -96.797', destination: '38.21, -96.797' };
    const longJob = await paidJob(ctx, client, longDrive);
    const open = (await req(driver, 'GET', '/api/recovery-requests?status=pending')).json().items;
    const card = open.find((j: { id: string }) => j.id === longJob.id);
    expect(card.hoursCheck).toMatchObject({ ok: false, code: 'hours_short' });
    expect(card.hoursCheck.message).toMatch(
      /needs about 8h 5m of driving and you have (1h 59m|2h 0m) left \(11-hour driving limit\)/,
    );

    const refused = await accept(driver, longJob.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hos_hours_short');
    expect(refused.json().message).toContain(
      'You can take jobs that pick up after your 10-hour rest ends at',
    );
    const still = (await req(client, 'GET', `/api/recovery-requests/${longJob.id}`)).json();
    expect(still).toMatchObject({ status: 'pending', driver: null });

    // The same drive picked up 11 hours from now: after 10 hours off, a full day is available.
    const later = await paidJob(ctx, client, {
      ...longDrive,
      serviceTime: 'scheduled',
      scheduledTime: new Date(Date.now() + 11 * HOUR).toISOString(),
    });
    const laterCard = (await req(driver, 'GET', '/api/recovery-requests?status=pending'))
      .json()
      .items.find((j: { id: string }) => j.id === later.id);
    expect(laterCard.hoursCheck).toMatchObject({ ok: true, code: 'fits_after_rest' });
    const accepted = await accept(driver, later.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');

    // A short job still fits today.
    const short = await paidJob(ctx, client, {
      pickupLocation: 'Newark, NJ 07102',
      destination: 'Philadelphia, PA 19103',
    });
    expect((await accept(driver, short.id)).statusCode).toBe(200);
  });

  it('follows the job: pre-trip clocks in, the trip drives, delivery ends driving', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    expect((await accept(driver, job.id)).statusCode).toBe(200);
    expect((await reportPhoto(ctx.app, driver, job.id, 'pickup', 'front')).statusCode).toBe(201);
    expect((await statusOf(driver)).status).toBe('on_duty');
    await completeConditionReport(ctx.app, driver, job.id, 'pickup', 1000);
    expect((await statusOf(driver)).status).toBe('driving');
    await completeConditionReport(ctx.app, driver, job.id, 'delivery', 1120);
    expect((await statusOf(driver)).status).toBe('on_duty');
    const events = await eventsOf(driver);
    expect(events.map((e) => e.eventType)).toEqual(['driving_end', 'driving_start', 'clock_in']);
    expect(events.every((e) => (e as unknown as { source: string }).source === 'job')).toBe(true);

    // The Stats tab: one job done, 120 miles by the odometer, payout 1 released this week, on time.
    const stats = (await req(driver, 'GET', '/api/driver/stats?tz=UTC')).json();
    expect(stats).toMatchObject({ jobsCompleted: 1, milesDriven: 120, onTimeRate: 1, deliveriesCounted: 1 });
    expect(stats.earningsWeekCents).toBeGreaterThan(0);
    expect(stats.earningsMonthCents).toBeGreaterThanOrEqual(stats.earningsWeekCents);
    expect(stats.hoursByDay).toHaveLength(14);
    expect(stats.hoursByDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect((await req(client, 'GET', '/api/driver/stats')).statusCode).toBe(403);
  });
});
