import { describe, expect, it } from 'vitest';
import {
  type AnalyticsJob,
  type ClientAnalyticsJob,
  clientMonthly,
  driverWeekly,
  isOnTime,
} from './analytics';

const job = (over: Partial<AnalyticsJob>): AnalyticsJob => ({
  status: 'completed',
  paymentStatus: 'paid',
  priceCents: 129000,
  createdAt: '2025-05-03T10:00:00Z',
  eta: '2025-05-04T10:00:00Z',
  delivery: null,
  distance: 1190,
  driverPayCents: 116100,
  acceptedAt: '2025-05-03T12:00:00Z',
  ...over,
});

describe('isOnTime', () => {
  it('allows an hour of grace after the ETA', () => {
    const d = (at: string) => ({ odometer: 1, recipientName: 'R', at });
    expect(isOnTime(job({ delivery: d('2025-05-04T10:59:00Z') }))).toBe(true);
    expect(isOnTime(job({ delivery: d('2025-05-04T11:01:00Z') }))).toBe(false);
    expect(isOnTime(job({ delivery: null }))).toBeNull();
  });
});

describe('clientMonthly', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  // What the ledger says was spent: the price when paid, nothing unpaid or refunded in full.
  const paid = (over: Partial<ClientAnalyticsJob>): ClientAnalyticsJob => {
    const j = job(over);
    return { ...j, spentCents: over.spentCents ?? (j.paymentStatus === 'paid' ? j.priceCents : 0) };
  };
  it('gives six months, oldest first, with spend, jobs and on-time share', () => {
    const points = clientMonthly(
      [
        paid({ delivery: { odometer: 1, recipientName: 'R', at: '2025-05-04T09:00:00Z' } }),
        paid({
          createdAt: '2025-05-20T00:00:00Z',
          eta: '2025-05-21T00:00:00Z',
          delivery: { odometer: 1, recipientName: 'R', at: '2025-05-22T00:00:00Z' },
        }),
        paid({ paymentStatus: 'unpaid', createdAt: '2025-06-01T00:00:00Z' }),
        paid({ paymentStatus: 'refunded', createdAt: '2025-06-02T00:00:00Z' }),
        paid({ createdAt: '2024-01-01T00:00:00Z' }),
      ],
      now,
    );
    expect(points.map((p) => p.start)).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ]);
    const may = points[4]!;
    expect(may).toMatchObject({ jobs: 2, amountCents: 258000, onTimePercent: 50 });
    expect(points[5]).toMatchObject({ jobs: 0, amountCents: 0, onTimePercent: null });
  });

  it('counts spend net of credit notes (a claim refund, a partial cancellation refund)', () => {
    const points = clientMonthly(
      [
        paid({ createdAt: '2025-06-02T00:00:00Z', priceCents: 37100, spentCents: 25100 }),
        paid({
          createdAt: '2025-06-03T00:00:00Z',
          status: 'cancelled',
          paymentStatus: 'refunded',
          priceCents: 70200,
          spentCents: 20200,
        }),
      ],
      now,
    );
    expect(points[5]).toMatchObject({ jobs: 2, amountCents: 45300 });
  });
});

describe('driverWeekly', () => {
  it('buckets by Sunday-started weeks: earnings and jobs by acceptance, miles by delivery', () => {
    const now = new Date('2025-05-14T00:00:00Z'); // a Wednesday; its week starts Sunday May 11
    const points = driverWeekly(
      [
        job({
          acceptedAt: '2025-05-12T00:00:00Z',
          delivery: { odometer: 1, recipientName: 'R', at: '2025-05-13T00:00:00Z' },
        }),
        job({ acceptedAt: '2025-05-05T00:00:00Z', status: 'accepted' }),
        job({ acceptedAt: '2025-05-05T00:00:00Z', status: 'cancelled' }),
      ],
      now,
    );
    expect(points).toHaveLength(8);
    expect(points[7]).toMatchObject({ start: '2025-05-11', jobs: 1, amountCents: 116100, miles: 1190 });
    expect(points[6]).toMatchObject({ start: '2025-05-04', jobs: 1, miles: 0 });
  });
});
