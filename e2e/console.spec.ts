import { expect, type Page, test } from '@playwright/test';
import {
  acceptAsDriver,
  getJob,
  newClientWithPaidJob,
  newPage,
  newVerifiedDriver,
  signInViaApi,
} from './api';
import { withDatabase } from './db';

/** The console is desktop-first (usable on a tablet); drivers are on phones. */
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const suffix = () => Date.now().toString(36);

/** The operator's console, open on the board. */
async function openConsole(admin: Page) {
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Operations console' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Exceptions' })).toBeVisible();
}

test('an operator sees a paid job waiting 30 minutes appear as an exception and offers it to a driver, who declines: it is back on the open list', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, DESKTOP);
  const driver = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  const driverName = `Ella Exception ${suffix()}`;
  await newVerifiedDriver(driver, admin, driverName);
  const job = await newClientWithPaidJob(client);
  await openConsole(admin);

  // The clock moves on: the job has waited 31 minutes, and the minute monitor runs.
  await withDatabase((db) =>
    db.query(`update recovery_requests set updated_at = now() - interval '31 minutes' where id = $1`, [
      job.id,
    ]),
  );
  expect((await admin.request.post('/api/pathway/monitor-jobs')).ok()).toBe(true);
  // It arrives live, without a reload.
  const exception = admin.getByRole('listitem', { name: `Paid, no driver on ${job.jobNumber}` });
  await expect(exception).toBeVisible();
  await expect(exception).toContainText('paid and waiting for a driver since');
  await expect(exception).toContainText(/open \dh \d+m/);
  await exception.getByRole('button', { name: 'Take it' }).click();
  await expect(exception).toContainText('Taken by you');

  await exception.getByRole('button', { name: job.jobNumber }).click();
  const panel = admin.getByRole('dialog', { name: new RegExp(job.jobNumber) });
  await expect(panel.getByText('Paid, no driver:')).toBeVisible();
  await panel.getByRole('button', { name: 'Reassign' }).click();
  const reassign = admin.getByRole('dialog', { name: `Reassign ${job.jobNumber}` });
  await reassign.getByLabel('Find a driver').fill(driverName);
  await reassign.getByRole('radio', { name: new RegExp(driverName) }).check();
  await reassign.getByLabel('Why').fill('Paid 30 minutes ago and nobody took it');
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expect(reassign).toBeHidden();
  // An offer, with its timer: the job is not the driver's until they accept.
  await expect(panel.getByText('Offered to a driver: Paid 30 minutes ago and nobody took it')).toBeVisible();
  await expect(panel.getByText(new RegExp(`Offered to ${driverName} · \\d+:\\d\\d left`))).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(exception).toHaveCount(0);
  expect((await getJob(client.request, job.id)).status).toBe('pending');

  // The driver sees the offer on their dashboard, with the time left, and passes on it.
  await driver.goto('/driver');
  const offers = driver.getByRole('region', { name: 'Offered to you' });
  const offer = offers.getByRole('listitem', { name: job.jobNumber });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(/Answer within \d+:\d\d/);
  await expect(offer).toContainText('Dispatch: Paid 30 minutes ago and nobody took it');
  await offer.getByRole('button', { name: 'Decline' }).click();
  await offer.getByLabel('Why are you passing? (optional, for dispatch)').fill('Too far from my home base');
  await offer.getByRole('button', { name: 'Pass on this job' }).click();
  await expect(
    driver.getByText(`You passed on ${job.jobNumber}. Dispatch has been told.`, { exact: true }),
  ).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Operators hear of it live, and the job is open to every driver again.
  const declined = admin.getByRole('listitem', { name: `Offer declined or expired on ${job.jobNumber}` });
  await expect(declined).toBeVisible();
  await expect(declined).toContainText('Too far from my home base');
  const row = await withDatabase(
    async (db) =>
      (
        await db.query('select status, driver_id, offered_until from recovery_requests where id = $1', [
          job.id,
        ])
      ).rows[0],
  );
  expect(row).toEqual({ status: 'pending', driver_id: null, offered_until: null });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(`job.offer · ${job.jobNumber}`)).toBeVisible();
});

test('an operator suspends a driver, whose open jobs screen shows why and until when at once', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, DESKTOP);
  const driver = await newPage(browser, baseURL, PHONE);
  const driverName = `Sam Suspended ${suffix()}`;
  const driverId = await newVerifiedDriver(driver, admin, driverName);
  await driver.goto('/jobs');
  await expect(driver.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();
  await expect(driver.getByText(/^\d+ open jobs?$/)).toBeVisible();

  // A link to a driver (as in an exception's notification) opens their panel over the console.
  await admin.goto(`/admin?driver=${driverId}`);
  const panel = admin.getByRole('dialog', { name: new RegExp(driverName) });
  await panel.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${driverName}` });
  await suspend.getByLabel('30 days').check();
  await suspend.getByLabel('Reason (the driver reads it)').fill('Missed a transportation without notice');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toBeHidden();
  await expect(panel.getByText(/Suspended until .*Missed a transportation without notice/)).toBeVisible();

  // The driver's open socket closes on the suspension: the screen re-reads and says so, no reload.
  const notice = driver.getByRole('alert').filter({ hasText: 'Your account is suspended' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Missed a transportation without notice');
  // From the driver's own profile after a reload: why, until when, and how to appeal.
  await driver.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Ends: \w{3} \d+, \d{4}/);
  await expect(notice).toContainText('To appeal');
});

test('a driver who cannot make it tells dispatch; the operator releases the job, and it is back on the open list first', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, DESKTOP);
  const driver = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  const other = await newPage(browser, baseURL, PHONE);
  await newVerifiedDriver(driver, admin, `Cody Cantmake ${suffix()}`);
  const job = await newClientWithPaidJob(client);
  await acceptAsDriver(driver.request, job.id);

  // No cancel after acceptance: the driver tells dispatch instead.
  await driver.goto(`/driver/jobs/${job.id}`);
  await expect(driver.getByRole('heading', { name: job.jobNumber })).toBeVisible();
  await expect(driver.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await driver.getByRole('button', { name: "I can't make it" }).click();
  const ask = driver.getByRole('dialog', { name: "Tell dispatch you can't make it" });
  await ask.getByLabel('What happened?').fill('My truck broke down near Waco');
  await ask.getByRole('button', { name: 'Send to dispatch' }).click();
  await expect(driver.getByRole('status').filter({ hasText: 'Dispatch has your message' })).toBeVisible();

  await openConsole(admin);
  const exception = admin.getByRole('listitem', { name: `Driver can't make it on ${job.jobNumber}` });
  await expect(exception).toContainText('My truck broke down near Waco');
  await exception.getByRole('button', { name: job.jobNumber }).click();
  const panel = admin.getByRole('dialog', { name: new RegExp(job.jobNumber) });
  await panel.getByRole('button', { name: 'Reassign' }).click();
  const reassign = admin.getByRole('dialog', { name: `Reassign ${job.jobNumber}` });
  await reassign.getByRole('radio', { name: 'Back to the open list, first in line' }).check();
  await reassign.getByLabel('Why').fill('Breakdown: releasing to another driver');
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expect(reassign).toBeHidden();
  await expect(exception).toHaveCount(0);

  // Open again, with priority, for every driver whose licence fits.
  expect((await getJob(client.request, job.id)).status).toBe('pending');
  await signInViaApi(other.request, 'driver@demo.pathway');
  await other.goto('/jobs');
  const card = other.getByRole('article', { name: job.jobNumber });
  await expect(card).toBeVisible();
  await expect(card.getByText('Priority')).toBeVisible();
  // The driver who could not make it was excused: they still see open jobs.
  await driver.goto('/jobs');
  await expect(driver.getByRole('article', { name: job.jobNumber })).toBeVisible();
});
