import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text';
import { DEMO_VIN, newClientWithPaidJob, newPage, pngFile, verifyDriverViaApi } from './api';
import { type PadWords, sign } from './condition-report';
import { confirmEmailFromOutbox } from './outbox';
import { es } from './spanish';
import { uniqueEmail } from './support';

/**
 * Pathway in Spanish on a driver's phone (390×844) whose browser asks for Spanish: the account takes
 * the language at sign-up, the driver accepts a job under the policy in Spanish, files the pickup
 * report and reads the earnings; the receiver opens the tracking link in Spanish; the bill of lading
 * reads in both languages. Every text is looked up in the Spanish catalogs (e2e/spanish.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A photo slot's upload button, named for screen readers ("Subir su licencia"). */
const upload = (what: string) =>
  es('Upload<0> {subject}</0>', { subject: es(what) }).replace(/<\/?\d+>/g, '');

const PHOTOS = ['Front', 'Rear', 'Driver side', 'Passenger side', 'Odometer', 'VIN plate'];

/** The signature pad's words in Spanish, for e2e/condition-report.ts's `sign`. */
const SPANISH_PAD: PadWords = {
  name: (label) => es('{label}: name', { label }),
  unsigned: (label) => es('{label}: sign here with your finger', { label }),
  signed: (label) => es('{label}: signed', { label }),
  save: (label) => es('Save {lower}', { lower: label.toLowerCase() }),
};

/** A driver signs up on a phone set to Spanish, is verified, and is approved by an operator. */
async function spanishDriver(driver: Page, admin: Page): Promise<string> {
  const email = uniqueEmail('lupe');
  await driver.goto('/signup');
  await expect(driver.locator('html')).toHaveAttribute('lang', 'es');
  await driver.getByLabel(es('Name'), { exact: true }).fill('Lupe Conductora');
  await driver.getByLabel(es('Email'), { exact: true }).fill(email);
  await driver.getByLabel(es('Password'), { exact: true }).fill('e2e-password-123');
  await driver.getByText(es('Driver'), { exact: true }).click();
  await driver.getByRole('button', { name: es('Create account') }).click();
  await expect(driver).not.toHaveURL(/\/signup/);
  await confirmEmailFromOutbox(new URL(driver.url()).origin, email);
  const me = await (await driver.request.get('/api/me')).json();
  expect(me.locale).toBe('es');

  await verifyDriverViaApi(driver.request, admin);
  return email;
}

test('en español: a driver accepts under the policy in Spanish, files the pickup report and reads the earnings; the receiver follows the link in Spanish; the bill of lading has both languages', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const driver = await newPage(browser, baseURL, {
    viewport: { width: 390, height: 844 },
    locale: 'es-US',
    geolocation: { latitude: 32.78, longitude: -96.8, accuracy: 600 },
    permissions: ['geolocation'],
  });
  const client = await newPage(browser, baseURL);
  const admin = await newPage(browser, baseURL);
  await spanishDriver(driver, admin);
  const job = await newClientWithPaidJob(client);

  // The open jobs and the acceptance, with the policy the driver agrees to, in Spanish.
  await driver.goto('/jobs');
  await expect(driver.getByRole('heading', { name: es('Available Recovery Jobs') })).toBeVisible();
  const card = driver.getByRole('article', { name: job.jobNumber, exact: true });
  await card.getByRole('button', { name: new RegExp(es('View & Accept Job')) }).click();
  const dialog = driver.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: es('Job Details') })).toBeVisible();
  await dialog.getByRole('button', { name: es('Accept Job'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: es('Driver Policy Agreement') })).toBeVisible();
  await expect(dialog).toContainText(es('An accepted job cannot be cancelled.'));
  await dialog.getByLabel(es('I have read and agree to the driver policy')).check();
  await dialog.getByRole('button', { name: es('I Agree to All Terms') }).click();
  await expect(dialog.getByRole('heading', { name: es('Identity Verification') })).toBeVisible();
  await dialog.getByLabel(upload('your licence'), { exact: true }).setInputFiles(pngFile('licence.png'));
  await dialog.getByLabel(upload('your face (selfie)'), { exact: true }).setInputFiles(pngFile('selfie.png'));
  await dialog.getByRole('button', { name: es('Continue') }).click();
  await dialog.getByRole('button', { name: es('Use this selfie') }).click();
  await expect(dialog.getByRole('heading', { name: es('Ready to Accept') })).toBeVisible();
  await dialog.getByRole('button', { name: es('Accept Job'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    es('Job accepted successfully! Head to the pickup location to begin the recovery process.'),
  );

  // The pickup report, in Spanish: the truck, everything passing, the photos, both signatures.
  await driver.goto(`/driver/jobs/${job.id}`);
  const pickup = driver.getByRole('region', { name: es('Pickup report') });
  await expect(pickup).toBeVisible();
  await driver.getByLabel('VIN', { exact: true }).fill(DEMO_VIN);
  await driver.getByLabel(es('Plate'), { exact: true }).fill('TX 4KL-221');
  await driver.getByLabel(es('Odometer (miles)')).fill('120000');
  await driver.getByLabel(es('Make'), { exact: true }).fill('Freightliner');
  await driver.getByLabel(es('Model'), { exact: true }).fill('Cascadia');
  await driver.getByText('1/2', { exact: true }).click();
  await driver.getByRole('button', { name: es("Save the truck's details") }).click();
  await expect(driver.getByText(es('Saved on this phone.'))).toBeVisible();
  await pickup.getByRole('button', { name: es('Everything passes') }).click();
  for (const side of PHOTOS)
    await driver
      .getByLabel(es('{label} photo', { label: es(side) }), { exact: true })
      .setInputFiles(pngFile(`${side}.png`));
  await sign(driver, es('Signature of the releasing party'), 'Carla Shipper', SPANISH_PAD);
  await sign(driver, es('Your signature'), undefined, SPANISH_PAD);
  await pickup.getByRole('button', { name: es('Submit pickup report & start trip') }).click();
  await expect(driver.getByRole('heading', { name: es('On the road') })).toBeVisible();

  // The earnings, in Spanish.
  await driver.goto('/driver?tab=earnings');
  await expect(driver.getByRole('tab', { name: es('Earnings') })).toHaveAttribute('aria-selected', 'true');

  // The receiver's link, opened on a phone that asks for Spanish.
  const link = await (
    await client.request.post(`/api/recovery-requests/${job.id}/tracking-links`, {
      data: { lifetime: '24h' },
    })
  ).json();
  const receiver = await newPage(browser, baseURL, {
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
  });
  await receiver.goto(new URL(link.url).pathname);
  await expect(receiver.locator('html')).toHaveAttribute('lang', 'es');
  await expect(receiver.getByText(job.jobNumber).first()).toBeVisible();
  await expect(receiver.getByText(es('Pathway · Live tracking'))).toBeVisible();
  await expect(
    receiver.getByText(es('Anyone holding it can follow this move, so please do not forward it.')),
  ).toBeVisible();

  // The bill of lading: English and the driver's Spanish.
  const bol = await client.request.get(`/api/recovery-requests/${job.id}/bol.pdf`);
  expect(bol.status()).toBe(200);
  const text = pdfText(await bol.body());
  expect(text).toContain('Bill of lading');
  expect(text).toContain('Conocimiento de embarque');

  for (const page of [driver, client, admin, receiver]) await page.context().close();
});
