import { expect, type Page, test } from '@playwright/test';
import { createPaidRequest, newPage } from './api';
import { DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

/** The job numbers of every card on the page, in order. */
const cardNumbers = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent?.trim() ?? ''));

/**
 * Loads pages with the button until the list says it has ended; answers the cards' numbers and the
 * count the list ends on. Scrolling may load a page at the same moment, so a button that is busy or
 * gone is simply waited out.
 */
async function loadEverything(page: Page, limit = 30): Promise<{ numbers: string[]; total: number }> {
  const end = page.getByText(/^That's every open job/);
  const more = page.getByRole('button', { name: /^Load more jobs \(/ });
  for (let i = 0; i < limit && !(await end.isVisible()); i += 1) {
    if ((await more.count()) > 0) await more.click({ timeout: 3_000 }).catch(() => {});
    await expect(page.getByRole('button', { name: 'Loading more jobs…' })).toHaveCount(0);
  }
  await expect(end).toBeVisible();
  const total = Number(/\((\d+)\)/.exec((await end.textContent()) ?? '')?.[1]);
  return { numbers: await cardNumbers(page), total };
}

test.describe('open jobs that scale', () => {
  test('a driver pages through 60 new open jobs, by scrolling and by button, with the filters', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const client = await newPage(browser, baseURL);
    await signUpThroughUi(client, { name: 'Sixty Fleet' });
    await expect(client).toHaveURL(/\/profile$/);
    // 60 paid jobs: every third a box truck (trailer types are priced by phone, so none here).
    const posted: { jobNumber: string; vehicleType: string }[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const jobs = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          createPaidRequest(client.request, {
            vehicleType: (batch * 6 + i) % 3 === 2 ? 'box-truck' : 'bobtail',
            idempotencyKey: `sixty-${Date.now()}-${batch}-${i}`,
          }),
        ),
      );
      posted.push(...jobs);
    }
    const boxTrucks = posted.filter((j) => j.vehicleType === 'box-truck').map((j) => j.jobNumber);
    const bobtails = posted.filter((j) => j.vehicleType === 'bobtail').map((j) => j.jobNumber);
    expect(boxTrucks).toHaveLength(20);

    const driver = await newPage(browser, baseURL);
    await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/jobs');
    await expect(driver.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();

    // The first page: 25 cards of at least 60, newest first.
    await expect(driver.getByRole('article')).toHaveCount(25);
    // Other journeys post jobs alongside (each announced live, which refreshes the count), so the button
    // is read once and its own total used.
    const more = driver.getByRole('button', { name: /^Load more jobs \(25 of \d+ shown\)$/ });
    await expect(more).toBeVisible();
    const total = Number(/of (\d+) shown/.exec((await more.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(60);

    // Scrolling to the end of the list loads the next page by itself.
    await driver.getByRole('button', { name: /^Load more jobs/ }).scrollIntoViewIfNeeded();
    await expect(driver.getByRole('article')).toHaveCount(Math.min(50, total), { timeout: 10_000 });

    // The rest, by button (the keyboard and screen-reader way), until the list says it has ended.
    // Other journeys run alongside and post or take jobs meanwhile, so the count it ends on is the
    // one that must match: every open job once, none twice.
    let all: string[] = [];
    await expect(async () => {
      const ended = await loadEverything(driver);
      all = ended.numbers;
      expect(ended.total).toBeGreaterThanOrEqual(60);
      expect(all).toHaveLength(ended.total);
      expect(new Set(all).size).toBe(ended.total);
    }).toPass({ timeout: 30_000 });
    for (const number of posted.map((j) => j.jobNumber)) expect(all).toContain(number);

    // Box Truck: the server filters, and pages the filtered list from the start.
    await driver.getByRole('button', { name: 'Box Truck', exact: true }).click();
    await expect(driver.getByText(/^\d+ open jobs? of \d+$/)).toBeVisible();
    const { numbers: boxes } = await loadEverything(driver);
    for (const number of boxTrucks) expect(boxes).toContain(number);
    for (const number of bobtails) expect(boxes).not.toContain(number);
    for (const badge of await driver.getByRole('article').locator('span > span').allTextContents()) {
      expect(['Box Truck', 'Priority']).toContain(badge);
    }

    // Bobtail: the first page of bobtails.
    await driver.getByRole('button', { name: 'Bobtail', exact: true }).click();
    await expect(driver.getByRole('article').first()).toBeVisible();
    const firstBobtails = await cardNumbers(driver);
    expect(firstBobtails.length).toBeLessThanOrEqual(25);
    for (const number of firstBobtails) expect(boxTrucks).not.toContain(number);
    // All Jobs again: the list as the driver left it (its loaded pages are kept and refreshed).
    await driver.getByRole('button', { name: 'All Jobs', exact: true }).click();
    await expect(driver.getByRole('article', { name: posted.at(-1)!.jobNumber, exact: true })).toBeVisible();
    await expect(driver.getByText(/^That's every open job/)).toBeVisible();
  });

  test('nearest first asks for the position once and says how far each pickup is', async ({
    browser,
    baseURL,
  }) => {
    const driver = await newPage(browser, baseURL, {
      geolocation: { latitude: 35.4676, longitude: -97.5164 },
      permissions: ['geolocation'],
    });
    const client = await newPage(browser, baseURL);
    await signUpThroughUi(client, { name: 'Near Fleet' });
    await expect(client).toHaveURL(/\/profile$/);
    // Typed coordinates in Oklahoma City: nothing else in the suite picks up there.
    const near = await createPaidRequest(client.request, { pickupLocation: '35.4676, -97.5164' });

    await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/jobs');
    await driver.getByLabel('Sort').selectOption('distance');
    await expect(driver.getByLabel('Sort')).toHaveValue('distance');
    const card = driver.getByRole('article', { name: near.jobNumber, exact: true });
    await expect(card).toContainText(/\d+ miles? from you/);
    await expect(card).toContainText('0 miles from you');
    // Right after the priority jobs, which come first in either order.
    const cards = driver.getByRole('article');
    const numbers = await cardNumbers(driver);
    const priority = await cards.filter({ hasText: 'Priority' }).count();
    expect(numbers.indexOf(near.jobNumber)).toBe(priority);
  });
});
