import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs, linguiMacros } from './scripts/build/lingui';

const alias = {
  '@core': path.resolve(import.meta.dirname, 'core'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Web code under test reads its text through Lingui, in English (web/src/i18n/test-setup.ts).
        plugins: [linguiMacros(), linguiCatalogs()],
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['web/src/i18n/test-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
