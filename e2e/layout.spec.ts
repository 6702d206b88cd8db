import { expect, test } from '@playwright/test';
import { signInViaApi } from './api';
import { layoutProblems } from './layout-check';
import { signInAsOperator } from './operator';

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
  visitor: [
    ...everyone,
    '/truck-stops',
    '/route-heatmap',
    '/premium-features',
    '/mobile-subscription-plans',
    '/forgot-password',
    `/reset-password?token=${'x'.repeat(43)}`,
    `/join/${'x'.repeat(43)}`,
  ],
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
    '/company',
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
  operator: [
    '/admin/drivers',
    '/admin/documents',
    '/admin/outbox',
    '/admin/services',
    '/admin/payouts',
    '/admin/companies',
    '/pathway-ai',
    '/profile',
  ],
} as const;
const logins = {
  visitor: null,
  client: 'client@demo.pathway',
  driver: 'driver@demo.pathway',
  operator: 'admin@demo.pathway',
} as const;

for (const [role, paths] of Object.entries(pagesFor) as [keyof typeof pagesFor, readonly string[]][]) {
  test(`every page fits a phone screen, as ${role === 'visitor' ? 'a visitor' : `the demo ${role}`}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const login = logins[role];
    if (role === 'operator') await signInAsOperator(page);
    else if (login) await signInViaApi(page.request, login);
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
