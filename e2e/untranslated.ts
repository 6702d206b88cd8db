import type { Page } from '@playwright/test';

/**
 * English a person can read on a page opened in the pseudo-locale (`?lang=pseudo`): every message of
 * the catalogs shows there accented and in brackets ("[Àççéþţ ĵöƀ ······]"), so plain English left is
 * text that did not come through a message. A text (a text node, or an `aria-label`, `title`,
 * `placeholder`, `alt`) counts when it reads as an English phrase: two words or more, one of them a
 * word English sentences cannot do without (not "a" or "no", which Spanish writes too: the
 * pseudo-locale writes dates as Spanish does, "9:08 a.m."). Names, places and numbers from the data do not read so;
 * content that is not translated on purpose sits under `translate="no"`, and English the server wrote
 * is declared so (`lang="en"`).
 */
export async function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FUNCTION_WORDS = new Set(
      "the an to of and or your you yours for is are was be been not yet this that these those with from at in on by it its we our us will can cannot can't don't isn't there here what when where who how why if then than has have had do does before after into about".split(
        ' ',
      ),
    );
    const accented = /[\u00C0-\u024F\u1E00-\u1EFF]/;
    const readsAsEnglish = (raw: string) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (!text || accented.test(text)) return false;
      const words = text.match(/[A-Za-z']+/g) ?? [];
      // "in" in a sentence, or "In" opening one; not "IN" (a state) or "New York".
      const isFunctionWord = (w: string, i: number) =>
        FUNCTION_WORDS.has(w) || (i === 0 && /^[A-Z][a-z']*$/.test(w) && FUNCTION_WORDS.has(w.toLowerCase()));
      return words.length >= 2 && words.some(isFunctionWord);
    };
    const skipped = (el: Element | null) =>
      // Declared English (`lang="en"` inside the page: text the server wrote in English) is not a
      // translation left out; it says what language it is in.
      !!el?.closest('[translate="no"], body [lang="en"], script, style, noscript, code, pre, textarea');
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        style.display !== 'none' && style.visibility !== 'hidden' && (box.width > 0 || el.closest('.sr-only'))
      );
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !visible(parent)) continue;
      if (readsAsEnglish(node.textContent ?? ''))
        found.add(`text "${node.textContent?.trim().slice(0, 90)}"`);
    }
    for (const el of Array.from(
      document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    )) {
      if (skipped(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value && readsAsEnglish(value)) found.add(`${name} "${value.slice(0, 90)}"`);
      }
    }
    return [...found];
  });
}
