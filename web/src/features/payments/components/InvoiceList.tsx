import type { Invoice } from '@core/contracts/payments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { ChevronRight, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useInvoices } from '../api';
import { formatDollars, formatInvoiceDate } from '../format';

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
        Your invoices
      </h2>
      <InvoiceListBody
        invoices={invoices.data}
        isPending={invoices.isPending}
        error={invoices.isError ? errorMessage(invoices.error) : null}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
        currentJobId={currentJobId ?? null}
      />
    </section>
  );
}

function InvoiceListBody({
  invoices,
  isPending,
  error,
  onRetry,
  retrying,
  currentJobId,
}: {
  invoices: Invoice[] | undefined;
  isPending: boolean;
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  currentJobId: string | null;
}) {
  if (isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading your invoices">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (error !== null) {
    return (
      <div className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p role="alert">We could not load your invoices: {error}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={onRetry}
          disabled={retrying}
          className="justify-self-start"
        >
          Retry
        </Button>
      </div>
    );
  }
  if (!invoices?.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <Receipt aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <p className="font-semibold text-slate-900">No invoices yet</p>
        <p className="text-sm text-slate-600">Invoices appear here once you pay for a recovery request.</p>
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
                <p className="flex items-center gap-2">
                  <span className="font-semibold text-slate-900">{invoice.invoiceNumber}</span>
                  <Badge tone={invoice.status === 'paid' ? 'success' : 'warning'}>
                    {invoice.status === 'paid' ? 'Paid' : 'Refunded'}
                  </Badge>
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
          </li>
        );
      })}
    </ul>
  );
}
