import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress';

const root = path.resolve(import.meta.dirname, 'web');
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5000'}`;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@core': path.resolve(import.meta.dirname, 'core'),
      '@web': path.resolve(root, 'src'),
    },
  },
  build: {
    // WEB_DIST_DIR lets parallel e2e runs build into their own folders.
    outDir: path.resolve(import.meta.dirname, process.env.WEB_DIST_DIR ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
