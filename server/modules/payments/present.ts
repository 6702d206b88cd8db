import type { Invoice } from '@core/contracts/payments';
import { jobNumber } from '@core/jobs';
import { invoiceLineLabels } from '@core/labels';
import { COMMISSION_PERCENT_SUBSCRIBED, centsToDollars, formatUsd, splitCommission } from '@core/money';
import { INCLUDED_MILES } from '@core/pricing';
import type { InvoiceItem } from '../../db/schema';
import type { Job } from '../jobs/service';
import type { InvoiceRow } from './repo';

/** How a payment is shown: the invoice's lines from the job's fixed quote, and the invoice answer. */

/** Invoice lines from the job's fixed quote; they always add up to the price. */
export function invoiceItemsFor(job: Job): InvoiceItem[] {
  const line = (description: string, quantity: number, unitPriceCents: number): InvoiceItem => ({
    description,
    quantity,
    unitPriceCents,
    totalPriceCents: quantity * unitPriceCents,
  });
  const items = [
    line(
      `${invoiceLineLabels[job.vehicleType]} ${jobNumber(job.number)}: ${job.pickupLocation} to ${job.destinationLocation} (base, first ${INCLUDED_MILES} miles)`,
      1,
      job.baseRateCents,
    ),
  ];
  const billableMiles = Math.max(0, job.distanceMiles - INCLUDED_MILES);
  if (job.distanceFeeCents > 0 && billableMiles > 0) {
    items.push(
      line(`Distance beyond ${INCLUDED_MILES} miles`, billableMiles, job.distanceFeeCents / billableMiles),
    );
  }
  if (job.rushFeeCents > 0) items.push(line('Rush service', 1, job.rushFeeCents));
  items.push(line('Service fee', 1, job.serviceFeeCents));
  return items;
}

/** Once a driver accepted, the invoice shows which commission rate applied (included in the price). */
function commissionLine(job: Partial<Pick<Job, 'commissionRateBps' | 'priceCents'>>): Invoice['items'] {
  if (job.commissionRateBps == null || job.priceCents == null) return [];
  const percent = job.commissionRateBps / 100;
  const split = splitCommission(job.priceCents, percent);
  const why =
    percent === COMMISSION_PERCENT_SUBSCRIBED ? "subscriber rate: the driver's paid plan" : 'standard rate';
  return [
    {
      description: `Included above: platform commission ${percent}% (${why}) ${formatUsd(split.commissionCents)}; driver receives ${formatUsd(split.driverShareCents)}`,
      quantity: 1,
      unitPrice: 0,
      totalPrice: 0,
    },
  ];
}

export function toInvoice(
  row: InvoiceRow,
  job: Pick<Job, 'number'> & Partial<Pick<Job, 'commissionRateBps' | 'priceCents'>>,
): Invoice {
  return {
    id: row.id,
    invoiceNumber: `INV-${row.number}`,
    jobId: row.jobId,
    jobNumber: jobNumber(job.number),
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    status: row.status as Invoice['status'],
    items: row.items
      .map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unitPrice: centsToDollars(i.unitPriceCents),
        totalPrice: centsToDollars(i.totalPriceCents),
      }))
      .concat(commissionLine(job)),
    creditNote:
      row.creditNoteCents !== null && row.creditedAt
        ? {
            number: `CN-${row.number}`,
            amountCents: row.creditNoteCents,
            reason: row.creditNoteReason ?? 'Refund',
            issuedAt: row.creditedAt.toISOString(),
          }
        : null,
    amountPaid: centsToDollars(row.amountPaidCents),
    amountPaidCents: row.amountPaidCents,
    notes: row.notes,
    receiptUrl: `/api/invoices/${row.id}/pdf`,
  };
}
