import { describe, expect, it } from 'vitest';
import {
  dayRange,
  monthRange,
  previousMonth,
  type StatementEntry,
  statementOf,
  XERO_COLUMNS,
  xeroCsv,
} from './billing';

const at = (iso: string) => new Date(iso);
const entry = (iso: string, kind: StatementEntry['kind'], amountCents: number): StatementEntry => ({
  at: at(iso),
  kind,
  reference: `${kind}-${iso}`,
  description: kind,
  amountCents,
});

describe('months in the operators’ zone', () => {
  it('starts and ends a month at local midnight, across a daylight-saving change', () => {
    const march = monthRange('2026-03', 'America/Chicago');
    expect(march.from.toISOString()).toBe('2026-03-01T06:00:00.000Z');
    // Central Daylight Time from March 8: April starts at 05:00 UTC.
    expect(march.to.toISOString()).toBe('2026-04-01T05:00:00.000Z');
    expect(monthRange('2026-12', 'UTC').to.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(dayRange('2026-03-01', '2026-03-01', 'UTC').to.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('statementOf', () => {
  const march = monthRange('2026-03', 'UTC');
  const entries = [
    entry('2026-02-20T12:00:00Z', 'invoice', 50_000), // owed from February
    entry('2026-03-02T12:00:00Z', 'invoice', 10_000),
    entry('2026-03-02T12:00:00Z', 'payment', 10_000),
    entry('2026-03-10T12:00:00Z', 'credit_note', 2_000),
    entry('2026-03-10T12:00:00Z', 'refund', 2_000),
    entry('2026-03-15T12:00:00Z', 'payment', 50_000), // February's invoice paid
    entry('2026-04-01T00:00:00Z', 'invoice', 99_999), // April's
  ];

  it('carries the opening balance and balances invoices − credit notes − payments', () => {
    const { lines, figures } = statementOf(entries, march);
    expect(lines).toHaveLength(5);
    expect(figures).toEqual({
      openingBalanceCents: 50_000,
      invoicesCents: 10_000,
      creditNotesCents: 2_000,
      // 60,000 received less the 2,000 refunded to the card.
      paymentsCents: 58_000,
      closingBalanceCents: 0,
    });
  });

  it('opens each month on the last one’s close', () => {
    const feb = statementOf(entries, monthRange('2026-02', 'UTC')).figures;
    const mar = statementOf(entries, march).figures;
    expect(mar.openingBalanceCents).toBe(feb.closingBalanceCents);
  });
});

describe('Xero export', () => {
  it('writes the template’s columns, and a credit note with negative amounts', () => {
    const csv = xeroCsv([
      {
        number: 'INV-1001',
        reference: 'PW-7 / PO-1',
        issuedDay: '2026-03-02',
        dueDay: '2026-03-02',
        contact: { name: 'Acme, Inc.', email: 'ap@acme.example', address: '1 Main St' },
        lines: [{ description: 'Move', quantity: 1, unitCents: 12_345 }],
        credit: false,
      },
      {
        number: 'CN-1001',
        reference: 'INV-1001',
        issuedDay: '2026-03-10',
        dueDay: '2026-03-10',
        contact: { name: 'Acme, Inc.', email: 'ap@acme.example', address: '1 Main St' },
        lines: [{ description: 'Cancelled', quantity: 1, unitCents: 2_000 }],
        credit: true,
      },
    ]);
    const [header, invoice, credit] = csv.trim().split('\r\n');
    expect(header).toBe(XERO_COLUMNS.join(','));
    expect(invoice).toBe(
      '"Acme, Inc.",ap@acme.example,1 Main St,,,,,,,,INV-1001,PW-7 / PO-1,03/02/2026,03/02/2026,123.45,,Move,1,123.45,,200,Tax Exempt,,,,,,USD,',
    );
    expect(credit).toContain(',CN-1001,INV-1001,03/10/2026,03/10/2026,-20.00,,Cancelled,1,-20.00,');
  });
});
