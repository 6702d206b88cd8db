import { expect, test } from '@playwright/test';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  newPage,
  sendLocationViaApi,
  signInViaApi,
} from './api';
import { hoursOnTheRoad } from './db';
import { newCustomer } from './support';

/** The public page reads the move again every 10 seconds: changes show within this. */
const REFRESHED = { timeout: 20_000 };

test.describe('tracking links', () => {
  test('a colleague without an account follows the truck from a link until the client turns it off', async ({
    browser,
    baseURL,
  }) => {
    const client = await newPage(browser, baseURL);
    await newCustomer(client, 'Tessa Tracklink');
    const job = await createPaidRequest(client.request, { destination: 'Houston, TX 77002', distance: 271 });
    const driverPage = await newPage(browser, baseURL);
    await signInViaApi(driverPage.request, 'driver@demo.pathway');
    await acceptAsDriver(driverPage.request, job.id);
    await conditionReportViaApi(driverPage.request, job.id, 'pickup');
    // South of Dallas, on the way.
    await sendLocationViaApi(driverPage.request, job.id, 31.9, -96.1);

    // The client makes a link that lasts until the delivery.
    await client.goto(`/tracking?id=${job.id}`);
    await client.getByRole('button', { name: 'Share tracking' }).click();
    const share = client.locator('#share-tracking');
    await expect(share.getByLabel('The link works')).toHaveValue('until_delivery');
    await share.getByRole('button', { name: 'Create link' }).click();
    const url = await share.getByRole('textbox', { name: 'Tracking link' }).inputValue();
    expect(url).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
    await expect(share.getByRole('list', { name: 'Live tracking links' }).getByRole('listitem')).toHaveCount(
      1,
    );

    // A fresh browser, signed out: the move, the truck near Corsicana, the ETA, and nothing private.
    const colleague = await newPage(browser, baseURL);
    await colleague.goto(new URL(url).pathname);
    await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Dallas, TX → Houston, TX');
    await expect(colleague.getByText('On the road', { exact: true })).toBeVisible();
    const position = colleague.getByTestId('tracked-position');
    await expect(position).toContainText(/^Near .*, TX · updated/);
    await expect(position).toContainText('(position to about 1 km)');
    await expect(colleague.getByTestId('hours-eta')).toContainText(
      /^Arrives \w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M [A-Z]{3,4} at /,
    );
    const near = async () => /^Near (.+?) ·/.exec((await position.textContent()) ?? '')?.[1];
    const firstTown = await near();
    expect(firstTown).toBeTruthy();
    const body = colleague.locator('body');
    await expect(body).not.toContainText('$');
    await expect(body).not.toContainText('Tessa');
    await expect(colleague.getByRole('button', { name: /^Driver position|^Truck, updated/ })).toHaveCount(1);

    // The truck moves on: the page follows without a reload.
    await hoursOnTheRoad(job.id, 2);
    await sendLocationViaApi(driverPage.request, job.id, 30.5, -95.6);
    await expect(async () => expect(await near()).not.toBe(firstTown)).toPass(REFRESHED);
    await expect(position).toContainText(/^Near .*, TX · updated/);

    // The client turns the link off: the page shows that it ended, and nothing of the move.
    await share.getByRole('button', { name: 'Turn off link 1' }).click();
    await expect(share.getByText('No live links for this move.')).toBeVisible();
    await expect(colleague.getByRole('heading', { name: 'This tracking link was turned off' })).toBeVisible(
      REFRESHED,
    );
    await expect(colleague.getByText('Houston, TX')).toHaveCount(0);
    await colleague.reload();
    await expect(colleague.getByRole('heading', { name: 'This tracking link was turned off' })).toBeVisible();

    await colleague.context().close();
    await driverPage.context().close();
    await client.context().close();
  });
});
