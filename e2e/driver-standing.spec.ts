import { expect, test } from '@playwright/test';
import { newPage, newVerifiedDriver, pngFile } from './api';
import { operatorRequest } from './outbox';
import { signUpThroughUi } from './support';

/** A driver sees where they stand; the console shows it the same way. */

const PHONE = { viewport: { width: 390, height: 844 } };
test.use(PHONE);

test('a suspended driver sees the suspension, its end and how to appeal on /driver and /jobs; the console shows them suspended, not on duty', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const name = `Sid Suspended ${Date.now().toString(36)}`;
  const driverId = await newVerifiedDriver(driver, admin, name);
  // Clocked in, then suspended: still "on duty" by the clock, suspended for dispatch.
  const clockIn = await driver.request.post('/api/time-clock/events', {
    data: { eventType: 'clock_in', locationLat: 32.7767, locationLng: -96.797 },
  });
  expect(clockIn.ok(), await clockIn.text()).toBe(true);
  const operator = await operatorRequest(baseURL!);
  const suspended = await operator.post(`/api/admin/drivers/${driverId}/suspension`, {
    data: { days: 30, policy: 'violation', reason: 'Left the truck unlocked at the yard' },
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);

  await driver.goto('/driver');
  const banner = driver.getByRole('alert').filter({ hasText: 'Your account is suspended' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Reason: Left the truck unlocked at the yard');
  await expect(banner).toContainText(/Ends: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(banner).toContainText('To appeal');
  await expect(banner.getByRole('link', { name: 'Message dispatch' })).toHaveAttribute('href', '/messages');

  await driver.goto('/jobs');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Reason: Left the truck unlocked at the yard');
  await expect(banner).toContainText('To appeal');
  await expect(driver.getByText(/^\d+ open jobs?$/)).toHaveCount(0);

  // The console: the driver panel and the live map's list say suspended.
  await admin.goto(`/admin?driver=${driverId}`);
  const panel = admin.getByRole('dialog', { name: new RegExp(name) });
  await expect(panel.getByText(/ · suspended · /)).toBeVisible();
  await expect(panel.getByText(/on duty/)).toHaveCount(0);
  await admin.keyboard.press('Escape');
  await admin.goto('/admin');
  const liveList = admin.locator('details').filter({ hasText: 'under way' });
  await liveList.locator('summary').click();
  await expect(liveList.getByText(`${name} · Suspended, no job`)).toBeVisible();
});

test('a driver whose verification is in review is told it is under review on /jobs and /driver', async ({
  page,
}) => {
  await signUpThroughUi(page, { name: 'Rene Review', role: 'Driver', next: '/driver' });
  await expect(page.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
  const put = await page.request.put('/api/driver/profile', {
    data: {
      licenseClass: 'A',
      licenseNumber: 'R7654321',
      licenseState: 'TX',
      licenseExpiresOn: '2031-06-30',
    },
  });
  expect(put.ok()).toBe(true);
  for (const kind of ['license-photo', 'selfie'])
    expect(
      (
        await page.request.post(`/api/driver/profile/${kind}`, {
          multipart: { file: pngFile(`${kind}.png`) },
        })
      ).ok(),
    ).toBe(true);
  expect((await page.request.post('/api/driver/profile/submit')).ok()).toBe(true);

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Your verification is under review' })).toBeVisible();
  await expect(page.getByText('Complete driver verification')).toHaveCount(0);
  await page.goto('/driver');
  await expect(page.getByRole('heading', { name: 'Your verification is under review' })).toBeVisible();
  await expect(page.getByText('Complete driver verification')).toHaveCount(0);
});
