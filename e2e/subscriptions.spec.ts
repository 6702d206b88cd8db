import { expect, test } from '@playwright/test';
import { createPaidRequest } from './api';
import { signInAsOperator } from './operator';
import { newCustomer } from './support';

test.describe('subscriptions and premium features', () => {
  test('a client subscribes to Client Monthly, uses every premium feature and turns auto-renew off', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email } = await newCustomer(page, 'Sam Subscriber');
    // A paid move, so that analytics has spend to chart.
    await createPaidRequest(page.request);

    await page.goto('/subscriptions');
    await expect(page.getByRole('tab', { name: /Annual Billing/ })).toContainText('Save 15%');
    await expect(page.getByRole('link', { name: 'Premium', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe Now to Client Monthly' }).click();

    await expect(page).toHaveURL(/\/subscribe\?clientSecret=.+&subscriptionId=.+/);
    await expect(page.getByText(/Client Monthly: \$20\.00\/month/)).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(page.getByText('Your free trial has started', { exact: true })).toBeVisible();
    await expect(page.getByText('Free Trial Started').first()).toBeVisible();
    await expect(page.getByText('$20.00/month', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^Priority dispatch: your jobs are offered to drivers first, Fleet management/),
    ).toBeVisible();
    // "A confirmation e-mail is on its way" is true: it is in the outbox, though the client is connected.
    const operator = await browser.newContext({ baseURL });
    await signInAsOperator(operator);
    await expect
      .poll(async () =>
        JSON.stringify((await (await operator.request.get('/api/admin/outbox')).json()).messages),
      )
      .toContain(`"to":"${email}"`);
    const confirmation = (await (await operator.request.get('/api/admin/outbox')).json()).messages.find(
      (m: { to: string; subject: string }) => m.to === email,
    );
    expect(confirmation.subject).toBe('Welcome to Client Monthly');
    await operator.close();

    await page.getByRole('link', { name: 'View Subscription' }).click();
    await page.getByRole('link', { name: /Premium Active/ }).click();
    await expect(page).toHaveURL(/\/premium-features$/);
    await expect(page.getByRole('heading', { name: 'Active Client Monthly Subscription' })).toBeVisible();

    const access = (title: string) => page.getByRole('link', { name: `Access Feature: ${title}` });
    const open = async (title: string, url: RegExp, check: () => Promise<void>) => {
      await page.goto('/premium-features');
      await expect(access(title)).toHaveAttribute('href', url);
      await access(title).click();
      await expect(page).toHaveURL(url);
      await check();
    };
    await open('Enhanced Fleet Management', /\/fleet$/, async () => {
      await expect(page.getByRole('heading', { name: 'Fleet Management' })).toBeVisible();
      await expect(
        page.getByText('Jobs without a saved vehicle').or(page.getByText('No vehicles yet')),
      ).toBeVisible();
    });
    await open('Advanced Analytics', /\/analytics$/, async () => {
      await expect(page.getByRole('figure', { name: 'Spend per month' })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'On-time delivery per month' })).toBeVisible();
    });
    await open('Priority Dispatch', /\/request$/, async () => {
      await expect(page.getByLabel(/pickup/i).first()).toBeVisible();
    });
    // Only what the subscription adds: tracking, the route view and documents are every account's.
    await page.goto('/premium-features');
    await expect(access('Priority Dispatch')).toBeVisible();
    await expect(page.getByRole('link', { name: /Access Feature: (Real-Time|Route|Secure)/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText(/Your free trial runs until/)).toBeVisible();
    await page.getByRole('switch', { name: /Auto-renew/ }).click();
    await expect(page.getByText(/Your subscription ends on [A-Z][a-z]+ \d{1,2}, \d{4}\./)).toBeVisible();
    await expect(page.getByRole('switch', { name: /Auto-renew/ })).not.toBeChecked();
  });

  test('a non-subscriber sees the Premium Feature card', async ({ page }) => {
    await newCustomer(page, 'Nora Nonsub');
    await page.goto('/premium-features');
    await expect(page.getByText('This feature requires an active subscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await page.goto('/analytics');
    await expect(page.getByText('This feature requires an active subscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Premium', exact: true })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  test('checkout without payment information says so', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByText('Missing payment information. Please try subscribing again.')).toBeVisible();
  });

  test('the contact form reaches the sales team', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Fay Fleet');
    await page.getByLabel('Email').fill('fay@fleet.example');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us a little more (at least 10 characters).')).toBeVisible();
    await page.getByLabel('Message').fill('We run 30 box trucks and would like volume pricing.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Our sales team will reply by e-mail within one business day.'),
    ).toBeVisible();
  });

  test('a 3-D Secure card completes its authentication step, with the expiry typed as 1234', async ({
    page,
  }) => {
    await newCustomer(page, 'Dee Secure');
    await page.goto('/subscriptions');
    await page.getByRole('button', { name: 'Subscribe Now to Client Monthly' }).click();
    await expect(page).toHaveURL(/\/subscribe\?clientSecret=.+&subscriptionId=.+/);
    await page.getByLabel('Card number').pressSequentially('4000002500003155');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    await expiry.pressSequentially('1234');
    await expect(expiry).toHaveValue('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await expect(bank).toContainText('before it can be saved for your subscription');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Your free trial has started', { exact: true })).toBeVisible();
  });
});
