import type { HoursOfService } from '@core/contracts/timeclock';
import {
  type DriveLeg,
  type EtaTarget,
  type HoursEta,
  hoursAwareEta,
  planArrival,
  profileDriveMs,
} from '@core/eta';
import { type DutyInterval, evaluateHos, type JobHoursCheck, jobHoursAssessor, WARNING_MS } from '@core/hos';
import type { DutyStatus } from '@core/timeclock';
import { formatInZone } from '@core/zones';
import { conflict } from '../../lib/errors';
import type { Job } from '../jobs/service';
import { intervalsOf, type JobTimes, record, recordSince, type TimeclockContext } from './context';
import { describeHours } from './present';
import { timeclockRepo } from './repo';
import { carriedFrom } from './views';

/** Hours of service against jobs: the cards' reasons, acceptance's refusal, operators' near-limit notices. */

/** Checks jobs against one record at one moment (a page of open jobs). */
function assessorOf(
  ctx: TimeclockContext,
  rec: DutyInterval[],
  at: Date,
): (jobs: JobTimes[]) => Map<string, JobHoursCheck> {
  const assess = jobHoursAssessor(rec, at.getTime(), ctx.cycle, (ms: number) =>
    formatInZone(ms, ctx.timeZone),
  );
  return (jobs) =>
    new Map(
      jobs.map((job) => [
        job.id,
        assess({
          // The drive as the arrival plans it (core/eta), so the card and the arrival agree.
          driveMs: profileDriveMs(job.distanceMiles, true),
          pickupStart: job.scheduledTime?.getTime() ?? null,
          pickupEnd: job.pickupWindowEnd?.getTime() ?? null,
          deliveryEnd: job.deliveryWindowEnd?.getTime() ?? null,
        }),
      ]),
    );
}

/** Each driver's duty record up to now (dispatch plans every candidate's deadhead and trip on it). */
export async function recordsOf(
  ctx: TimeclockContext,
  driverIds: string[],
): Promise<Map<string, DutyInterval[]>> {
  const at = ctx.now();
  const changes = await timeclockRepo.changesSinceOf(ctx.db, driverIds, recordSince(at));
  return new Map(driverIds.map((id) => [id, intervalsOf(changes.get(id) ?? [], at)]));
}

/** Whether each job fits the driver's hours (for the job cards). */
export async function assess(
  ctx: TimeclockContext,
  driverId: string,
  jobs: JobTimes[],
): Promise<Map<string, JobHoursCheck>> {
  const at = ctx.now();
  return assessorOf(ctx, await record(ctx, driverId, at), at)(jobs);
}

/**
 * Hours checks of many jobs against the driver's record, in two steps for a read that must stay one
 * statement (a driver's open-jobs context): where the record starts now, then the assessor from what
 * timeclockViews.changesFromLastBeforeOf read from there.
 */
export function assessorReading(ctx: TimeclockContext) {
  const at = ctx.now();
  const since = recordSince(at);
  return {
    since,
    assessorFrom: (changes: [DutyStatus, string][] | null) =>
      assessorOf(
        ctx,
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
}

/** Acceptance: 409 with the reason when the job does not fit the driver's hours. */
export async function requireFits(ctx: TimeclockContext, driverId: string, job: Job): Promise<void> {
  const check = (await assess(ctx, driverId, [job])).get(job.id)!;
  if (!check.ok) throw conflict(check.message, `hos_${check.code}`);
}

/** Operator notices: drivers on duty now with an hour or less left under a limit. */
export async function driversNearLimit(
  ctx: TimeclockContext,
): Promise<{ userId: string; hours: HoursOfService }[]> {
  const at = ctx.now();
  const out: { userId: string; hours: HoursOfService }[] = [];
  for (const userId of await timeclockRepo.activeDrivers(ctx.db)) {
    const hos = evaluateHos(await record(ctx, userId, at), at.getTime(), ctx.cycle);
    if (hos.availableMs <= WARNING_MS) out.push({ userId, hours: describeHours(hos) });
  }
  return out;
}

/** When the driver arrives with `milesToGo` left, with the breaks and rests their record will need (core/eta). */
export async function etaWithHours(
  ctx: TimeclockContext,
  driverId: string,
  leg: { target: EtaTarget; milesToGo: number; startsAtStop: boolean },
): Promise<HoursEta> {
  const at = ctx.now();
  const rec = await record(ctx, driverId, at);
  return hoursAwareEta({ record: rec, now: at.getTime(), cycle: ctx.cycle, ...leg });
}

/** The arrival after `legs` driven one after the other from now, with the rests the driver's record needs. */
export async function arrivalWithHours(ctx: TimeclockContext, driverId: string, legs: DriveLeg[]) {
  const at = ctx.now();
  const rec = await record(ctx, driverId, at);
  return planArrival({ record: rec, now: at.getTime(), legs, cycle: ctx.cycle });
}

/** Drivers on duty now, with their duty status (the console's figures and live map). */
export function driversOnDuty(ctx: TimeclockContext) {
  return timeclockRepo.onDuty(ctx.db);
}
