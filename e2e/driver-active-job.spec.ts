import { devices, expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../core/money';
import { pdfText } from '../server/test/pdf-text';
import { acceptAsDriver, DEMO_VIN, getJob, newClientWithPaidJob, newPage, pngFile } from './api';
import { sign } from './condition-report';
import { signInAsOperator } from './operator';
import { DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

/** The driver's phone's stated accuracy (metres) in town. */
const COARSE_FIX_METERS = 600;

const PHOTOS = ['Front', 'Rear', 'Driver side', 'Passenger side', 'Odometer', 'VIN plate'];

/** The truck's identity, odometer and fuel (and, at delivery, who receives it), saved on the phone. */
async function fillTruck(driver: Page, odometer: string, receiver?: { receiver: string; email: string }) {
  await driver.getByLabel('VIN', { exact: true }).fill(DEMO_VIN);
  await driver.getByLabel('Plate', { exact: true }).fill('TX 4KL-221');
  await driver.getByLabel('Odometer (miles)').fill(odometer);
  await driver.getByLabel('Make', { exact: true }).fill('Freightliner');
  await driver.getByLabel('Model', { exact: true }).fill('Cascadia');
  await driver.getByText('1/2', { exact: true }).click();
  if (receiver) {
    await driver.getByLabel('Received by').fill(receiver.receiver);
    await driver.getByLabel("Receiver's e-mail (for their copy)").fill(receiver.email);
  }
  await driver.getByRole('button', { name: "Save the truck's details" }).click();
  await expect(driver.getByText('Saved on this phone.')).toBeVisible();
}

async function takePhotos(driver: Page) {
  for (const label of PHOTOS)
    await driver.getByLabel(`${label} photo`, { exact: true }).setInputFiles(pngFile(`${label}.png`));
}

/** Taps the diagram of one side at a spot (fractions of its width and height) and describes the damage. */
async function markDamage(driver: Page, side: string, type: string, at: { x: number; y: number }) {
  await driver.getByRole('tab', { name: new RegExp(`^${side}`) }).click();
  const diagram = driver.getByRole('button', { name: new RegExp(`^${side} of the vehicle: tap`) });
  // Positions relative to the element, checked stable and uncovered by Playwright (pages still settle
  // while photos load).
  const box = (await diagram.boundingBox())!;
  await diagram.click({ position: { x: box.width * at.x, y: box.height * at.y } });
  const form = driver.getByRole('form', { name: 'Damage mark' });
  await form.getByRole('button', { name: type, exact: true }).click();
  await form.getByLabel('Close-up photo').setInputFiles(pngFile('close-up.png'));
  await form.getByRole('button', { name: 'Add the mark' }).click();
  await expect(form).toHaveCount(0);
}

test.describe('driver active job', () => {
  test('the driver picks up with two marks and the client’s signature, drives, delivers offline with a new dent; the BOL has it all and the second payout waits', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const client = await newPage(browser, baseURL, devices['Pixel 7']);
    const clientContext = client.context();
    const driver = await newPage(browser, baseURL, {
      ...devices['Pixel 7'],
      // A coarse fix (cell towers, 600 m), as phones give in town: the 1.1 km move below, seconds
      // later, is within both fixes' accuracy, so the server takes it as plausible (not 85 mph+).
      geolocation: { latitude: 32.78, longitude: -96.8, accuracy: COARSE_FIX_METERS },
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

    // The pickup report: the truck, the equipment, the photos, two damage marks, both signatures.
    const pickup = driver.getByRole('region', { name: 'Pickup report' });
    await expect(pickup).toBeVisible();
    await fillTruck(driver, '120000');
    await pickup.getByRole('button', { name: 'Everything passes' }).click();
    await takePhotos(driver);
    await markDamage(driver, 'Driver side', 'Scratch', { x: 0.3, y: 0.5 });
    await markDamage(driver, 'Front', 'Crack', { x: 0.5, y: 0.4 });
    await expect(pickup.getByRole('list', { name: 'Damage marks' }).getByRole('listitem')).toHaveCount(2);
    await sign(driver, 'Signature of the releasing party', 'Carla Shipper');
    await sign(driver, 'Your signature');
    await pickup.getByRole('button', { name: 'Submit pickup report & start trip' }).click();

    // On the road: the position reaches the server and the client sees it.
    await expect(driver.getByRole('heading', { name: 'On the road' })).toBeVisible();
    await expect(driver.getByText('Sharing your location with the client')).toBeVisible();
    await expect(driver.getByText(/Last sent at/)).toBeVisible();
    const clientSees = async () => (await getJob(client.request, job.id)).lastPosition;
    await expect.poll(async () => (await clientSees())?.lat).toBeCloseTo(32.78, 4);
    // A big move (about 1.1 km) is sent at once, well before the 15 s interval.
    await driverContext.setGeolocation({ latitude: 32.79, longitude: -96.8, accuracy: COARSE_FIX_METERS });
    await expect.poll(async () => (await clientSees())?.lat, { timeout: 8000 }).toBeCloseTo(32.79, 4);

    // At the destination with no signal: the whole delivery report is kept on the phone.
    await driverContext.setGeolocation({ latitude: 42.3314, longitude: -83.0458 });
    await driverContext.setOffline(true);
    const delivery = driver.getByRole('region', { name: 'Delivery report' });
    await expect(delivery).toBeVisible();
    await fillTruck(driver, '121190', { receiver: 'Rita Receiver', email: 'rita.receiver@yard.example' });
    await delivery.getByRole('button', { name: 'Everything passes' }).click();
    await takePhotos(driver);
    await markDamage(driver, 'Rear', 'Dent', { x: 0.6, y: 0.5 });
    await sign(driver, 'Signature of the receiver', 'Rita Receiver');
    await sign(driver, 'Your signature');
    await delivery.getByRole('button', { name: 'Submit delivery report' }).click();
    const outbox = driver.getByRole('status').filter({ hasText: 'No network' });
    await expect(outbox).toContainText('waiting to upload');
    await expect(
      driver.getByText('Submitted on this phone: it goes out when the network returns.'),
    ).toBeVisible();
    expect((await getJob(client.request, job.id)).status).toBe('in_progress');

    // The network returns: everything uploads by itself, in order, and the truck is delivered.
    await driverContext.setOffline(false);
    await expect(
      driver.getByRole('heading', { name: 'Waiting for the client to confirm delivery' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(driver.getByText(/confirms itself 24\s+hours after/)).toBeVisible();
    const atDelivery = driver.getByRole('region', { name: 'At delivery' });
    await expect(atDelivery.getByText('New since pickup', { exact: true })).toHaveCount(1);

    // The bill of lading: both marks at pickup, the new dent at delivery, all three signatures.
    const bol = await client.request.get(`/api/recovery-requests/${job.id}/bol.pdf`);
    expect(bol.ok()).toBe(true);
    const text = pdfText(await bol.body());
    for (const line of [
      'Driver side: scratch, minor',
      'Front: crack, minor',
      'Rear: dent, minor',
      'New or worse at delivery: 1 of the marks above.',
      'Released by (pickup): Carla Shipper',
      'Received by (delivery): Rita Receiver',
      'Driver (pickup): Jordan Driver',
    ])
      expect(text).toContain(line);

    // The client confirms; the new dent holds the second payout, and operators are told.
    expect((await client.request.post(`/api/recovery-requests/${job.id}/confirm-delivery`)).ok()).toBe(true);
    const admin = await newPage(browser, baseURL, devices['Pixel 7']);
    await signInAsOperator(admin);
    const bell = await (await admin.request.get('/api/notifications')).json();
    expect(bell.notifications.map((n: { title: string }) => n.title)).toContain(
      `New damage at delivery: ${job.jobNumber}`,
    );
    await admin.goto('/admin/outbox');
    await expect(admin.getByText(`BOL-${job.jobNumber}: your truck was picked up`).first()).toBeVisible();
    await expect(admin.getByText(`BOL-${job.jobNumber}: the truck delivered to you`).first()).toBeVisible();

    // Earnings: the first payout released, the second held for the new dent.
    await driver.getByRole('link', { name: 'Driver dashboard' }).click();
    await driver.getByRole('tab', { name: 'Earnings' }).click();
    await expect(driver.getByRole('heading', { name: 'Earnings' })).toBeVisible();
    const row = driver.getByRole('row', { name: new RegExp(job.jobNumber) });
    await expect(row).toContainText(formatUsd(pay));
    await expect(row.getByRole('cell').nth(1)).toHaveText(formatUsd(firstPayout));
    await expect(row.getByRole('cell').nth(2)).toHaveText(formatUsd(pay - firstPayout));
    await expect(
      driver.getByRole('link', { name: new RegExp(job.jobNumber) }).filter({ hasText: '→' }),
    ).toContainText('Completed');

    await clientContext.close();
    await driverContext.close();
    await admin.context().close();
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
