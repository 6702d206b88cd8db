import { XERO_COLUMNS } from '@core/billing';
import { dateInZone } from '@core/zones';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, termsInvoices } from '../../db/schema';
import {
  createJob,
  createTestApp,
  ledgerTotal,
  payJob,
  payOrder,
  type SignedUpUser,
  signUp,
  type TestContext,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';

let ctx: TestContext;
const people: Record<string, SignedUpUser> = {};
let companyA: string;
let companyB: string;
let month: string;
const ZONE = 'America/Chicago';

/** A company with members by role, written as the companies part's invitations would leave them. */
async function company(
  name: string,
  members: [SignedUpUser, 'owner' | 'dispatcher' | 'billing' | 'viewer'][],
) {
  const [row] = await ctx.database.db
    .insert(companies)
    .values({
      legalName: name,
      billingAddress: '1 Fleet Way, Dallas, TX 75201',
      taxId: '12-3456789',
      billingEmail: 'ap@fleet.example',
    })
    .returning();
  for (const [user, role] of members)
    await ctx.database.db.insert(companyMembers).values({ userId: user.id, companyId: row!.id, role });
  return row!.id;
}

const get = (who: SignedUpUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  ctx = await createTestApp({ OPERATOR_TIME_ZONE: ZONE });
  for (const name of ['owner', 'billing', 'viewer', 'dispatcher', 'otherOwner', 'personal', 'operator'])
    people[name] = await signUp(ctx.app, { name });
  people.driver = await signUp(ctx.app, { role: 'driver' });
  await makeOperator(ctx, people.operator!);
  companyA = await company('Acme Fleet Leasing LLC', [
    [people.owner!, 'owner'],
    [people.billing!, 'billing'],
    [people.viewer!, 'viewer'],
    [people.dispatcher!, 'dispatcher'],
  ]);
  companyB = await company('Other Rentals Inc.', [[people.otherOwner!, 'owner']]);
  month = dateInZone(Date.now(), ZONE).slice(0, 7);
});

describe('invoices name the company', () => {
  it('keeps the legal name, address, tax id and the order’s PO number and cost centre', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: people.owner!.cookie },
      payload: {
        moves: [
          { vehicleType: 'bobtail', pickupLocation: 'Dallas, TX 75201', destination: 'Detroit, MI 48217' },
        ],
        poNumber: 'PO-7781',
        costCentre: 'CC-12',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    await payOrder(ctx.app, people.owner!.cookie, order.id);
    const job = { id: order.moves[0].jobId as string };
    const res = await get(people.billing!, `/api/recovery-requests/${job.id}/invoices`);
    expect(res.json()[0].billedCompany).toEqual({
      legalName: 'Acme Fleet Leasing LLC',
      billingAddress: '1 Fleet Way, Dallas, TX 75201',
      taxId: '12-3456789',
      poNumber: 'PO-7781',
      costCentre: 'CC-12',
    });
  });
});

describe('monthly statements', () => {
  it('balances: invoices − credit notes − payments, and a refund shows as its credit note', async () => {
    const before = (await get(people.billing!, `/api/company/statements?month=${month}`)).json();
    const job = await createJob(ctx.app, people.owner!.cookie);
    await payJob(ctx.app, people.owner!.cookie, job);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/recovery-requests/${job.id}/cancel`,
      headers: { cookie: people.owner!.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const s = (await get(people.billing!, `/api/company/statements?month=${month}`)).json();
    expect(s.invoicesCents - before.invoicesCents).toBe(job.priceCents);
    expect(s.creditNotesCents - before.creditNotesCents).toBe(job.priceCents);
    // Paid, then refunded: the payments net of refunds did not change.
    expect(s.paymentsCents - before.paymentsCents).toBe(0);
    expect(s.closingBalanceCents).toBe(
      s.openingBalanceCents + s.invoicesCents - s.creditNotesCents - s.paymentsCents,
    );
    // The first move came from an order with a PO number and cost centre: its line says so.
    expect(
      s.lines.some((l: { description: string }) => l.description.includes('(PO PO-7781, cost centre CC-12)')),
    ).toBe(true);
    expect(s.lines.map((l: { kind: string }) => l.kind)).toEqual(
      expect.arrayContaining(['invoice', 'payment', 'credit_note', 'refund']),
    );
    // Last month saw none of it.
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const previous = (await get(people.billing!, `/api/company/statements?month=${last}`)).json();
    expect(previous.lines).toEqual([]);
    expect(s.openingBalanceCents).toBe(previous.closingBalanceCents);
  });

  it('comes as PDF and CSV', async () => {
    const pdf = await get(people.billing!, `/api/company/statements.pdf?month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await get(people.owner!, `/api/company/statements.csv?month=${month}`);
    expect(csv.body.split('\r\n')[0]).toBe('Date,Type,Reference,Description,Amount (USD)');
    expect(csv.body).toContain('Closing balance');
  });

  it('refuses viewers, dispatchers, people without a company and drivers; never shows another company', async () => {
    for (const who of ['viewer', 'dispatcher', 'personal', 'driver'] as const) {
      const res = await get(people[who]!, `/api/company/statements?month=${month}`);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await get(null, `/api/company/statements?month=${month}`)).statusCode).toBe(401);
    const other = (await get(people.otherOwner!, `/api/company/statements?month=${month}`)).json();
    expect(other.company.legalName).toBe('Other Rentals Inc.');
    expect(other.lines).toEqual([]);
    expect((await get(people.billing!, '/api/company/statements?month=2026-13')).statusCode).toBe(400);
  });
});

describe('accounting export', () => {
  it('writes invoices and credit notes in Xero’s sales invoice import layout', async () => {
    const day = dateInZone(Date.now(), ZONE);
    const res = await get(people.billing!, `/api/company/exports/invoices.csv?from=${month}-01&to=${day}`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe(XERO_COLUMNS.join(','));
    expect(rows.some((r) => r.includes(',INV-') && r.includes('Acme Fleet Leasing LLC'))).toBe(true);
    expect(rows.some((r) => r.includes(',CN-') && /,-\d+\.\d\d,/.test(r))).toBe(true);
    expect(rows.join('\n')).toContain('PO-7781');
    const bad = await get(people.billing!, `/api/company/exports/invoices.csv?from=${day}&to=2020-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await get(people.viewer!, `/api/company/exports/invoices.csv?from=${day}&to=${day}`)).statusCode,
    ).toBe(403);
  });
});

describe('certificate of insurance', () => {
  it('is a PDF for every member and no one else', async () => {
    for (const who of ['viewer', 'billing', 'otherOwner'] as const) {
      const res = await get(people[who]!, '/api/company/certificate-of-insurance.pdf');
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(people.personal!, '/api/company/certificate-of-insurance.pdf')).statusCode).toBe(403);
  });
});

describe('net-30 terms', () => {
  const receivable = async () =>
    (await ctx.app.services.ledger.balances())
      .filter((b) => b.account === 'accounts_receivable')
      .reduce((s, b) => s + b.balanceCents, 0);

  it('only operators approve, behind the step-up', async () => {
    const put = (who: SignedUpUser) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/companies/${companyA}/terms`,
        headers: { cookie: who.cookie },
        payload: { paymentTerms: 'net30' },
      });
    expect((await put(people.owner!)).statusCode).toBe(403);
    expect((await put(people.operator!)).json().code).toBe('step_up_required');
    await stepUp(ctx.app, people.operator!);
    const res = await put(people.operator!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentTerms: 'net30', legalName: 'Acme Fleet Leasing LLC' });
    const list = (await get(people.operator!, '/api/admin/companies')).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([companyA, companyB]));
  });

  it('dispatches without a card, invoices the month, blocks when overdue and clears on payment', async () => {
    const arBefore = await receivable();
    const job = await createJob(ctx.app, people.dispatcher!.cookie);
    const seen = (await get(people.dispatcher!, `/api/recovery-requests/${job.id}`)).json();
    expect(seen.paymentStatus).toBe('paid');
    expect(await receivable()).toBe(arBefore + job.priceCents);
    expect(await ledgerTotal(ctx)).toBe(0);

    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/terms-invoicing/run',
      headers: { cookie: people.operator!.cookie },
      payload: { month },
    });
    expect(run.json()).toEqual({ month, issued: 1 });
    const terms = (await get(people.billing!, '/api/company/terms')).json();
    expect(terms.paymentTerms).toBe('net30');
    const invoice = terms.invoices[0];
    expect(invoice).toMatchObject({
      month,
      amountCents: job.priceCents,
      moves: 1,
      paidAt: null,
      overdue: false,
    });
    expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(30 * 86_400_000);

    // Past due: new requests stop with what to pay.
    await ctx.database.db
      .update(termsInvoices)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(termsInvoices.id, invoice.id));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/recovery-requests',
      headers: { cookie: people.owner!.cookie },
      payload: {
        pickupLocation: 'Dallas, TX 75201',
        destination: 'Detroit, MI 48217',
        vehicleType: 'bobtail',
        isWorking: true,
        isLoaded: false,
        serviceTime: 'now',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(invoice.number);

    // Another company's member cannot pay it; the billing member can (a test payment offline).
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/company/terms-invoices/${invoice.id}/pay`,
      headers: { cookie: people.otherOwner!.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/company/terms-invoices/${invoice.id}/pay`,
      headers: { cookie: people.billing!.cookie },
    });
    expect(paid.json().paidAt).not.toBeNull();
    expect(await receivable()).toBe(arBefore);
    expect(await ledgerTotal(ctx)).toBe(0);
    const next = await createJob(ctx.app, people.owner!.cookie);
    expect(next.priceCents).toBeGreaterThan(0);

    const s = (await get(people.billing!, `/api/company/statements?month=${month}`)).json();
    expect(
      s.lines
        .filter((l: { reference: string }) => l.reference === invoice.number)
        .map((l: { kind: string }) => l.kind),
    ).toEqual(['invoice', 'payment']);
  });

  it('takes a cancelled move off: before its invoice, and as a credit note on an open invoice', async () => {
    const arBefore = await receivable();
    const movesBefore = (await get(people.billing!, '/api/company/terms')).json().openMonth.moves;
    // Not invoiced yet: the receivable is reversed and the move stays off the month's invoice.
    const early = await createJob(ctx.app, people.owner!.cookie);
    const cancel = (who: SignedUpUser, id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/recovery-requests/${id}/cancel`,
        headers: { cookie: who.cookie },
      });
    expect((await cancel(people.owner!, early.id)).statusCode).toBe(200);
    await ctx.app.services.billing.settleCancelledOnTerms();
    expect(await receivable()).toBe(arBefore);
    expect((await get(people.billing!, '/api/company/terms')).json().openMonth.moves).toBe(movesBefore);

    // On an issued, open invoice: credited against it (company B, approved for this).
    await ctx.database.db.update(companies).set({ paymentTerms: 'net30' }).where(eq(companies.id, companyB));
    const late = await createJob(ctx.app, people.otherOwner!.cookie);
    await ctx.app.services.billing.invoiceMonth(month);
    expect(await receivable()).toBe(arBefore + late.priceCents);
    expect((await cancel(people.otherOwner!, late.id)).statusCode).toBe(200);
    await ctx.app.services.billing.settleCancelledOnTerms();
    expect(await receivable()).toBe(arBefore);
    expect(await ledgerTotal(ctx)).toBe(0);
    const terms = (await get(people.otherOwner!, '/api/company/terms')).json();
    expect(terms.invoices[0].amountCents).toBe(0);
    const s = (await get(people.otherOwner!, `/api/company/statements?month=${month}`)).json();
    expect(s.creditNotesCents).toBe(late.priceCents);
    expect(s.closingBalanceCents).toBe(0);
  });
});
