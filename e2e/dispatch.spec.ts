import { expect, test } from '@playwright/test';
import { createPaidRequest, newPage, newVerifiedDriver, pngFile } from './api';
import { signUpThroughUi } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const suffix = () => Math.random().toString(36).slice(2, 7);

/**
 * Dispatch in waves, end to end, far from every other journey's jobs (Montana): a client pays, the
 * driver who lives by the pickup gets the offer on their phone and takes it; a driver two hours further
 * never sees it; the operator sees the wave and the drivers near the job.
 */
test('a paid job is offered to the nearest eligible driver, who accepts it; a farther driver never sees it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await newPage(browser, baseURL, DESKTOP);
  const near = await newPage(browser, baseURL, PHONE);
  const far = await newPage(browser, baseURL, PHONE);
  const client = await newPage(browser, baseURL, PHONE);
  const nearName = `Nora Near ${suffix()}`;
  const farName = `Fred Far ${suffix()}`;
  await newVerifiedDriver(near, admin, nearName);
  await newVerifiedDriver(far, admin, farName);

  // Both take work now from home (the card on /driver sends this; e2e/driver-where.spec.ts drives it).
  for (const [page, homeBase] of [
    [near, 'Billings, MT'],
    [far, 'Miles City, MT'],
  ] as const) {
    const saved = await page.request.put('/api/driver/availability', {
      data: { mode: 'now', homeBase, maxDeadheadMiles: 250 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await signUpThroughUi(client, { name: `Mo Montana ${suffix()}` });
  await expect(client).toHaveURL(/\/profile$/);
  const job = await createPaidRequest(client.request, {
    pickupLocation: 'Billings, MT',
    destination: 'Denver, CO',
    distance: 550,
  });

  // The near driver's phone has the offer: pay, miles to the pickup, and why them.
  await near.goto('/driver');
  const offer = near
    .getByRole('region', { name: 'Offered to you' })
    .getByRole('listitem', { name: job.jobNumber });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(/Your pay \$[\d,]+\.\d\d/);
  await expect(offer).toContainText(/to the pickup/);
  await expect(offer).toContainText('Why you: Matched to you by distance and hours.');

  // The far driver has no offer and does not find it on the open list.
  await far.goto('/driver');
  await expect(far.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
  await expect(far.getByRole('listitem', { name: job.jobNumber })).toHaveCount(0);
  await far.goto('/jobs');
  await expect(far.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();
  await expect(far.getByRole('article', { name: job.jobNumber, exact: true })).toHaveCount(0);

  // The operator sees the wave and the drivers near the job, each with why or why not.
  await admin.goto(`/admin?job=${job.id}`);
  const panel = admin.getByRole('dialog', { name: new RegExp(job.jobNumber) });
  const waves = panel.getByRole('region', { name: 'Dispatch waves' });
  await expect(waves).toContainText(/Wave 1 of \d/);
  await expect(waves.getByRole('listitem').filter({ hasText: nearName })).toContainText('Waiting');
  const nearby = panel.getByRole('region', { name: 'Drivers near this job' });
  await expect(nearby.getByRole('listitem').filter({ hasText: nearName })).toContainText('Eligible');
  const farRow = nearby.getByRole('listitem').filter({ hasText: farName });
  await expect(farRow).toContainText('Not eligible');
  await expect(farRow).toContainText('Why not: Cannot reach the pickup in time within the hours rules');

  // The near driver accepts through the usual steps.
  await offer.getByRole('button', { name: 'View & Accept' }).click();
  const dialog = near.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
  await dialog.getByLabel('I have read and agree to the driver policy').check();
  await dialog.getByRole('button', { name: 'I Agree to All Terms' }).click();
  await dialog.getByLabel('Upload your licence', { exact: true }).setInputFiles(pngFile('licence.png'));
  await dialog.getByLabel('Upload your face (selfie)', { exact: true }).setInputFiles(pngFile('selfie.png'));
  await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Use this selfie' }).click();
  await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Job accepted successfully! Head to the pickup location to begin the recovery process.',
  );

  await admin.reload();
  await expect(waves.getByRole('listitem').filter({ hasText: nearName })).toContainText('Accepted');
  await expect(panel.getByRole('region', { name: 'Drivers near this job' })).toHaveCount(0);
  // The far driver never had it.
  await far.goto('/driver');
  await expect(far.getByRole('listitem', { name: job.jobNumber })).toHaveCount(0);
});
