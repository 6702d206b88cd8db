import type { BilledCompany as Company, Invoice } from '@core/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { dismissToast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { Download, FileText, Printer } from 'lucide-react';
import { formatDollars, formatInvoiceDate, invoiceTone } from '../format';
import { CreditNote } from './CreditNote';

/** Prints the page (only this card shows in print); a toast on screen is closed first. */
function printInvoice() {
  dismissToast();
  // Let the toast leave the page before the print snapshot is taken.
  window.setTimeout(() => window.print(), 100);
}

/**
 * One invoice: number, date, payment method, status, line items, Total Paid, notes, and the Receipt
 * (PDF in a new tab), Download PDF and Print actions. Printing shows this card alone: the rest of the
 * page carries `print:hidden`.
 */
export function InvoiceCard({
  invoice,
  heading,
  className,
}: {
  invoice: Invoice;
  heading?: string;
  className?: string;
}) {
  const headingId = `invoice-${invoice.id}-title`;
  const { t } = useLingui();
  const { legalName: sellerName, address: sellerAddress, taxId: sellerEin } = invoice.seller;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
        'print:rounded-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {heading ?? t`Invoice`}
          </p>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {invoice.invoiceNumber}
          </h2>
          <p className="hidden text-sm text-slate-600 print:block">
            <Trans>
              {sellerName} · {sellerAddress} · EIN {sellerEin}
            </Trans>
          </p>
        </div>
        <Badge tone={invoiceTone(invoice.status)}>{invoice.statusLabel}</Badge>
      </header>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-slate-500">
            <Trans>Date</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{formatInvoiceDate(invoice.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Request</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{invoice.jobNumber}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Payment method</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{invoice.paymentMethod}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Status</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{invoice.statusLabel}</dd>
        </div>
        {invoice.billedCompany ? <BilledCompany company={invoice.billedCompany} /> : null}
      </dl>

      <InvoiceLines invoice={invoice} />

      {invoice.creditNote ? (
        <CreditNote credit={invoice.creditNote} invoiceNumber={invoice.invoiceNumber} />
      ) : null}

      {invoice.notes ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 print:bg-transparent print:p-0">
          <p className="font-semibold text-slate-900">
            <Trans>Notes</Trans>
          </p>
          <p className="whitespace-pre-line" translate="no">
            {invoice.notes}
          </p>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 print:hidden">
        <a
          href={invoice.receiptUrl}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline', 'md', 'px-2')}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          <Trans>
            Receipt<span className="sr-only"> (PDF, opens in a new tab)</span>
          </Trans>
        </a>
        <a
          href={invoice.receiptUrl}
          download={`pathway-${invoice.invoiceNumber}.pdf`}
          className={buttonClasses('outline', 'md', 'px-2')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          <Trans>Download PDF</Trans>
        </a>
        <Button variant="outline" className="col-span-2 px-2 sm:col-span-1" onClick={printInvoice}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          <Trans>Print</Trans>
        </Button>
      </div>
    </section>
  );
}

/** The invoice's lines and its total, as a table that scrolls sideways on a narrow phone. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const invoiceNumber = invoice.invoiceNumber;
  return (
    <div className="-mx-4 overflow-x-auto px-4 print:mx-0 print:px-0">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">
          <Trans>Line items of {invoiceNumber}</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-2 font-semibold">
              <Trans>Description</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              <Trans>Qty</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list that never reorders
            <tr key={index} className="border-b border-slate-100 align-top">
              {/* The invoice's lines and notes as the invoice (an English document) states them. */}
              <td className="py-2 pr-2 text-slate-900" translate="no">
                {item.description}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatDollars(item.unitPrice)}</td>
              <td className="py-2 pl-2 text-right font-medium tabular-nums">
                {formatDollars(item.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-2 text-right text-base font-semibold">
              <Trans>Total Paid</Trans>
            </th>
            <td className="pt-3 pl-2 text-right text-base font-bold tabular-nums">
              {formatDollars(invoice.amountPaid)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A company's move: the company billed as at issue, with its order's PO number and cost centre. */
function BilledCompany({ company }: { company: Company }) {
  const { t } = useLingui();
  const taxId = company.taxId;
  const poNumber = company.poNumber;
  const costCentre = company.costCentre;
  return (
    <div className="col-span-2">
      <dt className="text-slate-500">
        <Trans>Billed to</Trans>
      </dt>
      <dd className="font-medium text-slate-900">
        {company.legalName}
        <span className="block font-normal text-slate-600">
          {company.billingAddress}
          {taxId ? t` · Tax ID ${taxId}` : ''}
        </span>
        {company.poNumber || company.costCentre ? (
          <span className="block font-normal text-slate-600">
            {[poNumber ? t`PO ${poNumber}` : null, costCentre ? t`Cost centre ${costCentre}` : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
