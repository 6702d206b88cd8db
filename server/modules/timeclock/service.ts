import type {
  DailySummary,
  HoursOfService,
  TimeClockEvent,
  TimeClockStatus,
} from '@core/contracts/timeclock';
import {
  type DutyInterval,
  estimateDriveMs,
  evaluateHos,
  HOS_LOOKBACK_MS,
  type HosCycle,
  type HosState,
  type JobHoursCheck,
  jobHoursAssessor,
  MINUTE_MS,
  ruleLabel,
  toIntervals,
  WARNING_MS,
} from '@core/hos';
import { jobNumber, PLANNING_SPEED_MPH } from '@core/jobs';
import type { LiveEvent } from '@core/live';
import {
  allowedEvents,
  type DutyStatus,
  decimalHours,
  nextDutyStatus,
  refusalMessage,
  type TimeClockEventType,
} from '@core/timeclock';
import { dateInZone, formatInZone, nextDate, startOfDateInZone } from '@core/zones';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DriversService } from '../drivers/service';
import type { Job } from '../jobs/service';
import { type NewTimeClockEvent, type TimeClockEventRow, timeclockRepo } from './repo';
import { carriedFrom, type StatusChange } from './views';

/** What the hours check reads of a job: its length and its pickup and delivery times. */
type JobTimes = Pick<Job, 'id' | 'distanceMiles' | 'scheduledTime' | 'pickupWindowEnd' | 'deliveryWindowEnd'>;

export const DRIVERS_ONLY_MESSAGE = 'The Time Clock feature is only available for verified drivers.';

export interface TimeclockDeps {
  db: Db;
  accounts: AccountsService;
  drivers: DriversService;
  cycle: HosCycle;
  /** The operators' (home terminal's) time zone: default day for summaries, times in messages. */
  timeZone: string;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  now?: () => Date;
}

/** What the job flow records on the driver's behalf. */
export type JobDutyStep = 'pretrip_started' | 'trip_started' | 'delivered';

const minutes = (ms: number) => Math.floor(ms / MINUTE_MS);
const coordinateText = (v: number | null) => (v === null ? null : v.toFixed(6));

function toEvent(row: TimeClockEventRow): TimeClockEvent {
  return {
    id: row.id,
    userId: row.userId,
    eventType: row.eventType,
    status: row.statusAfter,
    timestamp: row.occurredAt.toISOString(),
    locationLat: coordinateText(row.locationLat),
    locationLng: coordinateText(row.locationLng),
    notes: row.notes,
    deviceInfo: row.deviceInfo ?? null,
    source: row.source,
    jobId: row.jobId,
  };
}

export function describeHours(s: HosState): HoursOfService {
  const gauges: [HoursOfService['warnings'][number]['rule'], number][] = [
    ['driving', s.drivingLeftMs],
    ['window', s.windowLeftMs],
    ['break', s.breakLeftMs],
    ['cycle', s.cycleLeftMs],
  ];
  return {
    cycle: s.cycle,
    drivingLeftMinutes: minutes(s.drivingLeftMs),
    windowLeftMinutes: minutes(s.windowLeftMs),
    breakLeftMinutes: minutes(s.breakLeftMs),
    cycleLeftMinutes: minutes(s.cycleLeftMs),
    availableMinutes: minutes(s.availableMs),
    drivingUsedMinutes: minutes(s.drivingUsedMs),
    cycleUsedMinutes: minutes(s.cycleUsedMs),
    limitingRule: s.limitingRule,
    windowEndsAt: s.windowStart === null ? null : new Date(s.windowStart + 14 * 60 * MINUTE_MS).toISOString(),
    nextResetAt: new Date(s.nextResetAt).toISOString(),
    restartAt: new Date(s.restartAt).toISOString(),
    warnings: gauges
      .filter(([, left]) => left <= WARNING_MS)
      .map(([rule, left]) => ({
        rule,
        minutesLeft: minutes(left),
        message:
          left === 0
            ? `No time left under the ${ruleLabel(rule, s.cycle)}.`
            : `${minutes(left)} minutes left under the ${ruleLabel(rule, s.cycle)}.`,
      })),
    violations: s.violations.map((v) => ({
      rule: v.rule,
      at: new Date(v.at).toISOString(),
      message: v.message,
    })),
  };
}

/** The record of duty status and the hours-of-service rules on it. */
export function createTimeclockService({
  db,
  accounts,
  drivers,
  cycle,
  timeZone,
  publish,
  now = () => new Date(),
}: TimeclockDeps) {
  /** The driver whose record the actor asks for: their own, or any driver for an operator; 404 otherwise. */
  async function readableDriver(actor: SessionUser, userId: string): Promise<string> {
    if (actor.id === userId) {
      if (actor.role !== 'driver') throw forbidden(DRIVERS_ONLY_MESSAGE);
      return userId;
    }
    if (!actor.isAdmin || !isUuid(userId)) throw notFound('Driver not found');
    const user = await accounts.getUser(userId);
    if (user?.role !== 'driver') throw notFound('Driver not found');
    return userId;
  }

  /** Where the record an hours check at `at` reads starts. */
  const recordSince = (at: Date) => new Date(at.getTime() - HOS_LOOKBACK_MS);

  const intervalsOf = (changes: StatusChange[], at: Date): DutyInterval[] =>
    toIntervals(
      changes.map((c) => ({ status: c.status, at: c.at.getTime() })),
      at.getTime(),
    );

  async function record(userId: string, at: Date, db_: DbOrTx = db): Promise<DutyInterval[]> {
    return intervalsOf(await timeclockRepo.changesSince(db_, userId, recordSince(at)), at);
  }

  async function statusOf(userId: string): Promise<TimeClockStatus> {
    const at = now();
    const [current, rec] = await Promise.all([timeclockRepo.current(db, userId), record(userId, at)]);
    const hos = evaluateHos(rec, at.getTime(), cycle);
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

  async function announce(userId: string, status: DutyStatus) {
    await publish?.({ type: 'timeclock.changed', userId, status }, { userIds: [userId] }).catch(() => {});
  }

  /** One event through the machine: checked against the current status and written with one conditional move. */
  async function apply(
    tx: DbOrTx,
    userId: string,
    eventType: TimeClockEventType,
    fields: Omit<NewTimeClockEvent, 'userId' | 'eventType' | 'statusAfter' | 'occurredAt'>,
  ): Promise<TimeClockEventRow | { refused: string }> {
    const current = await timeclockRepo.current(tx, userId);
    const from = current?.status ?? null;
    const next = nextDutyStatus(from, eventType);
    if (!next) return { refused: refusalMessage(from, eventType) };
    const at = now();
    const moved = await timeclockRepo.moveStatus(tx, userId, from, next, at);
    if (!moved) return { refused: 'Your status changed on another device. Check it and try again.' };
    return timeclockRepo.insertEvent(tx, { ...fields, userId, eventType, statusAfter: next, occurredAt: at });
  }

  /** The rules on the driver's record, against some jobs. */
  async function assess(driverId: string, jobs: JobTimes[]): Promise<Map<string, JobHoursCheck>> {
    const at = now();
    return assessorOf(await record(driverId, at), at)(jobs);
  }

  /** Checks jobs against one record at one moment (a page of open jobs). */
  function assessorOf(rec: DutyInterval[], at: Date): (jobs: JobTimes[]) => Map<string, JobHoursCheck> {
    const assess = jobHoursAssessor(rec, at.getTime(), cycle, (ms: number) => formatInZone(ms, timeZone));
    return (jobs) =>
      new Map(
        jobs.map((job) => [
          job.id,
          assess({
            driveMs: estimateDriveMs(job.distanceMiles, PLANNING_SPEED_MPH),
            pickupStart: job.scheduledTime?.getTime() ?? null,
            pickupEnd: job.pickupWindowEnd?.getTime() ?? null,
            deliveryEnd: job.deliveryWindowEnd?.getTime() ?? null,
          }),
        ]),
      );
  }

  return {
    readableDriver,

    /**
     * Hours checks of many jobs against the driver's record, in two steps for a read that must stay one
     * statement (a driver's open-jobs context): where the record starts now, then the assessor from what
     * timeclockViews.changesFromLastBeforeOf read from there.
     */
    assessorReading() {
      const at = now();
      const since = recordSince(at);
      return {
        since,
        assessorFrom: (changes: [DutyStatus, string][] | null) =>
          assessorOf(
            intervalsOf(
              carriedFrom(
                (changes ?? []).map(([status, time]) => ({ status, at: new Date(time) })),
                since,
              ),
              at,
            ),
            at,
          ),
      };
    },

    /** POST /api/time-clock/events: the session's driver, the server's time, the machine's rules. */
    async recordEvent(
      actor: SessionUser,
      input: {
        eventType: TimeClockEventType;
        locationLat: number;
        locationLng: number;
        notes: string | null;
        deviceInfo?: Record<string, string | undefined> | null;
      },
    ): Promise<{ event: TimeClockEvent; status: TimeClockStatus }> {
      if (actor.role !== 'driver' || !(await drivers.eligibility(actor.id)).verified) {
        throw forbidden(DRIVERS_ONLY_MESSAGE);
      }
      const deviceInfo = input.deviceInfo
        ? (Object.fromEntries(Object.entries(input.deviceInfo).filter(([, v]) => v !== undefined)) as Record<
            string,
            string
          >)
        : null;
      const result = await db.transaction((tx) =>
        apply(tx, actor.id, input.eventType, {
          locationLat: input.locationLat,
          locationLng: input.locationLng,
          notes: input.notes,
          deviceInfo,
          source: 'driver',
        }),
      );
      if ('refused' in result) throw conflict(result.refused, 'duty_status_refused');
      await announce(actor.id, result.statusAfter);
      return { event: toEvent(result), status: await statusOf(actor.id) };
    },

    /**
     * The job flow keeps the record without extra taps: starting the pre-trip clocks the driver in, the
     * trip starts driving, delivery ends it. Runs in the job step's transaction; a status that does not
     * allow the change (already driving, say) records nothing.
     */
    async followJob(
      tx: DbOrTx,
      driverId: string,
      step: JobDutyStep,
      job: Pick<
        Job,
        | 'id'
        | 'number'
        | 'pickupLat'
        | 'pickupLng'
        | 'lastLat'
        | 'lastLng'
        | 'destinationLat'
        | 'destinationLng'
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
        pretrip_started: `Pre-trip of PW-${job.number} started`,
        trip_started: `Trip PW-${job.number} started`,
        delivered: `${jobNumber(job.number)} delivered`,
      }[step];
      let last: DutyStatus | null = null;
      for (const eventType of plan) {
        const current = (await timeclockRepo.current(tx, driverId))?.status ?? null;
        if (!nextDutyStatus(current, eventType)) continue;
        const row = await apply(tx, driverId, eventType, {
          locationLat: lat ?? null,
          locationLng: lng ?? null,
          notes: `Recorded automatically: ${note}`,
          source: 'job',
          jobId: job.id,
        });
        if (!('refused' in row)) last = row.statusAfter;
      }
      if (last) void announce(driverId, last);
    },

    async status(actor: SessionUser, userId: string): Promise<TimeClockStatus> {
      return statusOf(await readableDriver(actor, userId));
    },

    async events(actor: SessionUser, userId: string, limit: number): Promise<TimeClockEvent[]> {
      const id = await readableDriver(actor, userId);
      return (await timeclockRepo.latest(db, id, limit)).map(toEvent);
    },

    /** One calendar day of the record in a time zone (default: today in the operators' zone). */
    async dailySummary(
      actor: SessionUser,
      userId: string,
      query: { date?: string; tz?: string },
    ): Promise<DailySummary> {
      const id = await readableDriver(actor, userId);
      const zone = query.tz ?? timeZone;
      const at = now();
      const date = query.date ?? dateInZone(at.getTime(), zone);
      const from = startOfDateInZone(date, zone);
      const to = Math.min(startOfDateInZone(nextDate(date), zone), at.getTime());
      const [rec, events] = await Promise.all([
        record(id, new Date(Math.max(to, from))),
        timeclockRepo.eventsBetween(db, id, new Date(from), new Date(Math.max(to, from))),
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
    },

    /** Driving and on-duty minutes per calendar day, for the last `days` days (oldest first). */
    async hoursByDay(driverId: string, days: number, zone: string) {
      const at = now();
      const today = dateInZone(at.getTime(), zone);
      const first = nextDate(today, -(days - 1));
      const changes = await timeclockRepo.changesSince(
        db,
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
    },

    /** Whether each job fits the driver's hours (for the job cards). */
    assess,

    /** Acceptance: 409 with the reason when the job does not fit the driver's hours. */
    async requireFits(driverId: string, job: Job): Promise<void> {
      const check = (await assess(driverId, [job])).get(job.id)!;
      if (!check.ok) throw conflict(check.message, `hos_${check.code}`);
    },

    /** Operator notices: drivers on duty now with an hour or less left under a limit. */
    async driversNearLimit(): Promise<{ userId: string; hours: HoursOfService }[]> {
      const at = now();
      const out: { userId: string; hours: HoursOfService }[] = [];
      for (const userId of await timeclockRepo.activeDrivers(db)) {
        const hos = evaluateHos(await record(userId, at), at.getTime(), cycle);
        if (hos.availableMs <= WARNING_MS) out.push({ userId, hours: describeHours(hos) });
      }
      return out;
    },
  };
}

export type TimeclockService = ReturnType<typeof createTimeclockService>;
