import { expect, type Page, test } from '@playwright/test';
import { newPage } from './api';
import { DEMO_PASSWORD, fillAddresses, fillCard, signInThroughUi, signUpThroughUi } from './support';

const DRIVER = 'luis.ortega@drivers.demo.pathway';

/** Picks a day on the calendar (week starting Sunday) behind a date field. */
async function pickDate(page: Page, field: string, date: Date) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const dialog = page.getByRole('dialog');
  // The calendar opens on the current month; go forward when the day is in the next one.
  if (date.getMonth() !== new Date().getMonth())
    await dialog.getByRole('button', { name: /next month/i }).click();
  const month = date.toLocaleString('en-US', { month: 'long' });
  await dialog
    .getByRole('button', {
      name: new RegExp(`${month} ${date.getDate()}(st|nd|rd|th), ${date.getFullYear()}`),
    })
    .click();
}

test.describe('scheduling', () => {
  test('a client schedules pickup and delivery, pays, and a driver sees the windows on the job card', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, baseURL);
    await signUpThroughUi(page, { name: 'Sam Scheduler', next: '/scheduling' });
    await expect(page.getByRole('heading', { name: 'Schedule Pickup & Delivery', level: 1 })).toBeVisible();
    await expect(page.getByText('No scheduled services yet.')).toBeVisible();

    // The product's first toast: nothing filled in.
    const submit = page.getByRole('button', { name: 'Schedule Service' });
    await submit.click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();

    const day = new Date();
    day.setDate(day.getDate() + 2);
    await page.getByLabel('Service type').selectOption({ label: 'Bobtail Recovery' });
    await fillAddresses(page, 'Dallas, TX 75201', 'Houston, TX 77002');
    await pickDate(page, 'Pickup date', day);
    await page.getByLabel('Pickup time').selectOption({ label: '9:00 AM' });
    await pickDate(page, 'Delivery date', day);
    await page.getByLabel('Delivery time').selectOption({ label: '8:00 AM' });
    // Week starts on Sunday.
    await page.getByRole('button', { name: /^Delivery date/ }).click();
    await expect(page.getByRole('dialog').getByRole('gridcell').first()).toHaveAccessibleName(/^Sunday, /);
    await page.keyboard.press('Escape');

    // The product's second toast: delivery not after pickup.
    await submit.click();
    await expect(page.getByText('Invalid Schedule', { exact: true })).toBeVisible();
    await expect(page.getByText('Delivery time must be after pickup time', { exact: true })).toBeVisible();

    await page.getByLabel('Delivery time').selectOption({ label: '5:00 PM' });
    await page.getByLabel('Additional notes (optional)').fill('Keys with the gate guard');
    await submit.click();
    await expect(page.getByText('Scheduling Updated', { exact: true })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'Bobtail Recovery' });
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item).toContainText('Pickup');
    await expect(item).toContainText('9:00 AM – 10:00 AM');
    await expect(item).toContainText('5:00 PM – 6:00 PM');
    const jobNumber = (await item.textContent())?.match(/PW-\d+/)?.[0];
    expect(jobNumber).toBeTruthy();

    // Paid like any other request, at the server's distance: 271 miles (offline gazetteer), $599.44.
    await item.getByRole('link', { name: /^Pay \$599\.44/ }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

    await page.goto('/scheduling');
    await expect(
      page.getByRole('listitem').filter({ hasText: jobNumber! }).getByText('Scheduled', { exact: true }),
    ).toBeVisible();

    const driver = await newPage(browser, baseURL);
    await signInThroughUi(driver, DRIVER, DEMO_PASSWORD, '/jobs');
    const card = driver.getByRole('article', { name: jobNumber!, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pickup window')).toBeVisible();
    await expect(card).toContainText('9:00 AM – 10:00 AM');
    await expect(card.getByText('Delivery window')).toBeVisible();
    await expect(card).toContainText('5:00 PM – 6:00 PM');
    await expect(card).toContainText('Hours of service: Fits your hours');
  });
});
