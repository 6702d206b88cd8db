import { expect, type Page, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  createRequest,
  newPage,
  sendLocationViaApi,
  signInViaApi,
} from './api';
import { hoursOnTheRoad } from './db';
import {
  newCustomer,
  trackingStatusCard as statusCard,
  trackingStatusHeading as statusHeading,
} from './support';

/** The signed record of the truck on the tracking page. */
const record = (page: Page) => page.getByRole('region', { name: 'Condition of the truck' });

test.describe('live tracking', () => {
  test('the client watches the driver accept, move and deliver, then confirms delivery', async ({
    browser,
    baseURL,
  }) => {
    const client = await newPage(browser, baseURL);
    const driverPage = await newPage(browser, baseURL);

    await newCustomer(client, 'Lena Livewatch');
    // Dallas to Houston, so the driver's positions below are on the way.
    const job = await createPaidRequest(client.request, { destination: 'Houston, TX 77002', distance: 271 });

    await signInViaApi(driverPage.request, 'driver@demo.pathway');
    const driver = driverPage.request;

    await client.goto(`/tracking?id=${job.id}`);
    await expect(statusHeading(client)).toHaveText('Recovery in Progress');
    await expect(client.getByText('Waiting for a driver')).toBeVisible();
    // Paid but not accepted: the owner may still cancel (with a refund).
    await expect(client.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(record(client)).toHaveCount(0);

    // Accepted: the driver card fills in live.
    await acceptAsDriver(driver, job.id);
    await expect(client.getByText('Jordan Driver')).toBeVisible();
    await expect(statusCard(client).getByText('Driver assigned', { exact: true })).toBeVisible();
    await expect(client.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

    // The pickup report: on the road, the signed condition at pickup and the bill of lading appear.
    await conditionReportViaApi(driver, job.id, 'pickup');
    await expect(statusCard(client).getByText('On the road', { exact: true })).toBeVisible();
    const atPickup = record(client).getByRole('region', { name: 'At pickup' });
    await expect(atPickup.getByRole('list', { name: 'Photos at pickup' }).getByRole('img')).toHaveCount(6);
    const front = atPickup.getByRole('img', { name: /^Front, / });
    await expect(front).toBeVisible();
    await expect(front.locator('xpath=..')).toHaveAttribute('href', /^\/api\/files\//);
    await expect(atPickup.getByRole('img', { name: 'Signature of Carla Shipper' })).toBeVisible();
    await expect(record(client).getByRole('link', { name: 'Bill of lading (PDF)' })).toHaveAttribute(
      'href',
      `/api/recovery-requests/${job.id}/bol.pdf`,
    );
    await expect(record(client).getByRole('region', { name: 'At delivery' })).toHaveCount(0);

    // No position yet: the ETA from the pickup (with the driving-hour rules), no live marker.
    const eta = client.getByTestId('tracking-eta');
    await expect(eta).toBeVisible();
    await expect(eta).toContainText(/^Arrives \w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M [A-Z]{3,4} at /);
    await expect(eta).toContainText('of driving from the pickup');
    await expect(client.getByRole('button', { name: /^Driver position/ })).toHaveCount(0);

    // The driver reports a position: marker, Live, and the ETA from the remaining distance.
    await sendLocationViaApi(driver, job.id, 31.9, -96.1);
    await expect(eta).toContainText(
      /^Arrives \w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M [A-Z]{3,4} at .* \d{3} miles to go · /,
    );
    await expect(eta).not.toContainText('from the pickup');
    const firstEta = await eta.textContent();
    await expect(client.getByTestId('driver-position-status')).toContainText(/Live · updated \d+ s ago/);
    await expect(client.getByRole('button', { name: /^Driver position, updated \d+ s ago$/ })).toHaveCount(1);
    // On the road: the time to the destination (before pickup it would be the time to the pickup).
    await expect(
      client.getByText(/^Truck: (\d+ h )?\d+ min from the destination$|^Truck: \d+ h from the destination$/),
    ).toBeVisible();

    // Closer to Houston: fewer miles to go, still without a reload.
    await hoursOnTheRoad(job.id, 2);
    await sendLocationViaApi(driver, job.id, 30.5, -95.6);
    await expect(eta).not.toHaveText(firstEta ?? '');
    await expect(eta).toContainText(/ \d{2} miles to go · /);

    // The delivery report, then the client confirms.
    await conditionReportViaApi(driver, job.id, 'delivery', { receiverName: 'Sam Receiver' });
    const confirmButton = client.getByRole('button', { name: 'Confirm Delivery' });
    await expect(confirmButton).toBeVisible();
    await expect(statusHeading(client)).toHaveText('Delivered');
    await expect(client.getByText(/confirms itself 24 hours/)).toBeVisible();
    await expect(
      record(client)
        .getByRole('region', { name: 'At delivery' })
        .getByRole('list', { name: 'Photos at delivery' })
        .getByRole('img'),
    ).toHaveCount(6);
    await expect(client.getByTestId('driver-position-status')).toHaveCount(0);

    // A refusal shows the server's message and leaves the job as it was.
    await client.route(`**/api/recovery-requests/${job.id}/confirm-delivery`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Only a delivered vehicle can be confirmed.' }),
      }),
    );
    await confirmButton.click();
    const dialog = client.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(
      client.getByText('Only a delivered vehicle can be confirmed.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(statusHeading(client)).toHaveText('Delivered');
    await client.unroute(`**/api/recovery-requests/${job.id}/confirm-delivery`);

    await confirmButton.click();
    await expect(dialog).toContainText(
      "Confirm that your vehicle arrived as described? This releases the driver's final payment.",
    );
    await dialog.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(client.getByText('Delivery confirmed', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(statusCard(client).getByText('Completed', { exact: true })).toBeVisible();
    await expect(statusHeading(client)).toHaveText('Recovery Complete');
    await expect(confirmButton).toHaveCount(0);

    // A second confirmation is refused with the server's message.
    const again = await client.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`);
    expect(again.status()).toBe(409);

    await client.context().close();
    await driverPage.context().close();
  });

  test('a pending unpaid request is cancelled from tracking and stops being the current one', async ({
    page,
  }) => {
    await newCustomer(page, 'Cora Canceller');
    const job = await createRequest(page.request);

    await page.goto(`/tracking?id=${job.id}`);
    await expect(statusHeading(page)).toHaveText('Payment Required');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('currentRecoveryRequestId')))
      .toBe(job.id);

    await page.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('nothing will be charged');
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(dialog).toBeHidden();

    await expect(statusHeading(page)).toHaveText('Request Cancelled');
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${job.id}$`));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentRecoveryRequestId'))).toBeNull();

    const res = await page.request.get(`/api/recovery-requests/${job.id}`);
    expect(((await res.json()) as { status: string }).status).toBe('cancelled');
  });
});
