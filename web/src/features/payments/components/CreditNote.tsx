import type { CreditNote as CreditNoteData } from '@core/contracts/payments';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { FileText } from 'lucide-react';
import { formatInvoiceDate } from '../format';

/**
 * A refund's credit note beside its invoice: number, date, reason, amount and its own PDF (the invoice
 * itself never changes).
 */
export function CreditNote({
  credit,
  invoiceNumber,
  className,
}: {
  credit: CreditNoteData;
  invoiceNumber: string;
  className?: string;
}) {
  const { t } = useLingui();
  const number = credit.number;
  return (
    <section
      aria-label={t`Credit note ${number} against ${invoiceNumber}`}
      className={cn('grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm', className)}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold text-slate-900">
          <Trans>Credit note {number}</Trans>
        </span>
        <span className="font-semibold tabular-nums text-amber-900">-{formatUsd(credit.amountCents)}</span>
      </p>
      <p className="text-slate-700">
        {formatInvoiceDate(credit.issuedAt)} · {credit.reason}
      </p>
      <a
        href={credit.pdfUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-1 justify-self-start font-medium text-brand-700 underline underline-offset-4 print:hidden"
      >
        <FileText aria-hidden="true" className="h-4 w-4" />
        <Trans>
          Credit note PDF<span className="sr-only"> for {number} (opens in a new tab)</span>
        </Trans>
      </a>
    </section>
  );
}
