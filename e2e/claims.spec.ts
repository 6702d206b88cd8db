import { expect, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  newClientWithPaidJob,
  newPage,
  newVerifiedDriver,
} from './api';

const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

test('a client claims damage with the delivery report attached; the operator asks, the client answers, and a split decision reaches both', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, DESKTOP);
  const driver = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  await newVerifiedDriver(driver, admin, `Dale Dented ${Date.now().toString(36)}`);
  const job = await newClientWithPaidJob(client, 'Cora Claimant');
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');
  await conditionReportViaApi(driver.request, job.id, 'delivery', { receiverName: 'Rita Receiver' });

  // From the tracking page of the delivered move.
  await client.goto(`/tracking?id=${job.id}`);
  await client.getByRole('link', { name: 'Something wrong? Open a claim' }).click();
  const form = client.getByRole('form', { name: 'Open a claim' });
  await expect(form.getByLabel('Move')).toHaveValue(job.id);
  await form.getByLabel('About').selectOption('damage');
  await form.getByLabel('Amount claimed (USD)').fill('300');
  await form
    .getByLabel('What happened')
    .fill('A new dent on the rear door that the pickup report does not show.');
  await form.getByRole('button', { name: 'Open claim' }).click();
  await expect(client).toHaveURL(/\/claims\?id=/);
  const claimId = new URL(client.url()).searchParams.get('id')!;
  await expect(client.getByRole('region', { name: 'Evidence' })).toContainText('delivery');

  // The operator asks the client a question.
  await admin.goto(`/claims?id=${claimId}`);
  const thread = admin.getByRole('form', { name: 'Reply' });
  await thread.getByLabel('Ask').selectOption('client');
  await thread.getByLabel('Question').fill('Do you have a photo of the dent from the delivery?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText('Waiting for the client')).toBeVisible();

  // The client answers in the thread.
  await client.reload();
  await expect(client.getByText('Do you have a photo of the dent from the delivery?')).toBeVisible();
  const reply = client.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Your message').fill('Yes: it is the delivery photo of the rear.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByText('With Pathway')).toBeVisible();

  // The operator refunds $150 and charges the driver $150.
  await admin.reload();
  const decision = admin.getByRole('form', { name: 'Decision' });
  await decision.getByLabel('Decision').selectOption('split');
  await decision.getByLabel('Refund to the client (USD)').fill('150');
  await decision.getByLabel('Charge to the driver (USD)').fill('150');
  await decision
    .getByLabel('Reason (both parties read it)')
    .fill('The dent is new: half refunded, half charged');
  await decision.getByRole('button', { name: 'Decide' }).click();
  const outcome = admin.getByRole('region', { name: 'Decision' });
  await expect(outcome).toContainText('Refunded and charged to the driver');

  // Both sides see the result.
  await client.reload();
  await expect(client.getByRole('region', { name: 'Decision' })).toContainText(
    '$150.00 refunded to the client',
  );
  await driver.goto(`/claims?id=${claimId}`);
  await expect(driver.getByRole('region', { name: 'Decision' })).toContainText(
    '$150.00 charged to the driver',
  );
  await expect(driver.getByRole('region', { name: 'Decision' })).toContainText('The dent is new');
});
