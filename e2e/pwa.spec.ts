import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('has a manifest with real icons', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Pathway', display: 'standalone', start_url: '/' });
    const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
      expect((await res.body()).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  test('opens offline after a first visit, says so, and recovers by itself', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Pathway', level: 1 })).toBeVisible();
    // The service worker has taken over and precached the shell and the route chunks.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pathway', level: 1 })).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();
    // Another page's chunk comes from the cache too.
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Pricing Calculator' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText("You're offline.")).toBeHidden();
    // Personal data is never in the cache: API answers always come from the server (only files a
    // signed-in person viewed are kept, and nobody signed in here).
    const cachedApi = await page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().filter((r) => new URL(r.url).pathname.startsWith('/api/')).length;
    });
    expect(cachedApi).toBe(0);
  });
});
