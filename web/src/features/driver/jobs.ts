import type { Earnings } from '@core/contracts/dispatch';
import type { JobStatus } from '@core/jobs';
import { formatUsd, splitDriverPayouts } from '@core/money';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '@web/components/ui/badge';

type Tone = BadgeTone;

/** How a driver reads each job status (product/foundations §5). */
export const driverStatus: Record<JobStatus, { label: MessageDescriptor; tone: Tone }> = {
  pending: { label: msg({ message: 'Open', context: 'job available to drivers' }), tone: 'neutral' },
  accepted: { label: msg`Pre-trip inspection`, tone: 'warning' },
  in_progress: { label: msg`On the road`, tone: 'brand' },
  delivered: { label: msg`Awaiting confirmation`, tone: 'brand' },
  completed: { label: msg`Completed`, tone: 'success' },
  cancelled: { label: msg`Cancelled`, tone: 'danger' },
};

/** The status as the driver reads it, in the active language (call at render). */
export function driverStatusOf(status: string): { label: string; tone: Tone } {
  const known = driverStatus[status as JobStatus];
  return known ? { label: i18n._(known.label), tone: known.tone } : { label: status, tone: 'neutral' };
}

/** A job the driver still has to work on (pre-trip or on the road). */
export function needsDriver(status: string): boolean {
  return status === 'accepted' || status === 'in_progress';
}

/** The job to continue: the newest one in pre-trip or on the road (the list is newest first). */
export function currentJob<T extends { status: string }>(jobs: readonly T[]): T | null {
  return jobs.find((j) => needsDriver(j.status)) ?? null;
}

export interface PayoutLines {
  total: string;
  /** 50% released after the pre-trip checklist. */
  first: string;
  /** The other 50% (with the odd cent) after verified delivery. */
  second: string;
  firstCents: number;
  secondCents: number;
}

/** The driver's pay and its two payouts, as the server splits them. */
export function payoutLines(payCents: number): PayoutLines {
  const { payout1Cents, payout2Cents } = splitDriverPayouts(Math.max(0, payCents));
  return {
    total: formatUsd(payCents),
    first: formatUsd(payout1Cents),
    second: formatUsd(payout2Cents),
    firstCents: payout1Cents,
    secondCents: payout2Cents,
  };
}

/** "$1,096.50 of $1,096.50" style amounts for one earnings row, plus what is still to come. */
export function earningsRows(earnings: Earnings) {
  const commission = (percent: number) => t`${percent}% commission`;
  return earnings.jobs.map((line) => ({
    jobId: line.jobId,
    jobNumber: line.jobNumber,
    status: driverStatusOf(line.status),
    pay: formatUsd(line.payCents),
    commission: line.commissionPercent === null ? null : commission(line.commissionPercent),
    released: formatUsd(line.releasedCents),
    pending: formatUsd(line.pendingCents),
    fullyPaid: line.payCents > 0 && line.pendingCents === 0,
    cancelled: line.status === 'cancelled',
  }));
}
