import { expect, type Page, test } from '@playwright/test';
import { createRequest } from './api';
import { newCustomer, signInThroughUi, trackingStatusHeading as statusHeading } from './support';

const yourRequests = (page: Page) => page.getByRole('region', { name: 'Your requests' });
const tripDetails = (page: Page) => page.getByRole('region', { name: 'Trip details' });

test.describe('tracking', () => {
  test('signed out with nothing stored goes home; with a stored request it asks to sign in', async ({
    page,
  }) => {
    await page.goto('/tracking');
    await expect(page).toHaveURL(/\/$/);

    await page.evaluate(() => localStorage.setItem('currentRecoveryRequestId', 'some-request'));
    await page.goto('/tracking');
    await expect(page).toHaveURL(/\/login\?next=%2Ftracking$/);
  });

  test('a signed-in client without requests is sent home', async ({ page }) => {
    await newCustomer(page, 'Nadia Norequest');
    await page.goto('/tracking');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new request asks for payment, waits for a driver and links Pay Now to checkout', async ({
    page,
  }) => {
    await newCustomer(page, 'Tara Tracker');
    const job = await createRequest(page.request);

    await page.goto('/tracking');
    await expect(statusHeading(page)).toHaveText('Payment Required');
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(page.getByText('Waiting for a driver')).toBeVisible();
    // No driver yet: no time is shown at all.
    await expect(page.getByText(/from the (pickup|destination)|arriving now/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      `/checkout?amount=2319.53&recoveryRequestId=${job.id}&serviceType=bobtail`,
    );
    await expect(tripDetails(page).getByText('1,190 miles')).toBeVisible();
    await expect(tripDetails(page).getByText('Bobtail', { exact: true })).toBeVisible();
    await expect(page.getByText(job.jobNumber).first()).toBeVisible();
    await expect(tripDetails(page).getByText('Dallas, TX 75201', { exact: true })).toBeVisible();
    await expect(tripDetails(page).getByText('Detroit, MI 48217', { exact: true })).toBeVisible();

    // Tiles are unreachable in tests: the map stays, with its markers or an honest note.
    const map = page.getByLabel('Route map').first();
    await expect(map).toBeVisible();
    await expect(page.getByText('Map background unavailable')).toBeVisible();
    const known = [job.pickupPosition, job.destinationPosition].filter(Boolean).length;
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(known);
    if (known < 2)
      await expect(page.getByText('Map position unavailable for this address').first()).toBeVisible();
  });

  test('with two requests the list switches between them and remembers the choice', async ({ page }) => {
    await newCustomer(page, 'Sam Switcher');
    const first = await createRequest(page.request);
    const second = await createRequest(page.request, {
      pickupLocation: 'Austin, TX 78701',
      destination: 'El Paso, TX 79901',
      distance: 580,
    });

    await page.goto('/tracking');
    // The newest is shown first.
    await expect(page.getByText(second.jobNumber, { exact: true }).first()).toBeVisible();
    await expect(tripDetails(page).getByText('Austin, TX 78701', { exact: true })).toBeVisible();

    const list = yourRequests(page);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: new RegExp(second.jobNumber) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await list.getByRole('link', { name: new RegExp(first.jobNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${first.id}$`));
    await expect(tripDetails(page).getByText('Dallas, TX 75201', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      new RegExp(`recoveryRequestId=${first.id}`),
    );
    expect(await page.evaluate(() => localStorage.getItem('currentRecoveryRequestId'))).toBe(first.id);

    // Without ?id= the stored choice wins over the newest.
    await page.goto('/tracking');
    await expect(tripDetails(page).getByText('Dallas, TX 75201', { exact: true })).toBeVisible();

    await yourRequests(page)
      .getByRole('link', { name: new RegExp(second.jobNumber) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${second.id}$`));
    await expect(tripDetails(page).getByText('Austin, TX 78701', { exact: true })).toBeVisible();
  });

  test("another client cannot open someone else's request", async ({ page }) => {
    await newCustomer(page, 'Olga Owner');
    const owned = await createRequest(page.request);
    await page.request.post('/api/auth/logout');

    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await newCustomer(page, 'Ivan Intruder');

    // No requests of their own: sent home, never shown the other's job.
    await page.goto(`/tracking?id=${owned.id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Dallas, TX 75201')).toHaveCount(0);

    // With a request of their own, they see theirs instead.
    await createRequest(page.request, {
      pickupLocation: 'Miami, FL 33101',
      destination: 'Orlando, FL 32801',
      distance: 240,
    });
    await page.evaluate((id) => localStorage.setItem('currentRecoveryRequestId', id), owned.id);
    await page.goto(`/tracking?id=${owned.id}`);
    await expect(tripDetails(page).getByText('Miami, FL 33101', { exact: true })).toBeVisible();
    await expect(page.getByText(/could not find that request/)).toBeVisible();
    await expect(page.getByText('Dallas, TX 75201')).toHaveCount(0);
    await expect(page).toHaveURL(/\/tracking$/);
    // The stale stored id was forgotten.
    expect(await page.evaluate(() => localStorage.getItem('currentRecoveryRequestId'))).toBeNull();
  });
});

test.describe('profile', () => {
  test('adds a vehicle with VIN checks, rejects a duplicate VIN and edits it to inactive', async ({
    page,
  }) => {
    await newCustomer(page, 'Vera Vehicles');
    await expect(page.getByText(/No vehicles yet/)).toBeVisible();

    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add vehicle' })).toBeVisible();
    await dialog.getByLabel('Make').fill('Freightliner');
    await dialog.getByLabel('Model').fill('Cascadia');
    await dialog.getByLabel('License Plate').fill('TX-1234');
    await dialog.getByLabel('VIN').fill('1FUJGLDR7CLBP883O');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText('VIN may use letters and digits only, never I, O or Q')).toBeVisible();

    await dialog.getByLabel('VIN').fill('1FUJGLDR7CLBP8834');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog).toBeHidden();

    const vehicles = page.getByRole('region', { name: 'Vehicles' });
    await expect(vehicles.getByText('Freightliner Cascadia')).toBeVisible();
    await expect(vehicles.getByText('TX-1234')).toBeVisible();
    await expect(vehicles.getByText('1FUJGL', { exact: true })).toBeVisible();
    await expect(vehicles.getByText('1FUJGLDR7CLBP8834')).toHaveCount(0);
    await expect(vehicles.getByText('Active', { exact: true })).toBeVisible();

    // The server's duplicate-VIN answer lands on the VIN field.
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await dialog.getByLabel('Make').fill('Volvo');
    await dialog.getByLabel('Model').fill('VNL');
    await dialog.getByLabel('License Plate').fill('TX-9999');
    await dialog.getByLabel('VIN').fill('1fujgldr7clbp8834');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText('You already have a vehicle with this VIN.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await vehicles.getByRole('button', { name: 'Edit Freightliner Cascadia TX-1234' }).click();
    await expect(dialog.getByLabel('VIN')).toHaveValue('1FUJGLDR7CLBP8834');
    await dialog.getByText('Inactive', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(vehicles.getByText('Inactive', { exact: true })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Vehicles' }).getByText('Inactive', { exact: true }),
    ).toBeVisible();
  });

  test('recent activity lists the request and links to its tracking page; quick actions are links', async ({
    page,
  }) => {
    await newCustomer(page, 'Abe Activity');
    await expect(page.getByText('No activity yet')).toBeVisible();

    const job = await createRequest(page.request);
    await page.reload();
    const activity = page.getByRole('region', { name: 'Recent activity' });
    const row = activity.getByRole('link', { name: new RegExp(`${job.jobNumber}.*Request created`) });
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('href', `/tracking?id=${job.id}`);

    const quickActions: [string, string][] = [
      ['Support', '/pathway-ai'],
      ['Invoices', '/payment-success'],
      ['Payment', '/payments'],
      ['Privacy', '/privacy-policy'],
    ];
    for (const [name, href] of quickActions) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${job.id}$`));
    await expect(statusHeading(page)).toHaveText('Payment Required');
  });

  test('data deletion confirms, reports failure, signs out on success and sign-in again works', async ({
    page,
  }) => {
    const { email, password } = await newCustomer(page, 'Dora Deleter');

    // A failing server gives the product's message and keeps the user signed in.
    await page.route('**/api/me/deletion-request', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Your account and everything in it will be deleted in 30 days. Until then you can sign in again and keep your account; after that it cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete my data' }).click();
    await expect(
      page.getByText(
        'There was a problem processing your data deletion request. Please try again or contact support.',
        { exact: true },
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Dora Deleter' })).toBeVisible();
    await page.unroute('**/api/me/deletion-request');

    await page.getByRole('button', { name: 'Delete my data' }).click();
    await confirm.getByRole('button', { name: 'Delete my data' }).click();
    await expect(page.getByText(/All your data will be removed within 30 days/).first()).toBeVisible();
    await expect(page.getByText(/you can choose to keep your account/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile');
    await expect(page.getByText('Please Sign In')).toBeVisible();

    // Signing in again shows the pending deletion and asks; it is not cancelled by signing in.
    await signInThroughUi(page, email, password, '/profile');
    const choice = page.getByRole('alertdialog', { name: 'Your account is scheduled for deletion' });
    await expect(choice).toBeVisible();
    await expect(choice).toContainText(/It will be deleted on \w+ \d{1,2}, \d{4}/);
    await page.reload();
    await expect(choice).toBeVisible();
    await choice.getByRole('button', { name: 'Keep my account' }).click();
    await expect(choice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dora Deleter' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vehicles' })).toBeVisible();
    await expect(choice).toBeHidden();
  });

  test('a tab stops receiving live updates once the account signs out in another tab', async ({
    page,
    context,
  }) => {
    await newCustomer(page, 'Tess Twotabs');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Tess Twotabs' })).toBeVisible();
    const closes = page
      .waitForEvent('websocket')
      .then((ws) => new Promise<void>((resolve) => ws.on('close', () => resolve())));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tess Twotabs' })).toBeVisible();

    // The other tab signs out: this tab's live socket is closed by the server at once, and not reopened.
    const other = await context.newPage();
    const out = await other.request.post('/api/auth/logout');
    expect(out.status()).toBe(204);
    await closes;
    const reopened = page.waitForEvent('websocket', { timeout: 4000 }).then(
      () => true,
      () => false,
    );
    expect(await reopened).toBe(false);
  });
});
