import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsOperator } from './operator';
import { signInThroughUi, signUpThroughUi } from './support';

interface OutboxMessage {
  to: string;
  kind: string;
  subject: string;
  body: string;
}

/** The newest e-mail of a kind to an address, as operators read it at /admin/outbox. */
async function latestMail(operator: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await operator.get('/api/admin/outbox?limit=100');
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      found = messages.find((m) => m.to === to && m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test.describe('passwords', () => {
  test('a driver who forgot their password resets it from the e-mailed link and signs in with the new one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const oldPassword = 'e2e-password-123';
    const newPassword = 'a-fresh-start-2026';
    // Signed up on another device, which the reset will sign out.
    const phone = await browser.newContext({ baseURL });
    const phonePage = await phone.newPage();
    const email = await signUpThroughUi(phonePage, {
      name: 'Rosa Driver',
      password: oldPassword,
      role: 'Driver',
    });
    await expect(phonePage.getByLabel('Email')).toBeHidden();
    expect((await phone.request.get('/api/me')).status()).toBe(200);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account uses that address, we have e-mailed a link to choose a new password. It works for one hour.',
    );

    const operator = await browser.newContext({ baseURL });
    await signInAsOperator(operator);
    const mail = await latestMail(operator.request, email, 'password_reset');
    const link = new URL(mail.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // A common password is refused with the reason.
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('New password again').fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This password is too common')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Rosa Driver', exact: true })).toBeVisible();
    // The other device was signed out; the person is told by e-mail.
    expect((await phone.request.get('/api/me')).status()).toBe(401);
    expect((await latestMail(operator.request, email, 'password_changed')).subject).toBe(
      'Your password was changed',
    );

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-2026');
    await page.getByLabel('New password again').fill('yet-another-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('expired or was already used');

    // The old password no longer works; the new one does.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Wait for the sign-out to land: /login sends a signed-in person away.
    await expect(page.getByText('Please Sign In')).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(oldPassword);
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
    await signInThroughUi(page, email, newPassword);
    expect((await page.request.get('/api/me')).status()).toBe(200);

    await operator.close();
    await phone.close();
  });

  test('a signed-in person changes their password in the profile', async ({ page }) => {
    const email = await signUpThroughUi(page, {
      name: 'Cam Change',
      password: 'e2e-password-123',
      next: '/profile',
    });
    await expect(page.getByRole('heading', { name: 'Cam Change', exact: true })).toBeVisible();
    const card = page.getByRole('region', { name: 'Change password' });

    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password', { exact: true }).fill('changed-in-profile-1');
    await card.getByLabel('New password again').fill('changed-in-profile-1');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('Your current password is not right.')).toBeVisible();

    await card.getByLabel('Current password').fill('e2e-password-123');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByRole('status')).toContainText('Your password was changed');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Please Sign In')).toBeVisible();
    await signInThroughUi(page, email, 'changed-in-profile-1');
  });
});
