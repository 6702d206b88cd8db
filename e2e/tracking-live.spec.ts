import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signUpThroughUi } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const file = { name: 'p.png', mimeType: 'image/png', buffer: PNG };
const SIDES = ['front', 'rear', 'left', 'right'] as const;

const dallasToHouston = {
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Houston, TX 77002',
  distance: 1190,
  isWorking: true,
  isLoaded: false,
  serviceTime: 'now',
};

interface Job {
  id: string;
  jobNumber: string;
  price: number;
}

const statusHeading = (page: Page) => page.locator('#tracking-status-title');
const statusCard = (page: Page) => page.locator('[aria-labelledby="tracking-status-title"]');
const photos = (page: Page) => page.getByRole('region', { name: 'Photos' });

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Signs a new customer up through the UI and waits for the profile. */
async function newCustomer(page: Page, name: string) {
  await signUpThroughUi(page, { name, next: '/profile' });
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

async function createRequest(page: Page): Promise<Job> {
  const res = await page.request.post('/api/recovery-requests', { data: dallasToHouston });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Job;
}

/** Pays a request with the test gateway, all through the API (the browser's cookies). */
async function pay(page: Page, job: Job) {
  const intentRes = await page.request.post('/api/create-payment-intent', {
    data: { amount: job.price, recoveryRequestId: job.id },
  });
  expect(intentRes.ok(), await intentRes.text()).toBeTruthy();
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  const confirmed = await page.request.post(
    `/api/test-gateway/payment-intents/${encodeURIComponent(intent.paymentIntentId)}/confirm`,
    {
      data: {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    },
  );
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const paid = await page.request.post('/api/payment-success', {
    data: { paymentIntentId: intent.paymentIntentId, recoveryRequestId: job.id },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

/** The demo driver's API calls for one job. */
function driverApi(request: APIRequestContext, jobId: string) {
  const base = `/api/recovery-requests/${jobId}`;
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBeTruthy();
    return res;
  };
  return {
    async accept() {
      await ok(await request.post(`${base}/driver-agreement`, { data: { agreed: true } }));
      await ok(await request.post(`${base}/identity/license`, { multipart: { file } }));
      await ok(await request.post(`${base}/identity/selfie`, { multipart: { file } }));
      await ok(await request.patch(`${base}/status`, { data: { status: 'accepted' } }));
    },
    async photos(stage: 'before' | 'after') {
      for (const angle of SIDES) {
        await ok(await request.post(`${base}/photos`, { multipart: { stage, angle, file } }));
      }
    },
    async pretrip() {
      const checklist = Object.fromEntries(
        [
          'tires',
          'lights',
          'brakes',
          'airLines',
          'mirrors',
          'horn',
          'wipers',
          'fluidLeaks',
          'dashboardWarnings',
          'documents',
        ].map((key) => [key, 'ok']),
      );
      await ok(await request.post(`${base}/pretrip`, { data: { checklist, odometer: 1000 } }));
    },
    async location(lat: number, lng: number) {
      await ok(await request.post(`${base}/location`, { data: { lat, lng } }));
    },
    async deliver() {
      await ok(
        await request.post(`${base}/delivery`, { data: { odometer: 2190, recipientName: 'Sam Receiver' } }),
      );
    },
  };
}

test.describe('live tracking', () => {
  test('the client watches the driver accept, move and deliver, then confirms delivery', async ({
    browser,
    baseURL,
  }) => {
    const client = await newPage(browser, baseURL);
    const driverPage = await newPage(browser, baseURL);

    await newCustomer(client, 'Lena Livewatch');
    const job = await createRequest(client);
    await pay(client, job);

    const login = await driverPage.request.post('/api/auth/login', {
      data: { email: 'driver@demo.pathway', password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBeTruthy();
    const driver = driverApi(driverPage.request, job.id);

    await client.goto(`/tracking?id=${job.id}`);
    await expect(statusHeading(client)).toHaveText('Recovery in Progress');
    await expect(client.getByText('Waiting for a driver')).toBeVisible();
    // Paid but not accepted: the owner may still cancel (with a refund).
    await expect(client.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(photos(client)).toHaveCount(0);

    // Accepted: the driver card fills in live.
    await driver.accept();
    await expect(client.getByText('Jordan Driver')).toBeVisible();
    await expect(statusCard(client).getByText('Driver assigned', { exact: true })).toBeVisible();
    await expect(client.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

    // Pre-trip with before-photos: on the road, the photos appear.
    await driver.photos('before');
    await driver.pretrip();
    await expect(statusCard(client).getByText('On the road', { exact: true })).toBeVisible();
    const before = photos(client).getByRole('region', { name: 'Before transport' });
    await expect(before.getByRole('img')).toHaveCount(4);
    await expect(before.getByRole('img', { name: 'Before transport, front side' })).toBeVisible();
    const frontLink = before.getByRole('link', { name: /Before transport, front side/ });
    await expect(frontLink).toHaveAttribute('target', '_blank');
    await expect(frontLink).toHaveAttribute('href', /^\/api\/files\//);
    await expect(photos(client).getByRole('region', { name: 'After delivery' })).toHaveCount(0);

    // No position yet: the server's ETA, no live marker.
    const eta = client.getByTestId('tracking-eta');
    await expect(eta).toBeVisible();
    await expect(eta).not.toContainText('miles to go');
    await expect(client.getByRole('button', { name: /^Driver position/ })).toHaveCount(0);

    // The driver reports a position: marker, Live, and the ETA from the remaining distance.
    await driver.location(31.9, -96.1);
    await expect(eta).toContainText(/ETA .*\d{1,2}:\d{2} [AP]M · \d{3} miles to go/);
    const firstEta = await eta.textContent();
    await expect(client.getByTestId('driver-position-status')).toContainText(/Live · updated \d+ s ago/);
    await expect(client.getByRole('button', { name: /^Driver position, updated \d+ s ago$/ })).toHaveCount(1);
    await expect(client.getByText(/^Driver: (\d+ h )?\d+ min away$|^Driver: \d+ h away$/)).toBeVisible();

    // Closer to Houston: fewer miles to go, still without a reload.
    await driver.location(30.5, -95.6);
    await expect(eta).not.toHaveText(firstEta ?? '');
    await expect(eta).toContainText(/ETA .* · \d{2} miles to go/);

    // Delivery: after-photos, then the client confirms.
    await driver.photos('after');
    await driver.deliver();
    const confirmButton = client.getByRole('button', { name: 'Confirm Delivery' });
    await expect(confirmButton).toBeVisible();
    await expect(statusHeading(client)).toHaveText('Delivered');
    await expect(client.getByText(/confirms itself 24 hours/)).toBeVisible();
    await expect(photos(client).getByRole('region', { name: 'After delivery' }).getByRole('img')).toHaveCount(
      4,
    );
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
    const job = await createRequest(page);

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
