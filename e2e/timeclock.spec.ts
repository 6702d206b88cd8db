import { expect, test } from '@playwright/test';
import { newPage } from './api';
import { DEMO_PASSWORD, signInThroughUi } from './support';

/**
 * A driver of the seeded demo network (not driver@demo.pathway, whose record other journeys running in
 * parallel change through their pre-trips and deliveries).
 */
const DRIVER = 'dana.whitfield@drivers.demo.pathway';
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

test.describe('time clock', () => {
  test('a driver clocks in, takes a break, ends it, drives, and sees hours worked and the summary change', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, baseURL, { geolocation: DALLAS, permissions: ['geolocation'] });
    await signInThroughUi(page, DRIVER, DEMO_PASSWORD, '/driver');
    await expect(page.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Time Clock' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Messaging', 'Documents', 'Stats'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    const clock = page.getByRole('tabpanel', { name: 'Time Clock' });
    const status = clock.getByText(/^(Off duty|On duty|On break|Driving)$/);
    const hoursWorked = clock
      .locator('dt', { hasText: 'Hours worked' })
      .locator('xpath=following-sibling::dd');
    const firstClockIn = clock
      .locator('dt', { hasText: 'First clock-in' })
      .locator('xpath=following-sibling::dd');
    await expect(status).toHaveText('Off duty');
    await expect(hoursWorked).toHaveText('0h 0m');
    await expect(firstClockIn).toHaveText('—');
    await expect(clock.getByRole('meter', { name: 'Driving (11 h)' })).toHaveAttribute(
      'aria-valuenow',
      '660',
    );
    await expect(clock.getByText(/Location ready/)).toBeVisible();

    const act = async (button: string, event: string, next: string) => {
      await clock.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByText(`You have successfully ${event}`, { exact: true })).toBeVisible();
      await expect(status).toHaveText(next);
    };
    await act('Clock in', 'clock in', 'On duty');
    await expect(firstClockIn).not.toHaveText('—');
    await expect(clock.getByRole('button', { name: 'Clock in', exact: true })).toHaveCount(0);

    await clock.getByLabel('Notes (optional)').fill('Lunch at the yard');
    await act('Start break', 'break start', 'On break');
    await expect(clock.getByRole('button', { name: 'End break', exact: true })).toBeVisible();
    await act('End break', 'break end', 'On duty');
    await act('Start driving', 'driving start', 'Driving');

    // Hours worked runs on while driving: a minute later it reads 0h 1m.
    await expect(hoursWorked).toHaveText('0h 1m', { timeout: 90_000 });

    await clock.getByRole('button', { name: 'View events' }).click();
    const events = page.getByRole('region', { name: 'Events, newest first' });
    await expect(events.getByRole('listitem')).toHaveCount(4);
    await expect(events.getByRole('listitem').first()).toContainText('Start driving');
    await expect(events).toContainText('Lunch at the yard');
    await page.keyboard.press('Escape');

    await act('End driving', 'driving end', 'On duty');
    await act('Clock out', 'clock out', 'Off duty');
    const lastClockOut = clock
      .locator('dt', { hasText: 'Last clock-out' })
      .locator('xpath=following-sibling::dd');
    await expect(lastClockOut).not.toHaveText('—');
  });

  test('a client sees the Drivers Only alert instead of the clock, and the old links redirect', async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL);
    await signInThroughUi(page, 'client@demo.pathway', DEMO_PASSWORD, '/driver');
    await expect(page.getByRole('heading', { name: 'Drivers Only' })).toBeVisible();
    // The dashboard's old links still lead somewhere (product/platform §2).
    for (const path of ['/RequestService', '/request-service']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/request$/);
    }
  });
});
