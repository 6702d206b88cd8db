import { currentLocale } from './locale';

/**
 * A text the server wrote (in English) where the page knows what it says: English readers get the
 * server's own words, others the page's translation of them (docs/i18n/server-messages.md).
 */
export function serverTextIn(serverText: string, translated: () => string): string {
  return currentLocale() === 'en' ? serverText : translated();
}
