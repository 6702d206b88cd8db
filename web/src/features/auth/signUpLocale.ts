import { isLocale } from '@core/i18n';
import { currentLocale, type WebLocale } from '@web/i18n/locale';

/**
 * The sign-up's body with the language the person signed up in, so the account's e-mails and texts
 * start in it. The pseudo-locale is a testing aid, not a language: the server then picks its default.
 */
export function withSignUpLocale<B extends object>(body: B, locale: WebLocale = currentLocale()) {
  return isLocale(locale) ? { ...body, locale } : body;
}
