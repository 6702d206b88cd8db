import { expect, test } from '@playwright/test';
import { type PlayStub, startPlayStub } from '../server/test/play-stub';
import { signUpThroughUi } from './support';

// The app under test is configured (playwright.config.ts) to verify purchases against this stub.
let stub: PlayStub;
test.beforeAll(async () => {
  stub = await startPlayStub({
    port: Number(process.env.E2E_PLAY_PORT),
    packageName: 'com.pathway.app',
    serviceAccountJson: process.env.E2E_PLAY_ACCOUNT,
    publicKey: process.env.E2E_PLAY_PUBLIC_KEY,
  });
});
test.afterAll(() => stub.close());

test.describe.configure({ mode: 'serial' });

test.describe('Google Play billing', () => {
  test('in the Android app: Digital Goods API + Payment Request, verified by the server, then the dashboard', async ({
    page,
  }) => {
    const token = `e2e-play-${Date.now()}`;
    stub.tokens.set(token, {
      productId: 'pathway_driver_monthly',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString(),
      freeTrial: true,
    });
    // What a Trusted Web Activity with Play billing exposes to the page.
    await page.addInitScript((purchaseToken) => {
      const w = window as unknown as Record<string, unknown>;
      w.getDigitalGoodsService = async (method: string) =>
        method === 'https://play.google.com/billing'
          ? {
              getDetails: async (ids: string[]) =>
                ids.map((id) => ({ itemId: id, title: id, price: { currency: 'USD', value: '10.00' } })),
              listPurchases: async () => [],
            }
          : null;
      w.PaymentRequest = class {
        constructor(private methods: { supportedMethods: string; data: { sku: string } }[]) {}
        async show() {
          w.__playSku = this.methods[0]?.data.sku;
          return {
            details: { purchaseToken },
            complete: async (result: string) => {
              w.__playComplete = result;
            },
          };
        }
      };
    }, token);

    await signUpThroughUi(page, { name: 'Dee Android', role: 'Driver' });
    await expect(page).toHaveURL(/\/profile/);
    await page.goto('/mobile-subscription-plans');
    await expect(page.getByRole('heading', { name: 'Pathway Recovery Plans' })).toBeVisible();
    // The subscriber rate starts when the trial is over and the subscription is paid, and says so.
    await expect(
      page.getByText(
        'Commission is 15% during the trial and 10% once your free trial is over and the subscription is paid.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Select Plan Driver Monthly' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
    await expect(page.getByText("What's included")).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe Now' }).click();

    await expect(page.getByText('Subscription Activated').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    await expect(page.getByText('Driver Monthly: premium features are on')).toBeVisible();
    await expect(page.getByRole('link', { name: /Premium Active/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__playComplete)).toBe(
      'success',
    );
    expect(stub.acknowledged.has(token)).toBe(true);
    expect(stub.requests.some((r) => r.includes(`/subscriptionsv2/tokens/${token}`))).toBe(true);
  });

  test('elsewhere the purchase card says Play billing is not available', async ({ page }) => {
    await signUpThroughUi(page, { name: 'Web Walter', role: 'Driver' });
    await expect(page).toHaveURL(/\/profile/);
    await page.goto('/mobile-subscription-plans');
    await page.getByRole('button', { name: 'Select Plan Driver Monthly' }).click();
    await expect(page.getByText('Google Play Billing is not available on this device')).toBeVisible();
  });
});
