import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogs (docs/decisions/014-one-way-to-translate.md). English is the source;
 * each feature keeps its own catalogs beside its code (`features/<name>/locales/<locale>.po`), so
 * features are translated and reviewed apart; the build merges them into one catalog per language
 * (scripts/build/lingui.ts). `npx lingui extract` brings the catalogs up to date with the code;
 * `npm run check` refuses a catalog that is behind the code or a message without its Spanish.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/web/src/features/{name}/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/src/locales/{locale}',
      include: [
        '<rootDir>/web/src/app/',
        '<rootDir>/web/src/components/',
        '<rootDir>/web/src/lib/',
        '<rootDir>/web/src/i18n/',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
