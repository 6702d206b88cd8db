import type { Invoice, Seller } from '@core/contracts/payments';
import { jobNumber } from '@core/jobs';
import { invoiceLineLabels } from '@core/labels';
import { type ClientMoney, centsToDollars, clientMoneyLabel, clientMoneyState } from '@core/money';
import { INCLUDED_MILES } from '@core/pricing';
import { TRIP_COST_LINE_LABELS } from '@core/trip-costs';
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
  // The two cost lines are billed at cost up to these amounts; what a move does not use is credited.
  const basis = job.tripCostBasis;
  if (job.driverReturnCents > 0) {
    items.push(
      line(
        `${TRIP_COST_LINE_LABELS.driverReturn}${basis ? ` (${basis.driverReturn.basis})` : ''}`,
        1,
        job.driverReturnCents,
      ),
    );
  }
  if (job.fuelCents > 0) {
    items.push(
      line(`${TRIP_COST_LINE_LABELS.fuel}${basis ? ` (${basis.fuel.basis})` : ''}`, 1, job.fuelCents),
    );
  }
  return items;
}

/**
 * The invoice answer. Its lines, amount, seller and client are the ones fixed at issue (an issued invoice
 * never changes; the commission and the driver's pay are on the driver's statement, not here); its status
 * is the ledger's (what the charge took in and refunds gave back), and a refund is its credit note.
 */
export function toInvoice(
  row: InvoiceRow,
  job: Pick<Job, 'number'>,
  money: ClientMoney | undefined,
  currentSeller: Seller,
): Invoice {
  const ledger = money ?? { paidCents: row.amountPaidCents, refundedCents: 0 };
  const state = clientMoneyState(ledger);
  return {
    id: row.id,
    invoiceNumber: `INV-${row.number}`,
    jobId: row.jobId,
    jobNumber: jobNumber(job.number),
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    status: state === 'unpaid' ? 'paid' : state,
    refundedCents: ledger.refundedCents,
    statusLabel: clientMoneyLabel(ledger),
    seller: row.seller ?? currentSeller,
    billedCompany: row.billedCompany ?? null,
    items: row.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitPrice: centsToDollars(i.unitPriceCents),
      totalPrice: centsToDollars(i.totalPriceCents),
    })),
    creditNote:
      row.creditNoteCents !== null && row.creditedAt
        ? {
            number: `CN-${row.number}`,
            amountCents: row.creditNoteCents,
            reason: row.creditNoteReason ?? 'Refund',
            issuedAt: row.creditedAt.toISOString(),
            pdfUrl: `/api/invoices/${row.id}/credit-note/pdf`,
          }
        : null,
    amountPaid: centsToDollars(row.amountPaidCents),
    amountPaidCents: row.amountPaidCents,
    notes: row.notes,
    receiptUrl: `/api/invoices/${row.id}/pdf`,
  };
}
