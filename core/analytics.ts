import type { RecoveryRequest } from './contracts/jobs';
import type { Analytics } from './contracts/subscriptions';
import { formatMoment } from './moment';

/** A delivery counts as on time up to this long after the ETA given at booking. */
export const ON_TIME_GRACE_MINUTES = 60;
export const CLIENT_MONTHS = 6;
export const DRIVER_WEEKS = 8;

export type AnalyticsJob = Pick<
  RecoveryRequest,
  | 'status'
  | 'paymentStatus'
  | 'priceCents'
  | 'createdAt'
  | 'eta'
  | 'delivery'
  | 'distance'
  | 'driverPayCents'
  | 'acceptedAt'
>;

/** A client's job with what they spent on it: the ledger's charge less its refunds (credit notes). */
export type ClientAnalyticsJob = AnalyticsJob & { spentCents: number };

type Point = Analytics['points'][number];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
/** Weeks start on Sunday (product/platform §9: the calendar week starts on Sunday). */
const weekStart = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - d.getUTCDay()));

const monthLabel = (d: Date) => formatMoment(d, { zone: 'UTC', style: 'monthYear' });
const weekLabel = (d: Date) => formatMoment(d, { zone: 'UTC', style: 'monthDay' });

export function isOnTime(job: Pick<AnalyticsJob, 'eta' | 'delivery'>): boolean | null {
  if (!job.delivery) return null;
  const delivered = Date.parse(job.delivery.at);
  const eta = Date.parse(job.eta);
  if (Number.isNaN(delivered) || Number.isNaN(eta)) return null;
  return delivered <= eta + ON_TIME_GRACE_MINUTES * 60_000;
}

function buckets(
  starts: Date[],
  label: (d: Date) => string,
): Map<string, Point & { delivered: number; onTime: number }> {
  return new Map(
    starts.map((s) => [
      iso(s),
      {
        start: iso(s),
        label: label(s),
        jobs: 0,
        amountCents: 0,
        miles: 0,
        onTimePercent: null,
        delivered: 0,
        onTime: 0,
      },
    ]),
  );
}

const finish = (map: ReturnType<typeof buckets>): Point[] =>
  [...map.values()].map(({ delivered, onTime, ...p }) => ({
    ...p,
    onTimePercent: delivered === 0 ? null : Math.round((onTime / delivered) * 1000) / 10,
  }));

/**
 * Clients: what they spent (net of credit notes), how many jobs they paid for, and on-time delivery,
 * for each of the last months.
 */
export function clientMonthly(jobs: ClientAnalyticsJob[], now: Date, months = CLIENT_MONTHS): Point[] {
  const first = monthStart(now);
  const starts = Array.from(
    { length: months },
    (_, i) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - (months - 1 - i), 1)),
  );
  const map = buckets(starts, monthLabel);
  for (const job of jobs) {
    if (job.spentCents > 0) {
      const b = map.get(iso(monthStart(new Date(job.createdAt))));
      if (b) {
        b.jobs += 1;
        b.amountCents += job.spentCents;
      }
    }
    const onTime = isOnTime(job);
    if (onTime !== null && job.delivery) {
      const b = map.get(iso(monthStart(new Date(job.delivery.at))));
      if (b) {
        b.delivered += 1;
        if (onTime) b.onTime += 1;
      }
    }
  }
  return finish(map);
}

/** Drivers: earnings and jobs by the week they were accepted, miles by the week they were delivered. */
export function driverWeekly(jobs: AnalyticsJob[], now: Date, weeks = DRIVER_WEEKS): Point[] {
  const first = weekStart(now);
  const starts = Array.from(
    { length: weeks },
    (_, i) => new Date(first.getTime() - (weeks - 1 - i) * 7 * 24 * 60 * 60 * 1000),
  );
  const map = buckets(starts, weekLabel);
  for (const job of jobs) {
    if (job.acceptedAt && job.status !== 'cancelled') {
      const b = map.get(iso(weekStart(new Date(job.acceptedAt))));
      if (b) {
        b.jobs += 1;
        b.amountCents += job.driverPayCents ?? 0;
      }
    }
    if (job.delivery) {
      const b = map.get(iso(weekStart(new Date(job.delivery.at))));
      if (b) {
        b.miles += job.distance;
        const onTime = isOnTime(job);
        if (onTime !== null) {
          b.delivered += 1;
          if (onTime) b.onTime += 1;
        }
      }
    }
  }
  return finish(map);
}
