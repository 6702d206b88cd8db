import type { Invoice, Seller } from '@core/contracts/payments';
import { dateParts, formatLongDate } from '@core/format';
import { formatUsd } from '@core/money';
import { letterDocument } from '../../lib/pdf';
import type { SessionUser } from '../accounts/service';
import type { PaymentsService } from './service';

export interface InvoicePdfContext {
  invoice: Invoice;
  billedTo: { name: string; email: string };
  supportEmail: string;
  supportPhone: string;
  /** The zone the document's date is written in. */
  timeZone: string;
}

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));
const longDate = (iso: string, zone: string) => formatLongDate(dateParts(Date.parse(iso), zone));
/** A sentence as written, without a full stop of its own (the document adds its own). */
const sentence = (text: string) => text.trim().replace(/[.\s]+$/, '');

/**
 * A document drawn only from what it was issued with: its creation date is its issue date, so the same
 * invoice or credit note gives the same bytes every time it is drawn.
 */
const newDocument = (title: string, issuedAt: string) => letterDocument(title, new Date(issuedAt));

function heading(doc: PDFKit.PDFDocument, kind: string, seller: Seller) {
  doc
    .fontSize(22)
    .font('Helvetica-Bold')
    .text('Pathway', { continued: true })
    .font('Helvetica')
    .fontSize(12)
    .text(`  ${kind}`);
  doc.moveDown(0.3).fontSize(9).fillColor('#444');
  doc.text(seller.legalName).text(seller.address).text(`Tax ID (EIN): ${seller.taxId}`);
  doc.moveDown(0.5).fontSize(10);
}

/** Who is billed: the person, and for a company's move the company as issued with its PO and cost centre. */
function billedBlock(doc: PDFKit.PDFDocument, label: string, ctx: InvoicePdfContext) {
  doc.text(`${label}: ${ctx.billedTo.name} <${ctx.billedTo.email}>`);
  const company = ctx.invoice.billedCompany;
  if (!company) return;
  doc.fontSize(10).text(company.legalName).text(company.billingAddress);
  if (company.taxId) doc.text(`Tax ID: ${company.taxId}`);
  const refs = [
    company.poNumber ? `PO number: ${company.poNumber}` : null,
    company.costCentre ? `Cost centre: ${company.costCentre}` : null,
  ].filter(Boolean);
  if (refs.length > 0) doc.text(refs.join('   ·   '));
  doc.fontSize(11);
}

function footer(doc: PDFKit.PDFDocument, ctx: InvoicePdfContext) {
  doc
    .moveDown()
    .fontSize(9)
    .fillColor('#444')
    .text(`Questions: ${ctx.supportEmail} · ${ctx.supportPhone}`, 50, doc.y, { width: 512 });
}

/**
 * A printable one-page invoice as it was issued: the seller, the client, the lines and what was paid.
 * It never changes afterwards (a refund is its credit note; the driver's pay is on their statement).
 */
export function renderInvoicePdf(ctx: InvoicePdfContext): Promise<Buffer> {
  const { invoice } = ctx;
  const { doc, done } = newDocument(`Pathway invoice ${invoice.invoiceNumber}`, invoice.createdAt);
  heading(doc, 'Invoice', invoice.seller);
  doc.text(`Invoice ${invoice.invoiceNumber}   ·   Job ${invoice.jobNumber}`);
  doc.text(`Date: ${longDate(invoice.createdAt, ctx.timeZone)}`);
  doc.text(`Paid in full   ·   Payment method: ${invoice.paymentMethod}`);
  doc.moveDown().fillColor('#000').fontSize(11);
  billedBlock(doc, 'Billed to', ctx);
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
  if (invoice.notes) doc.fontSize(9).fillColor('#444').text(invoice.notes, 50, doc.y, { width: 512 });
  footer(doc, ctx);
  doc.end();
  return done;
}

/** The credit note against an invoice: its own number, date, reason and amount, and what stays paid. */
export function renderCreditNotePdf(ctx: InvoicePdfContext): Promise<Buffer> {
  const { invoice } = ctx;
  const credit = invoice.creditNote;
  if (!credit) throw new Error(`invoice ${invoice.invoiceNumber} has no credit note`);
  const { doc, done } = newDocument(`Pathway credit note ${credit.number}`, credit.issuedAt);
  heading(doc, 'Credit note', invoice.seller);
  doc.text(`Credit note ${credit.number}   ·   Against invoice ${invoice.invoiceNumber}`);
  doc.text(`Job ${invoice.jobNumber}   ·   Date: ${longDate(credit.issuedAt, ctx.timeZone)}`);
  doc.moveDown().fillColor('#000').fontSize(11);
  billedBlock(doc, 'Credited to', ctx);
  doc.moveDown().fontSize(10);
  doc.font('Helvetica-Bold').text('Reason', 50, doc.y).font('Helvetica');
  doc.text(`${sentence(credit.reason)}.`, 50, doc.y, { width: 512 });
  doc.moveDown();
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 50, y, { width: 380 });
    doc.text(amount, 430, y, { width: 132, align: 'right' });
    doc.moveDown(0.3);
  };
  row(`Invoice ${invoice.invoiceNumber} total paid`, usd(invoice.amountPaid));
  row(`Credit ${credit.number}, refunded to ${invoice.paymentMethod}`, `-${formatUsd(credit.amountCents)}`);
  doc.moveTo(50, doc.y).lineTo(562, doc.y).stroke().moveDown(0.3);
  row('Net paid', formatUsd(invoice.amountPaidCents - credit.amountCents), true);
  doc.font('Helvetica');
  footer(doc, ctx);
  doc.end();
  return done;
}

/** An invoice (or its credit note) its client or an operator may read, as a PDF with its file name. */
export async function invoicePdf(
  deps: {
    payments: Pick<PaymentsService, 'invoiceForReading'>;
    support: { email: string; phone: string };
  },
  actor: SessionUser,
  invoiceId: string,
  document: 'invoice' | 'credit-note' = 'invoice',
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const { invoice, billedTo, timeZone } = await deps.payments.invoiceForReading(actor, invoiceId);
  const ctx = {
    invoice,
    billedTo,
    timeZone,
    supportEmail: deps.support.email,
    supportPhone: deps.support.phone,
  };
  if (document === 'invoice')
    return { fileName: `pathway-${invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(ctx) };
  if (!invoice.creditNote) return null;
  return { fileName: `pathway-${invoice.creditNote.number}.pdf`, pdf: await renderCreditNotePdf(ctx) };
}
