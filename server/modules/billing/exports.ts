import { dayRange, type ExportDocument, xeroCsv } from '@core/billing';
import { jobNumber } from '@core/jobs';
import { dateInZone } from '@core/zones';
import type { SessionUser } from '../accounts/service';
import { type BillingContext, companyOf } from './context';
import { billingRepo } from './repo';
import { companyDocuments, creditNoteNumber } from './statements';

/**
 * The company's invoices and credit notes issued between two days (both included, operators' zone) in
 * Xero's sales invoice import layout (core/billing.ts `XERO_COLUMNS`): card invoices with their lines,
 * each refund as its credit note, and month invoices on terms.
 */
export async function invoicesExport(
  ctx: BillingContext,
  actor: SessionUser,
  query: { from: string; to: string },
): Promise<{ fileName: string; csv: string }> {
  const companyId = companyOf(actor, 'statements');
  const zone = ctx.invoicing.timeZone;
  const range = dayRange(query.from, query.to, zone);
  const company = (await billingRepo.company(ctx.db, companyId))!;
  const { cardInvoices, termsInvoices, cash } = await companyDocuments(ctx, companyId, range.to);
  const day = (d: Date) => dateInZone(d.getTime(), zone);
  const inRange = (d: Date) => d >= range.from && d < range.to;
  const contact = { name: company.legalName, email: company.billingEmail, address: company.billingAddress };
  const docs: ExportDocument[] = [];
  const byJob = new Map(cardInvoices.map((r) => [r.invoice.jobId, r] as const));
  const refOf = (r: (typeof cardInvoices)[number]) =>
    [jobNumber(r.jobNumber), r.invoice.billedCompany?.poNumber, r.invoice.billedCompany?.costCentre]
      .filter(Boolean)
      .join(' / ');
  for (const r of cardInvoices) {
    if (!inRange(r.invoice.createdAt)) continue;
    docs.push({
      number: `INV-${r.invoice.number}`,
      reference: refOf(r),
      issuedDay: day(r.invoice.createdAt),
      // Paid by card when issued: due that day.
      dueDay: day(r.invoice.createdAt),
      contact,
      lines: r.invoice.items.map((i) => ({
        description: i.description,
        quantity: 1,
        unitCents: i.totalPriceCents,
      })),
      credit: false,
    });
  }
  const nth = new Map<string, number>();
  for (const line of cash) {
    const r = byJob.get(line.jobId);
    if (!r || line.kind === 'charge') continue;
    const n = (nth.get(line.jobId) ?? 0) + 1;
    nth.set(line.jobId, n);
    if (!inRange(line.createdAt)) continue;
    docs.push({
      number: creditNoteNumber(r.invoice.number, n),
      reference: `INV-${r.invoice.number} ${refOf(r)}`,
      issuedDay: day(line.createdAt),
      dueDay: day(line.createdAt),
      contact,
      lines: [
        { description: r.invoice.creditNoteReason ?? 'Refund', quantity: 1, unitCents: -line.amountCents },
      ],
      credit: true,
    });
  }
  for (const t of termsInvoices) {
    if (inRange(t.issuedAt))
      docs.push({
        number: `MI-${t.number}`,
        reference: `Moves on terms ${t.month}`,
        issuedDay: day(t.issuedAt),
        dueDay: day(t.dueAt),
        contact,
        lines: t.lines.map((l) => ({ description: l.description, quantity: 1, unitCents: l.amountCents })),
        credit: false,
      });
    if (t.creditedCents > 0 && t.creditedAt && inRange(t.creditedAt))
      docs.push({
        number: `CN-MI-${t.number}`,
        reference: `MI-${t.number}`,
        issuedDay: day(t.creditedAt),
        dueDay: day(t.creditedAt),
        contact,
        lines: [
          {
            description: 'Moves cancelled after the invoice was issued',
            quantity: 1,
            unitCents: t.creditedCents,
          },
        ],
        credit: true,
      });
  }
  docs.sort((a, b) => a.issuedDay.localeCompare(b.issuedDay) || a.number.localeCompare(b.number));
  return { fileName: `pathway-invoices-${query.from}-to-${query.to}-xero.csv`, csv: xeroCsv(docs) };
}
