import { expect, test } from '@playwright/test';
import { allPages, type PageRun } from '../scripts/bench/pages';
import { signInViaApi } from './api';
import { layoutProblems } from './layout-check';
import { signInAsOperator } from './operator';
import { untranslatedText } from './untranslated';

/**
 * Every route of the app (the same list the Lighthouse bench keeps complete against the route table),
 * on a phone (390×844), as the person who uses it, in the pseudo-locale: every message accented and
 * 40% longer (docs/decisions/014-one-way-to-translate.md). A page fails on English a person can read
 * (text that did not come through a message), on anything wider than the screen (a longer language
 * pushed it out), and on fixed things hidden behind the bottom navigation. A screenshot of each page is
 * attached to the report.
 */
test.use({ viewport: { width: 390, height: 844 } });

const withPseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=pseudo`;
const roleOf = (run: PageRun) =>
  !run.as
    ? 'visitor'
    : run.as.startsWith('admin')
      ? 'operator'
      : run.as.startsWith('driver')
        ? 'driver'
        : 'client';

let pages: PageRun[] = [];
test.beforeAll(async ({ baseURL }) => {
  pages = await allPages(baseURL!);
});

for (const role of ['visitor', 'client', 'driver', 'operator'] as const) {
  test(`every page reads in the pseudo-locale and fits a phone screen, as ${role === 'visitor' ? 'a visitor' : `the demo ${role}`}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const mine = pages.filter((run) => roleOf(run) === role);
    expect(mine.length).toBeGreaterThan(0);
    if (role === 'operator') await signInAsOperator(page);
    else if (mine[0]?.as) await signInViaApi(page.request, mine[0].as);
    const found: string[] = [];
    for (const run of mine) {
      await page.goto(withPseudo(run.path));
      await expect(page.locator('#main, main').first()).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => {});
      await testInfo.attach(`${role} ${run.path}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      for (const problem of await layoutProblems(page)) found.push(`${run.path}: ${problem}`);
      for (const text of await untranslatedText(page)) found.push(`${run.path}: English ${text}`);
    }
    expect(found).toEqual([]);
  });
}
