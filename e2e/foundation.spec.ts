import { expect, test } from '@playwright/test';
import { bottomNav, DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

test.describe('home', () => {
  test('shows the four services from the server, the lowest price it quotes for each, and the nearby-driver count', async ({
    page,
  }) => {
    await page.goto('/');
    // The shortest bobtail move the server prices: what "Starting at" may promise.
    const quote = await (
      await page.request.get(
        `/api/quote?${new URLSearchParams({ pickup: 'Dallas, TX 75201', destination: 'Dallas, TX 75202', vehicleType: 'bobtail' })}`,
      )
    ).json();
    // One mile: the $300 base, a bus ticket back ($25.00 + $0.16) and a seventh of a gallon (+10%).
    expect(quote).toMatchObject({ miles: 1, moveFeeCents: 30000, totalCents: 32575 });
    const services: [string, string][] = [
      ['Bobtail Recovery', 'Starting at $325.75'],
      ['Bobtail + Trailer', 'Call for pricing'],
      ['Box Truck Recovery', 'Starting at $325.58'],
      ['Auction Transport', 'Starting at $325.75'],
    ];
    for (const [name, price] of services) {
      const card = page.getByRole('link', { name: new RegExp(name.replace('+', '\\+')) });
      await expect(card).toContainText(price);
    }
    await expect(page.getByRole('link', { name: /Auction Transport/ })).toContainText('NEW');
    await expect(page.getByRole('link', { name: /Bobtail Recovery/ })).toHaveAttribute(
      'href',
      /\/request\?serviceType=\d+/,
    );
    // The count is the server's (3 in the demo data, more while other journeys' drivers are available,
    // so it can change between the two reads: read both again until they agree).
    await expect(async () => {
      const { count } = await (await page.request.get('/api/drivers/nearby')).json();
      expect(count).toBeGreaterThanOrEqual(3);
      await page.reload();
      await expect(page.getByText(`${count} drivers nearby`)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:5550100100');
    // The roadmap is the operators' data: in the demo every service can be ordered now.
    await expect(page.getByText('AVAILABLE NOW')).toHaveCount(4);
    await expect(page.getByText('COMING SOON')).toHaveCount(0);
  });

  test('shows the 404 page for unknown routes', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('a page whose code cannot be fetched says so and loads on Try again', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Bobtail Recovery/ })).toBeVisible();
    // The pricing page's chunk fails once (a lost connection, or a deploy that replaced it).
    let failed = false;
    await page.route(/\/assets\/PricingPage-[\w-]+\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText("This page couldn't be loaded.");
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows the privacy policy with its ten sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('May 2, 2025').first()).toBeVisible();
    for (const section of ['Introduction', "Children's Privacy", 'Contact Us']) {
      await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
    }
  });
});

test.describe('accounts', () => {
  test('a new user signs up, sees their name on the profile, toggles role and the navigation follows', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByText('Please Sign In')).toBeVisible();

    const email = await signUpThroughUi(page, { name: 'Rita Fleetwood', next: '/profile' });
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Rita Fleetwood' })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();

    const nav = bottomNav(page);
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'Driver', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);

    // The role is the server's: it survives a reload.
    await page.reload();
    await expect(bottomNav(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Please Sign In')).toBeVisible();
  });

  test('sign-up shows the server message for a taken email and sign-in one for a wrong password', async ({
    page,
  }) => {
    await signUpThroughUi(page, { name: 'Dup Licate', email: 'client@demo.pathway' });
    await expect(page.getByText(/already exists/).first()).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill('client@demo.pathway');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await expect(page.getByText('Email or password is incorrect.').first()).toBeVisible();
  });

  test('the demo driver signs in and sees the driver navigation', async ({ page }) => {
    await signInThroughUi(page, 'driver@demo.pathway', DEMO_PASSWORD, '/profile');
    await expect(page.getByRole('heading', { name: 'Jordan Driver' })).toBeVisible();
    await expect(page.getByText('Verified Account', { exact: true })).toBeVisible();
    await expect(bottomNav(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  });

  test('signing in from the profile prompt comes back to the profile', async ({ page }) => {
    await page.goto('/profile');
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
    await page.getByLabel('Email').fill('client@demo.pathway');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Casey Fleet' })).toBeVisible();
  });
});

test.describe('app frame', () => {
  test('the chat button side toggles and is remembered', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /move .*(left|right)/i });
    await toggle.click();
    const stored = await page.evaluate(() => localStorage.getItem('pathwayAgentPosition'));
    expect(['left', 'right']).toContain(stored);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('pathwayAgentPosition'))).toBe(stored);
  });

  test('the subscription badge reads Premium and links to plans', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Premium/ })).toHaveAttribute('href', '/subscriptions');
  });
});
