import { expect, test } from '@playwright/test';
import { newPage, newVerifiedDriver } from './api';
import { fillPlace } from './support';

/** Where a driver is and when: set on /driver, kept, and shown to operators on the driver panel. */

const PHONE = { viewport: { width: 390, height: 844 } };
test.use(PHONE);

const pad = (n: number) => String(n).padStart(2, '0');

test('a driver sets home base, availability from tomorrow and reach, keeps them after a reload, and the console shows them', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, {
    ...PHONE,
    permissions: ['geolocation'],
    // Bismarck: far from every other journey's pickups, which this driver's waves would otherwise reach.
    geolocation: { latitude: 46.8083, longitude: -100.7837, accuracy: 20 },
  });
  const name = `Wes Where ${Date.now().toString(36)}`;
  const driverId = await newVerifiedDriver(driver, admin, name);
  await driver.goto('/driver');
  await expect(driver.getByRole('heading', { name: 'Where and when you work' })).toBeVisible();
  // The card shows what is saved; its form loads when the driver edits.
  await expect(driver.getByText('Not set')).toBeVisible();
  await driver.getByRole('button', { name: 'Edit where and when you work' }).click();

  // Taking work now: the phone's position reaches dispatch.
  await driver.getByRole('radio', { name: 'Now' }).check();
  await driver.getByRole('button', { name: 'Save' }).click();
  await expect(driver.getByText('Dispatch knows where and when you work.').first()).toBeVisible();
  // The phone moves a little (a loaded test browser may time out its first fix; a phone keeps reporting).
  await driver.context().setGeolocation({ latitude: 46.8084, longitude: -100.7838, accuracy: 20 });
  await expect(driver.getByText(/Your position reached dispatch just now/)).toBeVisible();

  // From tomorrow 8:00 on this device's clock, home in Bismarck, 300 miles, looking for a load home.
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const fromLocal = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T08:00`;
  await driver.getByRole('radio', { name: 'From a date and time' }).check();
  await driver.getByLabel('Start date and time').fill(fromLocal);
  await fillPlace(driver, 'Home base', 'Bismarck, ND 58501');
  await driver.getByRole('spinbutton', { name: /How far you'll drive to a pickup/ }).fill('300');
  await driver.getByRole('switch', { name: /Looking for a load from here to home/ }).click();
  await driver.getByRole('button', { name: 'Save' }).click();
  await expect(driver.getByText(/^Taking work from .*: your position is shared from then/)).toBeVisible();

  // A place that names nothing is refused on the field, and nothing changes.
  await fillPlace(driver, 'Home base', 'asdfgh qwerty');
  await driver.getByRole('button', { name: 'Save' }).click();
  await expect(driver.getByText(/We couldn't find "asdfgh qwerty"/).first()).toBeVisible();

  await driver.reload();
  await expect(driver.getByText('300 mi to a pickup · looking for a load home')).toBeVisible();
  await expect(driver.getByText('Bismarck, ND 58501')).toBeVisible();
  await driver.getByRole('button', { name: 'Edit where and when you work' }).click();
  await expect(driver.getByRole('radio', { name: 'From a date and time' })).toBeChecked();
  await expect(driver.getByLabel('Start date and time')).toHaveValue(fromLocal);
  await expect(driver.getByRole('combobox', { name: 'Home base', exact: true })).toHaveValue(
    'Bismarck, ND 58501',
  );
  await expect(driver.getByRole('spinbutton', { name: /How far you'll drive to a pickup/ })).toHaveValue(
    '300',
  );
  await expect(driver.getByRole('switch', { name: /Looking for a load from here to home/ })).toBeChecked();

  // The console's driver panel: availability, home base, reach, last position with its age, phone.
  await admin.goto(`/admin?driver=${driverId}`);
  const panel = admin.getByRole('dialog', { name: new RegExp(name) });
  const where = panel.getByRole('region', { name: 'Where and when' });
  await expect(where).toContainText(/Taking work from [A-Z][a-z]{2} \d{1,2}, \d{4}, 8:00 AM/);
  await expect(where).toContainText('Bismarck, ND 58501');
  await expect(where).toContainText('300 mi to a pickup · looking for a load home');
  await expect(where).toContainText(/46\.808\d+, -100\.783\d* · (just now|1 minute ago)/);
  await expect(panel.getByRole('region', { name: 'Jobs' })).toContainText('None yet.');
  await expect(panel.getByRole('region', { name: 'Documents' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Ratings' })).toContainText('no average yet');
});
