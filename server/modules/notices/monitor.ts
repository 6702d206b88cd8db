import type { LiveEta } from '@core/contracts/tracking';
import { etaIsStale, stopsInWords, windowEndFor } from '@core/eta';
import { formatDuration, MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import {
  DOCUMENT_EXPIRY_DAYS,
  RESOLVED_QUIET_MS,
  SILENT_AFTER_MS,
  UNASSIGNED_AFTER_MS,
  UNCONFIRMED_AFTER_MS,
} from '@core/operations';
import { dateInZone, nextDate } from '@core/zones';
import { sql } from 'drizzle-orm';
import type { Job } from '../jobs/service';
import { fmt, type NoticesContext } from './context';
import { tellOperators } from './exceptions';
import { type FlagTarget, type JobFlagKind, type JobFlagRow, noticesRepo } from './repo';

/**
 * Why a paid job without a driver needs an operator: its dispatch waves all ended without an acceptance
 * (at once, with the time since they started), or, when no waves ran, it has waited UNASSIGNED_AFTER_MS.
 * Null while a wave or an operator's offer stands.
 */
function unassignedReason(ctx: NoticesContext, job: Job, t: number): string | null {
  if (job.dispatchNextAt !== null || (job.offeredUntil && job.offeredUntil.getTime() > t)) return null;
  if (job.dispatchWave !== null && job.dispatchWave > 0 && job.dispatchStartedAt)
    return `no driver accepted it in its dispatch waves; paid and waiting since ${fmt(ctx, job.dispatchStartedAt)}`;
  if (t - job.updatedAt.getTime() < UNASSIGNED_AFTER_MS) return null;
  return `paid and waiting for a driver since ${fmt(ctx, job.updatedAt)}`;
}

/** The minute monitor: it raises the exceptions that time reveals, and clears those that time resolved. */

/** The monitor runs every minute (pg-boss schedule); operators hear about each exception once. */
export const MONITOR_SCHEDULE = '* * * * *';

/** Far beyond a day's work (10,000 jobs in all): the monitor reads every job its rules concern. */
const MONITOR_READ_LIMIT = 100_000;

interface Found {
  target: FlagTarget;
  kind: JobFlagKind;
  reason: string;
  /** PW-n, or "Driver" for a driver's own. */
  label: string;
}

/** A stored ETA this recent is used as it is; an older one is computed anew (time moved on). */
const ETA_FRESH_MS = 5 * MINUTE_MS;

/** The job's ETA that knows the driver's hours, fresh (recomputing stores it and acts on it). */
async function freshEta(ctx: NoticesContext, job: Job, t: number): Promise<LiveEta | null> {
  const stored = job.liveEta ?? null;
  if (stored && t - Date.parse(stored.computedAt) < ETA_FRESH_MS) return stored;
  return ctx.eta ? (await ctx.eta.refresh(job)).eta : stored;
}

const arrival = (ctx: NoticesContext, eta: LiveEta) => {
  const words = stopsInWords(eta.stops.filter((s) => s.kind !== 'break'));
  return `${fmt(ctx, new Date(eta.arriveAt))}${words ? `, after ${words}` : ''}`;
};

/** Accepted, not yet picked up: the driver's ETA at the pickup past the window (or no sign of them after it). */
async function pickupAtRisk(ctx: NoticesContext, job: Job, t: number): Promise<string | null> {
  const windowEnd = windowEndFor('pickup', job);
  if (windowEnd === null) return null;
  // Arrived at the pickup inside its window (by the track): on time, even while the report is being filled.
  const arrived = await ctx.jobs.milestoneAt(job.id, 'arrived_pickup');
  if (arrived && arrived.getTime() <= windowEnd) return null;
  const eta = await freshEta(ctx, job, t);
  if (eta?.target === 'pickup') {
    if (!eta.missesWindow || etaIsStale(eta, new Date(t))) return null;
    return `the driver would reach the pickup about ${arrival(ctx, eta)}; the window ends ${fmt(ctx, new Date(windowEnd))}`;
  }
  return t > windowEnd ? `the pickup window ended ${fmt(ctx, new Date(windowEnd))} with no pre-trip` : null;
}

/**
 * In progress with a delivery window: the drive left, with the rests the hours-of-service rules will
 * require (the ETA that knows the hours), ends after the window. Without a window a long trip simply
 * takes its rests.
 */
async function deliveryAtRisk(ctx: NoticesContext, job: Job, t: number): Promise<string | null> {
  if (!job.deliveryWindowEnd) return null;
  const eta = await freshEta(ctx, job, t);
  // From a driver silent for a while the ETA is a guess: the "silent" exception covers that.
  if (eta?.target !== 'destination' || !eta.missesWindow || etaIsStale(eta, new Date(t))) return null;
  return `about ${formatDuration(eta.drivingMinutes * MINUTE_MS)} of driving left: arrival about ${arrival(ctx, eta)}, after the delivery window (${fmt(ctx, job.deliveryWindowEnd)})`;
}

async function findExceptions(ctx: NoticesContext, at: Date): Promise<Found[]> {
  const t = at.getTime();
  const today = dateInZone(t, ctx.timeZone);
  // Every job each rule concerns, however many: a job the monitor did not read would have its open
  // exception cleared and raised again each minute.
  const [open, underway, delivered, expiring] = await Promise.all([
    ctx.jobs.listOpen(['bobtail', 'bobtail-trailer', 'box-truck', 'trailer'], MONITOR_READ_LIMIT),
    ctx.jobs.listUnderway(MONITOR_READ_LIMIT),
    ctx.jobs.listDeliveredBefore(new Date(t - UNCONFIRMED_AFTER_MS), MONITOR_READ_LIMIT),
    ctx.expiringDocuments?.(today, nextDate(today, DOCUMENT_EXPIRY_DAYS)) ?? [],
  ]);
  const found: Found[] = [];
  const onJob = (job: Job, kind: JobFlagKind, reason: string) =>
    found.push({
      target: { jobId: job.id, driverId: job.driverId },
      kind,
      reason,
      label: jobNumber(job.number),
    });
  for (const job of open) {
    const unassigned = unassignedReason(ctx, job, t);
    if (unassigned) onJob(job, 'unassigned', unassigned);
  }
  for (const job of underway) {
    if (job.status === 'accepted') {
      const risk = await pickupAtRisk(ctx, job, t);
      if (risk) onJob(job, 'pickup_at_risk', risk);
      continue;
    }
    if (job.status !== 'in_progress') continue;
    const last = job.lastPositionAt ?? (job.pretrip ? new Date(job.pretrip.at) : job.updatedAt);
    if (t - last.getTime() >= SILENT_AFTER_MS)
      onJob(job, 'silent', `no position from the driver since ${fmt(ctx, last)}`);
    const breach = await deliveryAtRisk(ctx, job, t);
    if (breach) onJob(job, 'hours_breach', breach);
  }
  for (const job of delivered)
    if (job.deliveredAt)
      onJob(job, 'unconfirmed', `delivered ${fmt(ctx, job.deliveredAt)} and not confirmed by the client`);
  for (const doc of expiring)
    found.push({
      target: { jobId: null, driverId: doc.driverId },
      kind: 'document_expiring',
      reason: `${doc.what} expires ${doc.expiresOn}`,
      label: 'Driver',
    });
  return found;
}

/**
 * Every minute: raises what time reveals (paid with no driver for 30 min, a pickup window at risk, no
 * position for 15 min, hours that will not reach the delivery, delivery unconfirmed for 12 h, a driver's
 * document expiring this week), clears what no longer holds, and tells operators of each new one once.
 * An exception an operator resolved is left be for two hours, so a note is not undone a minute later.
 */
export async function monitorJobs(ctx: NoticesContext) {
  const key = (f: Found) => `${f.target.jobId ?? f.target.driverId}:${f.kind}`;
  // One run at a time (the minute task on every process, an operator's "check now"): a run that read
  // the jobs before a change must not clear what a later run has just raised.
  const { found, cleared, raised } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('monitor-jobs'))`);
    const at = ctx.now();
    const found = await findExceptions(ctx, at);
    const cleared = await noticesRepo.clearAllBut(tx, found.map(key));
    const [quiet, open] = await Promise.all([
      noticesRepo.resolvedSince(tx, new Date(at.getTime() - RESOLVED_QUIET_MS)),
      noticesRepo.openKeys(tx),
    ]);
    const raised: JobFlagRow[] = [];
    for (const f of found) {
      // Already open, or resolved by an operator a moment ago: nothing to write.
      if (quiet.has(key(f)) || open.has(key(f))) continue;
      const flag = await noticesRepo.raise(tx, f.target, f.kind, f.reason);
      if (flag) raised.push(flag);
    }
    return { found, cleared, raised };
  });
  await tellOperators(ctx, raised);
  return {
    flagged: raised.length,
    cleared,
    open: found.map((f) => ({ jobNumber: f.label, kind: f.kind, reason: f.reason })),
  };
}
