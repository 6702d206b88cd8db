import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  newClientWithPaidJob,
  newPage,
  newVerifiedDriver,
} from './api';

const PHONE = { viewport: { width: 390, height: 844 } };

interface InvoiceAnswer {
  id: string;
  jobId: string;
  invoiceNumber: string;
  receiptUrl: string;
  amountPaidCents: number;
}

async function invoiceOf(client: Page, jobId: string): Promise<InvoiceAnswer> {
  const list = (await (await client.request.get('/api/invoices')).json()) as InvoiceAnswer[];
  return list.find((i) => i.jobId === jobId)!;
}

/** The invoice's PDF as the client downloads it from the invoice card. */
async function downloadedInvoicePdf(client: Page, jobId: string): Promise<Buffer> {
  await client.goto(`/payment-success?recoveryRequestId=${encodeURIComponent(jobId)}`);
  const download = client.waitForEvent('download');
  await client.getByRole('link', { name: 'Download PDF' }).click();
  return fs.readFile((await (await download).path())!);
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the settlement and a claim refund of part read their amount with the credit note, and the invoice never changes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  await newVerifiedDriver(driver, admin, `Mona Money ${Date.now().toString(36)}`);
  const job = await newClientWithPaidJob(client, 'Lena Ledger');
  const invoice = await invoiceOf(client, job.id);
  const issued = await downloadedInvoicePdf(client, job.id);
  expect(issued.subarray(0, 5).toString()).toBe('%PDF-');

  // The move runs to completion: the invoice the client downloads is the same file, byte for byte.
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');
  await conditionReportViaApi(driver.request, job.id, 'delivery', { receiverName: 'Rita Receiver' });
  // The operator books the driver's bus home ($120.00): with the way home known, completion settles.
  const ticketCents = 12_000;
  const booked = await admin.request.post(`/api/admin/jobs/${job.id}/return/ticket`, {
    data: {
      carrier: 'Greyhound',
      departsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      arrivesAt: new Date(Date.now() + 30 * 3_600_000).toISOString(),
      confirmation: 'GH-20931',
      costCents: ticketCents,
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  expect((await client.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`)).ok()).toBe(true);
  expect((await downloadedInvoicePdf(client, job.id)).equals(issued)).toBe(true);
  await expect(client.getByText(/commission|driver receives/i)).toHaveCount(0);
  const creditNumber = invoice.invoiceNumber.replace('INV-', 'CN-');

  // Completion settled the return and fuel lines: the fuel (no fill-up recorded here) and what the ticket
  // left of the return line come back to the card with a credit note against the same invoice.
  const unused = job.driverReturnCents - ticketCents + job.fuelCents;
  expect(unused).toBeGreaterThan(0);
  await client.goto('/payments');
  const settledRow = client.getByRole('listitem').filter({ hasText: invoice.invoiceNumber });
  const settled = settledRow.getByRole('region', {
    name: `Credit note ${creditNumber} against ${invoice.invoiceNumber}`,
  });
  await expect(settled).toContainText(`-${dollars(unused)}`);
  await expect(settled).toContainText('Unused fuel and driver return');

  // A claim, refunded $120 by the operator.
  const opened = await client.request.post('/api/claims', {
    data: {
      jobId: job.id,
      kind: 'damage',
      amountCents: 12_000,
      description: 'A scratched bumper that the pickup report does not show.',
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const decided = await admin.request.post(`/api/admin/claims/${(await opened.json()).id}/decision`, {
    data: {
      decision: 'refund',
      refundCents: 12_000,
      reason: 'New scratch, refunded at the repair estimate.',
    },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  const label = `Partially refunded: ${dollars(12_000 + unused)} of ${dollars(invoice.amountPaidCents)}`;

  // /payments: the invoice reads the ledger, with its credit note and the note's PDF beside it.
  await client.goto('/payments');
  const row = client.getByRole('listitem').filter({ hasText: invoice.invoiceNumber });
  await expect(row.getByRole('link', { name: new RegExp(invoice.invoiceNumber) })).toContainText(label);
  const credit = row.getByRole('region', {
    name: `Credit note ${creditNumber} against ${invoice.invoiceNumber}`,
  });
  await expect(credit).toContainText(`-${dollars(12_000 + unused)}`);
  await expect(credit).toContainText('repair estimate');
  const pdfLink = credit.getByRole('link', { name: /Credit note PDF/ });
  const creditPdf = await client.request.get((await pdfLink.getAttribute('href'))!);
  expect(creditPdf.headers()['content-type']).toContain('application/pdf');
  await expect(row.getByText(/^Refunded$/)).toHaveCount(0);

  // /payment-success for the move says the same, and the invoice file is still the one issued.
  expect((await downloadedInvoicePdf(client, job.id)).equals(issued)).toBe(true);
  await expect(client.getByRole('heading', { name: 'Payment Partially Refunded' })).toBeVisible();
  await expect(client.getByText(`${label}, credit note ${creditNumber}.`)).toBeVisible();

  // The move's own page (the client's job view) too.
  await client.goto(`/tracking?id=${job.id}`);
  await expect(client.getByTestId('job-payment-status')).toHaveText(label);
  await expect(client.getByRole('region', { name: new RegExp(`Credit note ${creditNumber}`) })).toBeVisible();

  for (const page of [admin, driver, client]) await page.context().close();
});

test('an instant payout shows its amount, fee and arrival and runs only once confirmed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  await newVerifiedDriver(driver, admin, `Ivan Instant ${Date.now().toString(36)}`);
  const account = await driver.request.post('/api/driver/payout-account', {
    data: {
      legalName: 'Ivan Instant',
      dateOfBirth: '1984-05-06',
      ssnLast4: '4321',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const job = await newClientWithPaidJob(client);
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');
  const earnings = async () => (await (await driver.request.get('/api/driver/earnings')).json()).instantQuote;
  await expect.poll(earnings).not.toBeNull();
  const quote = await earnings();

  await driver.goto('/driver?tab=earnings');
  const payMe = driver.getByRole('button', { name: `Pay me ${dollars(quote.netCents)} now` });
  await payMe.click();
  const dialog = driver.getByRole('alertdialog', { name: 'Send an instant payout?' });
  await expect(dialog).toContainText(`From your balance: ${dollars(quote.grossCents)}`);
  await expect(dialog).toContainText(`Instant payout fee: ${dollars(quote.feeCents)}`);
  await expect(dialog).toContainText(`To your bank: ${dollars(quote.netCents)}`);
  await expect(dialog).toContainText('Arrives: Today, usually within 30 minutes');

  // Not now: nothing is sent.
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(driver.getByRole('region', { name: 'Payouts to your bank' })).toHaveCount(0);

  // Asked once, then sent for the fee shown.
  await payMe.click();
  await dialog.getByRole('button', { name: `Send ${dollars(quote.netCents)}` }).click();
  await expect(driver.getByText(`${dollars(quote.netCents)} sent to your bank`).first()).toBeVisible();
  const payouts = driver.getByRole('region', { name: 'Payouts to your bank' });
  await expect(payouts).toContainText(`fee ${dollars(quote.feeCents)}`);

  // Only the last 4 of the SSN on file: earnings statements, not 1099-NEC ones.
  await expect(driver.getByText(/These are earnings statements/)).toBeVisible();
  await expect(driver.getByText('Year summary of your earnings:')).toBeVisible();

  for (const page of [admin, driver, client]) await page.context().close();
});
