import { INVALID_SCHEDULE_MESSAGE } from '@core/contracts/scheduling';
import { type DutyStatus, nextDutyStatus, type TimeClockEventType } from '@core/timeclock';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { dutyStatusCurrent, recoveryRequests, timeClockEvents } from '../../db/schema';
import { type Localized, localized } from '../../lib/i18n';
import { createServices } from '../../services';
import {
  createTestApp,
  payJob,
  prepareToAccept,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import type { NotificationContent } from '../notifications/service';
import { createSchedulingService } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const HOUR = 3_600_000;
/** The start of an hourly slot `hours` from now. */
const slot = (hours: number) => {
  const d = new Date(Date.now() + hours * HOUR);
  d.setUTCMinutes(0, 0, 0);
  return d;
};

const schedule = (user: SignedUpUser, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/scheduling',
    headers: { cookie: user.cookie },
    payload: {
      serviceTypeId: 1,
      pickupDateTime: slot(26).toISOString(),
      deliveryDateTime: slot(36).toISOString(),
      notes: 'Gate code 4411',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Houston, TX 77002',
      isWorking: true,
      ...overrides,
    },
  });
const pending = async (user: SignedUpUser) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests/pending',
      headers: { cookie: user.cookie },
    })
  ).json();

describe('POST /api/scheduling', () => {
  it('creates a real request priced by the server, with one-hour pickup and delivery windows', async () => {
    const client = await signUp(ctx.app);
    const pickup = slot(26);
    const res = await schedule(client, { price: 1, userId: 'someone-else' });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    // The server measures the trip (offline: the gazetteer, ~225 great-circle miles × 1.2) and prices it
    // with the same function as GET /api/quote: $300 for a bobtail, $1 a mile over 200, plus the driver's
    // bus home and the fuel.
    const measured = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/distance?${new URLSearchParams({ pickup: 'Dallas, TX 75201', destination: 'Houston, TX 77002' })}`,
      })
    ).json();
    expect(measured.miles).toBeGreaterThan(250);
    expect(measured.miles).toBeLessThan(300);
    expect(job).toMatchObject({
      userId: client.id,
      serviceTypeId: 1,
      vehicleType: 'bobtail',
      serviceTime: 'scheduled',
      scheduledTime: pickup.toISOString(),
      distance: measured.miles,
      baseRateCents: 30000,
      distanceFeeCents: (measured.miles - 200) * 100,
      paymentStatus: 'unpaid',
      notes: 'Gate code 4411',
    });
    expect(job.priceCents).toBe(30000 + (measured.miles - 200) * 100 + job.driverReturnCents + job.fuelCents);
    expect(job.driverReturnCents).toBeGreaterThan(0);
    expect(job.pickupWindow).toEqual({
      start: pickup.toISOString(),
      end: new Date(pickup.getTime() + HOUR).toISOString(),
    });
    expect(job.deliveryWindow.end).toBe(new Date(slot(36).getTime() + HOUR).toISOString());

    // Pending until paid, then Scheduled; paid like any other request.
    expect(await pending(client)).toMatchObject([
      { id: job.id, status: 'pending', stage: 'awaiting_payment', serviceType: { name: 'Bobtail Recovery' } },
    ]);
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { cookie: client.cookie },
      payload: { paymentIntentId, recoveryRequestId: job.id },
    });
    expect(paid.statusCode).toBe(200);
    expect(await pending(client)).toMatchObject([
      { id: job.id, status: 'scheduled', stage: 'awaiting_driver' },
    ]);

    // Nobody else sees it in their list.
    const other = await signUp(ctx.app);
    expect(await pending(other)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recovery-requests/pending' })).statusCode).toBe(
      401,
    );
  });

  it('answers bad input with a clear 400 and records nothing', async () => {
    const client = await signUp(ctx.app);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ deliveryDateTime: slot(26).toISOString() }, INVALID_SCHEDULE_MESSAGE],
      [{ deliveryDateTime: slot(20).toISOString() }, INVALID_SCHEDULE_MESSAGE],
      [
        { pickupDateTime: slot(-2).toISOString() },
        'The pickup time is in the past. Choose a later date and time.',
      ],
      [{ pickupDateTime: '2025-13-45T09:00' }, /Pickup date and time must be a date and time/],
      [{ deliveryDateTime: 'tomorrow' }, /Delivery date and time must be a date and time/],
      [{ serviceTypeId: undefined }, 'Choose a service type'],
      [{ serviceTypeId: 99 }, 'Choose one of the listed service types.'],
      [{ pickupLocation: ' ' }, 'Pickup location is required'],
      [{ destination: undefined }, 'Destination is required'],
      [{ isWorking: false }, /working order/],
      // 2,800 miles coast to coast cannot be driven in 10 hours.
      [{ pickupLocation: 'Boston, MA', destination: 'Seattle, WA' }, /Choose a later delivery time/],
    ];
    for (const [overrides, message] of cases) {
      const res = await schedule(client, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
    expect(await pending(client)).toEqual([]);
  });
});

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
    });
  }
  await ctx.database.db
    .insert(dutyStatusCurrent)
    .values({ userId: driver.id, status, since: new Date(Date.now() - steps.at(-1)![1] * HOUR) });
}

describe('drivers and the windows', () => {
  it('lets a driver accept only when their hours allow delivering inside the window', async () => {
    const client = await signUp(ctx.app);
    // Denver → Chicago measures 1,103 miles offline (22 h of driving): a rested driver delivers about 33 hours
    // after pickup (a break, a 10-hour rest, another break), inside the window that closes 34 hours after pickup.
    const res = await schedule(client, {
      pickupLocation: 'Denver, CO',
      destination: 'Chicago, IL',
      pickupDateTime: slot(2).toISOString(),
      deliveryDateTime: slot(36).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { cookie: client.cookie },
      payload: { paymentIntentId, recoveryRequestId: job.id },
    });

    // 55 hours on duty over the last 5 days, rested since: a full day now but only 15 cycle hours, so a
    // 34-hour restart falls in the middle of the trip.
    const tired = await verifiedDriver(ctx);
    await history(
      tired,
      [5, 4, 3, 2, 1].flatMap((d): [TimeClockEventType, number][] => [
        ['clock_in', d * 24 + 9],
        ['clock_out', (d - 1) * 24 + 22],
      ]),
    );
    await prepareToAccept(ctx, tired, job.id);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recovery-requests/${job.id}/status`,
      headers: { cookie: tired.cookie },
      payload: { status: 'accepted' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hos_hours_short');
    expect(refused.json().message).toMatch(
      /later than a rested driver\. .*after your 34-hour restart ends at/,
    );

    // A window that closes before even a rested driver can arrive (moved earlier behind the form's back)
    // refuses everyone, with the earliest possible delivery.
    const rushed = await verifiedDriver(ctx);
    await prepareToAccept(ctx, rushed, job.id);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ deliveryWindowEnd: new Date(Date.parse(job.deliveryWindow.end) - 5 * HOUR) })
      .where(eq(recoveryRequests.id, job.id));
    const late = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recovery-requests/${job.id}/status`,
      headers: { cookie: rushed.cookie },
      payload: { status: 'accepted' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('hos_misses_delivery_window');
    expect(late.json().message).toMatch(
      /could deliver at .* at the earliest, after the delivery window closes at/,
    );
    await ctx.database.db
      .update(recoveryRequests)
      .set({ deliveryWindowEnd: new Date(job.deliveryWindow.end) })
      .where(eq(recoveryRequests.id, job.id));

    const rested = await verifiedDriver(ctx);
    await prepareToAccept(ctx, rested, job.id);
    const accepted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recovery-requests/${job.id}/status`,
      headers: { cookie: rested.cookie },
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().deliveryWindow).toEqual(job.deliveryWindow);

    // The driver's own job list carries the windows for the job card.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/driver/jobs',
      headers: { cookie: rested.cookie },
    });
    expect(mine.json()[0]).toMatchObject({ id: job.id, pickupWindow: job.pickupWindow });
  });
});

describe('pickup reminders', () => {
  it('tells the driver once, 12 hours before pickup', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const soon = (
      await schedule(client, {
        pickupDateTime: slot(3).toISOString(),
        deliveryDateTime: slot(14).toISOString(),
      })
    ).json();
    const far = (
      await schedule(client, {
        pickupDateTime: slot(20).toISOString(),
        deliveryDateTime: slot(30).toISOString(),
      })
    ).json();
    for (const job of [soon, far]) {
      const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/payment-success',
        headers: { cookie: client.cookie },
        payload: { paymentIntentId, recoveryRequestId: job.id },
      });
      await prepareToAccept(ctx, driver, job.id);
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/recovery-requests/${job.id}/status`,
        headers: { cookie: driver.cookie },
        payload: { status: 'accepted' },
      });
      expect(res.statusCode).toBe(200);
    }
    const notify = vi.fn(async () => {});
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' });
    const base = createServices(ctx.database, config, null);
    const scheduling = createSchedulingService({
      db: ctx.database.db,
      jobs: base.jobs,
      catalog: base.catalog,
      geo: base.geo,
      notify,
      cycle: '70/8',
      timeZone: 'America/Chicago',
    });
    // Other tests' accepted pickups within 12 hours are reminded too; this driver hears of one job.
    expect(await scheduling.sendPickupReminders()).toBeGreaterThanOrEqual(1);
    const toDriver = () => notify.mock.calls.filter((c) => (c as unknown[])[0] === driver.id);
    expect(toDriver()).toHaveLength(1);
    const [, kind, written] = toDriver()[0] as unknown as [string, string, Localized<NotificationContent>];
    expect(kind).toBe('pickup_reminder');
    // Written in the driver's language when sent (the notifications service picks it).
    expect(localized(written, 'en')).toEqual({
      title: `Pickup reminder: ${soon.jobNumber}`,
      body: expect.stringMatching(
        /^Pick up at Dallas, TX 75201 from .+ to .+, then drive to Houston, TX 77002\. Deliver by .+\.$/,
      ),
      link: `/driver/jobs/${soon.id}`,
    });
    expect(localized(written, 'es')).toEqual({
      title: `Recordatorio de recogida: ${soon.jobNumber}`,
      body: expect.stringMatching(
        /^Recoja en Dallas, TX 75201 desde .+ [ap]\.m\. .+ hasta .+, y luego maneje a Houston, TX 77002\. Entregue antes de .+\.$/,
      ),
      link: `/driver/jobs/${soon.id}`,
    });
    // A second sweep sends nothing new.
    const calls = notify.mock.calls.length;
    expect(await scheduling.sendPickupReminders()).toBe(0);
    expect(notify.mock.calls.length).toBe(calls);
    expect(toDriver()).toHaveLength(1);
  });
});
