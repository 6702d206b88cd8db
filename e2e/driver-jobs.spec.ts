import { expect, test } from '@playwright/test';
import { newClientWithPaidJob, newPage, pngFile } from './api';
import { signInAsOperator } from './operator';
import { DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

const PNG = pngFile('licence.png');
const SELFIE = pngFile('selfie.png');

test.describe('driver jobs', () => {
  test('a paid job appears live for the verified driver, who filters, agrees, verifies and accepts it', async ({
    browser,
    baseURL,
  }) => {
    const driver = await newPage(browser, baseURL);
    const client = await newPage(browser, baseURL);

    await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/jobs');
    await expect(driver).toHaveURL(/\/jobs$/);
    await expect(driver.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();
    await expect(driver.getByText(/^\d+ open jobs?$/)).toBeVisible();

    const job = await newClientWithPaidJob(client);

    // Live: the open page shows the new job without a reload.
    const card = driver.getByRole('article', { name: job.jobNumber, exact: true });
    await expect(card).toBeVisible({ timeout: 8_000 });
    await expect(card).toContainText('Bobtail');
    await expect(card).toContainText('Dallas, TX 75201');
    await expect(card).toContainText('Detroit, MI 48217');
    await expect(card).toContainText('1,190 miles');
    await expect(card).toContainText('Your pay');
    await expect(card).toContainText(/\$[\d,]+\.\d{2}/);

    // Filters.
    const filter = (name: string) => driver.getByRole('button', { name, exact: true });
    await expect(filter('All Jobs')).toHaveAttribute('aria-pressed', 'true');
    await filter('Box Truck').click();
    await expect(filter('Box Truck')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('All Jobs')).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toHaveCount(0);
    await filter('Trailer').click();
    await expect(card).toHaveCount(0);
    await filter('Bobtail').click();
    await expect(card).toBeVisible();
    await filter('All Jobs').click();
    await expect(card).toBeVisible();

    // Details → policy (declined) → details → policy (agreed).
    await card.getByRole('button', { name: /View & Accept Job/ }).click();
    const dialog = driver.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Job Details' })).toBeVisible();
    await expect(dialog).toContainText(job.jobNumber);
    await expect(dialog).toContainText('after the pre-trip checklist and equipment verification');
    await expect(dialog).toContainText('after verified delivery');
    await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();

    await expect(dialog.getByRole('heading', { name: 'Driver Policy Agreement' })).toBeVisible();
    await expect(dialog).toContainText('An accepted job cannot be cancelled.');
    const agree = dialog.getByRole('button', { name: 'I Agree to All Terms' });
    await expect(agree).toBeDisabled();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByRole('heading', { name: 'Job Details' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
    await expect(agree).toBeDisabled();
    await dialog.getByLabel('I have read and agree to the driver policy').check();
    await expect(agree).toBeEnabled();
    await agree.click();

    // Verification: both photos before Continue.
    await expect(dialog.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await dialog.getByLabel('Upload your licence', { exact: true }).setInputFiles(PNG);
    await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('img', { name: 'Driver’s licence preview' })).toBeVisible();
    await expect(continueButton).toBeDisabled();
    await dialog.getByLabel('Upload your face (selfie)', { exact: true }).setInputFiles(SELFIE);
    await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await expect(continueButton).toBeEnabled();

    // Closed and reopened: the server holds the agreement and both photos, so nothing is asked again.
    await driver.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card.getByRole('button', { name: /View & Accept Job/ }).click();
    await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: 'Driver’s licence preview' })).toBeVisible();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(dialog.getByRole('heading', { name: 'Confirm Your Selfie' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Your selfie' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Use this selfie' }).click();

    await expect(dialog.getByRole('heading', { name: 'Ready to Accept' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept Job', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Job accepted successfully! Head to the pickup location to begin the recovery process.',
    );
    await expect(dialog.getByRole('link', { name: 'Go to job' })).toHaveAttribute(
      'href',
      `/driver/jobs/${job.id}`,
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    await driver.context().close();
    await client.context().close();
  });

  test('a new driver is told to verify, submits licence and selfie, and is verified after operator approval', async ({
    browser,
    baseURL,
  }) => {
    const driver = await newPage(browser, baseURL);
    const admin = await newPage(browser, baseURL);
    const name = `Vera Newdriver${Date.now().toString(36)}`;

    await signUpThroughUi(driver, { name, role: 'Driver', next: '/jobs' });
    await expect(driver).toHaveURL(/\/jobs$/);
    await expect(driver.getByRole('heading', { name: 'Verify your driver account' })).toBeVisible();
    await driver.getByRole('link', { name: 'Complete driver verification' }).click();
    await expect(driver).toHaveURL(/\/profile#driver-verification$/);

    const section = driver.locator('#driver-verification');
    await expect(section.getByText('Not submitted', { exact: true })).toBeVisible();

    // Submitting too early names what is missing.
    await section.getByRole('button', { name: 'Submit for review' }).click();
    await expect(section.getByRole('alert')).toContainText('Before review we still need your');

    await section.getByText('Class A', { exact: true }).click();
    await section.getByLabel('Licence number').fill('D1234567');
    await section.getByLabel('State').fill('tx');
    await section.getByLabel('Expiry date').fill('2031-06-30');
    await section.getByRole('button', { name: 'Save licence details' }).click();
    await expect(driver.getByText('Licence details saved').first()).toBeVisible();

    await section.getByLabel('Upload your licence', { exact: true }).setInputFiles(PNG);
    await expect(section.getByText('Uploaded', { exact: true })).toHaveCount(1);
    await section.getByLabel('Upload your face (selfie)', { exact: true }).setInputFiles(SELFIE);
    await expect(section.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await section.getByRole('button', { name: 'Submit for review' }).click();
    await expect(section.getByText('Waiting for review', { exact: true })).toBeVisible();

    // The operator approves (after trying a too-short rejection reason).
    await signInAsOperator(admin);
    await admin.goto('/admin/drivers');
    await expect(
      admin.getByRole('heading', { name: 'Drivers waiting for review', exact: true }),
    ).toBeVisible();
    const entry = admin.getByRole('article', { name, exact: true });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('D1234567');
    await expect(entry).toContainText('TX');
    await expect(entry.getByRole('img', { name: `Licence photo of ${name}` })).toBeVisible();
    await expect(entry.getByRole('link', { name: new RegExp(`Selfie of ${name}`) })).toHaveAttribute(
      'target',
      '_blank',
    );

    await entry.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = admin.getByRole('dialog');
    await rejectDialog.getByLabel('Reason').fill('bad');
    await rejectDialog.getByRole('button', { name: 'Reject driver' }).click();
    await expect(rejectDialog.getByText('Give the driver a reason (at least 5 characters)')).toBeVisible();
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rejectDialog).toBeHidden();

    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Driver approved').first()).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The driver is verified and can go available.
    await driver.reload();
    await expect(section.getByText('Verified', { exact: true })).toBeVisible();
    const available = section.getByRole('switch', { name: 'Available for jobs' });
    await expect(available).toBeVisible();
    await available.click();
    await expect(available).toHaveAttribute('aria-checked', 'true');

    await driver.goto('/jobs');
    await expect(driver.getByRole('button', { name: 'All Jobs', exact: true })).toBeVisible();
    await expect(driver.getByRole('heading', { name: 'Verify your driver account' })).toHaveCount(0);

    await driver.context().close();
    await admin.context().close();
  });

  test('visitors and customers are told how to become a driver', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Sign in as a driver' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs',
    );
    await expect(page.getByRole('link', { name: 'Create a driver account' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await signUpThroughUi(page, { name: 'Cora Customer', next: '/jobs' });
    await expect(page.getByRole('heading', { name: 'Jobs are for drivers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');

    await page.goto('/admin/drivers');
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
  });
});
