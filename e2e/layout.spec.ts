import { expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './api';

/**
 * Every page of the app on a phone (390×844), as each person who uses it: nothing wider than the
 * screen, and nothing fixed to the screen (a message box, a banner) hidden behind the bottom
 * navigation. A screenshot of each page is attached to the report.
 */
test.use({ viewport: { width: 390, height: 844 } });

const everyone = [
  '/',
  '/pricing',
  '/request',
  '/terms',
  '/privacy-policy',
  '/login',
  '/signup',
  '/subscriptions',
];
const pagesFor = {
  visitor: [...everyone, '/truck-stops', '/route-heatmap', '/premium-features', '/mobile-subscription-plans'],
  client: [
    ...everyone,
    '/profile',
    '/tracking',
    '/payments',
    '/scheduling',
    '/documents',
    '/messages',
    '/dashboard',
    '/analytics',
    '/fleet',
    '/pathway-ai',
    '/contact',
    '/subscription-success',
  ],
  driver: [
    '/driver',
    '/driver?tab=analytics',
    '/jobs',
    '/profile',
    '/documents',
    '/messages',
    '/current-location',
  ],
  operator: ['/admin/drivers', '/admin/documents', '/admin/outbox', '/pathway-ai', '/profile'],
} as const;
const logins = {
  visitor: null,
  client: 'client@demo.pathway',
  driver: 'driver@demo.pathway',
  operator: 'admin@demo.pathway',
} as const;

/** What a phone screen shows wrong: a page wider than the screen, fixed things under the bottom bar. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    const nav = document.querySelector('nav[aria-label="Main"]');
    const bar = nav?.closest('[class*="fixed"]') ?? nav;
    if (!bar) return problems;
    const barTop = bar.getBoundingClientRect().top;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (bar.contains(el) || el.contains(bar)) continue;
      const style = getComputedStyle(el);
      if ((style.position !== 'fixed' && style.position !== 'sticky') || style.visibility === 'hidden')
        continue;
      const rect = el.getBoundingClientRect();
      if (rect.height === 0 || rect.width === 0) continue;
      // Fixed things that end below the bar's top are (partly) hidden behind it.
      if (rect.bottom > barTop + 1 && rect.top < barTop && rect.top > 0)
        problems.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} reaches under the bottom navigation`,
        );
    }
    return problems;
  });
}

for (const [role, paths] of Object.entries(pagesFor) as [keyof typeof pagesFor, readonly string[]][]) {
  test(`every page fits a phone screen, as ${role === 'visitor' ? 'a visitor' : `the demo ${role}`}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const login = logins[role];
    if (login) await signInViaApi(page.request, login);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#main, main').first()).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => {});
      await testInfo.attach(`${role} ${path}`, { body: await page.screenshot(), contentType: 'image/png' });
      for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
