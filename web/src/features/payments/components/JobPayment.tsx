import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/queryClient';
import { Link } from 'react-router';
import { useJobInvoice } from '../api';
import { invoiceTone } from '../format';
import { CreditNote } from './CreditNote';

/**
 * A job's payment as its client reads it on the job's own views: the invoice's status from the ledger
 * ("Partially refunded: $500.00 of $702.00"), the invoice, and its credit note beside it.
 */
export function JobPayment({ jobId }: { jobId: string }) {
  const invoice = useJobInvoice(jobId);
  const { t } = useLingui();
  if (invoice.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (invoice.isError) {
    const reason = errorMessage(invoice.error);
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>We could not load this request's invoice: {reason}</Trans>
      </p>
    );
  }
  if (!invoice.data) return null;
  const data = invoice.data;
  const invoiceNumber = data.invoiceNumber;
  return (
    <section aria-label={t`Payment`} className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-slate-600">
          <Trans>Payment</Trans>
        </span>
        <Badge tone={invoiceTone(data.status)} data-testid="job-payment-status">
          {data.statusLabel}
        </Badge>
      </p>
      <Link
        to={`/payment-success?recoveryRequestId=${encodeURIComponent(jobId)}`}
        className="inline-flex min-h-11 items-center justify-self-start font-medium text-brand-700 underline underline-offset-4"
      >
        <Trans>Invoice {invoiceNumber}</Trans>
      </Link>
      {data.creditNote ? <CreditNote credit={data.creditNote} invoiceNumber={data.invoiceNumber} /> : null}
    </section>
  );
}
