import type { CompanyStatement, CompanyTerms, TermsInvoice } from '@core/contracts/billing';
import { formatUsd } from '@core/money';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** "March 2026" in the reader's language (Intl, through the active locale). */
const monthName = (i18n: I18n, d: Date) => i18n.date(d, { month: 'long', year: 'numeric' });

/** This month and the eleven before it, newest first. */
function recentMonths(i18n: I18n, now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return { value: monthOf(d), label: monthName(i18n, d) };
  });
}

/** A statement's month ("YYYY-MM") named in the reader's language, not the server's English label. */
function statementMonth(i18n: I18n, month: string) {
  const [year, m] = month.split('-').map(Number);
  return year && m ? monthName(i18n, new Date(year, m - 1, 1)) : month;
}

/** The web's words for the statement's kinds of line (core/billing.ts keeps the server's English). */
const kindLabels: Record<CompanyStatement['lines'][number]['kind'], MessageDescriptor> = {
  invoice: msg`Invoice`,
  credit_note: msg`Credit note`,
  payment: msg`Payment`,
  refund: msg`Refund paid`,
};

const refusal = (err: unknown) => (err instanceof ApiError && err.status === 403 ? err.code : null);

/**
 * /company/billing: a company's statements by month (PDF and CSV), the accounting export for a date
 * range, its net-30 terms with the month's invoices, and the certificate of insurance for every member.
 */
export function CompanyBillingPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Landmark}
        title={t`Company billing`}
        subtitle={t`Statements, exports for your accounting system, payment terms and insurance.`}
      />
      <WithMe>
        {(me) =>
          me ? (
            <Billing />
          ) : (
            <SignInCard next="/company/billing" text={t`Sign in to see your company's statements.`} />
          )
        }
      </WithMe>
    </div>
  );
}

function Billing() {
  const { i18n } = useLingui();
  const months = recentMonths(i18n);
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
            <Trans>Statements and exports are for the company's owners and billing members.</Trans>
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
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Monthly statement</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Invoices, credit notes and payments, with the balance.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={selectId}>
            <Trans>Month</Trans>
          </Label>
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
          <QueryErrorRetry query={query} prefix={t`We could not load the statement`} />
        ) : (
          <StatementView statement={statement} />
        )}
        <div className="grid grid-cols-2 gap-2">
          {(['pdf', 'csv'] as const).map((kind) => {
            const format = kind.toUpperCase();
            return (
              <a
                key={kind}
                href={statementFileUrl(month, kind)}
                download={`pathway-statement-${month}.${kind}`}
                className={buttonClasses('outline', 'md', 'px-2')}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                <Trans>Statement {format}</Trans>
              </a>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}

function StatementView({ statement: s }: { statement: CompanyStatement }) {
  const { t, i18n } = useLingui();
  const monthLabel = statementMonth(i18n, s.month);
  const figures: [string, MessageDescriptor, number][] = [
    ['opening', msg`Opening balance`, s.openingBalanceCents],
    ['invoices', msg`Invoices`, s.invoicesCents],
    ['credit-notes', msg`Credit notes`, -s.creditNotesCents],
    ['payments', msg`Payments`, -s.paymentsCents],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {figures.map(([key, label, cents]) => (
          <div key={key} className="grid gap-0.5 rounded-xl bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{t(label)}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(cents)}</dd>
          </div>
        ))}
        <div className="col-span-2 grid gap-0.5 rounded-xl bg-brand-50 p-2">
          <dt className="text-xs text-brand-700">
            <Trans>Closing balance, {monthLabel}</Trans>
          </dt>
          <dd className="text-lg font-bold text-slate-900">{formatUsd(s.closingBalanceCents)}</dd>
        </div>
      </dl>
      {s.lines.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No invoices, credit notes or payments in {monthLabel}.</Trans>
        </p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={t`Statement lines, ${monthLabel}`}>
          {s.lines.map((l) => (
            <li
              key={`${l.kind}-${l.reference}-${l.at}`}
              className="flex items-start justify-between gap-2 border-b border-slate-100 py-1"
            >
              <span className="grid">
                <span className="font-medium text-slate-900">
                  {t(kindLabels[l.kind])} {l.reference}
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
        <CardTitle>
          <Trans>Export for accounting</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Invoices and credit notes as CSV in Xero's sales invoice import layout.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={fromId}>
              <Trans>From</Trans>
            </Label>
            <Input id={fromId} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={toId}>
              <Trans>To</Trans>
            </Label>
            <Input id={toId} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        {invalid ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Choose a start date on or before the end date.</Trans>
          </p>
        ) : (
          <a
            href={exportUrl(from, to)}
            download={`pathway-invoices-${from}-to-${to}-xero.csv`}
            className={buttonClasses('outline', 'md')}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            <Trans>Download CSV</Trans>
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function TermsCard() {
  const terms = useQuery(termsQuery());
  const { t } = useLingui();
  if (refusal(terms.error)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Payment terms</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Approved companies are invoiced monthly, due in 30 days.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {terms.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : terms.isError ? (
          <QueryErrorRetry query={terms} prefix={t`We could not load your payment terms`} />
        ) : (
          <TermsView terms={terms.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TermsView({ terms }: { terms: CompanyTerms }) {
  const { t } = useLingui();
  const approvedOn = terms.approvedAt ? formatDate(terms.approvedAt) : null;
  const moves = terms.openMonth.moves;
  const amount = formatUsd(terms.openMonth.amountCents);
  return (
    <>
      {terms.blockedMessage ? <ErrorAlert>{terms.blockedMessage}</ErrorAlert> : null}
      <p className="text-slate-700">
        {terms.paymentTerms !== 'net30'
          ? t`Card: each order is paid when it is placed.`
          : approvedOn
            ? t`Net 30: approved on ${approvedOn}. Moves are dispatched without a card.`
            : t`Net 30: approved. Moves are dispatched without a card.`}
      </p>
      {terms.paymentTerms === 'net30' ? (
        <p className="text-slate-700">
          <Trans>
            This month so far: <Plural value={moves} one="# move" other="# moves" />, {amount} (invoiced at
            month end).
          </Trans>
        </p>
      ) : null}
      {terms.invoices.length > 0 ? (
        <ul className="grid gap-2" aria-label={t`Monthly invoices`}>
          {terms.invoices.map((i) => (
            <InvoiceRow key={i.id} invoice={i} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function InvoiceRow({ invoice: i }: { invoice: TermsInvoice }) {
  const pay = usePayTermsInvoice();
  const { t } = useLingui();
  const number = i.number;
  const moves = i.moves;
  const due = formatDate(i.dueAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
      <span className="grid">
        <span className="font-semibold text-slate-900">
          {i.number} · {formatUsd(i.amountCents)}
        </span>
        <span className="text-xs text-slate-500">
          <Trans>
            <Plural value={moves} one="# move" other="# moves" /> · due {due}
          </Trans>
        </span>
      </span>
      {i.paidAt ? (
        <Badge tone="success">
          <Trans context="invoice">Paid</Trans>
        </Badge>
      ) : (
        <span className="flex items-center gap-2">
          {i.overdue ? (
            <Badge tone="danger">
              <Trans>Overdue</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans context="invoice">Open</Trans>
            </Badge>
          )}
          {i.hostedUrl ? (
            <a href={i.hostedUrl} className={buttonClasses('primary', 'md')} rel="noopener">
              <Trans>Pay {number}</Trans>
            </a>
          ) : (
            <Button
              disabled={pay.isPending}
              onClick={() =>
                pay.mutate(i.id, {
                  onSuccess: () => toast({ title: t`${number} is paid` }),
                  onError: (err) =>
                    toast({
                      title: t`The payment did not go through`,
                      description: errorMessage(err),
                    }),
                })
              }
            >
              <Trans>Pay {number}</Trans>
            </Button>
          )}
        </span>
      )}
    </li>
  );
}

function CertificateCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Certificate of insurance</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Our cargo and liability cover, for your risk department.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <a href={CERTIFICATE_URL} target="_blank" rel="noopener" className={buttonClasses('outline', 'md')}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          <Trans>Certificate of insurance</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(PDF, opens in a new tab)</Trans>
          </span>
        </a>
      </CardContent>
    </Card>
  );
}
