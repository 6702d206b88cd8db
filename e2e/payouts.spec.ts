import { expect, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  newClientWithPaidJob,
  newPage,
  newVerifiedDriver,
} from './api';

const PHONE = { viewport: { width: 390, height: 844 } };

test('a new driver sets up payouts with the test bank, delivers a job, sees both halves paid and downloads the statement', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driver = await newPage(browser, baseURL, PHONE);
  const admin = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  await newVerifiedDriver(driver, admin, `Paula Payout${Date.now().toString(36)}`);

  // Without a payout account the driver may still work: a job driven to the end holds both halves.
  const job = await newClientWithPaidJob(client);
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');
  await conditionReportViaApi(driver.request, job.id, 'delivery', { receiverName: 'Rita Receiver' });
  expect((await client.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`)).ok()).toBe(true);

  // The dashboard asks for a payout account; the Earnings tab shows the held halves and sets it up.
  await driver.reload();
  const prompt = driver.getByRole('region', { name: 'Payouts' });
  await expect(prompt).toContainText('Set up payouts to get paid');
  await prompt.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(driver.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
  const halves = driver
    .getByRole('region', { name: 'Each half of your pay' })
    .getByRole('listitem')
    .filter({ hasText: job.jobNumber });
  await expect(halves.getByText('Held until your payout account is ready')).toHaveCount(2);

  // A bank number that is not a test one is refused on its field; the test bank sets it up.
  const form = driver.getByRole('form', { name: 'Payout account' });
  await expect(driver.getByText('Test mode.')).toBeVisible();
  await form.getByLabel('Legal name').fill('Paula Payout');
  await form.getByLabel('Date of birth').fill('1988-02-03');
  await form.getByLabel('SSN, last 4').fill('4321');
  await form.getByLabel('Routing number').fill('110000000');
  await form.getByLabel('Account number').fill('123456789');
  await form.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(form.getByText('Not a test bank number')).toBeVisible();
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(driver.getByText('Payout account ready').first()).toBeVisible();
  await expect(driver.getByText('Ready', { exact: true })).toBeVisible();
  await expect(driver.getByText(/the bank account ending 6789/)).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The held halves went to the payout account the moment it was ready.
  await expect(halves.getByText('In your payout account: goes out with the next daily payout')).toHaveCount(
    2,
  );

  // Instant payout: both halves paid to the bank, less the fee the button states.
  const instant = driver.getByRole('button', { name: /^Pay me \$[\d,.]+ now$/ });
  await instant.click();
  // Asked once, with the amount, the fee and when it arrives.
  const confirm = driver.getByRole('alertdialog', { name: 'Send an instant payout?' });
  await expect(confirm).toContainText('Instant payout fee: $');
  await confirm.getByRole('button', { name: /^Send \$/ }).click();
  await expect(driver.getByText(/sent to your bank/).first()).toBeVisible();
  await expect(halves.getByText('Paid to your bank')).toHaveCount(2);
  await expect(driver.getByRole('region', { name: 'Payouts to your bank' })).toContainText('instant');
  await expect(instant).toHaveCount(0);

  // The month's statement downloads with the job's two halves and the payout in it.
  const download = driver.waitForEvent('download');
  await driver.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pathway-statement-\d{4}-\d{2}\.csv$/);
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`${job.jobNumber}: first half (pre-trip)`);
  expect(csv).toContain(`${job.jobNumber}: second half (delivery)`);
  expect(csv).toContain('Instant payout to your bank');

  for (const page of [driver, admin, client]) await page.context().close();
});
