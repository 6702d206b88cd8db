import type { CompanyStatement, CompanyTerms } from '@core/contracts/billing';
import { LONG_MONTHS } from '@core/format';
import { formatUsd } from '@core/money';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { PageTitle } from '@web/components/PageTitle';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { SignInCard, WithMe } from '@web/features/auth';
import { ApiError, errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Download, Landmark, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CERTIFICATE_URL,
  exportUrl,
  statementFileUrl,
  statementQuery,
  termsQuery,
  usePayTermsInvoice,
} from '../api';

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
const dayOf = (d: Date) => `${monthOf(d)}-${pad(d.getDate())}`;

/** This month and the eleven before it, newest first. */
function recentMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return { value: monthOf(d), label: `${LONG_MONTHS[d.getMonth()]} ${d.getFullYear()}` };
  });
}

const refusal = (err: unknown) => (err instanceof ApiError && err.status === 403 ? err.code : null);

/**
 * /company/billing: a company's statements by month (PDF and CSV), the accounting export for a date
 * range, its net-30 terms with the month's invoices, and the certificate of insurance for every member.
 */
export function CompanyBillingPage() {
  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Landmark}
        title="Company billing"
        subtitle="Statements, exports for your accounting system, payment terms and insurance."
      />
      <WithMe>
        {(me) =>
          me ? (
            <Billing />
          ) : (
            <SignInCard next="/company/billing" text="Sign in to see your company's statements." />
          )
        }
      </WithMe>
    </div>
  );
}

function Billing() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!.value);
  const statement = useQuery(statementQuery(month));
  const why = refusal(statement.error);
  if (why === 'no_company')
    return (
      <Card>
        <CardContent className="pt-6 text-sm text-slate-700">{errorMessage(statement.error)}</CardContent>
      </Card>
    );
  return (
    <>
      {why === 'company_role' ? (
        <Card>
          <CardContent className="pt-6 text-sm text-slate-700">
            Statements and exports are for the company's owners and billing members.
          </CardContent>
        </Card>
      ) : (
        <>
          <StatementCard
            month={month}
            months={months}
            onMonth={setMonth}
            statement={statement.data}
            query={statement}
          />
          <ExportCard />
        </>
      )}
      <TermsCard />
      <CertificateCard />
    </>
  );
}

function StatementCard({
  month,
  months,
  onMonth,
  statement,
  query,
}: {
  month: string;
  months: { value: string; label: string }[];
  onMonth: (m: string) => void;
  statement: CompanyStatement | undefined;
  query: Parameters<typeof QueryErrorRetry>[0]['query'] & { isPending: boolean };
}) {
  const selectId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly statement</CardTitle>
        <CardDescription>Invoices, credit notes and payments, with the balance.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={selectId}>Month</Label>
          <NativeSelect id={selectId} value={month} onChange={(e) => onMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {query.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : !statement ? (
          <QueryErrorRetry query={query} prefix="We could not load the statement" />
        ) : (
          <StatementView statement={statement} />
        )}
        <div className="grid grid-cols-2 gap-2">
          {(['pdf', 'csv'] as const).map((kind) => (
            <a
              key={kind}
              href={statementFileUrl(month, kind)}
              download={`pathway-statement-${month}.${kind}`}
              className={buttonClasses('outline', 'md', 'px-2')}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Statement {kind.toUpperCase()}
            </a>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function StatementView({ statement: s }: { statement: CompanyStatement }) {
  const figures: [string, number][] = [
    ['Opening balance', s.openingBalanceCents],
    ['Invoices', s.invoicesCents],
    ['Credit notes', -s.creditNotesCents],
    ['Payments', -s.paymentsCents],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {figures.map(([label, cents]) => (
          <div key={label} className="grid gap-0.5 rounded-xl bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(cents)}</dd>
          </div>
        ))}
        <div className="col-span-2 grid gap-0.5 rounded-xl bg-brand-50 p-2">
          <dt className="text-xs text-brand-700">Closing balance, {s.monthLabel}</dt>
          <dd className="text-lg font-bold text-slate-900">{formatUsd(s.closingBalanceCents)}</dd>
        </div>
      </dl>
      {s.lines.length === 0 ? (
        <p className="text-sm text-slate-600">No invoices, credit notes or payments in {s.monthLabel}.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={`Statement lines, ${s.monthLabel}`}>
          {s.lines.map((l) => (
            <li
              key={`${l.kind}-${l.reference}-${l.at}`}
              className="flex items-start justify-between gap-2 border-b border-slate-100 py-1"
            >
              <span className="grid">
                <span className="font-medium text-slate-900">
                  {l.kindLabel} {l.reference}
                </span>
                <span className="text-xs text-slate-500">
                  {l.date} · {l.description}
                </span>
              </span>
              <span className="shrink-0 font-medium tabular-nums">{formatUsd(l.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ExportCard() {
  const today = new Date();
  const [from, setFrom] = useState(`${monthOf(today)}-01`);
  const [to, setTo] = useState(dayOf(today));
  const fromId = useId();
  const toId = useId();
  const invalid = !from || !to || from > to;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export for accounting</CardTitle>
        <CardDescription>
          Invoices and credit notes as CSV in Xero's sales invoice import layout.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={fromId}>From</Label>
            <Input id={fromId} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={toId}>To</Label>
            <Input id={toId} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        {invalid ? (
          <p role="alert" className="text-sm text-red-700">
            Choose a start date on or before the end date.
          </p>
        ) : (
          <a
            href={exportUrl(from, to)}
            download={`pathway-invoices-${from}-to-${to}-xero.csv`}
            className={buttonClasses('outline', 'md')}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function TermsCard() {
  const terms = useQuery(termsQuery());
  if (refusal(terms.error)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment terms</CardTitle>
        <CardDescription>Approved companies are invoiced monthly, due in 30 days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {terms.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : terms.isError ? (
          <QueryErrorRetry query={terms} prefix="We could not load your payment terms" />
        ) : (
          <TermsView terms={terms.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TermsView({ terms }: { terms: CompanyTerms }) {
  const pay = usePayTermsInvoice();
  return (
    <>
      {terms.blockedMessage ? <ErrorAlert>{terms.blockedMessage}</ErrorAlert> : null}
      <p className="text-slate-700">
        {terms.paymentTerms === 'net30'
          ? `Net 30: approved${terms.approvedAt ? ` on ${formatDate(terms.approvedAt)}` : ''}. Moves are dispatched without a card.`
          : 'Card: each order is paid when it is placed.'}
      </p>
      {terms.paymentTerms === 'net30' ? (
        <p className="text-slate-700">
          This month so far: {terms.openMonth.moves} {terms.openMonth.moves === 1 ? 'move' : 'moves'},{' '}
          {formatUsd(terms.openMonth.amountCents)} (invoiced at month end).
        </p>
      ) : null}
      {terms.invoices.length > 0 ? (
        <ul className="grid gap-2" aria-label="Monthly invoices">
          {terms.invoices.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3"
            >
              <span className="grid">
                <span className="font-semibold text-slate-900">
                  {i.number} · {formatUsd(i.amountCents)}
                </span>
                <span className="text-xs text-slate-500">
                  {i.moves} {i.moves === 1 ? 'move' : 'moves'} · due {formatDate(i.dueAt)}
                </span>
              </span>
              {i.paidAt ? (
                <Badge tone="success">Paid</Badge>
              ) : (
                <span className="flex items-center gap-2">
                  {i.overdue ? <Badge tone="danger">Overdue</Badge> : <Badge tone="warning">Open</Badge>}
                  {i.hostedUrl ? (
                    <a href={i.hostedUrl} className={buttonClasses('primary', 'md')} rel="noopener">
                      Pay {i.number}
                    </a>
                  ) : (
                    <Button
                      disabled={pay.isPending}
                      onClick={() =>
                        pay.mutate(i.id, {
                          onSuccess: () => toast({ title: `${i.number} is paid` }),
                          onError: (err) =>
                            toast({
                              title: 'The payment did not go through',
                              description: errorMessage(err),
                            }),
                        })
                      }
                    >
                      Pay {i.number}
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CertificateCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Certificate of insurance</CardTitle>
        <CardDescription>Our cargo and liability cover, for your risk department.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <a href={CERTIFICATE_URL} target="_blank" rel="noopener" className={buttonClasses('outline', 'md')}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Certificate of insurance
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
