import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubRequest, startHttpStub, unknownToStub } from '../../test/http-stub';
import { createStripeClient } from '../payments/stripe';
import { createStripeInvoicing } from './stripe-invoicing';

/** A local stand-in for Stripe Invoicing: customers, invoices, invoice items, finalizing and credit notes. */
const calls: { method: string; path: string; key: string | undefined; form: URLSearchParams }[] = [];
let invoice: Record<string, unknown> = {};
let stub: Awaited<ReturnType<typeof startHttpStub>>;

function handle(req: StubRequest) {
  const key = req.headers['idempotency-key'];
  calls.push({
    method: req.method,
    path: req.url.pathname,
    key: typeof key === 'string' ? key : undefined,
    form: req.form,
  });
  const path = req.url.pathname;
  if (req.method === 'GET' && path === '/v1/customers/search')
    return { status: 200, json: { object: 'search_result', data: [], has_more: false } };
  if (req.method === 'POST' && path === '/v1/customers')
    return { status: 200, json: { id: 'cus_1', object: 'customer' } };
  if (req.method === 'POST' && path === '/v1/invoices') {
    invoice = { id: 'in_1', object: 'invoice', status: 'draft', hosted_invoice_url: null };
    return { status: 200, json: invoice };
  }
  if (req.method === 'POST' && path === '/v1/invoiceitems')
    return { status: 200, json: { id: 'ii_1', object: 'invoiceitem' } };
  if (req.method === 'GET' && path === '/v1/invoices/in_1') return { status: 200, json: invoice };
  if (req.method === 'POST' && path === '/v1/invoices/in_1/finalize') {
    invoice = { ...invoice, status: 'open', hosted_invoice_url: 'https://invoice.stripe.test/in_1' };
    return { status: 200, json: invoice };
  }
  if (req.method === 'POST' && path === '/v1/credit_notes')
    return { status: 200, json: { id: 'cn_1', object: 'credit_note' } };
  return unknownToStub(req);
}

beforeAll(async () => {
  stub = await startHttpStub(handle);
});
afterAll(() => stub.close());

describe('Stripe Invoicing adapter', () => {
  it('sends the month invoice with a line per move, due on our date, and credits a cancelled move', async () => {
    const stripe = createStripeClient({
      secretKey: 'sk_test_stub',
      host: '127.0.0.1',
      port: stub.port,
      protocol: 'http',
    });
    const port = createStripeInvoicing(stripe);
    const dueAt = new Date('2026-12-30T12:00:00Z');
    const issued = await port.issue({
      reference: 'ref-1',
      number: 'MI-5001',
      customer: {
        companyId: 'co-1',
        name: 'Acme LLC',
        email: 'ap@acme.example',
        address: '1 Main St',
        taxId: null,
      },
      lines: [
        { description: 'PW-1: Dallas to Detroit', amountCents: 1000 },
        { description: 'PW-2: Austin to Phoenix', amountCents: 2500 },
      ],
      amountCents: 3500,
      dueAt,
    });
    expect(issued).toEqual({ id: 'in_1', status: 'open', hostedUrl: 'https://invoice.stripe.test/in_1' });
    const created = calls.find((c) => c.path === '/v1/invoices')!;
    expect(created.form.get('collection_method')).toBe('send_invoice');
    expect(created.form.get('due_date')).toBe(String(dueAt.getTime() / 1000));
    expect(created.key).toBe('terms-ref-1-invoice');
    const items = calls.filter((c) => c.path === '/v1/invoiceitems');
    expect(items.map((c) => [c.form.get('amount'), c.form.get('invoice'), c.key])).toEqual([
      ['1000', 'in_1', 'terms-ref-1-line-0'],
      ['2500', 'in_1', 'terms-ref-1-line-1'],
    ]);
    await port.credit('in_1', { reference: 'ref-1-job', description: 'PW-2 cancelled', amountCents: 2500 });
    const credit = calls.find((c) => c.path === '/v1/credit_notes')!;
    expect(credit.form.get('invoice')).toBe('in_1');
    expect(credit.form.get('lines[0][unit_amount]')).toBe('2500');
    expect(credit.key).toBe('terms-credit-ref-1-job');
  });
});
