import { DEFAULT_LOCALE, isLocale, type Locale } from '@core/i18n';

/**
 * What the server writes to a person (e-mails, texts, push, PDFs) comes from a typed catalog per
 * message family: one entry per language, so TypeScript refuses a catalog without its Spanish
 * (`satisfies Catalog<…>`). The recipient's language is `users.locale`; a receiver's is the one the
 * client chose for them. English is the source and stays as tests and the spec read it.
 * Spanish follows docs/i18n/glossary-es.md (usted).
 */
export type Catalog<T> = Record<Locale, T>;

/** A text written when the recipient (and so the language) is known: a value or one per language. */
export type Localized<T> = T | ((locale: Locale) => T);

export function localized<T extends object>(value: Localized<T>, locale: Locale): T {
  return typeof value === 'function' ? value(locale) : value;
}

/** A stored language, or English for anything else (an old row, a missing one). */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
