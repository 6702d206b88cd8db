import type { RecoveryRequest } from '@core/contracts/jobs';
import type { DriverEarnings } from '@core/contracts/payouts';
import { COMMISSION_PERCENT_SUBSCRIBED, splitCommission } from '@core/money';
import { type HalfState, INSTANT_ARRIVAL_TEXT, type InstantFee, instantQuote } from '@core/payouts';
import { moveFeeCentsOf } from '@core/trip-costs';
import { dateInZone, nextDate, startOfDateInZone } from '@core/zones';
import type { SessionUser } from '../accounts/service';
import { approvedReceiptsOf } from '../tripcosts/receipts-money';
import { bankPayoutView } from './bank-payouts';
import type { PayoutsContext } from './context';
import { penaltiesOf } from './penalties';
import { type BankPayoutRow, type PayoutTransferRow, payoutsRepo } from './repo';

/** Why the driver's rate is what it is: fixed when they accepted the job. */

/** The instant payout the driver is offered: the same rule the payout itself applies. */
function quoteOf(availableCents: number, fee: InstantFee): DriverEarnings['instantQuote'] {
  const quote = instantQuote(availableCents, fee);
  return quote ? { ...quote, arrival: INSTANT_ARRIVAL_TEXT } : null;
}

export function commissionReason(percent: number | null): string | null {
  if (percent === null) return null;
  return percent === COMMISSION_PERCENT_SUBSCRIBED
    ? `${percent}%: you had a paid subscription when you accepted`
    : `${percent}%: no paid subscription when you accepted (free trial or none)`;
}

function halfState(t: PayoutTransferRow | undefined, payout: BankPayoutRow | undefined): HalfState {
  if (!t) return 'not_released';
  if (t.status === 'held') return 'held';
  if (t.status === 'sending') return 'sending';
  if (t.status === 'failed') return 'failed';
  if (!payout) return 'available';
  return payout.status === 'paid' ? 'paid' : 'in_transit';
}

/** Start of this week (Monday), month and year in the operators' time zone. */
function periodStarts(now: Date, zone: string) {
  const today = dateInZone(now.getTime(), zone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = nextDate(today, -((weekday + 6) % 7));
  return {
    week: startOfDateInZone(monday, zone),
    month: startOfDateInZone(`${today.slice(0, 7)}-01`, zone),
    year: startOfDateInZone(`${today.slice(0, 4)}-01-01`, zone),
  };
}

/**
 * What a driver earned and where each half of it is: not released, held (no payout account yet),
 * available in their payout account, on its way to the bank, or paid; with the payouts and the totals.
 */
export async function earnings(
  ctx: PayoutsContext,
  actor: SessionUser,
  jobs: RecoveryRequest[],
): Promise<DriverEarnings> {
  const [transfers, payouts, penalties, receipts] = await Promise.all([
    payoutsRepo.transfersOf(ctx.db, actor.id),
    payoutsRepo.payoutsOf(ctx.db, actor.id, 500),
    penaltiesOf(ctx, actor.id),
    approvedReceiptsOf(ctx.db, actor.id),
  ]);
  const payoutById = new Map(payouts.map((p) => [p.id, p]));
  const driven = jobs.filter((j) => j.driver?.id === actor.id);
  const lines = driven.map((j) => {
    const halves = ([1, 2] as const).map((half) => {
      const t = transfers.find((x) => x.jobId === j.id && x.half === half && !x.tripCostId);
      const payout = t?.bankPayoutId ? payoutById.get(t.bankPayoutId) : undefined;
      const state = halfState(t, payout);
      return {
        half,
        amountCents: t?.amountCents ?? 0,
        state,
        at: (payout?.settledAt ?? t?.sentAt ?? t?.releasedAt)?.toISOString() ?? null,
        arrivalOn: payout?.arrivalOn ?? null,
        failureReason:
          t?.failureReason ??
          (t?.returnedAt ? 'A payout of this money failed; it goes out again with the next one.' : null),
        penaltyCents: t?.penaltyCents ?? 0,
      };
    });
    const payCents =
      j.commissionPercent === null
        ? 0
        : splitCommission(moveFeeCentsOf(j), j.commissionPercent).driverShareCents;
    const releasedCents = halves.reduce((s, h) => s + h.amountCents + h.penaltyCents, 0);
    return {
      jobId: j.id,
      jobNumber: j.jobNumber,
      status: j.status,
      payCents,
      releasedCents,
      pendingCents: payCents - releasedCents,
      acceptedAt: j.acceptedAt,
      commissionPercent: j.commissionPercent,
      commissionReason: commissionReason(j.commissionPercent),
      halves,
      reimbursements: receipts
        .filter((r) => r.jobId === j.id)
        .map((r) => {
          const t = transfers.find((x) => x.tripCostId === r.id);
          const payout = t?.bankPayoutId ? payoutById.get(t.bankPayoutId) : undefined;
          return {
            id: r.id,
            kind: r.kind === 'fuel' ? ('fuel' as const) : ('return_receipt' as const),
            amountCents: r.amountCents,
            state: halfState(t, payout),
            at: (payout?.settledAt ?? t?.sentAt ?? t?.releasedAt ?? r.decidedAt)?.toISOString() ?? null,
            penaltyCents: t?.penaltyCents ?? 0,
          };
        }),
    };
  });
  const sumOf = (rows: PayoutTransferRow[]) => rows.reduce((s, t) => s + t.amountCents, 0);
  const pendingPayoutIds = new Set(payouts.filter((p) => p.status === 'pending').map((p) => p.id));
  const starts = periodStarts(ctx.now(), ctx.timeZone);
  const paidSince = (from: number) =>
    payouts
      .filter((p) => p.status === 'paid' && p.settledAt && p.settledAt.getTime() >= from)
      .reduce((s, p) => s + p.amountCents, 0);
  const availableCents = sumOf(transfers.filter((t) => t.status === 'sent' && !t.bankPayoutId));
  const total = (k: 'payCents' | 'releasedCents' | 'pendingCents') => lines.reduce((s, l) => s + l[k], 0);
  return {
    jobs: lines,
    totalPayCents: total('payCents'),
    totalReleasedCents: total('releasedCents'),
    totalPendingCents: total('pendingCents'),
    availableCents,
    heldCents: sumOf(transfers.filter((t) => t.status === 'held' || t.status === 'sending')),
    inTransitCents: sumOf(transfers.filter((t) => t.bankPayoutId && pendingPayoutIds.has(t.bankPayoutId))),
    paid: {
      weekCents: paidSince(starts.week),
      monthCents: paidSince(starts.month),
      yearCents: paidSince(starts.year),
    },
    payouts: payouts.slice(0, 20).map(bankPayoutView),
    instantFee: ctx.instantFee,
    instantQuote: quoteOf(availableCents, ctx.instantFee),
    penalties,
    penaltyOwedCents: penalties.reduce((s, p) => s + p.amountCents - p.recoveredCents, 0),
  };
}
