import type { Locale } from './i18n';

let defaultLocale: Locale = 'en';

/**
 * The language times are written in when a call names none (core/moment.ts): the web app sets the
 * reader's (web/src/i18n/locale.ts); the server always names the recipient's in `options.locale`.
 * Apart from moment.ts so the first load carries the setter, not the formatter.
 */
export function setMomentLocale(locale: Locale): void {
  defaultLocale = locale;
}

export const momentLocale = (options?: { locale?: Locale }): Locale => options?.locale ?? defaultLocale;
