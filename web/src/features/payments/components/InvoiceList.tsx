import type { Invoice } from '@core/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { SkeletonList } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { ChevronRight, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useInvoices } from '../api';
import { formatDollars, formatInvoiceDate, invoiceTone } from '../format';
import { CreditNote } from './CreditNote';

/** "Your invoices": every invoice of the signed-in client, newest first, each opening its request. */
export function InvoiceList({
  currentJobId,
  className,
}: {
  currentJobId?: string | null;
  className?: string;
}) {
  const invoices = useInvoices();
  return (
    <section aria-labelledby="invoice-list-title" className={cn('grid gap-3', className)}>
      <h2 id="invoice-list-title" className="text-lg font-semibold text-slate-900">
        <Trans>Your invoices</Trans>
      </h2>
      <InvoiceListBody invoices={invoices} currentJobId={currentJobId ?? null} />
    </section>
  );
}

function InvoiceListBody({
  invoices: query,
  currentJobId,
}: {
  invoices: UseQueryResult<Invoice[]>;
  currentJobId: string | null;
}) {
  const invoices = query.data;
  const { t } = useLingui();
  if (query.isPending) {
    return <SkeletonList label={t`Loading your invoices`} itemClassName="h-16" />;
  }
  if (query.isError) {
    return (
      <QueryErrorRetry
        query={query}
        prefix={t`We could not load your invoices`}
        size="sm"
        buttonClassName="justify-self-start"
      />
    );
  }
  if (!invoices?.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <Receipt aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <p className="font-semibold text-slate-900">
          <Trans>No invoices yet</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Invoices appear here once you pay for a recovery request.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-2">
      {invoices.map((invoice) => {
        const current = invoice.jobId === currentJobId;
        return (
          <li key={invoice.id}>
            <Link
              to={`/payment-success?recoveryRequestId=${encodeURIComponent(invoice.jobId)}`}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex min-h-16 items-center gap-3 rounded-2xl border bg-white p-3 shadow-sm hover:bg-slate-50',
                'focus-visible:outline-2 focus-visible:outline-brand-500',
                current ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
              )}
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold text-slate-900">{invoice.invoiceNumber}</span>
                  <Badge tone={invoiceTone(invoice.status)}>{invoice.statusLabel}</Badge>
                </p>
                <p className="truncate text-sm text-slate-600">
                  {formatInvoiceDate(invoice.createdAt)} · {invoice.jobNumber}
                </p>
              </div>
              <span className="font-semibold tabular-nums text-slate-900">
                {formatDollars(invoice.amountPaid)}
              </span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 text-slate-400" />
            </Link>
            {invoice.creditNote ? (
              <CreditNote
                credit={invoice.creditNote}
                invoiceNumber={invoice.invoiceNumber}
                className="mt-1 ml-4"
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
