import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillAddresses, signInThroughUi, signUpThroughUi, uniqueEmail } from './support';

const NOT_WORKING =
  'We only transport trucks in proper working order. Please ensure your vehicle is in working condition.';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const pricePanel = (page: Page) => page.getByRole('region', { name: 'Price estimate' });
const requestPrice = (page: Page) => page.getByRole('region', { name: 'Price', exact: true });
const distanceSlider = (page: Page) => page.getByRole('slider', { name: 'Estimated distance' });
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Payment' });

async function setCalculatorMiles(page: Page, miles: string) {
  const box = page.getByLabel('Distance in miles', { exact: true });
  await box.fill(miles);
  await box.press('Enter');
}

test.describe('pricing calculator', () => {
  test('quotes a bobtail standard and rush, and hands the choice to the request form', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing Calculator' })).toBeVisible();
    // Defaults: bobtail, 100 miles, standard: $300 + a $41.00 bus home + $59.07 of fuel.
    await expect(page.getByRole('radio', { name: 'Bobtail', exact: true })).toBeChecked();
    await expect(pricePanel(page)).toContainText('Total$400.07');

    await setCalculatorMiles(page, '1190');
    await expect(page.getByRole('slider', { name: 'Distance', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '1190',
    );
    const panel = pricePanel(page);
    await expect(panel).toContainText('Base Rate$300.00');
    await expect(panel).toContainText('$990.00');
    // The driver's return (a flight) and the fuel, each with how it was estimated.
    await expect(panel).toContainText('Driver return$326.60');
    await expect(panel).toContainText('Air fare for 1,190 mi: $160.00 + $0.14/mi');
    await expect(panel).toContainText('Fuel, billed at cost up to this amount$702.93');
    await expect(panel).toContainText(
      '1,190 mi ÷ 7 mpg × $3.759/gal (diesel price set by Pathway, 2026-11-23)',
    );
    await expect(panel).toContainText('Total$2,319.53');

    // Rush raises the move's fee only: fuel and the ticket home cost the same.
    await page.getByRole('radio', { name: 'Rush', exact: true }).check();
    await expect(panel).toContainText('Rush surcharge$258.00');
    await expect(panel).toContainText('Total$2,577.53');

    await page.getByRole('radio', { name: 'Standard', exact: true }).check();
    await page.getByRole('link', { name: 'Request Recovery Now' }).click();
    await expect(page).toHaveURL(/\/request\?vehicleType=bobtail&distance=1190$/);
    await expect(page.getByLabel('Vehicle type')).toHaveValue('bobtail');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '1190');
    await expect(requestPrice(page)).toContainText('$2,319.53');
  });

  test('the number box clamps: nonsense falls back to 5 and over 10000 becomes 10000', async ({ page }) => {
    await page.goto('/pricing');
    const box = page.getByLabel('Distance in miles', { exact: true });
    await setCalculatorMiles(page, '');
    await expect(box).toHaveValue('5');
    await setCalculatorMiles(page, '25000');
    await expect(box).toHaveValue('10000');
    await expect(pricePanel(page)).toContainText('Call for pricing');
  });

  test('a loaded box truck, a trip over 5000 miles and a bobtail with trailer are priced by phone', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const panel = pricePanel(page);

    // A box truck goes 10 miles to the gallon: 100 miles is $300 + $41.00 + $41.35.
    await page.getByRole('radio', { name: 'Box Truck', exact: true }).check();
    await expect(panel).toContainText('Total$382.35');
    await page.getByRole('switch', { name: 'Vehicle is loaded' }).click();
    await expect(panel).toContainText('Call for pricing');
    await expect(panel).toContainText('Loaded vehicles are priced by phone.');
    await expect(panel).toContainText('Monday to Sunday 8am to 9pm');
    await expect(panel.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:5550100100');
    await expect(panel).not.toContainText('Total');

    await page.getByRole('switch', { name: 'Vehicle is loaded' }).click();
    await expect(panel).toContainText('Total$382.35');
    await setCalculatorMiles(page, '5001');
    await expect(panel).toContainText('Call for pricing');
    await expect(panel).toContainText('Trips over 5,000 miles are priced by phone.');
    // At 5,000 miles the driver covers their own return; the fuel is still the client's.
    await setCalculatorMiles(page, '5000');
    await expect(panel).toContainText('Driver returnNot charged');
    await expect(panel).toContainText('Over 2,000 miles the driver covers their return');
    await expect(panel).toContainText('Total$7,167.45');

    await page.getByRole('radio', { name: 'Bobtail + Trailer', exact: true }).check();
    await expect(panel).toContainText('Call for pricing');
    await expect(panel).toContainText('Bobtail with trailer: $800');
    await expect(panel).toContainText('$300 base plus $500 trailer fee');
    const sheet = page.getByRole('region', { name: 'Price sheet' });
    await expect(sheet).toContainText('Bobtail with trailer');
    await expect(sheet).toContainText('$800');
    await expect(sheet).toContainText('Trailer only');
  });
});

test.describe('request recovery', () => {
  test('starts from the product docs defaults and shows every part of the form', async ({ page }) => {
    await page.goto('/request');
    await expect(page.getByRole('heading', { name: 'Request Recovery' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByLabel('Vehicle type')).toHaveValue('bobtail');
    await expect(page.getByTestId('request-distance')).toHaveText('45 miles');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuemin', '50');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuemax', '3000');
    await expect(page.getByRole('switch', { name: 'Vehicle is in working condition' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Vehicle is loaded' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Now', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByLabel('Pickup date and time')).toBeFocused();
    await expect(page.getByLabel('Pickup date and time')).toHaveAttribute(
      'min',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    const policies = page.getByRole('region', { name: 'How it works and our policies' });
    await expect(policies).toContainText('You pay 100% upfront by card.');
    await expect(policies).toContainText('$500');
    await expect(policies).toContainText('30-day suspension');
    await expect(policies).toContainText('Up to 2,000 miles: the client pays the driver');
    await expect(requestPrice(page)).toContainText('$300.00');
    await expect(page.getByRole('button', { name: 'Share this page' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    // From the default 45 the first step reaches the 50-mile minimum; then it moves in 10s below 500
    // miles and in 50s from 500.
    await distanceSlider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '50');
    await page.keyboard.press('ArrowRight');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '60');
    for (let i = 0; i < 44; i += 1) await page.keyboard.press('ArrowRight');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '500');
    await page.keyboard.press('ArrowRight');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '550');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '490');
    await expect(page.getByTestId('request-distance')).toHaveText('490 miles');
  });

  test("shows the server's distance once it places both addresses, and says when it cannot", async ({
    page,
  }) => {
    await page.goto('/request');
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    // Placed: the distance Pathway measured and prices, not a slider that would only change a label.
    await expect(page.getByText('Measured by Pathway between your two addresses.')).toBeVisible();
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    await expect(distanceSlider(page)).toHaveCount(0);
    await expect(requestPrice(page)).toContainText('For 271 miles between your addresses');
    await expect(requestPrice(page)).toContainText('Total$599.44');

    await fillAddresses(page, 'Boston, MA', 'Seattle, WA');
    await expect(page.getByTestId('request-distance')).toHaveText('2,983 miles');
    await expect(requestPrice(page)).toContainText('Total$4,845.06');
  });

  test('a place Pathway cannot find is refused; a name several places share offers its candidates', async ({
    page,
  }) => {
    await page.goto('/request');
    await fillAddresses(page, 'asdfgh qwerty', 'zxcvbn poiuy');
    await expect(page.getByText('We couldn\'t find "asdfgh qwerty"; pick it from the list.')).toBeVisible();
    await expect(requestPrice(page)).toContainText('Pick both places from the list');
    await proceed(page).click();
    await expect(page.getByLabel('Pickup location', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/request$/);

    // "Springfield" and "Portland" are several places each: nothing is chosen for the person.
    await fillAddresses(page, 'Springfield', 'Portland');
    const which = page.getByRole('group', { name: 'Which one did you mean?' });
    await expect(which).toHaveCount(2);
    await expect(
      page.getByText('"Springfield" could be several places; pick one from the list.'),
    ).toBeVisible();
    await which.first().getByRole('button', { name: 'Springfield, IL' }).click();
    await which.getByRole('button', { name: 'Portland, ME' }).click();
    await expect(page.getByLabel('Pickup location', { exact: true })).toHaveValue('Springfield, IL');
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('Portland, ME');
    await expect(page.getByText('Measured by Pathway between your two addresses.')).toBeVisible();
    await expect(requestPrice(page)).toContainText('between your addresses');
    await expect(which).toHaveCount(0);

    // Type-ahead: the list offers resolved places as the person types, and the keyboard picks one.
    const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
    await destination.fill('Tuls');
    await expect(page.getByRole('option', { name: 'Tulsa, OK' })).toBeVisible();
    await destination.press('ArrowDown');
    await destination.press('Enter');
    await expect(destination).toHaveValue('Tulsa, OK');
    await expect(page.getByRole('listbox', { name: 'Destination suggestions' })).toBeHidden();
  });

  test("a client's saved place is picked in one tap and its site details go with the job", async ({
    page,
  }) => {
    await signUpThroughUi(page, { name: 'Sal Saved', next: '/profile' });
    const places = page.getByRole('region', { name: 'Saved places' });
    await places.getByRole('button', { name: 'Add a place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a place' });
    await dialog.getByLabel('Name').fill('North yard');
    const address = dialog.getByRole('combobox', { name: 'Address' });
    await address.fill('500 Elm St, Dallas, TX 752');
    await dialog
      .getByRole('option', { name: /Dallas, TX/ })
      .first()
      .click();
    await expect(address).toHaveValue(/^500 Elm St, Dallas, TX/);
    await address.fill('500 Elm St, Dallas, TX 75201');
    await address.press('Escape');
    await dialog.getByLabel('Contact', { exact: true }).fill('Dee Yard');
    await dialog.getByLabel('Contact phone').fill('+1 555 010 0123');
    await dialog.getByLabel('Opening hours').fill('Mon–Fri 6 AM–6 PM');
    await dialog.getByRole('button', { name: 'Save place' }).click();
    await expect(dialog).toBeHidden();
    await expect(places).toContainText('North yard');
    await expect(places).toContainText('500 Elm St, Dallas, TX 75201');

    await page.goto('/request');
    const pickup = page.getByRole('combobox', { name: 'Pickup location', exact: true });
    await pickup.focus();
    await page.getByRole('option', { name: /North yard/ }).click();
    await expect(pickup).toHaveValue('500 Elm St, Dallas, TX 75201');
    const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
    await destination.fill('Houston, TX 77002');
    await destination.press('Escape');
    await expect(requestPrice(page)).toContainText('For 271 miles between your addresses');
    await proceed(page).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?amount=599.44&recoveryRequestId=${UUID}`));
    const jobId = new URL(page.url()).searchParams.get('recoveryRequestId');
    const job = await (await page.request.get(`/api/recovery-requests/${jobId}`)).json();
    expect(job.pickupSite).toMatchObject({
      name: 'North yard',
      contactName: 'Dee Yard',
      openingHours: 'Mon–Fri 6 AM–6 PM',
    });
    expect(job.destinationSite).toBeNull();
  });

  test('the locate button fills the pickup with the nearest town and the position', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: 32.7767, longitude: -96.797 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/request');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByLabel('Pickup location', { exact: true })).toHaveValue(
      'near Dallas, TX (32.776700, -96.797000)',
    );
    await expect(page.getByText('Unable to retrieve address')).toHaveCount(0);
    await context.close();
  });

  test('requires both addresses, with the focus on the first missing one', async ({ page }) => {
    await page.goto('/request');
    await proceed(page).click();
    await expect(page.getByText('Pickup location is required')).toBeVisible();
    await expect(page.getByText('Destination is required')).toBeVisible();
    await expect(page.getByLabel('Pickup location', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/request$/);
  });

  test('a vehicle that is not working is refused and nothing is created', async ({ page }) => {
    await signUpThroughUi(page, { name: 'Nora Notworking', next: '/request' });
    await expect(page).toHaveURL(/\/request$/);
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    await page.getByRole('switch', { name: 'Vehicle is in working condition' }).click();
    await proceed(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOT_WORKING);
    await expect(page).toHaveURL(/\/request$/);
    const mine = await page.request.get('/api/recovery-requests');
    expect(mine.status()).toBe(200);
    expect(await mine.json()).toEqual([]);
  });

  test('a move priced by phone opens the dialler instead of continuing', async ({ page }) => {
    await page.goto('/request?vehicleType=trailer');
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await expect(requestPrice(page)).toContainText('Call for pricing');
    await expect(requestPrice(page)).toContainText('Trailer only: $500');
    await proceed(page).click();
    await expect(page.getByText(/Opening your dialler to call/)).toBeVisible();
    await expect(page).toHaveURL(/\/request\?vehicleType=trailer$/);
  });

  test('a home service card preselects its vehicle type', async ({ page }) => {
    await page.goto('/');
    const href = await page.getByRole('link', { name: /Bobtail \+ Trailer/ }).getAttribute('href');
    expect(href).toMatch(/^\/request\?serviceType=\d+$/);
    await page.goto(href!);
    await expect(page.getByLabel('Vehicle type')).toHaveValue('bobtail-trailer');
    await expect(
      page.getByRole('main').getByText('Bobtail + Trailer', { exact: true }).first(),
    ).toBeVisible();
    await expect(requestPrice(page)).toContainText('Call for pricing');
  });

  test('a signed-out visitor signs up from the login page and comes back with the form intact', async ({
    page,
  }) => {
    await page.goto('/request');
    await page.getByLabel('Vehicle type').selectOption('box-truck');
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    await page.getByLabel('Notes (optional)').fill('Keys with the gate guard');
    await proceed(page).click();

    await expect(page).toHaveURL(/\/login\?next=%2Frequest$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Frequest$/);
    await page.getByLabel('Name').fill('Sam Draft');
    await page.getByLabel('Email').fill(uniqueEmail('sam'));
    await page.getByLabel('Password').fill('e2e-password-123');
    await page.getByText('Customer', { exact: true }).click();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/request$/);
    await expect(page.getByText('We kept your request while you signed in.')).toBeVisible();
    await expect(page.getByLabel('Vehicle type')).toHaveValue('box-truck');
    await expect(page.getByLabel('Pickup location', { exact: true })).toHaveValue('Dallas, TX 75201');
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('Houston, TX 77002');
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('Keys with the gate guard');
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    expect(await page.evaluate(() => sessionStorage.getItem('pathway.requestDraft'))).toBeNull();

    // Now signed in, the same form goes on to checkout with the server's price.
    await proceed(page).click();
    await expect(page).toHaveURL(
      new RegExp(`/checkout\\?amount=551.42&recoveryRequestId=${UUID}&serviceType=box-truck$`),
    );
  });

  test('the demo client signs in from the form and comes back to it', async ({ page }) => {
    await page.goto('/request');
    await fillAddresses(page, 'Boston, MA', 'Seattle, WA');
    await expect(page.getByTestId('request-distance')).toHaveText('2,983 miles');
    await proceed(page).click();
    await expect(page).toHaveURL(/\/login\?next=%2Frequest$/);
    await page.getByLabel('Email').fill('client@demo.pathway');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await expect(page).toHaveURL(/\/request$/);
    await expect(page.getByLabel('Pickup location', { exact: true })).toHaveValue('Boston, MA');
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('Seattle, WA');
    await expect(page.getByTestId('request-distance')).toHaveText('2,983 miles');
  });

  test('a new client requests a bobtail move and lands on checkout with the server price', async ({
    page,
  }) => {
    await signUpThroughUi(page, { name: 'Bea Bobtail', next: '/request?vehicleType=bobtail&distance=1190' });
    await expect(page).toHaveURL(/\/request\?vehicleType=bobtail&distance=1190$/);
    await expect(distanceSlider(page)).toHaveAttribute('aria-valuenow', '1190');
    // The server measures Chicago to Orlando at the same 1,190 miles.
    await fillAddresses(page, 'Chicago, IL 60601', 'Orlando, FL 32836');
    await expect(page.getByText('Measured by Pathway between your two addresses.')).toBeVisible();
    await expect(page.getByTestId('request-distance')).toHaveText('1,190 miles');
    await expect(requestPrice(page)).toContainText('$2,319.53');

    await proceed(page).click();
    await expect(page).toHaveURL(
      new RegExp(`/checkout\\?amount=2319.53&recoveryRequestId=(${UUID})&serviceType=bobtail$`),
    );
    const id = new URL(page.url()).searchParams.get('recoveryRequestId');
    expect(await page.evaluate(() => localStorage.getItem('currentRecoveryRequestId'))).toBe(id);

    const job = await page.request.get(`/api/recovery-requests/${id}`);
    expect(job.status()).toBe(200);
    expect(await job.json()).toMatchObject({
      vehicleType: 'bobtail',
      pickupLocation: 'Chicago, IL 60601',
      destination: 'Orlando, FL 32836',
      distance: 1190,
      price: 2319.53,
      status: 'pending',
      paymentStatus: 'unpaid',
    });
  });

  test('a scheduled request sends the chosen time', async ({ page }) => {
    await signUpThroughUi(page, { name: 'Skye Scheduled', next: '/request' });
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await proceed(page).click();
    await expect(page.getByText('Choose a date and time for a scheduled pickup')).toBeVisible();
    await expect(page.getByLabel('Pickup date and time')).toBeFocused();

    const when = new Date(Date.now() + 2 * 24 * 3600_000);
    when.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
    await page.getByLabel('Pickup date and time').fill(local);
    await proceed(page).click();
    await expect(page).toHaveURL(/\/checkout\?amount=599.44&/);
    const id = new URL(page.url()).searchParams.get('recoveryRequestId');
    const job = await (await page.request.get(`/api/recovery-requests/${id}`)).json();
    expect(job.serviceTime).toBe('scheduled');
    expect(new Date(job.scheduledTime).getTime()).toBe(when.getTime());
  });

  test('a driver is told requests are for customers, with a way to switch role', async ({ page }) => {
    await signInThroughUi(page, 'driver@demo.pathway', DEMO_PASSWORD, '/request');
    await expect(page).toHaveURL(/\/request$/);
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await expect(page.getByTestId('request-distance')).toHaveText('271 miles');
    await proceed(page).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('This is for customers.');
    await expect(alert.getByRole('link', { name: /Switch your role/ })).toHaveAttribute('href', '/profile');
    await expect(page).toHaveURL(/\/request$/);
  });
});
