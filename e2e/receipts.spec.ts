import { expect, test } from '@playwright/test';
import { acceptAsDriver, createPaidRequest, newPage, newVerifiedDriver, pngFile } from './api';
import { signInAsOperator } from './operator';
import { signUpThroughUi } from './support';

const suffix = () => Math.random().toString(36).slice(2, 7);

/**
 * The driver's fill-up with no signal, end to end, far from every other journey's jobs (New Mexico to
 * Arizona): the driver photographs the receipt on the phone while offline, sees it waiting, gets the
 * signal back and sees it uploaded; an operator approves it in the receipts queue and the driver sees so.
 */
test('a fill-up recorded offline uploads when the signal returns, and an operator approves it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  const client = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  // The phone, in Albuquerque: the station is named from its position.
  const driver = await newPage(browser, baseURL, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: 35.0844, longitude: -106.6504 },
    permissions: ['geolocation'],
  });
  await newVerifiedDriver(driver, admin, `Rita Receipts ${suffix()}`);

  await signUpThroughUi(client, { name: `Nell NewMexico ${suffix()}` });
  await expect(client).toHaveURL(/\/profile$/);
  const job = await createPaidRequest(client.request, {
    pickupLocation: 'Albuquerque, NM 87102',
    destination: 'Phoenix, AZ 85004',
  });
  expect(job.fuelCents).toBeGreaterThan(0);
  await acceptAsDriver(driver.request, job.id);

  await driver.goto(`/driver/jobs/${job.id}`);
  const section = driver.getByRole('group', { name: 'Fuel and receipts' });
  await expect(section.getByText('No receipts yet. Add each fill-up as you go.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a fill-up' }).click();
  const form = driver.getByRole('form', { name: 'Add a fill-up' });
  await expect(form.getByLabel('Station')).toHaveValue(/Albuquerque/);

  // No signal from here: the receipt and its photo wait on the phone.
  await driver.context().setOffline(true);
  await form.getByLabel('Receipt photo').setInputFiles(pngFile('receipt.png'));
  await form.getByLabel('Total paid ($)').fill('184.20');
  await form.getByLabel('Gallons').fill('48.5');
  await form.getByLabel('Odometer (miles)').fill('120415');
  await form.getByRole('button', { name: 'Save fill-up' }).click();
  await expect(form).toHaveCount(0);
  const waiting = section.getByRole('listitem').filter({ hasText: 'Fuel receipt · $184.20' });
  await expect(waiting.getByText('Waiting for signal')).toBeVisible();

  await driver.context().setOffline(false);
  const uploaded = section.getByRole('listitem').filter({ hasText: 'Fill-up · $184.20' });
  await expect(uploaded.getByText('Uploaded')).toBeVisible();
  await expect(uploaded.getByText('Waiting for approval')).toBeVisible();
  await expect(section.getByText('Waiting for signal')).toHaveCount(0);

  // The operator's queue: the photo beside the numbers; approved as it is.
  await signInAsOperator(admin);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Operator tools' })
    .getByRole('link', { name: 'Receipts' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Receipts to approve' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: job.jobNumber });
  await expect(card.getByRole('heading', { name: 'Fill-up · $184.20' })).toBeVisible();
  await expect(card.getByRole('img', { name: /Receipt photo/ })).toBeVisible();
  await expect(card.getByText('48.500')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Receipt approved').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  await driver.reload();
  const approved = driver.getByRole('group', { name: 'Fuel and receipts' }).getByRole('listitem');
  await expect(approved.filter({ hasText: 'Fill-up · $184.20' }).getByText('Approved')).toBeVisible();
  await expect(approved.getByText('Paid back with the next half of your pay.')).toBeVisible();
});
