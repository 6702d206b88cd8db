import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { haversineMiles } from '../core/sphere';
import { createRequest, newPage } from './api';
import { uniqueEmail } from './support';

/** A new client signed up through the API in the page's context (the page's cookies carry the session). */
async function signUpClient(request: APIRequestContext, name: string) {
  const res = await request.post('/api/auth/signup', {
    data: { name, email: uniqueEmail('maps'), password: 'e2e-password-123', role: 'client' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every request the page makes stays on this server: maps, the heat plugin and tiles are never fetched from a CDN. */
function recordForeignRequests(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

const DENVER = { lat: 39.7392, lng: -104.9903 };
const BOISE = { lat: 43.615, lng: -116.2023 };

async function heatPoints(request: APIRequestContext, regions = 'east,west,midwest,south') {
  const res = await request.get(`/api/heatmap?regions=${regions}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).points as { lat: number; lng: number; intensity: number }[];
}

test.describe('maps', () => {
  test('route heat map: simulation and real data, regions, refresh, no CDN', async ({
    page,
    browser,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL);

    // Real demand: three jobs picked up in Denver by two clients, and one lone job from Boise.
    const other = await newPage(browser as Browser, baseURL);
    await signUpClient(other.request, 'Dana Denver');
    await createRequest(other.request, {
      pickupLocation: 'Denver, CO 80202',
      destination: 'Dallas, TX 75201',
    });
    await signUpClient(page.request, 'Hana Heatmap');
    await createRequest(page.request, {
      pickupLocation: 'Denver, CO 80202',
      destination: 'Dallas, TX 75201',
    });
    await createRequest(page.request, {
      pickupLocation: 'Denver, CO 80202',
      destination: 'Austin, TX 78701',
    });
    await createRequest(page.request, { pickupLocation: 'Boise, ID 83702', destination: 'Dallas, TX 75201' });
    await other.context().close();

    await page.goto('/route-heatmap');
    await expect(page.getByRole('heading', { name: 'Route Heat Map' })).toBeVisible();
    await expect(
      page.getByText('Where recovery work is busiest: real jobs and drivers when you are signed in.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText('Intensity Legend')).toBeVisible();
    const canvas = page.locator('canvas.leaflet-heatmap-layer');
    await expect(canvas).toHaveCount(1);
    // Signed in, the map opens on real data; the simulation says it is made up.
    await expect(page.getByTestId('heat-summary')).toContainText(/Showing \d+ busy areas/);
    await page.getByRole('button', { name: 'Simulation' }).click();
    await expect(page.getByTestId('heat-summary')).toContainText(
      /Showing \d+ simulated points \(made up, not real jobs\)/,
    );

    // Regions: turning the West Coast off leaves fewer simulated points.
    const summaryCount = async () =>
      Number((await page.getByTestId('heat-summary').textContent())?.match(/Showing (\d+)/)?.[1]);
    const all = await summaryCount();
    const west = page.getByRole('button', { name: 'West Coast' });
    await west.click();
    await expect(west).toHaveAttribute('aria-pressed', 'false');
    for (const name of ['East Coast', 'Midwest', 'South']) await page.getByRole('button', { name }).click();
    await expect(page.getByTestId('heat-summary')).toHaveText('Choose at least one region to see activity.');
    for (const name of ['East Coast', 'West Coast', 'Midwest', 'South'])
      await page.getByRole('button', { name }).click();
    await expect.poll(summaryCount).toBeGreaterThan(all * 0.8);

    // The refresh slider: 10 s to start, one step right is 11 s.
    await expect(page.getByText('Refresh every 10 seconds')).toBeVisible();
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Refresh every 11 seconds')).toBeVisible();

    // Real Data: a cell near Denver, none at the lone Boise job's address.
    await page.getByRole('button', { name: 'Real Data' }).click();
    await expect(page.getByTestId('heat-summary')).toContainText(/Showing \d+ busy areas/);
    await expect(canvas).toHaveCount(1);
    const points = await heatPoints(page.request);
    expect(points.some((p) => haversineMiles(p, DENVER) < 10)).toBe(true);
    expect(points.some((p) => haversineMiles(p, BOISE) < 20)).toBe(false);
    // Denver is Midwest by the region boxes; the West Coast alone does not show it.
    expect((await heatPoints(page.request, 'west')).some((p) => haversineMiles(p, DENVER) < 10)).toBe(false);

    expect(foreign).toEqual([]);
  });

  test('current location: position, address near Dallas, links', async ({ browser, baseURL }) => {
    const page = await newPage(browser, baseURL, {
      geolocation: { latitude: 32.7767, longitude: -96.797, accuracy: 12.5 },
      permissions: ['geolocation'],
    });
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/current-location');
    await expect(page.getByRole('heading', { name: 'Current Location' })).toBeVisible();
    await expect(page.getByText('32.776700', { exact: true })).toBeVisible();
    await expect(page.getByText('-96.797000', { exact: true })).toBeVisible();
    await expect(page.getByText('±12.50 meters')).toBeVisible();
    await expect(page.getByTestId('current-address')).toContainText('Dallas, TX');
    await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      /32\.7767,-96\.797/,
    );
    await expect(page.getByRole('link', { name: 'Navigate Here' })).toHaveAttribute(
      'href',
      /32\.7767,-96\.797/,
    );
    await expect(page.getByText('GPS tips')).toBeVisible();
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  test('current location without permission shows the error and the help text', async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL, { permissions: [] });
    await page.goto('/current-location');
    await expect(page.getByRole('alert')).toContainText('Error getting your location');
    await expect(page.getByRole('alert')).toContainText('Make sure location services are enabled');
    await page.context().close();
  });

  test('truck stops: 21 cards, 5 in the Midwest, nearest first, directions at the coordinates', async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL, {
      geolocation: { latitude: 32.7767, longitude: -96.797 },
      permissions: ['geolocation'],
    });
    await page.goto('/truck-stops');
    await expect(page.getByRole('heading', { name: 'Top Truck Stops' })).toBeVisible();
    const cards = page.getByTestId('truck-stop');
    await expect(cards).toHaveCount(21);

    await page.getByRole('tab', { name: 'Midwest' }).click();
    await expect(cards).toHaveCount(5);
    const iowa = cards.filter({ hasText: 'Iowa 80 Truckstop' });
    await expect(iowa.getByRole('img', { name: 'Rated 4.8 out of 5.0' })).toBeVisible();
    await expect(iowa.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      /destination=41\.605,-90\.786/,
    );
    // The details are this stop's own facts, never a canned text shared by every stop.
    await iowa.getByRole('button', { name: 'View Details' }).click();
    const details = iowa.getByRole('region', { name: 'Details for Iowa 80 Truckstop' });
    await expect(details).toContainText('41.605, -90.786');
    await expect(details).toContainText('4.8 out of 5.0');
    await expect(details).toContainText('HoursOpen 24 hours');
    await expect(details).toContainText('Truck parking900 spaces');
    // A fact Pathway does not have is said to be missing, never made up.
    await expect(details).toContainText('PhoneNot on file');
    await expect(page.getByText('Showers cleaned hourly')).toHaveCount(0);

    await page.getByRole('tab', { name: 'All' }).click();
    await expect(cards).toHaveCount(21);
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await expect(page.getByText('21 stops, nearest first')).toBeVisible();
    await expect(cards.first()).toContainText('Petro Stopping Center Oak Grove');

    await page.getByRole('button', { name: 'Show all stops on a map' }).click();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(21);
    await page.context().close();
  });
});
