import type { DriverEarnings } from '@core/contracts/payouts';
import { FIRST_PAYOUT_PERCENT, formatUsd } from '@core/money';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { halfStateMessages, instantFeeText, penaltyKindMessages } from '../labels';

/** The Earnings tab: where the driver's pay goes, where each half of it is, payouts and statements. */
export function EarningsTab() {
  const { t } = useLingui();
  const first = FIRST_PAYOUT_PERCENT;
  const second = 100 - FIRST_PAYOUT_PERCENT;
  const account = usePayoutAccount();
  const earnings = useEarnings(true);
  return (
    <div className="grid gap-4">
      {account.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : account.isError ? (
        <QueryErrorRetry query={account} prefix={t`Could not load your payout account`} />
      ) : (
        <PayoutAccountCard account={account.data} />
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="h-5 w-5 text-emerald-600" />
            <Trans>Earnings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              You are paid {first}% of each job after the pre-trip checklist and equipment verification, and{' '}
              {second}% after verified delivery.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CommissionRate />
          {earnings.isPending ? (
            <Skeleton className="h-32 rounded-xl" />
          ) : earnings.isError ? (
            <QueryErrorRetry query={earnings} prefix={t`Could not load your earnings`} />
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
  const { t } = useLingui();
  const rows = earningsRows(earnings);
  const month = formatUsd(earnings.paid.monthCents);
  const year = formatUsd(earnings.paid.yearCents);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`Where your pay is`}>
        <Amount label={t`Available`} cents={earnings.availableCents} tone="bg-emerald-50 text-emerald-900" />
        <Amount label={t`Held`} cents={earnings.heldCents} tone="bg-amber-50 text-amber-900" />
        <Amount label={t`On its way`} cents={earnings.inTransitCents} tone="bg-sky-50 text-sky-900" />
        <Amount label={t`Paid this week`} cents={earnings.paid.weekCents} tone="bg-slate-50 text-slate-900" />
      </dl>
      <p className="text-sm text-slate-600">
        <Trans>
          Paid to your bank this month {month}, this year {year}.
        </Trans>
      </p>
      <InstantPayout earnings={earnings} available={instantAvailable} />
      <dl className="grid grid-cols-3 gap-2" aria-label={t`Totals`}>
        <Amount label={t`Total pay`} cents={earnings.totalPayCents} tone="bg-slate-50 text-slate-900" />
        <Amount
          label={t`Released`}
          cents={earnings.totalReleasedCents}
          tone="bg-emerald-50 text-emerald-800"
        />
        <Amount label={t`Pending`} cents={earnings.totalPendingCents} tone="bg-amber-50 text-amber-900" />
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No earnings yet. Accept a job to start earning.</Trans>
        </p>
      ) : (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">
              <Trans>Earnings per job</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Job</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  <Trans>Pay</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  <Trans>Released</Trans>
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <Trans>Pending</Trans>
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
  const { t } = useLingui();
  return (
    <section aria-label={t`Each half of your pay`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Each half of your pay</Trans>
      </h3>
      <ul className="grid gap-2">
        {earnings.jobs.map((job) => (
          <li key={job.jobId} className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {job.jobNumber}
              {job.commissionReason ? (
                <span className="block text-xs font-normal text-slate-500">
                  {commissionLine(job.commissionReason)}
                </span>
              ) : null}
            </p>
            {job.halves.map((half) => (
              <p key={half.half} className="flex flex-wrap justify-between gap-x-2">
                <span className="text-slate-700">{halfName(half.half, half.amountCents)}</span>
                <span className={half.state === 'paid' ? 'font-medium text-emerald-700' : 'text-slate-600'}>
                  {halfStateText(
                    t(halfStateMessages[half.state]),
                    half.state === 'in_transit' ? half.arrivalOn : null,
                  )}
                </span>
                {half.failureReason ? (
                  <span className="w-full text-xs text-red-700">{half.failureReason}</span>
                ) : null}
              </p>
            ))}
            {/* Receipts paid back: not pay (no commission), each its own line. */}
            {job.reimbursements.map((r) => (
              <p key={r.id} className="flex flex-wrap justify-between gap-x-2">
                <span className="text-slate-700">{reimbursementName(r.kind, r.amountCents)}</span>
                <span className={r.state === 'paid' ? 'font-medium text-emerald-700' : 'text-slate-600'}>
                  {r.state === 'not_released' ? t`With your next half` : t(halfStateMessages[r.state])}
                </span>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Commission 10% (Pro plan)": why this job's commission is what it is (the server's words after it). */
function commissionLine(reason: string) {
  return t`Commission ${reason}`;
}

/** "First half, $548.25" (no amount while it is nothing). */
function halfName(half: number, cents: number) {
  const amount = formatUsd(cents);
  if (half === 1) return cents > 0 ? t`First half, ${amount}` : t`First half`;
  return cents > 0 ? t`Second half, ${amount}` : t`Second half`;
}

/** "On its way to your bank, arriving Jun 4, 2025". */
function halfStateText(state: string, arrivalOn: string | null) {
  if (!arrivalOn) return state;
  const date = formatDate(`${arrivalOn}T12:00:00Z`, 'UTC');
  return t`${state}, arriving ${date}`;
}

function reimbursementName(kind: string, cents: number) {
  const amount = formatUsd(cents);
  return kind === 'fuel' ? t`Fuel reimbursement, ${amount}` : t`Return travel reimbursement, ${amount}`;
}

/**
 * Instant payout: the server's quote (what leaves the balance, the fee, what reaches the bank and when),
 * asked once in a dialog; the payout runs on the fee and amount confirmed, or the server says they changed.
 */
function InstantPayout({ earnings, available }: { earnings: DriverEarnings; available: boolean }) {
  const { t } = useLingui();
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
          const amount = formatUsd(payout.amountCents);
          const fee = formatUsd(payout.feeCents);
          toast({
            title: payout.status === 'paid' ? t`${amount} sent to your bank` : t`Instant payout on its way`,
            description: t`Fee ${fee}.`,
          });
        },
        onError: (err) => {
          setOpen(false);
          toast({
            title: t`Instant payout not sent`,
            description: errorMessage(err),
            variant: 'destructive',
          });
        },
      },
    );
  const gross = formatUsd(quote.grossCents);
  const fee = formatUsd(quote.feeCents);
  const net = formatUsd(quote.netCents);
  const arrival = quote.arrival;
  const feeRate = instantFeeText(earnings.instantFee);
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={instant.isPending}
        trigger={
          <Button variant="accent">
            <Zap aria-hidden="true" className="h-4 w-4" />
            {t`Pay me ${net} now`}
          </Button>
        }
        title={t`Send an instant payout?`}
        description={
          // The popup's description is a paragraph: one line per figure, as spans.
          <span className="grid gap-1" data-testid="instant-quote">
            <span className="block">
              <Trans>From your balance: {gross}</Trans>
            </span>
            <span className="block">
              <Trans>Instant payout fee: {fee}</Trans>
            </span>
            <span className="block font-semibold text-slate-900">
              <Trans>To your bank: {net}</Trans>
            </span>
            <span className="block">
              <Trans>Arrives: {arrival}</Trans>
            </span>
          </span>
        }
        cancelLabel={t`Not now`}
        confirmVariant="accent"
        confirmLabel={t`Send ${net}`}
        pendingLabel={t`Paying…`}
        onConfirm={confirm}
      />
      <p className="text-xs text-slate-600">
        <Trans>
          Instant payout fee {feeRate}: {fee}. Or wait for the free daily payout.
        </Trans>
      </p>
    </div>
  );
}

const payoutStatus = {
  pending: { tone: 'warning', label: msg`On its way` },
  paid: { tone: 'success', label: msg`Paid` },
  failed: { tone: 'danger', label: msg`Failed` },
} as const;

/** Penalties dispatch recorded, with their reason, and what is still kept back from the next halves. */
function Penalties({ earnings }: { earnings: DriverEarnings }) {
  const { t } = useLingui();
  if (earnings.penalties.length === 0) return null;
  const owed = formatUsd(earnings.penaltyOwedCents);
  return (
    <section aria-label={t`Penalties`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Penalties</Trans>
      </h3>
      {earnings.penaltyOwedCents > 0 ? (
        <p className="text-sm text-red-800">
          <Trans>{owed} is kept back from your next pay.</Trans>
        </p>
      ) : null}
      <ul className="grid gap-2">
        {earnings.penalties.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-xl bg-red-50 p-3 text-sm text-red-900">
            <span className="font-semibold">{penaltyLine(t(penaltyKindMessages[p.kind]), p)}</span>
            <span>{p.reason}</span>
            <span className="text-xs">
              {p.recoveredCents >= p.amountCents ? t`Recovered in full.` : recoveredText(p.recoveredCents)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Damage $500.00 on PW-1001 · Jun 3, 2025". */
function penaltyLine(kind: string, p: { amountCents: number; jobNumber: string | null; createdAt: string }) {
  const amount = formatUsd(p.amountCents);
  const date = formatDate(p.createdAt);
  const jobNumber = p.jobNumber;
  return jobNumber ? t`${kind} ${amount} on ${jobNumber} · ${date}` : t`${kind} ${amount} · ${date}`;
}

function recoveredText(cents: number) {
  const amount = formatUsd(cents);
  return t`${amount} recovered so far.`;
}

/** "$548.25 daily", "Arriving Jun 4, 2025 · fee $5.48". */
function payoutName(cents: number, method: string) {
  const amount = formatUsd(cents);
  return method === 'instant' ? t`${amount} instant` : t`${amount} daily`;
}

function arrivalLine(p: { status: string; arrivalOn: string; feeCents: number }) {
  const date = formatDate(`${p.arrivalOn}T12:00:00Z`, 'UTC');
  const fee = formatUsd(p.feeCents);
  if (p.status === 'pending') return p.feeCents > 0 ? t`Arriving ${date} · fee ${fee}` : t`Arriving ${date}`;
  return p.feeCents > 0 ? t`Arrival date ${date} · fee ${fee}` : t`Arrival date ${date}`;
}

function PayoutHistory({ earnings }: { earnings: DriverEarnings }) {
  const { t } = useLingui();
  if (earnings.payouts.length === 0) return null;
  return (
    <section aria-label={t`Payouts to your bank`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Payouts to your bank</Trans>
      </h3>
      <ul className="grid gap-2">
        {earnings.payouts.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm">
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{payoutName(p.amountCents, p.method)}</span>
              <Badge tone={payoutStatus[p.status].tone}>{t(payoutStatus[p.status].label)}</Badge>
            </span>
            <span className="text-slate-600">{arrivalLine(p)}</span>
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
  const { t } = useLingui();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const id = useId();
  const label = (m: string) => formatDate(`${m}-15T12:00:00Z`, 'UTC').replace(/ \d+,/, '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Statements</Trans>
        </CardTitle>
        <CardDescription>
          {is1099 ? (
            <Trans>
              Each month's released pay and payouts, with the year-to-date total your 1099-NEC reports.
            </Trans>
          ) : (
            <Trans>
              Each month's released pay and payouts, with your year-to-date earnings. These are earnings
              statements: a 1099-NEC needs your full SSN or ITIN with the payout provider.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          <Trans>Month</Trans>
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
              <Trans>Download PDF</Trans>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={statementHref(month, 'csv')} download>
              <Download aria-hidden="true" className="h-4 w-4" />
              <Trans>Download CSV</Trans>
            </a>
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          {is1099 ? t`Year summary for your taxes (1099-NEC):` : t`Year summary of your earnings:`}{' '}
          {[0, 1].map((back) => {
            const year = String(Number(months[0]!.slice(0, 4)) - back);
            return (
              <a
                key={year}
                href={statementHref(year, 'pdf')}
                download
                className="mr-3 font-medium text-brand-700 underline underline-offset-4"
              >
                <Trans>{year} (PDF)</Trans>
              </a>
            );
          })}
        </p>
      </CardContent>
    </Card>
  );
}
