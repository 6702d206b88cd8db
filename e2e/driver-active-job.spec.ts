import { devices, expect, test } from '@playwright/test';
import { pretripItems } from '../core/contracts/dispatch';
import { formatUsd } from '../core/money';
import { acceptAsDriver, getJob, newClientWithPaidJob, newPage, pngFile } from './api';
import { DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

const SIDES = ['Front photo', 'Rear photo', 'Driver side photo', 'Passenger side photo'];

test.describe('driver active job', () => {
  test('the driver inspects, drives with live position and delivers; earnings show the first payout', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const client = await newPage(browser, baseURL, devices['Pixel 7']);
    const clientContext = client.context();
    const driver = await newPage(browser, baseURL, {
      ...devices['Pixel 7'],
      geolocation: { latitude: 32.78, longitude: -96.8 },
      permissions: ['geolocation'],
    });
    const driverContext = driver.context();

    const job = await newClientWithPaidJob(client);
    await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/driver');
    const accepted = await acceptAsDriver(driver.request, job.id);
    expect(accepted.driverPayCents).toBeGreaterThan(0);
    const pay = accepted.driverPayCents!;
    const firstPayout = Math.floor(pay / 2);

    // Dashboard: the job is listed and offered as the one to continue.
    await driver.goto('/driver');
    await expect(driver.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
    const listed = driver.getByRole('link', { name: new RegExp(job.jobNumber) }).filter({ hasText: '→' });
    await expect(listed).toContainText('Dallas, TX 75201 → Detroit, MI 48217');
    await expect(listed).toContainText('Pre-trip inspection');
    await expect(listed).toContainText(formatUsd(pay));
    const current = driver.getByRole('region', { name: 'Current job' });
    await expect(current).toContainText(job.jobNumber);
    await current.getByRole('link', { name: /Continue/ }).click();
    await expect(driver).toHaveURL(new RegExp(`/driver/jobs/${job.id}$`));

    // Header.
    await expect(driver.getByRole('heading', { name: job.jobNumber })).toBeVisible();
    await expect(driver.getByText('1,190 miles')).toBeVisible();
    await expect(driver.getByText('Bobtail', { exact: true })).toBeVisible();
    await expect(driver.locator('header').filter({ hasText: job.jobNumber })).toContainText(formatUsd(pay));

    // Pre-trip: the start button waits for everything.
    await expect(driver.getByRole('heading', { name: 'Pre-trip inspection' })).toBeVisible();
    const start = driver.getByRole('button', { name: 'Complete pre-trip & start trip' });
    await expect(start).toBeDisabled();
    for (const item of pretripItems) {
      if (item.optional) {
        await driver.getByRole('checkbox', { name: `Not present: ${item.label}`, exact: true }).check();
      } else {
        await driver.getByRole('checkbox', { name: item.label, exact: true }).check();
      }
    }
    await expect(driver.getByText(`${pretripItems.length} of ${pretripItems.length} checked`)).toBeVisible();
    for (const side of SIDES) {
      await driver.getByLabel(side, { exact: true }).setInputFiles(pngFile('side.png'));
    }
    // Each side shows the stored photo from the server once uploaded.
    for (const name of ['Front', 'Rear', 'Driver side', 'Passenger side']) {
      await expect(driver.getByRole('img', { name: `${name}, before the trip` })).toHaveAttribute(
        'src',
        /^\/api\/files\//,
      );
    }
    await expect(start).toBeDisabled();
    await driver.getByLabel('Odometer reading (miles)').fill('120000');
    await expect(start).toBeEnabled();
    await start.click();
    await expect(
      driver.getByText(`Pre-trip complete. Your first 50% payout (${formatUsd(firstPayout)}) was released.`, {
        exact: true,
      }),
    ).toBeVisible();

    // On the road: the position reaches the server and the client sees it.
    await expect(driver.getByRole('heading', { name: 'On the road' })).toBeVisible();
    await expect(driver.getByText('Sharing your location with the client')).toBeVisible();
    await expect(driver.getByText(/Last sent at/)).toBeVisible();
    const clientSees = async () => (await getJob(client.request, job.id)).lastPosition;
    await expect.poll(async () => (await clientSees())?.lat).toBeCloseTo(32.78, 4);
    // A big move (about 1.1 km) is sent at once, well before the 15 s interval.
    await driverContext.setGeolocation({ latitude: 32.79, longitude: -96.8 });
    await expect.poll(async () => (await clientSees())?.lat, { timeout: 8000 }).toBeCloseTo(32.79, 4);

    // Delivery.
    await expect(driver.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
    await expect(driver.getByText('At pickup: 120,000 miles. The reading cannot be lower.')).toBeVisible();
    const record = driver.getByRole('button', { name: 'Record delivery' });
    await expect(record).toBeDisabled();
    for (const side of SIDES) {
      await driver.getByLabel(side, { exact: true }).setInputFiles(pngFile('after.png'));
    }
    await expect(driver.getByRole('img', { name: 'Passenger side, at delivery' })).toBeVisible();
    await driver.getByLabel('Odometer at delivery (miles)').fill('119999');
    await driver.getByLabel('Recipient name').fill('Dana Dock');
    await expect(driver.getByText('The odometer cannot be lower than at pickup (120,000).')).toBeVisible();
    await expect(record).toBeDisabled();
    await driver.getByLabel('Odometer at delivery (miles)').fill('120450');
    await expect(record).toBeEnabled();
    await record.click();

    await expect(
      driver.getByRole('heading', { name: 'Waiting for the client to confirm delivery' }),
    ).toBeVisible();
    await expect(driver.getByText(/confirms itself 24\s+hours after/)).toBeVisible();
    await expect(driver.getByRole('img', { name: 'Front, at delivery' })).toBeVisible();

    // Earnings: the first payout released, the second pending.
    await driver.getByRole('link', { name: 'Driver dashboard' }).click();
    await driver.getByRole('tab', { name: 'Earnings' }).click();
    await expect(driver.getByRole('heading', { name: 'Earnings' })).toBeVisible();
    const row = driver.getByRole('row', { name: new RegExp(job.jobNumber) });
    await expect(row).toContainText(formatUsd(pay));
    await expect(row.getByRole('cell').nth(1)).toHaveText(formatUsd(firstPayout));
    await expect(row.getByRole('cell').nth(2)).toHaveText(formatUsd(pay - firstPayout));
    await expect(
      driver.getByRole('link', { name: new RegExp(job.jobNumber) }).filter({ hasText: '→' }),
    ).toContainText('Awaiting confirmation');

    await clientContext.close();
    await driverContext.close();
  });

  test('signed-out visitors are asked to sign in and clients see Drivers Only', async ({ page }) => {
    await page.goto('/driver');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/driver')}`,
    );
    await signUpThroughUi(page, { name: 'Cliff Client', next: '/driver' });
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByRole('heading', { name: 'Drivers Only' })).toBeVisible();
    await expect(page.getByText('The driver dashboard is only available for drivers.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Switch your role/ })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Request Recovery', exact: true })).toHaveAttribute(
      'href',
      '/request',
    );
    await expect(page.getByRole('link', { name: 'Track Recovery', exact: true })).toHaveAttribute(
      'href',
      '/tracking',
    );
  });
});
