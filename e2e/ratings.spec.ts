import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  newClientWithPaidJob,
  newPage,
  newVerifiedDriver,
} from './api';

const PHONE = { viewport: { width: 390, height: 844 } };

/** A move by this driver for a new client, driven and confirmed: completed. */
async function completedMove(client: Page, driver: APIRequestContext) {
  const job = await newClientWithPaidJob(client, 'Rosa Rater');
  await acceptAsDriver(driver, job.id);
  await conditionReportViaApi(driver, job.id, 'pickup');
  await conditionReportViaApi(driver, job.id, 'delivery', { receiverName: 'Rita Receiver' });
  expect((await client.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`)).ok()).toBe(true);
  return job;
}

/** Picks n stars in the group named `legend`. */
async function stars(scope: ReturnType<Page['getByRole']>, legend: string, n: number) {
  await scope
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: `${n} star` })
    .check();
}

test('a client and a driver rate each other, both ratings show, and the driver’s next job shows the new average', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const driverName = `Dora Rated ${Date.now().toString(36)}`;
  await newVerifiedDriver(driver, admin, driverName);

  // Two earlier moves, rated both ways through the API: still a new driver (under 3 ratings).
  for (const overall of [5, 4]) {
    const earlier = await newPage(browser, baseURL, PHONE);
    const job = await completedMove(earlier, driver.request);
    expect(
      (
        await earlier.request.post(`/api/recovery-requests/${job.id}/rating`, {
          data: { overall, aspects: { timeliness: overall, communication: 5, care: 5 } },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await driver.request.post(`/api/recovery-requests/${job.id}/rating`, {
          data: { overall: 5, aspects: { accuracy: 5, readiness: 5 } },
        })
      ).ok(),
    ).toBe(true);
  }

  // The third move: the client rates on the tracking page.
  const client = await newPage(browser, baseURL, PHONE);
  const job = await completedMove(client, driver.request);
  await client.goto(`/tracking?id=${job.id}`);
  await expect(client.getByText('New driver: fewer than 3 ratings yet')).toBeVisible();
  const form = client.getByRole('form', { name: 'Your rating' });
  await stars(form, 'Overall', 3);
  await stars(form, 'Timeliness', 3);
  await stars(form, 'Communication', 4);
  await stars(form, 'Care of the vehicle', 5);
  await form.getByLabel('Comment (optional)').fill('Late by an hour, truck in perfect shape');
  await form.getByRole('button', { name: 'Send rating' }).click();
  // Saved: the form now changes the rating (for 7 days).
  await expect(form.getByRole('button', { name: 'Change rating' })).toBeVisible();

  // The driver sees they were rated, rates back, and then both ratings show.
  await driver.goto(`/driver/jobs/${job.id}`);
  await expect(driver.getByText('the client rated you: rate them to see it.')).toBeVisible();
  const back = driver.getByRole('form', { name: 'Your rating' });
  await stars(back, 'Overall', 5);
  await stars(back, 'Accuracy of the listing', 5);
  await stars(back, 'Ready at pickup and delivery', 4);
  await back.getByRole('button', { name: 'Send rating' }).click();
  const theirs = driver.getByRole('region', { name: 'the client rated you' });
  await expect(theirs).toContainText('Late by an hour, truck in perfect shape');
  await client.reload();
  await expect(client.getByRole('region', { name: `${driverName} rated you` })).toBeVisible();

  // Three public ratings (5, 4, 3): the driver's card on the client's next job shows 4.0 from 3.
  const next = await createPaidRequest(client.request);
  await acceptAsDriver(driver.request, next.id);
  await client.goto(`/tracking?id=${next.id}`);
  await expect(client.getByText('4.0 ★ (3)')).toBeVisible();
  await driver.goto('/driver?tab=stats');
  await expect(driver.getByText('4.0 ★ from 3 clients.')).toBeVisible();
});
