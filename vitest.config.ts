import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': path.resolve(import.meta.dirname, 'core'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
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
