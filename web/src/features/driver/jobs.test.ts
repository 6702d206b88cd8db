import type { Earnings } from '@core/contracts/dispatch';
import { formatMiles } from '@web/lib/format';
import { describe, expect, it } from 'vitest';
import { currentJob, driverStatusOf, earningsRows, payoutLines } from './jobs';

describe('payoutLines', () => {
  it('splits the pay 50/50, the odd cent going to the second payout', () => {
    expect(payoutLines(109650)).toMatchObject({
      total: '$1,096.50',
      first: '$548.25',
      second: '$548.25',
      firstCents: 54825,
      secondCents: 54825,
    });
    expect(payoutLines(101)).toMatchObject({ first: '$0.50', second: '$0.51' });
    expect(payoutLines(0)).toMatchObject({ total: '$0.00', first: '$0.00', second: '$0.00' });
  });
});

describe('earnings', () => {
  const earnings: Earnings = {
    jobs: [
      {
        jobId: 'a',
        jobNumber: 'PW-2',
        status: 'in_progress',
        payCents: 109650,
        releasedCents: 54825,
        pendingCents: 54825,
        acceptedAt: '2025-05-01T10:00:00Z',
        commissionPercent: 15,
      },
      {
        jobId: 'b',
        jobNumber: 'PW-1',
        status: 'completed',
        payCents: 20000,
        releasedCents: 20000,
        pendingCents: 0,
        acceptedAt: null,
        commissionPercent: null,
      },
    ],
    totalPayCents: 129650,
    totalReleasedCents: 74825,
    totalPendingCents: 54825,
  };

  it('formats each job line', () => {
    expect(earningsRows(earnings)).toEqual([
      {
        jobId: 'a',
        jobNumber: 'PW-2',
        status: { label: 'On the road', tone: 'brand' },
        pay: '$1,096.50',
        commission: '15% commission',
        released: '$548.25',
        pending: '$548.25',
        fullyPaid: false,
        cancelled: false,
      },
      {
        jobId: 'b',
        jobNumber: 'PW-1',
        status: { label: 'Completed', tone: 'success' },
        pay: '$200.00',
        commission: null,
        released: '$200.00',
        pending: '$0.00',
        fullyPaid: true,
        cancelled: false,
      },
    ]);
  });

  it('formats the totals', () => {});
});

describe('jobs', () => {
  it('continues the newest job in pre-trip or on the road', () => {
    expect(
      currentJob([{ status: 'delivered' }, { status: 'in_progress', id: 1 }, { status: 'accepted' }]),
    ).toEqual({
      status: 'in_progress',
      id: 1,
    });
    expect(currentJob([{ status: 'completed' }])).toBeNull();
  });

  it('labels statuses for drivers', () => {
    expect(driverStatusOf('accepted').label).toBe('Pre-trip inspection');
    expect(driverStatusOf('weird')).toEqual({ label: 'weird', tone: 'neutral' });
    expect(formatMiles(1190)).toBe('1,190 miles');
  });
});
