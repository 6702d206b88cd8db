import { expect, test } from '@playwright/test';
import { signInViaApi } from './api';

test.describe('compression', () => {
  test('assets come back Brotli-compressed to a browser that accepts it, API JSON over 1 KB too', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeTruthy();

    const br = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['content-type']).toMatch(/javascript/);
    const gzip = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // The same script whichever way it travels (the client decodes it).
    expect(await br.text()).toBe(await plain.text());

    const stops = await request.get('/api/truck-stops', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(stops.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect((await stops.json()).length).toBe(21);
    const health = await request.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers()['content-encoding']).toBeUndefined();
  });

  test("a page's HTML comes compressed and names its page chunks for preloading", async ({
    page,
    request,
  }) => {
    const html = await request.get('/request', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['content-type']).toMatch(/text\/html/);
    const preloads = [
      ...(await html.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    const requestPage = preloads
      .map((m) => m[1])
      .find((href) => /\/assets\/RequestPage-[\w-]+\.js$/.test(href!));
    expect(requestPage, 'the request page chunk is preloaded').toBeTruthy();
    // The browser fetches it before the app has run, and the page then works from it.
    const fetched = page.waitForRequest((req) => req.url().endsWith(requestPage!));
    await page.goto('/request');
    await fetched;
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  });

  test('the stylesheet inlined in the HTML is not downloaded again by the chunks that load later', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await signInViaApi(page.request, 'driver@demo.pathway');
    // The high-priority alerts load in their own chunk after the frame, which lists the entry CSS.
    const alertsAsked = page.waitForResponse((res) => /\/high-priority$/.test(new URL(res.url()).pathname));
    await page.goto('/jobs');
    await alertsAsked;
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
    expect(inlined, 'the inlined stylesheet is named by a disabled link').toMatch(/^\/assets\/.+\.css$/);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
    expect(stylesheets).not.toContain(inlined);
  });
});
