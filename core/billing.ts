import { csvOf, decimalDollars } from './csv';
import { nextDate, startOfDateInZone } from './zones';

/**
 * A company's paperwork: the monthly statement (invoices, credit notes, payments and the balance), the
 * accounting export (Xero's sales invoice import layout) and the net-30 terms. Pure: the server feeds it
 * what happened, dated; it keeps every month's arithmetic in one place.
 */

/** Invoices on terms are due this many days after issue. */
export const TERMS_DAYS = 30;

export const OVERDUE_MESSAGE = (invoiceNumber: string, amount: string, due: string) =>
  `Invoice ${invoiceNumber} for ${amount} was due on ${due}. Pay it on Billing (/company/billing) to place new requests.`;

/** The calendar month YYYY-MM as instants in a zone: [from, to). */
export function monthRange(month: string, zone: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: new Date(startOfDateInZone(first, zone)), to: new Date(startOfDateInZone(next, zone)) };
}

/** The month before YYYY-MM. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A date range YYYY-MM-DD..YYYY-MM-DD (both days included) as instants in a zone: [from, to). */
export function dayRange(fromDay: string, toDay: string, zone: string): { from: Date; to: Date } {
  return {
    from: new Date(startOfDateInZone(fromDay, zone)),
    to: new Date(startOfDateInZone(nextDate(toDay), zone)),
  };
}

export type StatementEntryKind = 'invoice' | 'credit_note' | 'payment' | 'refund';

/** One thing that changed what a company owes; `amountCents` is positive, its kind gives the sign. */
export interface StatementEntry {
  at: Date;
  kind: StatementEntryKind;
  reference: string;
  description: string;
  amountCents: number;
}

export const STATEMENT_KIND_LABELS: Record<StatementEntryKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  refund: 'Refund paid',
};

/** What an entry does to the balance the company owes: invoices and refunds paid raise it. */
export const signedCents = (e: Pick<StatementEntry, 'kind' | 'amountCents'>) =>
  e.kind === 'invoice' || e.kind === 'refund' ? e.amountCents : -e.amountCents;

export interface StatementFigures {
  openingBalanceCents: number;
  invoicesCents: number;
  creditNotesCents: number;
  /** Payments received less refunds paid back. */
  paymentsCents: number;
  /** opening + invoices − credit notes − payments. */
  closingBalanceCents: number;
}

/** The month's lines (in date order) and figures from every entry up to the month's end. */
export function statementOf(entries: StatementEntry[], range: { from: Date; to: Date }) {
  const before = entries.filter((e) => e.at < range.from);
  const lines = entries
    .filter((e) => e.at >= range.from && e.at < range.to)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.reference.localeCompare(b.reference));
  const sum = (kinds: StatementEntryKind[]) =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amountCents, 0);
  const openingBalanceCents = before.reduce((s, e) => s + signedCents(e), 0);
  const invoicesCents = sum(['invoice']);
  const creditNotesCents = sum(['credit_note']);
  const paymentsCents = sum(['payment']) - sum(['refund']);
  const figures: StatementFigures = {
    openingBalanceCents,
    invoicesCents,
    creditNotesCents,
    paymentsCents,
    closingBalanceCents: openingBalanceCents + invoicesCents - creditNotesCents - paymentsCents,
  };
  return { lines, figures };
}

/**
 * Xero's "Import sales invoices" CSV template (Business › Invoices › Import), column for column. A credit
 * note is a row with a negative unit amount under its own number: Xero imports an invoice whose total
 * is negative as a credit note. Dates are MM/DD/YYYY (a United States organisation's format).
 */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero's default sales account and the tax rate of a move sold without sales tax. */
export const XERO_SALES_ACCOUNT = '200';
export const XERO_TAX_TYPE = 'Tax Exempt';

export interface ExportDocument {
  number: string;
  /** The PO number and cost centre, the job's number: what the buyer's books match it by. */
  reference: string;
  issuedDay: string;
  dueDay: string;
  contact: { name: string; email: string; address: string };
  lines: { description: string; quantity: number; unitCents: number }[];
  /** A credit note's amounts are written negative. */
  credit: boolean;
}

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** Invoices and credit notes in Xero's sales invoice import layout, one row per line. */
export function xeroCsv(documents: ExportDocument[]): string {
  const rows: string[][] = [[...XERO_COLUMNS]];
  for (const d of documents) {
    const sign = d.credit ? -1 : 1;
    const total = d.lines.reduce((s, l) => s + l.quantity * l.unitCents, 0) * sign;
    for (const l of d.lines) {
      const cell: Partial<Record<(typeof XERO_COLUMNS)[number], string>> = {
        '*ContactName': d.contact.name,
        EmailAddress: d.contact.email,
        POAddressLine1: d.contact.address,
        '*InvoiceNumber': d.number,
        Reference: d.reference,
        '*InvoiceDate': usDate(d.issuedDay),
        '*DueDate': usDate(d.dueDay),
        Total: decimalDollars(total),
        '*Description': l.description,
        '*Quantity': String(l.quantity),
        '*UnitAmount': decimalDollars(sign * l.unitCents),
        '*AccountCode': XERO_SALES_ACCOUNT,
        '*TaxType': XERO_TAX_TYPE,
        Currency: 'USD',
      };
      rows.push(XERO_COLUMNS.map((c) => cell[c] ?? ''));
    }
  }
  return csvOf(rows);
}
