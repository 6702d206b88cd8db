/**
 * The languages Pathway speaks. A person's language is kept on their account (pages, e-mails, texts,
 * push, PDFs, the assistant); a receiver's is chosen by the client per receiver. English is the
 * source: every message is written in English first, and Spanish translates it (docs/decisions/014).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** How each language names itself, for the language menus (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag for Intl: Pathway serves the United States, so US conventions for both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a person's preferred languages Pathway speaks ("es-MX" → es), else English. Takes a
 * browser's `navigator.languages` or an Accept-Language header.
 */
export function preferredLocale(preferences: readonly string[] | string | null | undefined): Locale {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
          })
          .sort((a, b) => b.q - a.q)
          .map((p) => p.tag)
      : (preferences ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
