import {
  monthRange,
  STATEMENT_KIND_LABELS,
  type StatementEntry,
  signedCents,
  statementOf,
} from '@core/billing';
import type { CompanyStatement } from '@core/contracts/billing';
import type { BilledCompany } from '@core/contracts/payments';
import { csvOf, decimalDollars } from '@core/csv';
import { LONG_MONTHS } from '@core/format';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import { dateInZone } from '@core/zones';
import { notFound } from '../../lib/errors';
import { letterDocument } from '../../lib/pdf';
import type { SessionUser } from '../accounts/service';
import { paymentsViews } from '../payments/views';
import { type BillingContext, companyOf } from './context';
import { billingRepo } from './repo';

/** The invoice rows a company's statement and export read (card invoices and month invoices on terms). */
export async function companyDocuments(ctx: BillingContext, companyId: string, before: Date) {
  const [cardInvoices, termsInvoices] = await Promise.all([
    paymentsViews.companyInvoices(ctx.db, companyId, before),
    billingRepo.invoicesOf(ctx.db, companyId, before),
  ]);
  const cash = await ctx.ledger.clientCashLines(
    cardInvoices.map((r) => r.invoice.jobId),
    before,
  );
  return { cardInvoices, termsInvoices, cash };
}

/** An order's PO number and cost centre, as the invoice keeps them: " (PO 7781, cost centre CC-12)". */
function orderRefs(company: BilledCompany | null) {
  const refs = [
    company?.poNumber ? `PO ${company.poNumber}` : null,
    company?.costCentre ? `cost centre ${company.costCentre}` : null,
  ].filter(Boolean);
  return refs.length > 0 ? ` (${refs.join(', ')})` : '';
}

/** Every entry that changed what the company owes, up to `before`. */
export async function entriesOf(ctx: BillingContext, companyId: string, before: Date) {
  const { cardInvoices, termsInvoices, cash } = await companyDocuments(ctx, companyId, before);
  const entries: StatementEntry[] = [];
  const byJob = new Map(cardInvoices.map((r) => [r.invoice.jobId, r] as const));
  for (const { invoice, jobNumber: n } of cardInvoices) {
    entries.push({
      at: invoice.createdAt,
      kind: 'invoice',
      reference: `INV-${invoice.number}`,
      description: `${jobNumber(n)}${orderRefs(invoice.billedCompany)}: ${invoice.items[0]?.description ?? 'move'}`,
      amountCents: invoice.amountPaidCents,
    });
  }
  const creditsOf = new Map<string, number>();
  for (const line of cash) {
    const row = byJob.get(line.jobId);
    if (!row) continue;
    const job = jobNumber(row.jobNumber);
    if (line.kind === 'charge') {
      entries.push({
        at: line.createdAt,
        kind: 'payment',
        reference: `INV-${row.invoice.number}`,
        description: `${job}: paid by ${row.invoice.paymentMethod}`,
        amountCents: line.amountCents,
      });
      continue;
    }
    // Each refund is credited (the credit note) and paid back to the card.
    const count = (creditsOf.get(line.jobId) ?? 0) + 1;
    creditsOf.set(line.jobId, count);
    const reference = creditNoteNumber(row.invoice.number, count);
    const amountCents = -line.amountCents;
    const reason = row.invoice.creditNoteReason ?? 'Refund';
    entries.push({
      at: line.createdAt,
      kind: 'credit_note',
      reference,
      description: `${job}: ${reason}`,
      amountCents,
    });
    entries.push({
      at: line.createdAt,
      kind: 'refund',
      reference,
      description: `${job}: refunded to ${row.invoice.paymentMethod}`,
      amountCents,
    });
  }
  for (const t of termsInvoices) {
    const reference = `MI-${t.number}`;
    const description = `Moves on terms, ${t.month} (${t.lines.length})`;
    entries.push({ at: t.issuedAt, kind: 'invoice', reference, description, amountCents: t.amountCents });
    if (t.creditedCents > 0 && t.creditedAt && t.creditedAt < before)
      entries.push({
        at: t.creditedAt,
        kind: 'credit_note',
        reference: `CN-${reference}`,
        description: 'Moves cancelled after the invoice was issued',
        amountCents: t.creditedCents,
      });
    if (t.paidAt && t.paidAt < before)
      entries.push({
        at: t.paidAt,
        kind: 'payment',
        reference,
        description: 'Paid (net 30)',
        amountCents: t.amountCents - t.creditedCents,
      });
  }
  return entries;
}

/** A credit note's number: CN-<invoice> for the first against an invoice, then CN-<invoice>-2, … */
export const creditNoteNumber = (invoiceNumber: number, nth: number) =>
  nth === 1 ? `CN-${invoiceNumber}` : `CN-${invoiceNumber}-${nth}`;

export async function companyStatement(
  ctx: BillingContext,
  actor: SessionUser,
  month: string,
): Promise<CompanyStatement> {
  const companyId = companyOf(actor, 'statements');
  const company = await billingRepo.company(ctx.db, companyId);
  if (!company) throw notFound('Company not found');
  const zone = ctx.invoicing.timeZone;
  const range = monthRange(month, zone);
  const { lines, figures } = statementOf(await entriesOf(ctx, companyId, range.to), range);
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    month,
    monthLabel: `${LONG_MONTHS[m - 1]} ${y}`,
    timeZone: zone,
    company: {
      legalName: company.legalName,
      billingAddress: company.billingAddress,
      taxId: company.taxId,
      billingEmail: company.billingEmail,
    },
    lines: lines.map((l) => ({
      at: l.at.toISOString(),
      date: dateInZone(l.at.getTime(), zone),
      kind: l.kind,
      kindLabel: STATEMENT_KIND_LABELS[l.kind],
      reference: l.reference,
      description: l.description,
      amountCents: signedCents(l),
    })),
    ...figures,
  };
}

const fileBase = (s: CompanyStatement) => `pathway-statement-${s.month}`;

export function statementCsv(s: CompanyStatement): { fileName: string; csv: string } {
  const total = (label: string, cents: number) => ['', '', '', label, decimalDollars(cents)];
  const rows = [
    ['Date', 'Type', 'Reference', 'Description', 'Amount (USD)'],
    total(`Opening balance ${s.month}`, s.openingBalanceCents),
    ...s.lines.map((l) => [l.date, l.kindLabel, l.reference, l.description, decimalDollars(l.amountCents)]),
    total('Invoices', s.invoicesCents),
    total('Credit notes', -s.creditNotesCents),
    total('Payments (less refunds paid)', -s.paymentsCents),
    total(`Closing balance ${s.month}`, s.closingBalanceCents),
  ];
  return { fileName: `${fileBase(s)}.csv`, csv: csvOf(rows) };
}

/** The month's statement on paper: the seller, the company, every line and the balance. */
export function statementPdf(
  ctx: BillingContext,
  s: CompanyStatement,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { doc, done } = letterDocument(`Pathway statement ${s.month}`);
  const seller = ctx.invoicing.seller;
  doc.fontSize(20).text(`Pathway statement: ${s.monthLabel}`);
  doc.moveDown(0.3).fontSize(9).fillColor('#444');
  doc.text(seller.legalName).text(seller.address).text(`Tax ID (EIN): ${seller.taxId}`);
  doc.moveDown().fillColor('#000').fontSize(11).text(s.company.legalName);
  doc.fontSize(10).text(s.company.billingAddress);
  if (s.company.taxId) doc.text(`Tax ID: ${s.company.taxId}`);
  doc.text(s.company.billingEmail).moveDown();
  const row = (cells: [string, string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(cells[0], 50, y, { width: 65 }).text(cells[1], 118, y, { width: 65 });
    doc.text(cells[2], 186, y, { width: 70 }).text(cells[3], 258, y, { width: 220 });
    const after = doc.y;
    doc.text(cells[4], 480, y, { width: 82, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  };
  row(['Date', 'Type', 'Reference', 'Description', 'Amount'], true);
  row(['', '', '', 'Opening balance', formatUsd(s.openingBalanceCents)]);
  if (s.lines.length === 0) row(['', '', '', 'No invoices, credit notes or payments this month.', '']);
  for (const l of s.lines) row([l.date, l.kindLabel, l.reference, l.description, formatUsd(l.amountCents)]);
  doc.moveDown(0.5);
  row(['', '', '', 'Invoices', formatUsd(s.invoicesCents)]);
  row(['', '', '', 'Credit notes', formatUsd(-s.creditNotesCents)]);
  row(['', '', '', 'Payments (less refunds paid)', formatUsd(-s.paymentsCents)]);
  row(['', '', '', 'Closing balance', formatUsd(s.closingBalanceCents)], true);
  doc.moveDown().font('Helvetica').fontSize(8).fillColor('#444');
  doc.text(`Dates in ${s.timeZone}. Questions: ${ctx.support.email} · ${ctx.support.phone}`, 50, doc.y, {
    width: 512,
  });
  doc.end();
  return done.then((pdf) => ({ fileName: `${fileBase(s)}.pdf`, pdf }));
}
