import { expect, type Page, test } from '@playwright/test';
import {
  acceptAsDriver,
  createPaidRequest,
  createRequest,
  newPage,
  pngFile,
  sendLocationViaApi,
  signInViaApi,
} from './api';
import { newCustomer } from './support';

// A phone-sized screen: what a fleet client or a driver sees on the road.
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('screens that tell the truth', () => {
  test('a new page starts at its top, and Back returns to where the page was', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('link', { name: /Auction Transport/ });
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/\/request\?serviceType=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5);
  });

  test('/subscription-success says there is no subscription to anyone without one', async ({ page }) => {
    await page.goto('/subscription-success');
    await expect(page.getByRole('heading', { name: 'No active subscription' })).toBeVisible();
    await expect(page.getByText('Subscription Successful!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsubscription-success',
    );

    await newCustomer(page, 'Nora Nosub');
    await page.goto('/subscription-success');
    await expect(page.getByRole('heading', { name: 'No active subscription' })).toBeVisible();
    await expect(page.getByText('Subscription Activated')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
  });

  test('the home page promises no referral reward', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Share Pathway' })).toBeVisible();
    await expect(page.getByText(/reward/i)).toHaveCount(0);
  });

  test("Profile's Payment opens the client's payments: what waits for payment, and the invoices", async ({
    page,
  }) => {
    await newCustomer(page, 'Paula Payer');
    const job = await createRequest(page.request);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(page.getByText('Invalid payment amount')).toHaveCount(0);
    const payNow = page.getByRole('link', { name: 'Pay Now' });
    await expect(payNow).toHaveAttribute('href', new RegExp(`recoveryRequestId=${job.id}`));
    await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
    await payNow.click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  });

  test("signed out, the assistant's Sign in leads to the sign-in page and back to the same page", async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open Pathway AI assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'Pathway AI' });
    const box = chat.getByLabel('Ask Pathway AI');
    await box.fill('where is my truck');
    await box.press('Enter');
    const signIn = chat.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login?next=%2Fpricing');
    await signIn.click();
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  });

  test('the AI response tester exists outside production, and an unknown page says what happened', async ({
    page,
  }) => {
    await page.goto('/pathway-test');
    await expect(page.getByRole('heading', { name: 'AI response tester' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test("before pickup the driver card shows the time to the pickup, from the driver's position", async ({
    page,
    browser,
    baseURL,
  }) => {
    await newCustomer(page, 'Petra Pickup');
    const job = await createPaidRequest(page.request, { destination: 'Houston, TX 77002', distance: 271 });
    await page.goto(`/tracking?id=${job.id}`);
    await expect(page.getByText('Waiting for a driver')).toBeVisible();
    await expect(page.getByText(/from the (pickup|destination)/)).toHaveCount(0);

    const driverPage = await newPage(browser, baseURL);
    await signInViaApi(driverPage.request, 'driver@demo.pathway');
    await acceptAsDriver(driverPage.request, job.id);
    // About 60 road miles north of the Dallas pickup: a bit over an hour away at planning speed.
    await sendLocationViaApi(driverPage.request, job.id, 33.5, -96.8);
    await expect(page.getByText(/^Driver: 1 h( \d+ min)? from the pickup$/)).toBeVisible();
    await expect(page.getByText(/from the destination/)).toHaveCount(0);
    await driverPage.context().close();
  });

  test('the Terms of Service link leads to the terms, with the rules the product applies', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByText('An accepted job cannot be cancelled by the driver.')).toBeVisible();
    await expect(page.getByText(/keeps a commission of 15% of the price, or\s+10%/)).toBeVisible();
  });

  test('the mobile plans mark the plan operators chose, and say why Play cannot sell here', async ({
    page,
  }) => {
    await page.goto('/mobile-subscription-plans');
    await expect(page.getByRole('heading', { name: 'Pathway Recovery Plans' })).toBeVisible();
    // The annual plans are highlighted in the data; the monthly prices come from the plans on sale.
    await page.getByRole('tab', { name: 'Yearly' }).click();
    await expect(page.getByText('MOST POPULAR').first()).toBeVisible();
    await expect(page.getByText('Clients $20.00/month')).toBeVisible();
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page.getByText('MOST POPULAR')).toHaveCount(0);
    // This browser has no Google Play billing: the button says nothing false and offers the card.
    await page.getByRole('button', { name: 'Select Plan Client Monthly' }).click();
    await expect(page.getByText(/Google Play Billing is not available on this device/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Subscribe with a card instead' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  test("the driver's Documents tab shows the medical certificate uploaded in My Documents", async ({
    page,
  }) => {
    await signInViaApi(page.request, 'driver@demo.pathway');
    const expires = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const upload = await page.request.post('/api/documents', {
      multipart: { documentType: 'medical', expiresOn: expires, file: pngFile('dot-medical-card.png') },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await page.goto('/driver?tab=documents');
    const medical = page.getByRole('region', { name: 'Medical certificate' });
    await expect(medical).toContainText('dot-medical-card.png');
    await expect(medical).toContainText('Waiting for review');
    await expect(medical).not.toContainText('Not on file');
  });
});
