import { expect, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  newPage,
  newVerifiedDriver,
  pngFile,
} from './api';
import { signUpThroughUi } from './support';

const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

test('"Open a claim" preselects the delivered move, offers only moves open to a claim, and sends photos with it', async ({
  browser,
  baseURL,
}) => {
  const client = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const admin = await newPage(browser, baseURL, DESKTOP);
  await signUpThroughUi(client, { name: 'Clara Claimsworth', next: '/profile' });
  await expect(client).toHaveURL(/\/profile$/);
  const delivered = await createPaidRequest(client.request);
  const onRoad = await createPaidRequest(client.request, { destination: 'Houston, TX 77002' });
  await newVerifiedDriver(driver, admin, `Dora Delivers ${Date.now().toString(36)}`);
  await acceptAsDriver(driver.request, delivered.id);
  await conditionReportViaApi(driver.request, delivered.id, 'pickup');
  await conditionReportViaApi(driver.request, delivered.id, 'delivery');

  // A move still waiting for its driver: no claim yet, and the page says why.
  await client.goto(`/claims?job=${onRoad.id}`);
  const form = client.getByRole('form', { name: 'Open a claim' });
  await expect(form.getByRole('status')).toHaveText(
    `${onRoad.jobNumber}: A claim about the move is opened once the truck is delivered.`,
  );
  await expect(form.getByLabel('Move')).toHaveValue('');

  // From the delivered move's tracking page.
  await client.goto(`/tracking?id=${delivered.id}`);
  await client.getByRole('link', { name: 'Something wrong? Open a claim' }).click();
  await expect(client).toHaveURL(new RegExp(`/claims\\?job=${delivered.id}`));
  await expect(form.getByLabel('Move')).toHaveValue(delivered.id);
  const options = form.getByLabel('Move').locator('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(1)).toContainText(delivered.jobNumber);
  await expect(form.getByLabel('Move')).not.toContainText(onRoad.jobNumber);

  await form.getByLabel('Amount claimed (USD)').fill('120');
  await form.getByLabel('What happened').fill('The mirror arm is cracked; the pickup report shows it whole.');
  await form
    .getByLabel('Photos (optional)')
    .setInputFiles([pngFile('mirror-1.png'), pngFile('mirror-2.png')]);
  await expect(form).toContainText('2 photos to send with the claim');
  await form.getByRole('button', { name: 'Open claim' }).click();
  await expect(client).toHaveURL(/\/claims\?id=/);
  const claimId = new URL(client.url()).searchParams.get('id')!;
  await expect
    .poll(async () => {
      const claim = (await (await client.request.get(`/api/claims/${claimId}`)).json()) as {
        messages: { fileUrl: string | null }[];
      };
      return claim.messages.filter((m) => m.fileUrl).length;
    })
    .toBe(2);
});
