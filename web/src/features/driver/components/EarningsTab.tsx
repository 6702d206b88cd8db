import type { DriverEarnings } from '@core/contracts/payouts';
import { FIRST_PAYOUT_PERCENT, formatUsd } from '@core/money';
import { penaltyKindLabels } from '@core/operations';
import { halfStateLabels, instantFeeText } from '@core/payouts';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import {
  PayoutAccountCard,
  statementHref,
  useEarnings,
  useInstantPayout,
  usePayoutAccount,
} from '@web/features/payouts';
import { CommissionRate } from '@web/features/subscriptions';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Download, Wallet, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { earningsRows } from '../jobs';

/** The Earnings tab: where the driver's pay goes, where each half of it is, payouts and statements. */
export function EarningsTab() {
  const account = usePayoutAccount();
  const earnings = useEarnings(true);
  return (
    <div className="grid gap-4">
      {account.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : account.isError ? (
        <QueryErrorRetry query={account} prefix="Could not load your payout account" />
      ) : (
        <PayoutAccountCard account={account.data} />
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="h-5 w-5 text-emerald-600" />
            Earnings
          </CardTitle>
          <CardDescription>
            You are paid {FIRST_PAYOUT_PERCENT}% of each job after the pre-trip checklist and equipment
            verification, and {100 - FIRST_PAYOUT_PERCENT}% after verified delivery.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CommissionRate />
          {earnings.isPending ? (
            <Skeleton className="h-32 rounded-xl" />
          ) : earnings.isError ? (
            <QueryErrorRetry query={earnings} prefix="Could not load your earnings" />
          ) : (
            <EarningsBody
              earnings={earnings.data}
              instantAvailable={account.data?.status === 'enabled' && account.data.instantAvailable}
            />
          )}
        </CardContent>
      </Card>
      <Statements is1099={account.data?.taxIdOnFile ?? false} />
    </div>
  );
}

function Amount({ label, cents, tone }: { label: string; cents: number; tone: string }) {
  return (
    <div className={`grid gap-0.5 rounded-xl p-3 ${tone}`}>
      <dt className="text-xs">{label}</dt>
      <dd className="text-sm font-bold sm:text-base">{formatUsd(cents)}</dd>
    </div>
  );
}

function EarningsBody({
  earnings,
  instantAvailable,
}: {
  earnings: DriverEarnings;
  instantAvailable: boolean;
}) {
  const rows = earningsRows(earnings);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Where your pay is">
        <Amount label="Available" cents={earnings.availableCents} tone="bg-emerald-50 text-emerald-900" />
        <Amount label="Held" cents={earnings.heldCents} tone="bg-amber-50 text-amber-900" />
        <Amount label="On its way" cents={earnings.inTransitCents} tone="bg-sky-50 text-sky-900" />
        <Amount label="Paid this week" cents={earnings.paid.weekCents} tone="bg-slate-50 text-slate-900" />
      </dl>
      <p className="text-sm text-slate-600">
        Paid to your bank this month {formatUsd(earnings.paid.monthCents)}, this year{' '}
        {formatUsd(earnings.paid.yearCents)}.
      </p>
      <InstantPayout earnings={earnings} available={instantAvailable} />
      <dl className="grid grid-cols-3 gap-2" aria-label="Totals">
        <Amount label="Total pay" cents={earnings.totalPayCents} tone="bg-slate-50 text-slate-900" />
        <Amount label="Released" cents={earnings.totalReleasedCents} tone="bg-emerald-50 text-emerald-800" />
        <Amount label="Pending" cents={earnings.totalPendingCents} tone="bg-amber-50 text-amber-900" />
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No earnings yet. Accept a job to start earning.</p>
      ) : (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">Earnings per job</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Job
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Pay
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Released
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Pending
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.jobId} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    <Link
                      to={`/driver/jobs/${encodeURIComponent(row.jobId)}`}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {row.jobNumber}
                    </Link>
                    <span className="block text-xs font-normal text-slate-500">{row.status.label}</span>
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">
                    {row.pay}
                    {row.commission ? (
                      <span className="block text-xs font-normal text-slate-500">{row.commission}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2 text-right font-semibold text-emerald-700 tabular-nums">
                    {row.released}
                  </td>
                  <td className="py-2 text-right text-amber-800 tabular-nums">{row.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Halves earnings={earnings} />
        </>
      )}
      <Penalties earnings={earnings} />
      <PayoutHistory earnings={earnings} />
    </div>
  );
}

/** Each released half and where it is now, with the commission and why. */
function Halves({ earnings }: { earnings: DriverEarnings }) {
  return (
    <section aria-label="Each half of your pay" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Each half of your pay</h3>
      <ul className="grid gap-2">
        {earnings.jobs.map((job) => (
          <li key={job.jobId} className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {job.jobNumber}
              {job.commissionReason ? (
                <span className="block text-xs font-normal text-slate-500">
                  Commission {job.commissionReason}
                </span>
              ) : null}
            </p>
            {job.halves.map((half) => (
              <p key={half.half} className="flex flex-wrap justify-between gap-x-2">
                <span className="text-slate-700">
                  {half.half === 1 ? 'First half' : 'Second half'}
                  {half.amountCents > 0 ? `, ${formatUsd(half.amountCents)}` : ''}
                </span>
                <span className={half.state === 'paid' ? 'font-medium text-emerald-700' : 'text-slate-600'}>
                  {halfStateLabels[half.state]}
                  {half.arrivalOn && half.state === 'in_transit'
                    ? `, arriving ${formatDate(`${half.arrivalOn}T12:00:00Z`, 'UTC')}`
                    : ''}
                </span>
                {half.failureReason ? (
                  <span className="w-full text-xs text-red-700">{half.failureReason}</span>
                ) : null}
              </p>
            ))}
            {/* Receipts paid back: not pay (no commission), each its own line. */}
            {job.reimbursements.map((r) => (
              <p key={r.id} className="flex flex-wrap justify-between gap-x-2">
                <span className="text-slate-700">
                  {r.kind === 'fuel' ? 'Fuel reimbursement' : 'Return travel reimbursement'},{' '}
                  {formatUsd(r.amountCents)}
                </span>
                <span className={r.state === 'paid' ? 'font-medium text-emerald-700' : 'text-slate-600'}>
                  {r.state === 'not_released' ? 'With your next half' : halfStateLabels[r.state]}
                </span>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Instant payout: the server's quote (what leaves the balance, the fee, what reaches the bank and when),
 * asked once in a dialog; the payout runs on the fee and amount confirmed, or the server says they changed.
 */
function InstantPayout({ earnings, available }: { earnings: DriverEarnings; available: boolean }) {
  const instant = useInstantPayout();
  const [open, setOpen] = useState(false);
  const quote = earnings.instantQuote;
  if (!available || !quote) return null;
  const confirm = () =>
    instant.mutate(
      { feeCents: quote.feeCents, netCents: quote.netCents },
      {
        onSuccess: ({ payout }) => {
          setOpen(false);
          toast({
            title:
              payout.status === 'paid'
                ? `${formatUsd(payout.amountCents)} sent to your bank`
                : 'Instant payout on its way',
            description: `Fee ${formatUsd(payout.feeCents)}.`,
          });
        },
        onError: (err) => {
          setOpen(false);
          toast({ title: 'Instant payout not sent', description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={instant.isPending}
        trigger={
          <Button variant="accent">
            <Zap aria-hidden="true" className="h-4 w-4" />
            {`Pay me ${formatUsd(quote.netCents)} now`}
          </Button>
        }
        title="Send an instant payout?"
        description={
          // The popup's description is a paragraph: one line per figure, as spans.
          <span className="grid gap-1" data-testid="instant-quote">
            <span className="block">From your balance: {formatUsd(quote.grossCents)}</span>
            <span className="block">Instant payout fee: {formatUsd(quote.feeCents)}</span>
            <span className="block font-semibold text-slate-900">
              To your bank: {formatUsd(quote.netCents)}
            </span>
            <span className="block">Arrives: {quote.arrival}</span>
          </span>
        }
        cancelLabel="Not now"
        confirmVariant="accent"
        confirmLabel={`Send ${formatUsd(quote.netCents)}`}
        pendingLabel="Paying…"
        onConfirm={confirm}
      />
      <p className="text-xs text-slate-600">
        Instant payout fee {instantFeeText(earnings.instantFee)}: {formatUsd(quote.feeCents)}. Or wait for the
        free daily payout.
      </p>
    </div>
  );
}

const payoutStatus = {
  pending: { tone: 'warning', label: 'On its way' },
  paid: { tone: 'success', label: 'Paid' },
  failed: { tone: 'danger', label: 'Failed' },
} as const;

/** Penalties dispatch recorded, with their reason, and what is still kept back from the next halves. */
function Penalties({ earnings }: { earnings: DriverEarnings }) {
  if (earnings.penalties.length === 0) return null;
  return (
    <section aria-label="Penalties" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Penalties</h3>
      {earnings.penaltyOwedCents > 0 ? (
        <p className="text-sm text-red-800">
          {formatUsd(earnings.penaltyOwedCents)} is kept back from your next pay.
        </p>
      ) : null}
      <ul className="grid gap-2">
        {earnings.penalties.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-xl bg-red-50 p-3 text-sm text-red-900">
            <span className="font-semibold">
              {penaltyKindLabels[p.kind]} {formatUsd(p.amountCents)}
              {p.jobNumber ? ` on ${p.jobNumber}` : ''} · {formatDate(p.createdAt)}
            </span>
            <span>{p.reason}</span>
            <span className="text-xs">
              {p.recoveredCents >= p.amountCents
                ? 'Recovered in full.'
                : `${formatUsd(p.recoveredCents)} recovered so far.`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PayoutHistory({ earnings }: { earnings: DriverEarnings }) {
  if (earnings.payouts.length === 0) return null;
  return (
    <section aria-label="Payouts to your bank" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Payouts to your bank</h3>
      <ul className="grid gap-2">
        {earnings.payouts.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm">
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {formatUsd(p.amountCents)} {p.method === 'instant' ? 'instant' : 'daily'}
              </span>
              <Badge tone={payoutStatus[p.status].tone}>{payoutStatus[p.status].label}</Badge>
            </span>
            <span className="text-slate-600">
              {p.status === 'pending' ? 'Arriving' : 'Arrival date'}{' '}
              {formatDate(`${p.arrivalOn}T12:00:00Z`, 'UTC')}
              {p.feeCents > 0 ? ` · fee ${formatUsd(p.feeCents)}` : ''}
            </span>
            {p.failureReason ? <span className="text-red-700">{p.failureReason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last 12 months, newest first, as YYYY-MM. */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * Monthly statements and year summaries: 1099-NEC statements only when the payout provider holds the
 * driver's full taxpayer id, earnings statements otherwise (the last 4 of an SSN cannot file a 1099).
 */
function Statements({ is1099 }: { is1099: boolean }) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const id = useId();
  const label = (m: string) => formatDate(`${m}-15T12:00:00Z`, 'UTC').replace(/ \d+,/, '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statements</CardTitle>
        <CardDescription>
          {is1099
            ? "Each month's released pay and payouts, with the year-to-date total your 1099-NEC reports."
            : "Each month's released pay and payouts, with your year-to-date earnings. These are earnings statements: a 1099-NEC needs your full SSN or ITIN with the payout provider."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Month
        </label>
        <select
          id={id}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {label(m)}
            </option>
          ))}
        </select>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <a href={statementHref(month, 'pdf')} download>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download PDF
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={statementHref(month, 'csv')} download>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download CSV
            </a>
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          {is1099 ? 'Year summary for your taxes (1099-NEC):' : 'Year summary of your earnings:'}{' '}
          {[0, 1].map((back) => {
            const year = String(Number(months[0]!.slice(0, 4)) - back);
            return (
              <a
                key={year}
                href={statementHref(year, 'pdf')}
                download
                className="mr-3 font-medium text-brand-700 underline underline-offset-4"
              >
                {year} (PDF)
              </a>
            );
          })}
        </p>
      </CardContent>
    </Card>
  );
}
