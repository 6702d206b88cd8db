import { expect, test } from '@playwright/test';
import { signInAsOperator } from './operator';
import { confirmItsYou, signInThroughUi, signUpThroughUi } from './support';

// The project emulates a phone with Chrome on Android: the other device is a Windows laptop.
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test.describe("where you're signed in", () => {
  test('a person signed in on two devices sees both in the profile and signs the other out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const password = 'two-devices-2026';
    const laptop = await browser.newContext({ baseURL, userAgent: WINDOWS_FIREFOX });
    const laptopPage = await laptop.newPage();
    const email = await signUpThroughUi(laptopPage, { name: 'Nadia Twodevice', password });
    await expect(laptopPage.getByLabel('Email')).toBeHidden();
    expect((await laptop.request.get('/api/me')).status()).toBe(200);

    await signInThroughUi(page, email, password);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: "Where you're signed in" });
    const devices = card.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    const laptopRow = devices.filter({ hasText: 'Firefox on Windows' });
    await expect(laptopRow).toContainText('Last active');
    await expect(laptopRow).not.toContainText('This device');

    await laptopRow.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
    await confirmItsYou(page, password);
    await expect(devices).toHaveCount(1);
    await expect(card).toContainText('You are not signed in anywhere else.');
    expect((await laptop.request.get('/api/me')).status()).toBe(401);
    expect((await page.request.get('/api/me')).status()).toBe(200);

    // The second device was new to the person: they were told by e-mail (the outbox, offline).
    const operator = await browser.newContext({ baseURL });
    await signInAsOperator(operator);
    const res = await operator.request.get('/api/admin/outbox?limit=100');
    const { messages } = (await res.json()) as { messages: { to: string; kind: string; body: string }[] };
    const alert = messages.find((m) => m.to === email && m.kind === 'new_sign_in');
    expect(alert?.body).toContain('New sign-in to your Pathway account:');
    await Promise.all([laptop.close(), operator.close()]);
  });

  test('"Sign out everywhere else" asks first and keeps this device', async ({ page, browser, baseURL }) => {
    const password = 'everywhere-else-2026';
    const laptop = await browser.newContext({ baseURL, userAgent: WINDOWS_FIREFOX });
    const laptopPage = await laptop.newPage();
    const email = await signUpThroughUi(laptopPage, { name: 'Omar Elsewhere', password });
    await expect(laptopPage.getByLabel('Email')).toBeHidden();

    await signInThroughUi(page, email, password);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: "Where you're signed in" });
    await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await confirmItsYou(page, password);
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('You are not signed in anywhere else.');
    expect((await laptop.request.get('/api/me')).status()).toBe(401);
    expect((await page.request.get('/api/me')).status()).toBe(200);
    await laptop.close();
  });
});
