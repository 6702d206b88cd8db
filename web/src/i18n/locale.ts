/**
 * The language the web app speaks now (docs/decisions/014-one-way-to-translate.md). Chosen, in order:
 * `?lang=` on the address (kept for the tab: how the pseudo-locale walk opens pages), the person's
 * account (features/language syncs it once /api/me answers), this phone's last choice, the browser's
 * languages. Its catalog loads beside the first page, like the class merger: the splash waits for it
 * (app/AppReady.tsx), so no page shows a message id.
 */
import { INTL_LOCALE, isLocale, type Locale, preferredLocale } from '@core/i18n';
import { setMomentLocale } from '@core/moment-locale';
import { i18n, type Messages } from '@lingui/core';

/** The pseudo-locale: English, accented and 40% longer, to find text left untranslated or cut. */
export const PSEUDO = 'pseudo';
export type WebLocale = Locale | typeof PSEUDO;

/**
 * English is the source: its text stays in the code (scripts/build/lingui.ts), so English needs no
 * catalog, only Lingui's message compiler for the messages with placeholders or plurals (about 5 KB,
 * where the catalog was about 50). Each message is compiled once.
 */
async function englishFromTheCode(): Promise<{ messages: Messages }> {
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  const compiled = new Map<string, ReturnType<typeof compileMessage>>();
  i18n.setMessagesCompiler((message) => {
    let done = compiled.get(message);
    if (!done) {
      done = compileMessage(message);
      compiled.set(message, done);
    }
    return done;
  });
  return { messages: {} };
}

const loaders: Record<WebLocale, () => Promise<{ messages: Messages }>> = {
  en: englishFromTheCode,
  es: () => import('virtual:lingui-catalog/es'),
  pseudo: () => import('virtual:lingui-catalog/pseudo'),
};

const STORED = 'pathway.locale';
const FOR_THIS_TAB = 'pathway.locale.tab';
const isWebLocale = (value: unknown): value is WebLocale => isLocale(value) || value === PSEUDO;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Private mode or a full disk: the choice lasts for this page only.
  }
}

export function initialLocale(): WebLocale {
  if (typeof window === 'undefined') return 'en';
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isWebLocale(asked)) write(() => sessionStorage, FOR_THIS_TAB, asked);
  const tab = read(() => sessionStorage, FOR_THIS_TAB);
  if (isWebLocale(tab)) return tab;
  const stored = read(() => localStorage, STORED);
  if (isLocale(stored)) return stored;
  return preferredLocale(navigator.languages ?? [navigator.language]);
}

/** Whether this tab was opened in a language of its own (`?lang=`): the account does not override it. */
export function tabLocaleFixed(): boolean {
  return typeof window !== 'undefined' && isWebLocale(read(() => sessionStorage, FOR_THIS_TAB));
}

export function currentLocale(): WebLocale {
  return isWebLocale(i18n.locale) ? i18n.locale : 'en';
}

/** Loads the language's catalog and switches every message, date and number to it. */
export async function activateLocale(locale: WebLocale): Promise<void> {
  const { messages } = await loaders[locale]();
  const intl = locale === PSEUDO ? INTL_LOCALE.en : INTL_LOCALE[locale];
  i18n.loadAndActivate({ locale, locales: [intl], messages });
  // The pseudo-locale writes times as Spanish does: the longer of the two, and not English.
  setMomentLocale(locale === PSEUDO ? 'es' : locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === PSEUDO ? 'en' : locale;
  if (isLocale(locale) && !tabLocaleFixed()) write(() => localStorage, STORED, locale);
}

let settled = false;
/** The first catalog, started at import (the entry), in parallel with the first page's code. */
export const localeReady: Promise<void> = activateLocale(initialLocale())
  .catch(() => activateLocale('en'))
  .catch(() => undefined)
  .finally(() => {
    settled = true;
  });
export const localeSettled = () => settled;

export { i18n };
