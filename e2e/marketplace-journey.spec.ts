import { devices, expect, type Page, test } from '@playwright/test';
import type { Earnings } from '../core/contracts/dispatch';
import { haversineMiles, type LatLng } from '../core/geo';
import { conditionReportViaApi, getJob, newPage, pngFile } from './api';
import { hoursOnTheRoad } from './db';
import {
  DEMO_PASSWORD,
  fillAddresses,
  fillCard,
  signInThroughUi,
  signUpThroughUi,
  trackingStatusCard,
  trackingStatusHeading,
} from './support';

/**
 * The acceptance, end to end: a client requests and pays; a driver's open /jobs shows the job
 * without reload; the driver agrees, uploads licence and selfie, accepts; the client's tracking shows
 * the driver; the driver completes pre-trip with photos; position updates reach the client's map live;
 * the driver delivers; the client confirms; the ledger shows two payouts summing to the driver's share,
 * and the share plus the platform's commission is the price.
 */

// The server's offline gazetteer measures Dallas to Detroit at 1,190 miles (great-circle miles between the
// ZIP codes' centres × 1.2): a $1,290.00 standard bobtail move, $2,319.53 with the driver's return and the fuel. The map places both ends at their ZIP codes.
const PICKUP = 'Dallas, TX 75201';
const DESTINATION = 'Detroit, MI 48217';
// The client pays the move's fee and, billed at cost up to them, the driver's flight home and the fuel.
const MOVE_FEE_CENTS = 129_000;
const PRICE_CENTS = MOVE_FEE_CENTS + 32_660 + 70_293;
const COMMISSION_CENTS = 19_350; // 15%: the demo driver has no paid subscription
const DRIVER_PAY_CENTS = 109_650;
const PAYOUT_CENTS = 54_825; // each of the two payouts: after pre-trip, after confirmed delivery

const AT_PICKUP = { latitude: 32.78, longitude: -96.8 };
const ON_THE_ROAD = { latitude: 33.43, longitude: -94.05 }; // Texarkana, on the way

/** Live events must beat the pages' 30 s fallback refetch by far. */
const LIVE = { timeout: 10_000 };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The tracking page's "N miles to go": straight-line miles to the destination (where the server placed
 * it) times the road factor 1.2.
 */
function milesToGo(from: { latitude: number; longitude: number }, destination: LatLng): string {
  const miles = haversineMiles({ lat: from.latitude, lng: from.longitude }, destination) * 1.2;
  return `${Math.round(miles).toLocaleString('en-US')} miles to go`;
}

async function earningsLine(driver: Page, jobId: string) {
  const res = await driver.request.get('/api/driver/earnings');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as Earnings).jobs.find((line) => line.jobId === jobId);
}

test('marketplace journey: request, pay, live dispatch, acceptance, pre-trip, live tracking, delivery, confirmation and payouts', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const driver = await newPage(browser, baseURL, {
    ...devices['Pixel 7'],
    geolocation: AT_PICKUP,
    permissions: ['geolocation'],
  });
  const driverContext = driver.context();
  const client = await newPage(browser, baseURL, devices['Pixel 7']);

  // The driver signs in and keeps the open jobs page up before anything is paid.
  await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/jobs');
  await expect(driver).toHaveURL(/\/jobs$/);
  await expect(driver.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();

  // The client signs up and requests a bobtail move through the form.
  await signUpThroughUi(client, {
    name: 'Jamie Journey',
    next: '/request?vehicleType=bobtail&distance=1190',
  });
  await expect(client).toHaveURL(/\/request\?vehicleType=bobtail&distance=1190$/);
  await fillAddresses(client, PICKUP, DESTINATION);
  await expect(client.getByText('Measured by Pathway between your two addresses.')).toBeVisible();
  await expect(client.getByTestId('request-distance')).toHaveText('1,190 miles');
  await expect(client.getByRole('region', { name: 'Price', exact: true })).toContainText('$2,319.53');
  await client.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(client).toHaveURL(
    new RegExp(`/checkout\\?amount=2319.53&recoveryRequestId=${UUID}&serviceType=bobtail$`),
  );
  const jobId = new URL(client.url()).searchParams.get('recoveryRequestId') ?? '';

  // Checkout with the test card.
  await expect(client.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(client.getByText('Test mode', { exact: true })).toBeVisible();
  // Before paying, the four lines of the price: the move (base and distance), the way home, the fuel.
  const lines = client.getByRole('region', { name: 'What you pay' });
  await expect(lines).toContainText('Base Rate$300.00');
  await expect(lines).toContainText('Distance Fee (990 mi)$990.00');
  await expect(lines).toContainText('Driver return$326.60');
  await expect(lines).toContainText('Fuel, billed at cost up to this amount$702.93');
  await expect(lines).toContainText('Total$2,319.53');
  await fillCard(client, '4242 4242 4242 4242');
  await client.getByRole('button', { name: 'Pay Now' }).click();
  await expect(client).toHaveURL(/\/payment-success\?/);
  await expect(client.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(client.getByRole('heading', { name: /^INV-\d+$/ })).toBeVisible();
  await expect(client.getByRole('row', { name: /Total Paid/ })).toContainText('$2,319.53');
  const requestTitle = client.getByRole('heading', { name: /^Request PW-\d+$/ });
  await expect(requestTitle).toBeVisible();
  const jobNumber = ((await requestTitle.textContent()) ?? '').replace('Request', '').trim();

  // The driver's open page shows the paid job without a reload.
  const card = driver.getByRole('article', { name: jobNumber, exact: true });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText('Bobtail');
  await expect(card).toContainText(PICKUP);
  await expect(card).toContainText(DESTINATION);
  await expect(card).toContainText('1,190 miles');
  await expect(card).toContainText('$1,096.50');

  // The client follows the request; nobody has it yet.
  await client.getByRole('link', { name: 'Track Your Request' }).click();
  await expect(client).toHaveURL(new RegExp(`/tracking\\?id=${jobId}$`));
  await expect(trackingStatusHeading(client)).toHaveText('Recovery in Progress');
  await expect(client.getByText('Waiting for a driver')).toBeVisible();

  // The driver agrees to the policy, sends licence and selfie, and accepts.
  await card.getByRole('button', { name: /View & Accept Job/ }).click();
  const dialog = driver.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Job Details' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Driver Policy Agreement' })).toBeVisible();
  await dialog.getByLabel('I have read and agree to the driver policy').check();
  await dialog.getByRole('button', { name: 'I Agree to All Terms' }).click();
  await expect(dialog.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
  await dialog.getByLabel('Upload your licence', { exact: true }).setInputFiles(pngFile('licence.png'));
  await dialog.getByLabel('Upload your face (selfie)', { exact: true }).setInputFiles(pngFile('selfie.png'));
  await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm Your Selfie' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use this selfie' }).click();
  await expect(dialog.getByRole('heading', { name: 'Ready to Accept' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Job accepted successfully! Head to the pickup location to begin the recovery process.',
  );

  // The client's tracking names the driver, live.
  await expect(client.getByText('Jordan Driver')).toBeVisible(LIVE);
  await expect(trackingStatusCard(client).getByText('Driver assigned', { exact: true })).toBeVisible();

  // Pickup: the condition report; the first payout is released.
  await dialog.getByRole('link', { name: 'Go to job' }).click();
  await expect(driver).toHaveURL(new RegExp(`/driver/jobs/${jobId}$`));
  // The pickup report (its screens have their own journey, driver-active-job.spec.ts).
  await expect(driver.getByRole('region', { name: 'Pickup report' })).toBeVisible();
  await conditionReportViaApi(driver.request, jobId, 'pickup', { odometer: 120_000 });
  await expect(driver.getByText('Sharing your location with the client')).toBeVisible();
  expect(await earningsLine(driver, jobId)).toMatchObject({
    payCents: DRIVER_PAY_CENTS,
    releasedCents: PAYOUT_CENTS,
    pendingCents: DRIVER_PAY_CENTS - PAYOUT_CENTS,
  });

  // The client sees the trip under way and the driver's position, then the move, live.
  await expect(trackingStatusCard(client).getByText('On the road', { exact: true })).toBeVisible(LIVE);
  await expect(client.getByRole('button', { name: /^Driver position, updated \d+ s ago$/ })).toHaveCount(
    1,
    LIVE,
  );
  const eta = client.getByTestId('tracking-eta');
  const destination = (await getJob(client.request, jobId)).destinationPosition!;
  await expect(eta).toContainText(milesToGo(AT_PICKUP, destination), LIVE);
  await hoursOnTheRoad(jobId, 4);
  await driverContext.setGeolocation(ON_THE_ROAD);
  await expect(eta).toContainText(milesToGo(ON_THE_ROAD, destination), LIVE);
  await expect(client.getByTestId('driver-position-status')).toContainText(/Live · updated \d+ s ago/);

  // The delivery report.
  await expect(driver.getByRole('region', { name: 'Delivery report' })).toBeVisible();
  await conditionReportViaApi(driver.request, jobId, 'delivery', {
    odometer: 121_190,
    receiverName: 'Dana Dock',
  });
  await expect(
    driver.getByRole('heading', { name: 'Waiting for the client to confirm delivery' }),
  ).toBeVisible();

  // The client confirms the delivery.
  const confirmButton = client.getByRole('button', { name: 'Confirm Delivery' });
  await expect(confirmButton).toBeVisible(LIVE);
  await expect(trackingStatusHeading(client)).toHaveText('Delivered');
  await confirmButton.click();
  const confirmDialog = client.getByRole('alertdialog');
  await confirmDialog.getByRole('button', { name: 'Confirm Delivery' }).click();
  await expect(client.getByText('Delivery confirmed', { exact: true })).toBeVisible();
  await expect(trackingStatusCard(client).getByText('Completed', { exact: true })).toBeVisible();
  await expect(trackingStatusHeading(client)).toHaveText('Recovery Complete');

  // The driver's page shows both payouts, live.
  await expect(driver.getByRole('heading', { name: 'Completed', exact: true })).toBeVisible(LIVE);
  await expect(
    driver.getByText('The client confirmed the delivery. Both payouts are released.'),
  ).toBeVisible();

  // Ledger: two payouts of $548.25 make the driver's share; share plus 15% commission is the move's fee.
  const line = await earningsLine(driver, jobId);
  expect(line).toMatchObject({
    jobNumber,
    status: 'completed',
    payCents: DRIVER_PAY_CENTS,
    releasedCents: DRIVER_PAY_CENTS,
    pendingCents: 0,
  });
  expect(2 * PAYOUT_CENTS).toBe(line?.releasedCents);
  const job = await getJob(client.request, jobId);
  expect(job).toMatchObject({
    status: 'completed',
    priceCents: PRICE_CENTS,
    driverPayCents: DRIVER_PAY_CENTS,
  });
  expect(COMMISSION_CENTS).toBe(Math.round(MOVE_FEE_CENTS * 0.15));
  expect((line?.payCents ?? 0) + COMMISSION_CENTS).toBe(MOVE_FEE_CENTS);

  // The driver dashboard shows the job's pay released in full.
  await driver.getByRole('link', { name: 'Driver dashboard' }).click();
  await driver.getByRole('tab', { name: 'Earnings' }).click();
  await expect(driver.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  const row = driver.getByRole('row', { name: new RegExp(`^${jobNumber}(?!\\d)`) });
  // The share, and the commission rate fixed at acceptance (no subscription: the trial's 15%).
  await expect(row.getByRole('cell').nth(0)).toHaveText('$1,096.5015% commission');
  await expect(row.getByRole('cell').nth(1)).toHaveText('$1,096.50');
  await expect(row.getByRole('cell').nth(2)).toHaveText('$0.00');

  await driverContext.close();
  await client.context().close();
});
