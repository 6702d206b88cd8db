import type { DailySummary } from '@core/contracts/timeclock';
import { toIntervals } from '@core/hos';
import type { DutyStatus } from '@core/timeclock';
import { dateInZone, nextDate, startOfDateInZone } from '@core/zones';
import type { SessionUser } from '../accounts/service';
import { readableDriver, record, type TimeclockContext } from './context';
import { minutes } from './present';
import { timeclockRepo } from './repo';

/** The record summed up: one calendar day, and hours per day for the driver's statistics. */

/** One calendar day of the record in a time zone (default: today in the operators' zone). */
export async function dailySummary(
  ctx: TimeclockContext,
  actor: SessionUser,
  userId: string,
  query: { date?: string; tz?: string },
): Promise<DailySummary> {
  const id = await readableDriver(ctx, actor, userId);
  const zone = query.tz ?? ctx.timeZone;
  const at = ctx.now();
  const date = query.date ?? dateInZone(at.getTime(), zone);
  const from = startOfDateInZone(date, zone);
  const to = Math.min(startOfDateInZone(nextDate(date), zone), at.getTime());
  const [rec, events] = await Promise.all([
    record(ctx, id, new Date(Math.max(to, from))),
    timeclockRepo.eventsBetween(ctx.db, id, new Date(from), new Date(Math.max(to, from))),
  ]);
  const within = (status: DutyStatus) =>
    rec
      .filter((iv) => iv.status === status)
      .reduce((sum, iv) => sum + Math.max(0, Math.min(iv.end, to) - Math.max(iv.start, from)), 0);
  const ins = events.filter((e) => e.eventType === 'clock_in');
  const outs = events.filter((e) => e.eventType === 'clock_out');
  return {
    date,
    timeZone: zone,
    firstClockIn: ins[0]?.occurredAt.toISOString() ?? null,
    lastClockOut: outs.at(-1)?.occurredAt.toISOString() ?? null,
    totalBreakTime: minutes(within('break')),
    totalDrivingTime: minutes(within('driving')),
    totalOnDutyTime: minutes(within('on_duty') + within('driving')),
  };
}

/** Driving and on-duty minutes per calendar day, for the last `days` days (oldest first). */
export async function hoursByDay(ctx: TimeclockContext, driverId: string, days: number, zone: string) {
  const at = ctx.now();
  const today = dateInZone(at.getTime(), zone);
  const first = nextDate(today, -(days - 1));
  const changes = await timeclockRepo.changesSince(
    ctx.db,
    driverId,
    new Date(startOfDateInZone(first, zone)),
  );
  const rec = toIntervals(
    changes.map((c) => ({ status: c.status, at: c.at.getTime() })),
    at.getTime(),
  );
  return Array.from({ length: days }, (_, i) => {
    const date = nextDate(first, i);
    const from = startOfDateInZone(date, zone);
    const to = startOfDateInZone(nextDate(date), zone);
    const sum = (pick: (s: DutyStatus) => boolean) =>
      rec
        .filter((iv) => pick(iv.status))
        .reduce((s, iv) => s + Math.max(0, Math.min(iv.end, to) - Math.max(iv.start, from)), 0);
    return {
      date,
      drivingMinutes: minutes(sum((s) => s === 'driving')),
      onDutyMinutes: minutes(sum((s) => s === 'driving' || s === 'on_duty')),
    };
  });
}
