import { expect, test } from '@playwright/test';
import { acceptAsDriver, conditionReportViaApi, createPaidRequest, newPage, newVerifiedDriver } from './api';
import { latestMail, operatorRequest } from './outbox';
import { newCustomer } from './support';

/** What a client is told matches the moment, on screen and by e-mail. */

const PHONE = { viewport: { width: 390, height: 844 } };
test.use(PHONE);

test('a connected client is e-mailed the driver assigned, the delivery to confirm, the claim decided and a cancellation with its refund; the success page of the completed move says it is complete', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const { email } = await newCustomer(page, 'Mona Moments');
  const driverName = `Dory Driver ${Date.now().toString(36)}`;
  await newVerifiedDriver(driver, admin, driverName);
  const job = await createPaidRequest(page.request);
  // The client keeps Pathway open on the move (connected): these e-mails go all the same.
  await page.goto(`/tracking?id=${job.id}`);
  await expect(page.getByText(job.jobNumber).first()).toBeVisible();

  await acceptAsDriver(driver.request, job.id);
  const assigned = await latestMail(baseURL!, email, 'job_accepted');
  expect(assigned.subject).toBe('Driver accepted');
  expect(assigned.body).toContain(`${driverName} accepted ${job.jobNumber} and is on the way to the pickup.`);

  await conditionReportViaApi(driver.request, job.id, 'pickup');
  await conditionReportViaApi(driver.request, job.id, 'delivery');
  const delivered = await latestMail(baseURL!, email, 'job_delivered');
  expect(delivered.subject).toBe('Truck delivered');
  expect(delivered.body).toContain(`${job.jobNumber} was delivered and is waiting for your confirmation.`);

  expect((await page.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`)).ok()).toBe(true);
  // The invoice link of a completed move: no dispatcher is about to call.
  await page.goto(`/payment-success?recoveryRequestId=${job.id}`);
  await expect(page.getByText('This move is complete. Thank you for moving with Pathway.')).toBeVisible();
  await expect(page.getByText('A dispatcher will contact you shortly')).toHaveCount(0);

  const claimed = await page.request.post('/api/claims', {
    data: {
      jobId: job.id,
      kind: 'damage',
      amountCents: 9_000,
      description: 'A cracked mirror that is not on the pickup report',
    },
  });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  const claim = (await claimed.json()) as { id: string; number: string };
  const operator = await operatorRequest(baseURL!);
  const decided = await operator.post(`/api/admin/claims/${claim.id}/decision`, {
    data: { decision: 'refund', refundCents: 9_000, reason: 'The delivery photos show the crack.' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  const decision = await latestMail(baseURL!, email, 'claim_decided');
  expect(decision.subject).toBe(`Claim ${claim.number} decided: refunded to the client`);
  expect(decision.body).toContain('$90.00 refunded to the client');
  expect(decision.body).toContain('The delivery photos show the crack.');

  // A second move, cancelled by the client before a driver takes it: the cancellation, then its refund.
  const second = await createPaidRequest(page.request);
  await page.goto(`/tracking?id=${second.id}`);
  await page.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(/Your request is cancelled and \$[\d,.]+ is refunded/).first()).toBeVisible();
  const cancelled = await latestMail(baseURL!, email, 'job_cancelled');
  expect(cancelled.body).toContain(`${second.jobNumber} was cancelled.`);
  const refund = await latestMail(baseURL!, email, 'job_refunded');
  expect(refund.subject).toBe(`Refund issued for ${second.jobNumber}`);
  expect(refund.body).toContain(`paid for ${second.jobNumber} is refunded to your card.`);

  // The bell has them too.
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByText(`Refund issued for ${second.jobNumber}`)).toBeVisible();
});

test('after starting a free trial the plans page marks the current plan and offers only changes', async ({
  page,
}) => {
  await newCustomer(page, 'Tia Trial');
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Subscribe Now to Client Monthly' }).click();
  await expect(page).toHaveURL(/\/subscribe\?clientSecret=.+&subscriptionId=.+/);
  // One free trial per card: a card of its own (subscriptions.spec.ts takes 4242… for its trial).
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();

  // A trial is a trial: started, with its end, not "your account has been activated".
  await expect(page.getByText('Your free trial has started')).toBeVisible();
  await expect(
    page.getByText(/Your 90-day free trial has started and ends on [A-Z][a-z]+ \d{1,2}, \d{4}\./),
  ).toBeVisible();
  await expect(page.getByText(/account has been activated/)).toHaveCount(0);

  await page.goto('/subscriptions');
  const current = page.locator('[aria-current="true"]');
  await expect(current).toContainText('Client Monthly');
  await expect(current).toContainText('Your current plan');
  await expect(page.getByRole('button', { name: /Subscribe Now/ })).toHaveCount(0);
  await page.getByRole('tab', { name: /Annual Billing/ }).click();
  const annual = page.getByRole('tabpanel');
  await expect(annual).toContainText('Client Annual');
  await expect(annual).toContainText('To switch to this plan, turn off auto-renew on your current plan');
  await expect(page.getByRole('button', { name: /Subscribe Now/ })).toHaveCount(0);

  // The plan sells only what it adds.
  await page.getByRole('tab', { name: /Monthly Billing/ }).click();
  await expect(current).not.toContainText(/GPS tracking|Route and ETA|document storage/i);
  await page.goto('/premium-features');
  await expect(page.getByRole('heading', { name: 'Priority Dispatch' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /Real-Time GPS|Route Optimization|Secure Document/ }),
  ).toHaveCount(0);
});
