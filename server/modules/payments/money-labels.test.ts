import { formatUsd } from '@core/money';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let operator: SignedUpUser;

const SELLER = {
  SELLER_LEGAL_NAME: 'Pathway Test Recovery LLC',
  SELLER_ADDRESS: '500 Ledger Lane, Tulsa, OK 74103',
  SELLER_TAX_ID: '98-7654321',
};

beforeAll(async () => {
  ctx = await createTestApp(SELLER);
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

interface InvoiceAnswer {
  id: string;
  jobId: string;
  invoiceNumber: string;
  status: string;
  statusLabel: string;
  refundedCents: number;
  receiptUrl: string;
  items: { description: string }[];
  seller: { legalName: string; address: string; taxId: string };
  creditNote: {
    number: string;
    amountCents: number;
    reason: string;
    issuedAt: string;
    pdfUrl: string;
  } | null;
}

/** The job's invoice as /payments lists it (the client's whole list, then this job's). */
async function listedInvoice(client: SignedUpUser, jobId: string): Promise<InvoiceAnswer> {
  const list = await req(client, 'GET', '/api/invoices');
  expect(list.statusCode, list.body).toBe(200);
  return (list.json() as InvoiceAnswer[]).find((i) => i.jobId === jobId)!;
}

async function pdfOf(user: SignedUpUser, url: string): Promise<Buffer> {
  const res = await req(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}

describe('payment statuses from the ledger', () => {
  it('a claim refund reads "Partially refunded: $120.00 of …" with its credit note, and the invoice never changes', async () => {
    const client = await signUp(ctx.app, { name: 'Carla Client' });
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    const paid = await listedInvoice(client, job.id);
    expect(paid).toMatchObject({ status: 'paid', statusLabel: 'Paid', refundedCents: 0, creditNote: null });
    expect(paid.seller).toEqual({
      legalName: SELLER.SELLER_LEGAL_NAME,
      address: SELLER.SELLER_ADDRESS,
      taxId: SELLER.SELLER_TAX_ID,
    });
    const issued = await pdfOf(client, paid.receiptUrl);

    await acceptJob(ctx, driver, job.id);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const confirmed = await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Completed: the same invoice, byte for byte, with no commission or driver pay on it.
    const completed = await listedInvoice(client, job.id);
    expect(completed.items).toEqual(paid.items);
    expect(completed.items.map((i) => i.description).join(' ')).not.toMatch(/commission|driver receives/i);
    expect((await pdfOf(client, paid.receiptUrl)).equals(issued)).toBe(true);

    const opened = await req(client, 'POST', '/api/claims', {
      jobId: job.id,
      kind: 'damage',
      amountCents: 12_000,
      description: 'A scratched bumper that the pickup report does not show',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const decided = await req(operator, 'POST', `/api/admin/claims/${opened.json().id}/decision`, {
      decision: 'refund',
      refundCents: 12_000,
      reason: 'New scratch on the bumper, refunded at the repair estimate.',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    // The return and fuel wait for the driver's way home (their settlement is tested in tripcosts): the
    // credit note is the claim's.
    const refunded = await listedInvoice(client, job.id);
    expect(refunded).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 12_000,
      statusLabel: `Partially refunded: ${formatUsd(12_000)} of ${formatUsd(job.priceCents)}`,
      creditNote: {
        number: paid.invoiceNumber.replace('INV-', 'CN-'),
        amountCents: 12_000,
        reason: expect.stringContaining('repair estimate'),
        pdfUrl: `/api/invoices/${paid.id}/credit-note/pdf`,
      },
    });
    // The job's own invoice list (the client's job views) says the same.
    const forJob = (await req(client, 'GET', `/api/recovery-requests/${job.id}/invoices`)).json();
    expect(forJob[0].statusLabel).toBe(refunded.statusLabel);
    const credit = await pdfOf(client, refunded.creditNote!.pdfUrl);
    expect(credit.subarray(0, 5).toString()).toBe('%PDF-');
    // The refund is the credit note: the invoice's PDF is still the one issued.
    expect((await pdfOf(client, paid.receiptUrl)).equals(issued)).toBe(true);

    // Nobody else reads either document.
    const stranger = await signUp(ctx.app);
    expect((await req(stranger, 'GET', refunded.creditNote!.pdfUrl)).statusCode).toBe(404);
    expect((await req(stranger, 'GET', paid.receiptUrl)).statusCode).toBe(404);
  });

  it('an operator cancellation refunding part reads "Partially refunded: $500.00 of …" everywhere', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: 50_000,
      reason: 'Client changed plans',
    });
    expect(res.statusCode, res.body).toBe(200);
    const label = `Partially refunded: $500.00 of ${formatUsd(job.priceCents)}`;
    const invoice = await listedInvoice(client, job.id);
    expect(invoice).toMatchObject({
      status: 'partially_refunded',
      statusLabel: label,
      creditNote: { amountCents: 50_000, reason: 'Client changed plans' },
    });
    const panel = (await req(operator, 'GET', `/api/admin/jobs/${job.id}`)).json();
    expect(panel.paymentStatus).toBe(label);
    // A job without a credit note has no credit note document.
    const other = await paidJob(ctx, client);
    const plain = await listedInvoice(client, other.id);
    expect((await req(client, 'GET', `/api/invoices/${plain.id}/credit-note/pdf`)).statusCode).toBe(404);
  });

  it('a full refund of a client cancellation reads "Refunded: …"', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const cancelled = await req(client, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await listedInvoice(client, job.id)).toMatchObject({
      status: 'refunded',
      statusLabel: `Refunded: ${formatUsd(job.priceCents)}`,
      refundedCents: job.priceCents,
    });
  });
});
