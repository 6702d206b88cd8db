import { OPERATOR_NOTICE_TIMES } from '@core/scheduling';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { dutyStatusCurrent, recoveryRequests, timeClockEvents } from '../../db/schema';
import { createServices } from '../../services';
import {
  createTestApp,
  paidJob,
  prepareToAccept,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';
import { createNoticesService, NOTICE_SCHEDULES } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
const HOUR = 3_600_000;

describe('operator notices', () => {
  it('run at 08:00, 12:30, 17:00 and 22:00', () => {
    const times = NOTICE_SCHEDULES.flatMap((cron) => {
      const [minute, hours] = cron.split(' ') as [string, string];
      return hours.split(',').map((h) => `${h.padStart(2, '0')}:${minute.padStart(2, '0')}`);
    }).sort();
    expect(times).toEqual([...OPERATOR_NOTICE_TIMES]);
  });

  it('tell every operator about open jobs, soon pickups, drivers near a limit and stuck jobs', async () => {
    const admin = await signUp(ctx.app, { name: 'Olga Operator' });
    await makeOperator(ctx, admin);
    const client = await signUp(ctx.app);
    const open = await paidJob(ctx, client);
    const soon = await paidJob(ctx, client, {
      serviceTime: 'scheduled',
      scheduledTime: new Date(Date.now() + 3 * HOUR).toISOString(),
    });
    // Accepted 5 hours ago and never started: stuck.
    const driver = await verifiedDriver(ctx);
    const stuck = await paidJob(ctx, client);
    await prepareToAccept(ctx, driver, stuck.id);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recovery-requests/${stuck.id}/status`,
      headers: { cookie: driver.cookie },
      payload: { status: 'accepted' },
    });
    await ctx.database.db
      .update(recoveryRequests)
      .set({ acceptedAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(recoveryRequests.id, stuck.id));
    // A driver 10 h 30 m into the day's driving: 30 minutes left.
    const tired = await verifiedDriver(ctx);
    const at = (h: number) => new Date(Date.now() - h * HOUR);
    await ctx.database.db.insert(timeClockEvents).values([
      { userId: tired.id, eventType: 'clock_in', statusAfter: 'on_duty', occurredAt: at(12) },
      { userId: tired.id, eventType: 'driving_start', statusAfter: 'driving', occurredAt: at(12) },
      { userId: tired.id, eventType: 'driving_end', statusAfter: 'on_duty', occurredAt: at(4.5) },
      { userId: tired.id, eventType: 'driving_start', statusAfter: 'driving', occurredAt: at(3) },
    ]);
    await ctx.database.db
      .insert(dutyStatusCurrent)
      .values({ userId: tired.id, status: 'driving', since: at(3) });

    const notify = vi.fn(async () => {});
    const base = createServices(
      ctx.database,
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }),
      null,
    );
    const notices = createNoticesService({
      ...base,
      db: ctx.database.db,
      notify,
      timeZone: 'America/Chicago',
    });
    expect(await notices.sendOperatorNotice()).toBe(1);
    expect(notify).toHaveBeenCalledTimes(1);
    const [userId, kind, message] = notify.mock.calls[0] as unknown as [
      string,
      string,
      { title: string; body: string },
    ];
    expect(userId).toBe(admin.id);
    expect(kind).toBe('operator_notice');
    expect(message.title).toMatch(/^Operations update, /);
    expect(message.body).toContain('Paid jobs without a driver (2):');
    expect(message.body).toContain(`- ${open.jobNumber}: Dallas, TX 75201 → Detroit, MI 48217`);
    expect(message.body).toContain('Scheduled pickups in the next 12 hours without a driver (1):');
    expect(message.body).toContain(`- ${soon.jobNumber}: pickup`);
    expect(message.body).toContain('Drivers within 1 hour of a limit (1):');
    expect(message.body).toMatch(/- Driver A: 0h 29m of driving left|- Driver A: 0h 30m of driving left/);
    expect(message.body).toContain(`Stuck jobs (1):\n- ${stuck.jobNumber}: no pre-trip since`);
  });
});
