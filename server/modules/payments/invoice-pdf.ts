import type { Invoice } from '@core/contracts/payments';
import { formatMoment } from '@core/moment';
import { formatUsd } from '@core/money';
import PDFDocument from 'pdfkit';
import type { SessionUser } from '../accounts/service';
import type { PaymentsService } from './service';

export interface InvoicePdfContext {
  invoice: Invoice;
  clientName: string;
  clientEmail: string;
  supportEmail: string;
  supportPhone: string;
}

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

/** A printable one-page invoice; answers the whole PDF as a Buffer. */
export function renderInvoicePdf(ctx: InvoicePdfContext): Promise<Buffer> {
  const { invoice } = ctx;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Pathway invoice ${invoice.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const invoiceStatusLabels = {
    paid: 'Paid',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
  } as const;
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc
    .fontSize(22)
    .font('Helvetica-Bold')
    .text('Pathway', { continued: true })
    .font('Helvetica')
    .fontSize(12)
    .text('  Invoice');
  doc.moveDown(0.5).fontSize(10).fillColor('#444');
  doc.text(`Invoice ${invoice.invoiceNumber}   ·   Job ${invoice.jobNumber}`);
  doc.text(`Date: ${formatMoment(invoice.createdAt, { style: 'longDate' })}`);
  doc.text(`Status: ${invoiceStatusLabels[invoice.status]}   ·   Payment method: ${invoice.paymentMethod}`);
  doc.moveDown().fillColor('#000').fontSize(11).text(`Billed to: ${ctx.clientName} <${ctx.clientEmail}>`);
  doc.moveDown();

  const cols = { desc: 50, qty: 340, unit: 400, total: 480 };
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', cols.desc, header).text('Qty', cols.qty, header).text('Unit', cols.unit, header);
  doc.text('Total', cols.total, header, { width: 80, align: 'right' });
  doc
    .moveTo(50, doc.y + 4)
    .lineTo(562, doc.y + 4)
    .stroke();
  doc.font('Helvetica').moveDown(0.6);
  for (const item of invoice.items) {
    const y = doc.y;
    doc.text(item.description, cols.desc, y, { width: 280 });
    const after = doc.y;
    doc.text(String(item.quantity), cols.qty, y).text(usd(item.unitPrice), cols.unit, y);
    doc.text(usd(item.totalPrice), cols.total, y, { width: 80, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveTo(50, doc.y).lineTo(562, doc.y).stroke().moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .text(`Total Paid: ${usd(invoice.amountPaid)}`, 50, doc.y, { width: 512, align: 'right' });
  doc.font('Helvetica').moveDown();
  const credit = invoice.creditNote;
  if (credit) {
    doc
      .font('Helvetica-Bold')
      .text(`Credit note ${credit.number}: -${usd(credit.amountCents / 100)}`, 50, doc.y, {
        width: 512,
        align: 'right',
      })
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Issued ${formatMoment(credit.issuedAt, { style: 'longDate' })}: ${credit.reason}. Net paid: ${usd(invoice.amountPaid - credit.amountCents / 100)}`,
        50,
        doc.y,
        { width: 512, align: 'right' },
      )
      .fontSize(10)
      .moveDown();
  }
  if (invoice.notes) doc.fontSize(9).fillColor('#444').text(invoice.notes, 50, doc.y, { width: 512 });
  doc.moveDown().fontSize(9).text(`Questions: ${ctx.supportEmail} · ${ctx.supportPhone}`, { width: 512 });
  doc.end();
  return done;
}

/** An invoice its client (or an operator) may read, as a PDF with its file name. */
export async function invoicePdf(
  deps: {
    payments: Pick<PaymentsService, 'invoiceForReading'>;
    accounts: { getUser(id: string): Promise<{ name: string; email: string } | undefined> };
    support: { email: string; phone: string };
  },
  actor: SessionUser,
  invoiceId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { invoice, job } = await deps.payments.invoiceForReading(actor, invoiceId);
  const client = await deps.accounts.getUser(job.clientId);
  const pdf = await renderInvoicePdf({
    invoice,
    clientName: client?.name ?? 'Client',
    clientEmail: client?.email ?? '',
    supportEmail: deps.support.email,
    supportPhone: deps.support.phone,
  });
  return { fileName: `pathway-${invoice.invoiceNumber}.pdf`, pdf };
}
