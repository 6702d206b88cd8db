import { expect, test } from '@playwright/test';
import { layoutProblems } from './layout-check';

test.use({ viewport: { width: 390, height: 844 } });
test('probe: the layout check sees overflow and a fixed box under the bar', async ({ page }) => {
  await page.goto('/pricing');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.style.height = '10px';
    document.querySelector('main')?.appendChild(wide);
    const box = document.createElement('div');
    box.style.cssText = 'position:fixed;left:0;right:0;bottom:40px;height:60px;background:red';
    document.body.appendChild(box);
  });
  const problems = await layoutProblems(page);
  expect(problems.some((p) => p.includes('wide'))).toBe(true);
  expect(problems.some((p) => p.includes('under the bottom navigation'))).toBe(true);
});
