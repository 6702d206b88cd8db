import { formatDuration, MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import type { Job } from '../jobs/service';
import { fmt, type NoticesContext } from './context';

/** The operators' digest (product/platform §9): what needs a person's attention, four times a day. */

/** Operators' notices at 08:00, 17:00 and 22:00, and at 12:30 (one pg-boss schedule per queue). */
export const NOTICE_SCHEDULES = ['0 8,17,22 * * *', '30 12 * * *'] as const;

/** An accepted job whose pickup (or acceptance) is this long past without a pre-trip is stuck. */
export const STUCK_PICKUP_MS = 2 * 60 * MINUTE_MS;
/** A trip with no position for this long is stuck. */
export const STUCK_SILENT_MS = 2 * 60 * MINUTE_MS;
const SOON_MS = 12 * 60 * MINUTE_MS;

const list = (rows: string[], max = 10) =>
  rows.length > max ? [...rows.slice(0, max), `…and ${rows.length - max} more`] : rows;

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

/** Sends the notice to every operator; answers how many were told. */
export async function sendOperatorNotice(ctx: NoticesContext): Promise<number> {
  const [{ body }, operators] = await Promise.all([compose(ctx), ctx.accounts.listOperatorIds()]);
  const title = `Operations update, ${fmt(ctx, ctx.now())}`;
  for (const id of operators) await ctx.notify(id, 'operator_notice', { title, body, link: '/admin' });
  return operators.length;
}
