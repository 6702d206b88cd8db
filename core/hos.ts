/**
 * Hours of service for property-carrying drivers (49 CFR 395.3), computed from the record of duty status:
 * - 11 hours of driving after 10 consecutive hours off duty;
 * - no driving after the 14th hour since coming on duty after 10 consecutive hours off;
 * - a 30-minute interruption of driving (any non-driving status) after 8 hours of driving;
 * - no driving after 60 hours on duty in 7 days or 70 in 8 (the carrier's cycle);
 * - 34 consecutive hours off restart the cycle.
 * Breaks count as off duty. The cycle is a rolling window of 7×24 or 8×24 hours ending at the moment
 * evaluated: never less than the regulation's calendar days, so it is conservative. The sleeper-berth
 * split and the short-haul and adverse-conditions exceptions are not modelled.
 *
 * Pure: times are milliseconds since the epoch; no clock is read here.
 */
import type { DutyStatus } from './timeclock';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const DRIVING_LIMIT_MS = 11 * HOUR_MS;
export const WINDOW_MS = 14 * HOUR_MS;
export const RESET_OFF_MS = 10 * HOUR_MS;
export const BREAK_AFTER_DRIVING_MS = 8 * HOUR_MS;
export const BREAK_MS = 30 * MINUTE_MS;
export const RESTART_OFF_MS = 34 * HOUR_MS;
/** Gauges warn when this little is left. */
export const WARNING_MS = HOUR_MS;

export const hosCycles = ['60/7', '70/8'] as const;
export type HosCycle = (typeof hosCycles)[number];
export const cycleRules: Record<
  HosCycle,
  { limitMs: number; windowMs: number; hours: number; days: number }
> = {
  '60/7': { limitMs: 60 * HOUR_MS, windowMs: 7 * 24 * HOUR_MS, hours: 60, days: 7 },
  '70/8': { limitMs: 70 * HOUR_MS, windowMs: 8 * 24 * HOUR_MS, hours: 70, days: 8 },
};

/** How far back the record must be read to evaluate the rules now: the longest look-back plus a margin. */
export const HOS_LOOKBACK_MS = 10 * 24 * HOUR_MS;

export interface DutyInterval {
  status: DutyStatus;
  start: number;
  end: number;
}

type Kind = 'off' | 'on' | 'driving';
const kindOf = (s: DutyStatus): Kind => (s === 'driving' ? 'driving' : s === 'on_duty' ? 'on' : 'off');

/**
 * The record as contiguous intervals up to `until`: each status change lasts until the next one. Before
 * the first change the driver is off duty (a new driver is rested). Changes must be in time order.
 */
export function toIntervals(changes: { status: DutyStatus; at: number }[], until: number): DutyInterval[] {
  const out: DutyInterval[] = [];
  for (const [i, c] of changes.entries()) {
    const end = Math.min(changes[i + 1]?.at ?? until, until);
    if (end > c.at) out.push({ status: c.status, start: c.at, end });
  }
  return out;
}

export type HosRule = 'driving' | 'window' | 'break' | 'cycle';

export interface HosViolation {
  rule: HosRule;
  /** When driving went past the limit. */
  at: number;
  message: string;
}

export function ruleLabel(rule: HosRule, cycle: HosCycle): string {
  const c = cycleRules[cycle];
  return {
    driving: '11-hour driving limit',
    window: '14-hour window',
    break: '30-minute break',
    cycle: `${c.hours}-hour/${c.days}-day limit`,
  }[rule];
}

function violationMessage(rule: HosRule, cycle: HosCycle): string {
  const c = cycleRules[cycle];
  return {
    driving: 'Drove more than 11 hours after 10 hours off duty',
    window: 'Drove after the 14-hour window closed',
    break: 'Drove more than 8 hours without a 30-minute break',
    cycle: `Drove after ${c.hours} hours on duty in ${c.days} days`,
  }[rule];
}

export interface HosState {
  at: number;
  cycle: HosCycle;
  /** Driving since the last 10 hours off. */
  drivingUsedMs: number;
  drivingLeftMs: number;
  /** Start of the 14-hour window (first on-duty time after 10 hours off); null while none has started. */
  windowStart: number | null;
  windowLeftMs: number;
  /** Driving since the last 30-minute interruption, and what may still be driven before one is due. */
  drivingSinceBreakMs: number;
  breakLeftMs: number;
  cycleUsedMs: number;
  cycleLeftMs: number;
  /** On duty (on duty or driving) since the last 10 hours off: the hours worked of this shift. */
  workedMs: number;
  /** Driving time available now: the least of the 11-hour, 14-hour and cycle limits. */
  availableMs: number;
  /** Which of those limits leaves the least. */
  limitingRule: 'driving' | 'window' | 'cycle';
  /** When 10 hours off (from now, or from the start of the current off-duty time) will be complete. */
  nextResetAt: number;
  /** When 34 hours off will be complete, restarting the cycle. */
  restartAt: number;
  /** Start of the current off-duty run, when off duty now. */
  offSince: number | null;
  /** Driving past a limit within the cycle's look-back, oldest first. */
  violations: HosViolation[];
}

/** On-duty time (on duty and driving) of `intervals` inside [from, to). */
function onDutyBetween(intervals: DutyInterval[], from: number, to: number): number {
  let sum = 0;
  for (const iv of intervals) {
    if (kindOf(iv.status) === 'off') continue;
    const a = Math.max(iv.start, from);
    const b = Math.min(iv.end, to);
    if (b > a) sum += b - a;
  }
  return sum;
}

/**
 * The rules evaluated at `at` over a record ending there (intervals after `at` are ignored). Edges are
 * inclusive: exactly 11 hours of driving, 8 hours before a break, 14 hours of window or 60/70 hours of
 * cycle are allowed; 10 hours (34 hours) off reset; 30 minutes is a break.
 */
export function evaluateHos(record: DutyInterval[], at: number, cycle: HosCycle): HosState {
  return evaluate(record, at, cycle, true);
}

/**
 * evaluateHos, with or without the search for past violations: the planner reads only what is left,
 * and that search (each driving interval against the whole record for the cycle) is most of the work,
 * which ranking thousands of drivers for a job does twice per driver within reach.
 */
function evaluate(record: DutyInterval[], at: number, cycle: HosCycle, withViolations: boolean): HosState {
  const rules = cycleRules[cycle];
  const intervals = record
    .filter((iv) => iv.start < at)
    .map((iv) => ({ ...iv, end: Math.min(iv.end, at) }))
    .sort((a, b) => a.start - b.start);

  let windowStart: number | null = null;
  let drivingUsed = 0;
  let worked = 0;
  let sinceBreak = 0;
  let nonDrivingStart: number | null = null;
  let offStart: number | null = null;
  /** On-duty time before this moment no longer counts toward the cycle (34-hour restart). */
  let cycleFloor = Number.NEGATIVE_INFINITY;
  const violations: HosViolation[] = [];
  let cursor = intervals[0]?.start ?? at;

  const endOff = (end: number) => {
    if (offStart === null) return;
    if (end - offStart >= RESET_OFF_MS) {
      windowStart = null;
      drivingUsed = 0;
      worked = 0;
    }
    if (end - offStart >= RESTART_OFF_MS) cycleFloor = end;
  };
  const endNonDriving = (end: number) => {
    if (nonDrivingStart !== null && end - nonDrivingStart >= BREAK_MS) sinceBreak = 0;
  };

  const cycleUsedAt = (t: number) => onDutyBetween(intervals, Math.max(t - rules.windowMs, cycleFloor), t);

  /** The first moment in (s, e] where the cycle goes past its limit while driving, if any. */
  const cycleCrossing = (s: number, e: number): number | null => {
    const points = new Set<number>([s, e, cycleFloor + rules.windowMs]);
    for (const iv of intervals) {
      points.add(iv.start + rules.windowMs);
      points.add(iv.end + rules.windowMs);
    }
    const sorted = [...points].filter((p) => p >= s && p <= e).sort((a, b) => a - b);
    for (let i = 0; i + 1 < sorted.length; i++) {
      const a = sorted[i]!;
      const b = sorted[i + 1]!;
      const ua = cycleUsedAt(a);
      const ub = cycleUsedAt(b);
      if (ua > rules.limitMs) return a;
      // Between breakpoints the cycle grows with slope 0 or 1, so the crossing is exact.
      if (ub > rules.limitMs) return a + (rules.limitMs - ua);
    }
    return null;
  };

  for (const iv of intervals) {
    // A gap in the record counts as off duty.
    if (iv.start > cursor) {
      offStart ??= cursor;
      nonDrivingStart ??= cursor;
    }
    const kind = kindOf(iv.status);
    if (kind === 'off') {
      offStart ??= iv.start;
      nonDrivingStart ??= iv.start;
      endOff(iv.end);
      endNonDriving(iv.end);
    } else {
      endOff(iv.start);
      offStart = null;
      windowStart ??= iv.start;
      worked += iv.end - iv.start;
      if (kind === 'on') {
        nonDrivingStart ??= iv.start;
        endNonDriving(iv.end);
      } else {
        endNonDriving(iv.start);
        nonDrivingStart = null;
        const len = iv.end - iv.start;
        const over = (used: number, limit: number) =>
          used + len > limit ? iv.start + Math.max(0, limit - used) : null;
        const found: [HosRule, number | null][] = withViolations
          ? [
              ['driving', over(drivingUsed, DRIVING_LIMIT_MS)],
              [
                'window',
                iv.end > windowStart + WINDOW_MS ? Math.max(iv.start, windowStart + WINDOW_MS) : null,
              ],
              ['break', over(sinceBreak, BREAK_AFTER_DRIVING_MS)],
              ['cycle', cycleCrossing(iv.start, iv.end)],
            ]
          : [];
        for (const [rule, t] of found) {
          if (t !== null) violations.push({ rule, at: t, message: violationMessage(rule, cycle) });
        }
        drivingUsed += len;
        sinceBreak += len;
      }
    }
    cursor = iv.end;
  }
  if (cursor < at) {
    offStart ??= cursor;
    nonDrivingStart ??= cursor;
  }
  endOff(at);
  endNonDriving(at);

  const cycleUsed = cycleUsedAt(at);
  const drivingLeft = Math.max(0, DRIVING_LIMIT_MS - drivingUsed);
  const ws = windowStart as number | null;
  const windowLeft = ws === null ? WINDOW_MS : Math.max(0, ws + WINDOW_MS - at);
  const cycleLeft = Math.max(0, rules.limitMs - cycleUsed);
  const limits: [HosState['limitingRule'], number][] = [
    ['driving', drivingLeft],
    ['window', windowLeft],
    ['cycle', cycleLeft],
  ];
  const [limitingRule, availableMs] = limits.reduce((a, b) => (b[1] < a[1] ? b : a));
  const offSince = offStart as number | null;
  const restBase = offSince ?? at;
  // Rested already: no shift since 10 hours off (or ever), no cycle hours since 34 hours off.
  const rested = ws === null && drivingUsed === 0;
  violations.sort((a, b) => a.at - b.at);
  return {
    at,
    cycle,
    drivingUsedMs: drivingUsed,
    drivingLeftMs: drivingLeft,
    windowStart: ws,
    windowLeftMs: windowLeft,
    drivingSinceBreakMs: sinceBreak,
    breakLeftMs: Math.max(0, BREAK_AFTER_DRIVING_MS - sinceBreak),
    cycleUsedMs: cycleUsed,
    cycleLeftMs: cycleLeft,
    workedMs: worked,
    availableMs,
    limitingRule,
    nextResetAt: rested ? at : Math.max(at, restBase + RESET_OFF_MS),
    restartAt: cycleUsed === 0 ? at : Math.max(at, restBase + RESTART_OFF_MS),
    offSince,
    violations: violations.filter((v) => v.at >= at - rules.windowMs),
  };
}

/** The record as if the driver stays off duty from `from` until `until` (for planning ahead). */
export function projectOff(record: DutyInterval[], from: number, until: number): DutyInterval[] {
  const past = record.filter((iv) => iv.start < from).map((iv) => ({ ...iv, end: Math.min(iv.end, from) }));
  return until > from ? [...past, { status: 'off_duty', start: from, end: until }] : past;
}

export interface DrivePlan {
  start: number;
  finishAt: number;
  /** The driving and the rests the rules require, in order. */
  steps: { kind: 'drive' | 'break' | 'rest' | 'restart'; start: number; end: number }[];
}

/**
 * When `driveMs` of driving starting at `start` can be finished within the rules, taking the breaks and
 * rests they require as soon as they are due (the record must end at or before `start`).
 */
export function planDrive(
  record: DutyInterval[],
  start: number,
  driveMs: number,
  cycle: HosCycle,
): DrivePlan {
  const plan: DutyInterval[] = projectOff(record, start, start);
  const steps: DrivePlan['steps'] = [];
  let t = start;
  let left = driveMs;
  const add = (status: DutyStatus, kind: DrivePlan['steps'][number]['kind'], ms: number) => {
    plan.push({ status, start: t, end: t + ms });
    steps.push({ kind, start: t, end: t + ms });
    t += ms;
  };
  for (let guard = 0; left > 0 && guard < 1000; guard++) {
    const s = evaluate(plan, t, cycle, false);
    const chunk = Math.min(left, s.availableMs, s.breakLeftMs);
    if (chunk >= MINUTE_MS || chunk === left) {
      add('driving', 'drive', chunk);
      left -= chunk;
    } else if (s.cycleLeftMs < MINUTE_MS) {
      add('off_duty', 'restart', RESTART_OFF_MS);
    } else if (s.drivingLeftMs < MINUTE_MS || s.windowLeftMs < MINUTE_MS) {
      add('off_duty', 'rest', RESET_OFF_MS);
    } else {
      add('break', 'break', BREAK_MS);
    }
  }
  return { start, finishAt: t, steps };
}

/** Planning speed for trucks, as the job ETA uses it (core/jobs PLANNING_SPEED_MPH). */
export const estimateDriveMs = (miles: number, mph: number) => Math.round((miles / mph) * HOUR_MS);

export const formatDuration = (ms: number) => {
  const m = Math.max(0, Math.floor(ms / MINUTE_MS));
  return `${Math.floor(m / 60)}h ${m % 60}m`;
};

export interface JobHoursInput {
  /** Estimated driving time of the job. */
  driveMs: number;
  /** The pickup window, for scheduled jobs (start alone for a job scheduled without a window). */
  pickupStart?: number | null;
  pickupEnd?: number | null;
  /** Delivery must be done by this moment (end of the delivery window). */
  deliveryEnd?: number | null;
}

export interface JobHoursCheck {
  ok: boolean;
  code: 'fits' | 'fits_after_rest' | 'hours_short' | 'pickup_window_passed' | 'misses_delivery_window';
  message: string;
  /** When the drive would start: now, or the pickup time when later. */
  startAt: number;
  /** Driving time available at the start. */
  availableMs: number;
  /** When the drive would be done within the rules (null when the pickup window has passed). */
  finishAt: number | null;
}

/** A driver's current hours may delay a delivery by at most this much against a rested driver's. */
export const DELAY_TOLERANCE_MS = HOUR_MS;

/**
 * May a driver with this record take this job? They must be able to drive it about as soon as a rested
 * driver could: planning the drive with every break and rest the rules require, from now or (for a job
 * picked up later) after staying off duty until the pickup, the delivery may come at most an hour later
 * than a rested driver's. So a drive that does not fit in the hours left today is refused (it would
 * wait for a 10-hour rest), unless the pickup is beyond the driver's next reset; a trip of several days
 * is not refused for a few minutes already driven. A windowed job must also be delivered by the end of
 * its delivery window.
 */
export function assessJobHours(
  record: DutyInterval[],
  now: number,
  job: JobHoursInput,
  cycle: HosCycle,
  formatTime: (ms: number) => string,
): JobHoursCheck {
  return jobHoursAssessor(record, now, cycle, formatTime)(job);
}

/** Plans for a rested driver, per cycle and drive length, starting at 0 (see restedPlan). */
const restedPlans = new Map<HosCycle, Map<number, DrivePlan>>();
const RESTED_PLANS_KEPT = 5000;

/** planDrive([], 0, driveMs, cycle), worked out once per cycle and drive length. */
function restedPlanFromZero(driveMs: number, cycle: HosCycle): DrivePlan {
  let plans = restedPlans.get(cycle);
  if (!plans) {
    plans = new Map();
    restedPlans.set(cycle, plans);
  }
  let plan = plans.get(driveMs);
  if (!plan) {
    plan = planDrive([], 0, driveMs, cycle);
    if (plans.size >= RESTED_PLANS_KEPT) plans.clear();
    plans.set(driveMs, plan);
  }
  return plan;
}

const hasRestart = (plan: DrivePlan) => plan.steps.some((step) => step.kind === 'restart');

/**
 * planDrive([], start, driveMs, cycle): a driver with no record is rested, and no rule looks at the
 * clock itself (only at time between events), so the plan only moves with `start`. Worked out once per
 * length and shifted: the open-jobs list asks for one per card on every page.
 */
export function restedPlan(start: number, driveMs: number, cycle: HosCycle): DrivePlan {
  const plan = restedPlanFromZero(driveMs, cycle);
  return {
    start,
    finishAt: start + plan.finishAt,
    steps: plan.steps.map((step) => ({ kind: step.kind, start: start + step.start, end: start + step.end })),
  };
}

/**
 * The driving a job needs against the driving the driver has, like with like: "about 4h 10m of driving,
 * 11h 0m available"; a drive longer than the hours left says how much fits before the rests it plans:
 * "about 23h 0m of driving, 11h 0m of it before the first of 2 10-hour rests".
 */
function drivingAgainstHours(
  driveMs: number,
  availableMs: number,
  steps: DrivePlan['steps'],
  atPickup: boolean,
): string {
  const need = `about ${formatDuration(driveMs)} of driving`;
  const rests = steps.filter((s) => s.kind === 'rest' || s.kind === 'restart');
  if (driveMs <= availableMs || rests.length === 0)
    return `${need}, ${formatDuration(availableMs)} available${atPickup ? ' at pickup' : ''}`;
  const first = rests[0]!;
  const before = steps
    .filter((s) => s.kind === 'drive' && s.end <= first.start)
    .reduce((ms, s) => ms + s.end - s.start, 0);
  const n = rests.length;
  const kinds = new Set(rests.map((r) => r.kind));
  const restWords =
    kinds.size > 1
      ? `${n} rests`
      : kinds.has('restart')
        ? n === 1
          ? 'a 34-hour restart'
          : `${n} 34-hour restarts`
        : n === 1
          ? 'a 10-hour rest'
          : `${n} 10-hour rests`;
  return `${need}, ${formatDuration(before)} of it before ${n === 1 ? restWords : `the first of ${restWords}`}`;
}

/**
 * assessJobHours for many jobs against one record at one moment (a page of open jobs): what depends
 * only on the pickup time is worked out once per pickup time, and a record without any on-duty time
 * plans like no record at all (off-duty time changes no limit), so its plans come from restedPlan.
 */
export function jobHoursAssessor(
  record: DutyInterval[],
  now: number,
  cycle: HosCycle,
  formatTime: (ms: number) => string,
): (job: JobHoursInput) => JobHoursCheck {
  const atPickup = new Map<number, { projected: DutyInterval[]; atStart: HosState; worked: boolean }>();
  const worked = (intervals: DutyInterval[]) => intervals.some((iv) => kindOf(iv.status) !== 'off');
  let nowState: HosState | undefined;
  const recordWorked = worked(record);

  return (job) => {
    if (job.pickupEnd != null && now > job.pickupEnd) {
      return {
        ok: false,
        code: 'pickup_window_passed',
        message: `The pickup window closed at ${formatTime(job.pickupEnd)}.`,
        startAt: now,
        availableMs: 0,
        finishAt: null,
      };
    }
    const startAt = Math.max(now, job.pickupStart ?? now);
    const later = startAt > now;
    let pickup = atPickup.get(startAt);
    if (!pickup) {
      const projected = projectOff(record, now, startAt);
      pickup = { projected, atStart: evaluateHos(projected, startAt, cycle), worked: worked(projected) };
      atPickup.set(startAt, pickup);
    }
    const { projected, atStart } = pickup;
    const availableMs = atStart.availableMs;
    // A rested driver's plan is only shifted to the start: read from the one kept per length, not copied.
    const rested = restedPlanFromZero(job.driveMs, cycle);
    const restedFinishAt = startAt + rested.finishAt;
    const plan = pickup.worked ? planDrive(projected, startAt, job.driveMs, cycle) : null;
    const finishAt = plan ? plan.finishAt : restedFinishAt;
    const delay = finishAt - restedFinishAt;
    if (plan && delay > DELAY_TOLERANCE_MS) {
      const restart = hasRestart(plan) && !hasRestart(rested);
      nowState ??= later ? evaluateHos(record, now, cycle) : atStart;
      const resetAt = restart ? nowState.restartAt : nowState.nextResetAt;
      return {
        startAt,
        availableMs,
        ok: false,
        code: 'hours_short',
        finishAt: plan.finishAt,
        message:
          `This job needs about ${formatDuration(job.driveMs)} of driving and you ${later ? 'will have' : 'have'} ` +
          `${formatDuration(availableMs)} left${later ? ' at pickup' : ''} (${ruleLabel(atStart.limitingRule, cycle)}): ` +
          `you would deliver ${formatDuration(delay)} later than a rested driver. ` +
          `You can take jobs that pick up after your ${restart ? '34-hour restart' : '10-hour rest'} ends at ${formatTime(resetAt)}.`,
      };
    }
    if (job.deliveryEnd != null && finishAt > job.deliveryEnd) {
      return {
        startAt,
        availableMs,
        ok: false,
        code: 'misses_delivery_window',
        finishAt,
        message:
          `Within your driving hours you could deliver at ${formatTime(finishAt)} at the earliest, ` +
          `after the delivery window closes at ${formatTime(job.deliveryEnd)}.`,
      };
    }
    // Would it have been refused without waiting for the pickup? Then the rest before it is what makes it fit.
    const restedFirst =
      later &&
      recordWorked &&
      planDrive(record, now, job.driveMs, cycle).finishAt - (now + rested.finishAt) > DELAY_TOLERANCE_MS;
    return {
      startAt,
      availableMs,
      ok: true,
      code: restedFirst ? 'fits_after_rest' : 'fits',
      finishAt,
      message: `${restedFirst ? 'Fits your hours after your rest' : 'Fits your hours'}: ${drivingAgainstHours(
        job.driveMs,
        availableMs,
        (plan ?? rested).steps,
        later,
      )}.`,
    };
  };
}
