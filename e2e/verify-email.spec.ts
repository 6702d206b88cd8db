import { expect, test } from '@playwright/test';
import { createRequest } from './api';
import { emailConfirmationLink } from './outbox';
import { fillCard, signUpThroughUi } from './support';

test.describe('verified contact', () => {
  test('a new customer is told to confirm their e-mail, cannot pay until they open the link, then pays', async ({
    page,
    baseURL,
  }) => {
    const email = await signUpThroughUi(page, { name: 'Vera Verify', confirmEmail: false });
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(card).toContainText(`We sent a link to ${email}`);

    // Checkout refuses, says why and offers the link again.
    const job = await createRequest(page.request);
    const checkout = `/checkout?amount=${job.price}&recoveryRequestId=${job.id}&serviceType=bobtail`;
    await page.goto(checkout);
    await expect(page.getByRole('alert')).toContainText(
      `Confirm your e-mail address first: we sent a link to ${email}.`,
    );
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(`We sent a new link to ${email}. It works for 24 hours.`)).toBeVisible();

    // The link from the outbox (what the person finds in their inbox).
    await page.goto(await emailConfirmationLink(baseURL!, email));
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`Thank you: ${email} is confirmed.`);
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toBeHidden();

    await page.goto(checkout);
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });
});
