import { expect, type Page, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { signInAsOperator } from './operator';
import { confirmItsYou, signUpThroughUi, uniqueEmail } from './support';

/** The code an authenticator app shows for `secret`, `aheadMs` from now (each code works once). */
const appCode = (secret: string, aheadMs = 0) =>
  authenticator.clone({ epoch: Date.now() + aheadMs }).generate(secret);

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
}

test.describe('two-factor sign-in', () => {
  test('a new operator enrols an authenticator app before the console opens, and signs in with it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An operator adds them, with a first password handed over in person.
    const email = uniqueEmail('olga');
    const password = 'operator-first-2026';
    const lead = await browser.newContext({ baseURL });
    await signInAsOperator(lead);
    const added = await lead.request.post('/api/admin/operators', {
      data: { email, name: 'Olga Newop', password },
    });
    expect(added.ok(), await added.text()).toBe(true);

    // A password alone does not open the console: it sends them to set up a second factor.
    await passwordStep(page, email, password);
    await expect(page.getByLabel('Email')).toBeHidden();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in first' })).toBeVisible();
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    const security = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(security).toContainText('Operators need a passkey or an authenticator app');
    await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // Changing how the account signs in asks for the password again first.
    await confirmItsYou(page, password);
    await expect(security.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await security.locator('code').textContent()) ?? '').trim();
    await security.getByLabel('6-digit code').fill('000000');
    await security.getByRole('button', { name: 'Turn on' }).click();
    await expect(security.getByText('That code did not match')).toBeVisible();
    await security.getByLabel('6-digit code').fill(appCode(secret));
    await security.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: 'I saved them' }).click();
    await expect(security).toContainText('On since');

    // The session that proved the app opens the console at once.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operations console' })).toBeVisible();

    // Next time: the password, then the app's code (the next one: each works once).
    await page.context().clearCookies();
    await passwordStep(page, email, password);
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await page.getByLabel('Code from your authenticator app').fill('123456');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('That code did not match');
    await page.getByLabel('Code from your authenticator app').fill(appCode(secret, 30_000));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeHidden();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operations console' })).toBeVisible();
    await lead.close();
  });

  test('a passkey is added with the phone’s screen lock, signs in alone, and removing it asks to confirm it’s you', async ({
    page,
  }) => {
    // Chromium's virtual authenticator stands in for the phone's platform authenticator.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const password = 'passkey-person-2026';
    const email = await signUpThroughUi(page, { name: 'Pia Passkey', password, next: '/profile' });
    await expect(page.getByRole('heading', { name: 'Pia Passkey', exact: true })).toBeVisible();

    const security = page.getByRole('region', { name: 'Two-factor sign-in' });
    await security.getByLabel('Passkey name (optional)').fill('Pixel 7');
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmItsYou(page, password);
    await expect(security.getByRole('list', { name: 'Your passkeys' })).toContainText('Pixel 7');
    await expect(page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await page.getByRole('button', { name: 'I saved them' }).click();

    // Signed out, the passkey alone signs them in.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByLabel('Email')).toBeHidden();
    expect(((await (await page.request.get('/api/me')).json()) as { email: string }).email).toBe(email);

    // The password now asks for the passkey too.
    await page.context().clearCookies();
    await passwordStep(page, email, password);
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeHidden();

    // Removing it moves power: the prompt asks for the passkey once more, then the removal goes through.
    await page.goto('/profile#security');
    await security.getByRole('button', { name: 'Remove Pixel 7' }).click();
    const prompt = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(prompt).toBeHidden();
    await expect(security).toContainText('No passkeys yet');
  });
});
