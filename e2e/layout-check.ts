import type { Page } from '@playwright/test';

/** What a phone screen shows wrong: a page wider than the screen, fixed things under the bottom bar. */
export async function layoutProblems(page: Page): Promise<string[]> {
  // The phone's own width: a mobile browser widens its layout to fit wide content (and zooms out), so
  // the page's width is compared with the screen's, not with the layout's.
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate((width) => {
    const problems: string[] = [];
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
  }, width);
}
