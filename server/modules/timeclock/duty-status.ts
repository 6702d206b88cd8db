import type { TimeClockEvent, TimeClockStatus } from '@core/contracts/timeclock';
import { evaluateHos, MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import {
  allowedEvents,
  type DutyStatus,
  decimalHours,
  nextDutyStatus,
  refusalMessage,
  type TimeClockEventType,
} from '@core/timeclock';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { DRIVERS_ONLY_MESSAGE, readableDriver, record, type TimeclockContext } from './context';
import { describeHours, toEvent } from './present';
import { type NewTimeClockEvent, type TimeClockEventRow, timeclockRepo } from './repo';

/** The record of duty status: the driver's events through the machine, and those the job flow records. */

/** What the job flow records on the driver's behalf. */
type JobDutyStep = 'pretrip_started' | 'trip_started' | 'delivered';

async function statusOf(ctx: TimeclockContext, userId: string): Promise<TimeClockStatus> {
  const at = ctx.now();
  const [current, rec] = await Promise.all([timeclockRepo.current(ctx.db, userId), record(ctx, userId, at)]);
  const hos = evaluateHos(rec, at.getTime(), ctx.cycle);
  const status = current?.status ?? 'off_duty';
  return {
    userId,
    status,
    hoursWorked: decimalHours(hos.workedMs / MINUTE_MS),
    lastStatusChangeAt: current?.since.toISOString() ?? null,
    asOf: at.toISOString(),
    allowedEvents: allowedEvents(current?.status ?? null),
    hoursOfService: describeHours(hos),
  };
}

async function announce(
  ctx: TimeclockContext,
  userId: string,
  status: DutyStatus,
  { byJobStep = false } = {},
) {
  await ctx.publish?.({ type: 'timeclock.changed', userId, status }, { userIds: [userId] }).catch(() => {});
  // Other domains follow the driver's own changes (the ETAs of their jobs); a job step's changes are
  // written in that step's transaction and followed by the step itself once it commits.
  if (byJobStep) return;
  for (const listener of ctx.statusListeners) await listener(userId).catch(() => {});
}

/** One event through the machine: checked against the current status and written with one conditional move. */
async function apply(
  ctx: TimeclockContext,
  tx: DbOrTx,
  userId: string,
  eventType: TimeClockEventType,
  fields: Omit<NewTimeClockEvent, 'userId' | 'eventType' | 'statusAfter' | 'occurredAt'>,
): Promise<TimeClockEventRow | { refused: string }> {
  const current = await timeclockRepo.current(tx, userId);
  const from = current?.status ?? null;
  const next = nextDutyStatus(from, eventType);
  if (!next) return { refused: refusalMessage(from, eventType) };
  const at = ctx.now();
  const moved = await timeclockRepo.moveStatus(tx, userId, from, next, at);
  if (!moved) return { refused: 'Your status changed on another device. Check it and try again.' };
  return timeclockRepo.insertEvent(tx, { ...fields, userId, eventType, statusAfter: next, occurredAt: at });
}

/** POST /api/time-clock/events: the session's driver, the server's time, the machine's rules. */
export async function recordEvent(
  ctx: TimeclockContext,
  actor: SessionUser,
  input: {
    eventType: TimeClockEventType;
    locationLat: number;
    locationLng: number;
    notes: string | null;
    deviceInfo?: Record<string, string | undefined> | null;
  },
): Promise<{ event: TimeClockEvent; status: TimeClockStatus }> {
  if (actor.role !== 'driver' || !(await ctx.drivers.eligibility(actor.id)).verified) {
    throw forbidden(DRIVERS_ONLY_MESSAGE);
  }
  const deviceInfo = input.deviceInfo
    ? (Object.fromEntries(Object.entries(input.deviceInfo).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >)
    : null;
  const result = await ctx.db.transaction((tx) =>
    apply(ctx, tx, actor.id, input.eventType, {
      locationLat: input.locationLat,
      locationLng: input.locationLng,
      notes: input.notes,
      deviceInfo,
      source: 'driver',
    }),
  );
  if ('refused' in result) throw conflict(result.refused, 'duty_status_refused');
  await announce(ctx, actor.id, result.statusAfter);
  return { event: toEvent(result), status: await statusOf(ctx, actor.id) };
}

/**
 * The job flow keeps the record without extra taps: starting the pre-trip clocks the driver in, the
 * trip starts driving, delivery ends it. Runs in the job step's transaction; a status that does not
 * allow the change (already driving, say) records nothing.
 */
export async function followJob(
  ctx: TimeclockContext,
  tx: DbOrTx,
  driverId: string,
  step: JobDutyStep,
  job: Pick<
    Job,
    'id' | 'number' | 'pickupLat' | 'pickupLng' | 'lastLat' | 'lastLng' | 'destinationLat' | 'destinationLng'
  >,
): Promise<void> {
  const plan: TimeClockEventType[] =
    step === 'delivered'
      ? ['driving_end']
      : step === 'pretrip_started'
        ? ['break_end', 'clock_in']
        : ['break_end', 'clock_in', 'driving_start'];
  const [lat, lng] =
    step === 'delivered'
      ? [job.lastLat ?? job.destinationLat, job.lastLng ?? job.destinationLng]
      : [job.pickupLat, job.pickupLng];
  const note = {
    pretrip_started: `Pre-trip of ${jobNumber(job.number)} started`,
    trip_started: `Trip ${jobNumber(job.number)} started`,
    delivered: `${jobNumber(job.number)} delivered`,
  }[step];
  let last: DutyStatus | null = null;
  for (const eventType of plan) {
    const current = (await timeclockRepo.current(tx, driverId))?.status ?? null;
    if (!nextDutyStatus(current, eventType)) continue;
    const row = await apply(ctx, tx, driverId, eventType, {
      locationLat: lat ?? null,
      locationLng: lng ?? null,
      notes: `Recorded automatically: ${note}`,
      source: 'job',
      jobId: job.id,
    });
    if (!('refused' in row)) last = row.statusAfter;
  }
  if (last) void announce(ctx, driverId, last, { byJobStep: true });
}

export async function status(
  ctx: TimeclockContext,
  actor: SessionUser,
  userId: string,
): Promise<TimeClockStatus> {
  return statusOf(ctx, await readableDriver(ctx, actor, userId));
}

export async function events(
  ctx: TimeclockContext,
  actor: SessionUser,
  userId: string,
  limit: number,
): Promise<TimeClockEvent[]> {
  const id = await readableDriver(ctx, actor, userId);
  return (await timeclockRepo.latest(ctx.db, id, limit)).map(toEvent);
}
