import { formatDuration, MINUTE_MS } from '@core/hos';
import { formatInZone } from '@core/zones';
import type { AccountsService } from '../accounts/service';
import type { JobRow } from '../jobs/repo';
import type { JobsService } from '../jobs/service';
import type { Notify } from '../scheduling/notify';
import type { TimeclockService } from '../timeclock/service';

/** Operators' notices at 08:00, 17:00 and 22:00, and at 12:30 (one pg-boss schedule per queue). */
export const NOTICE_SCHEDULES = ['0 8,17,22 * * *', '30 12 * * *'] as const;

/** An accepted job whose pickup (or acceptance) is this long past without a pre-trip is stuck. */
export const STUCK_PICKUP_MS = 2 * 60 * MINUTE_MS;
/** A trip with no position for this long is stuck. */
export const STUCK_SILENT_MS = 2 * 60 * MINUTE_MS;
const SOON_MS = 12 * 60 * MINUTE_MS;

export interface NoticesDeps {
  accounts: AccountsService;
  jobs: JobsService;
  timeclock: TimeclockService;
  notify: Notify;
  timeZone: string;
  now?: () => Date;
}

const list = (rows: string[], max = 10) =>
  rows.length > max ? [...rows.slice(0, max), `…and ${rows.length - max} more`] : rows;

/** The operators' notice at 08:00, 12:30, 17:00 and 22:00 (spec §9): what needs a person's attention. */
export function createNoticesService({
  accounts,
  jobs,
  timeclock,
  notify,
  timeZone,
  now = () => new Date(),
}: NoticesDeps) {
  const fmt = (d: Date) => formatInZone(d.getTime(), timeZone);

  function stuckReason(job: JobRow, at: number): string | null {
    if (job.status === 'accepted') {
      const due = (job.scheduledTime ?? job.acceptedAt)?.getTime();
      if (due !== undefined && at - due > STUCK_PICKUP_MS) return `no pre-trip since ${fmt(new Date(due))}`;
    }
    if (job.status === 'in_progress') {
      const last = (job.lastPositionAt ?? (job.pretrip ? new Date(job.pretrip.at) : job.updatedAt)).getTime();
      if (at - last > STUCK_SILENT_MS) return `no position since ${fmt(new Date(last))}`;
    }
    return null;
  }

  return {
    /** Composes the notice; answers its body (empty sections are left out) and the counts. */
    async compose() {
      const at = now();
      const t = at.getTime();
      const [open, soon, underway, nearLimit] = await Promise.all([
        jobs.listOpen(['bobtail', 'bobtail-trailer', 'box-truck', 'trailer']),
        jobs.listPickupsBetween(at, new Date(t + SOON_MS), false),
        jobs.listUnderway(),
        timeclock.driversNearLimit(),
      ]);
      const stuck = underway.flatMap((j) => {
        const reason = stuckReason(j, t);
        return reason ? [`PW-${j.number}: ${reason}`] : [];
      });
      const names = await Promise.all(nearLimit.map((d) => accounts.getUser(d.userId)));
      const sections: [string, string[]][] = [
        [
          'Paid jobs without a driver',
          open.map((j) => `PW-${j.number}: ${j.pickupLocation} → ${j.destinationLocation}`),
        ],
        [
          'Scheduled pickups in the next 12 hours without a driver',
          soon.map(
            (j) =>
              `PW-${j.number}: pickup ${j.scheduledTime ? fmt(j.scheduledTime) : 'now'} at ${j.pickupLocation}`,
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
    },

    /** Sends the notice to every operator; answers how many were told. */
    async sendOperatorNotice(): Promise<number> {
      const [{ body }, operators] = await Promise.all([this.compose(), accounts.listOperatorIds()]);
      const title = `Operations update, ${fmt(now())}`;
      for (const id of operators)
        await notify(id, 'operator_notice', { title, body, link: '/admin/drivers' });
      return operators.length;
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
