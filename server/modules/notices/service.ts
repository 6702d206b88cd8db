import { formatDuration, MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import { formatInZone } from '@core/zones';
import type { Db } from '../../db/client';
import type { monitorFlagKinds } from '../../db/schema';
import { bindActions } from '../../lib/actions';
import type { AccountsService } from '../accounts/service';
import type { Job, JobsService } from '../jobs/service';
import type { Notify } from '../notifications/service';
import type { TimeclockService } from '../timeclock/service';
import { type JobFlagKind, type JobFlagRow, noticesRepo } from './repo';

/** A stuck-job flag, as other domains receive it. */
export type JobFlag = Readonly<JobFlagRow>;

/** Operators' notices at 08:00, 17:00 and 22:00, and at 12:30 (one pg-boss schedule per queue). */
export const NOTICE_SCHEDULES = ['0 8,17,22 * * *', '30 12 * * *'] as const;

/** An accepted job whose pickup (or acceptance) is this long past without a pre-trip is stuck. */
export const STUCK_PICKUP_MS = 2 * 60 * MINUTE_MS;
/** A trip with no position for this long is stuck. */
export const STUCK_SILENT_MS = 2 * 60 * MINUTE_MS;
const SOON_MS = 12 * 60 * MINUTE_MS;

/** The monitor's thresholds: paid without a driver, silent on the road, delivered unconfirmed. */
export const MONITOR_UNASSIGNED_MS = 30 * MINUTE_MS;
export const MONITOR_SILENT_MS = 30 * MINUTE_MS;
export const MONITOR_UNCONFIRMED_MS = 12 * 60 * MINUTE_MS;
/** The monitor runs every minute (pg-boss schedule); operators hear about each flag once. */
export const MONITOR_SCHEDULE = '* * * * *';

export interface NoticesDeps {
  db: Db;
  accounts: AccountsService;
  jobs: JobsService;
  timeclock: TimeclockService;
  notify: Notify;
  timeZone: string;
  now?: () => Date;
}

const list = (rows: string[], max = 10) =>
  rows.length > max ? [...rows.slice(0, max), `…and ${rows.length - max} more`] : rows;

/** What the functions take: the dependencies with the clock fixed. */
type NoticesContext = NoticesDeps & { now: () => Date };

const fmt = (ctx: NoticesContext, d: Date) => formatInZone(d.getTime(), ctx.timeZone);

function stuckReason(ctx: NoticesContext, job: Job, at: number): string | null {
  if (job.status === 'accepted') {
    const due = (job.scheduledTime ?? job.acceptedAt)?.getTime();
    if (due !== undefined && at - due > STUCK_PICKUP_MS)
      return `no pre-trip since ${fmt(ctx, new Date(due))}`;
  }
  if (job.status === 'in_progress') {
    const last = (job.lastPositionAt ?? (job.pretrip ? new Date(job.pretrip.at) : job.updatedAt)).getTime();
    if (at - last > STUCK_SILENT_MS) return `no position since ${fmt(ctx, new Date(last))}`;
  }
  return null;
}

/** Composes the notice; answers its body (empty sections are left out) and the counts. */
export async function compose(ctx: NoticesContext) {
  const at = ctx.now();
  const t = at.getTime();
  const [open, soon, underway, nearLimit] = await Promise.all([
    ctx.jobs.listOpen(['bobtail', 'bobtail-trailer', 'box-truck', 'trailer']),
    ctx.jobs.listPickupsBetween(at, new Date(t + SOON_MS), false),
    ctx.jobs.listUnderway(),
    ctx.timeclock.driversNearLimit(),
  ]);
  const stuck = underway.flatMap((j) => {
    const reason = stuckReason(ctx, j, t);
    return reason ? [`${jobNumber(j.number)}: ${reason}`] : [];
  });
  const names = await Promise.all(nearLimit.map((d) => ctx.accounts.getUser(d.userId)));
  const sections: [string, string[]][] = [
    [
      'Paid jobs without a driver',
      open.map((j) => `${jobNumber(j.number)}: ${j.pickupLocation} → ${j.destinationLocation}`),
    ],
    [
      'Scheduled pickups in the next 12 hours without a driver',
      soon.map(
        (j) =>
          `${jobNumber(j.number)}: pickup ${j.scheduledTime ? fmt(ctx, j.scheduledTime) : 'now'} at ${j.pickupLocation}`,
      ),
    ],
    [
      'Drivers within 1 hour of a limit',
      nearLimit.map(
        (d, i) =>
          `${names[i]?.name ?? 'A driver'}: ${formatDuration(d.hours.availableMinutes * MINUTE_MS)} of driving left`,
      ),
    ],
    ['Stuck jobs', stuck],
  ];
  const body = sections
    .filter(([, rows]) => rows.length > 0)
    .map(
      ([title, rows]) =>
        `${title} (${rows.length}):\n${list(rows)
          .map((r) => `- ${r}`)
          .join('\n')}`,
    )
    .join('\n\n');
  return {
    body:
      body ||
      'Nothing needs attention: every paid job has a driver, no driver is near a limit, nothing is stuck.',
    counts: { open: open.length, soon: soon.length, nearLimit: nearLimit.length, stuck: stuck.length },
  };
}

/**
 * The stuck-job monitor: flags paid jobs without a driver for 30 minutes, trips with no position for
 * 30 minutes and deliveries unconfirmed for 12 hours; clears flags whose job moved on; tells every
 * operator about each new flag once.
 */
export async function monitorJobs(ctx: NoticesContext) {
  const at = ctx.now();
  const t = at.getTime();
  const [open, underway, delivered] = await Promise.all([
    ctx.jobs.listOpen(['bobtail', 'bobtail-trailer', 'box-truck', 'trailer']),
    ctx.jobs.listUnderway(),
    ctx.jobs.listDeliveredBefore(new Date(t - MONITOR_UNCONFIRMED_MS)),
  ]);
  const found: { job: Job; kind: JobFlagKind; reason: string }[] = [];
  for (const job of open) {
    if (t - job.updatedAt.getTime() >= MONITOR_UNASSIGNED_MS)
      found.push({
        job,
        kind: 'unassigned',
        reason: `paid and waiting for a driver since ${fmt(ctx, job.updatedAt)}`,
      });
  }
  for (const job of underway) {
    if (job.status !== 'in_progress') continue;
    const last = job.lastPositionAt ?? (job.pretrip ? new Date(job.pretrip.at) : job.updatedAt);
    if (t - last.getTime() >= MONITOR_SILENT_MS)
      found.push({ job, kind: 'silent', reason: `no position from the driver since ${fmt(ctx, last)}` });
  }
  for (const job of delivered) {
    if (job.deliveredAt)
      found.push({
        job,
        kind: 'unconfirmed',
        reason: `delivered ${fmt(ctx, job.deliveredAt)} and not confirmed by the client`,
      });
  }
  const cleared = await noticesRepo.clearAllBut(
    ctx.db,
    found.map((f) => `${f.job.id}:${f.kind}`),
  );
  const raised: { job: Job; flag: JobFlagRow }[] = [];
  for (const f of found) {
    const flag = await noticesRepo.raise(ctx.db, f.job.id, f.kind, f.reason);
    if (flag) raised.push({ job: f.job, flag });
  }
  if (raised.length > 0) {
    const operators = await ctx.accounts.listOperatorIds();
    for (const { job, flag } of raised)
      for (const id of operators)
        await ctx.notify(id, 'job_stuck', {
          title: `Stuck job PW-${job.number}`,
          body: `${jobNumber(job.number)} (${job.pickupLocation} → ${job.destinationLocation}): ${flag.reason}.`,
          link: `/pathway-ai?tab=jobs&job=PW-${job.number}`,
        });
  }
  return {
    flagged: raised.length,
    cleared,
    open: found.map((f) => ({ jobNumber: `${jobNumber(f.job.number)}`, kind: f.kind, reason: f.reason })),
  };
}

/**
 * A flag another domain raises (a payout that does not match the provider's books): kept open until an
 * operator deals with it, and each operator told once.
 */
export async function raiseFlag(
  ctx: NoticesContext,
  jobId: string,
  kind: Exclude<JobFlagKind, (typeof monitorFlagKinds)[number]>,
  reason: string,
): Promise<boolean> {
  const flag = await noticesRepo.raise(ctx.db, jobId, kind, reason);
  if (!flag) return false;
  const job = await ctx.jobs.findById(jobId);
  const label = job ? jobNumber(job.number) : 'A job';
  const titles: Record<typeof kind, string> = {
    payout_mismatch: `Payout check: ${label}`,
    new_damage: `New damage at delivery: ${label}`,
    vehicle_mismatch: `Wrong truck at ${label}`,
    signature_disputed: `Condition report disputed: ${label}`,
  };
  const link = kind === 'payout_mismatch' || !job ? '/admin/payouts' : `/pathway-ai?tab=jobs&job=${label}`;
  for (const id of await ctx.accounts.listOperatorIds())
    await ctx.notify(id, 'job_stuck', { title: titles[kind], body: `${label}: ${reason}.`, link });
  return true;
}

/** Every open flag of one kind, oldest first, with its job's number (operators' lists). */
export async function openFlagsOfKind(ctx: NoticesContext, kind: JobFlagKind) {
  const rows = await noticesRepo.openOfKind(ctx.db, kind);
  return Promise.all(
    rows.map(async (row) => {
      const job = await ctx.jobs.findById(row.jobId);
      return { ...row, jobNumber: job ? jobNumber(job.number) : null };
    }),
  );
}

/** An operator dealt with these exceptions of a job: their flags close. */
export async function clearFlags(ctx: NoticesContext, jobId: string, kinds: JobFlagKind[]): Promise<number> {
  return noticesRepo.clear(ctx.db, jobId, kinds);
}

/** Open flags per job id (the dispatch screens show them to operators). */
export async function flagsFor(ctx: NoticesContext, jobIds: string[]): Promise<Map<string, JobFlagRow[]>> {
  const map = new Map<string, JobFlagRow[]>();
  for (const row of await noticesRepo.openFor(ctx.db, jobIds))
    map.set(row.jobId, [...(map.get(row.jobId) ?? []), row]);
  return map;
}

/** Sends the notice to every operator; answers how many were told. */
export async function sendOperatorNotice(ctx: NoticesContext): Promise<number> {
  const [{ body }, operators] = await Promise.all([compose(ctx), ctx.accounts.listOperatorIds()]);
  const title = `Operations update, ${fmt(ctx, ctx.now())}`;
  for (const id of operators)
    await ctx.notify(id, 'operator_notice', { title, body, link: '/admin/drivers' });
  return operators.length;
}

/** The operators' notice at 08:00, 12:30, 17:00 and 22:00 (product/platform §9): what needs a person's attention. */
export function createNoticesService(deps: NoticesDeps) {
  const ctx: NoticesContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, {
      compose,
      monitorJobs,
      flagsFor,
      openFlagsOfKind,
      raiseFlag,
      clearFlags,
      sendOperatorNotice,
    }),
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
