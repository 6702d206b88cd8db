import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryBudget } from './scripts/build/entry-budget';
import { inlineEntryCss } from './scripts/build/inline-css';
import { linguiCatalogs, linguiMacros } from './scripts/build/lingui';
import { precompress } from './scripts/build/precompress';
import { routePreloads } from './scripts/build/route-preloads';

const root = path.resolve(import.meta.dirname, 'web');
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5000'}`;

export default defineConfig(({ mode }) => ({
  root,
  plugins: [
    linguiMacros(),
    linguiCatalogs(),
    react(),
    tailwindcss(),
    // Installable app: the manifest, and a service worker that precaches the shell and every route chunk
    // so the app opens offline. API answers (personal data) are never cached by it, save the photo and
    // document files a signed-in person has viewed (below); /ws always goes to the network. A new
    // deployment waits for the person to accept the update prompt.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        name: 'Pathway: commercial truck recovery',
        short_name: 'Pathway',
        description: 'Move working commercial trucks on demand: request, pay, track; drive and get paid.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#0b2a5b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        // The offline gazetteer and maps are server-side; the biggest chunk (the app shell) is under 1 MB.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
        // Condition reports written with no network wait in the app's own outbox (features/inspections/
        // outbox.ts), sent in order on reconnect and on the next open. A second replay queue here would
        // resend them out of order (an old detail over a new one), so there is none.
        // The one exception: photo and document files the person has viewed (their own, checked by the
        // server on the first read) show again with no signal. A file's id never changes its bytes, so
        // the copy is served first; bounded in number and age, and deleted with the phone's offline copy
        // at sign-out and when the server ends the session (auth's FILES_CACHE, forgetOnPhone.ts).
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(files\/[^/]+|documents\/[^/]+\/file)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pathway-files',
              expiration: { maxEntries: 150, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Push notifications (offers with View and Decline): web/public/push-sw.js.
        importScripts: ['push-sw.js'],
      },
    }),
    entryBudget(),
    inlineEntryCss(),
    routePreloads(path.join(root, 'src'), ['tailwind-merge']),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@core', replacement: path.resolve(import.meta.dirname, 'core') },
      { find: '@web', replacement: path.resolve(root, 'src') },
      // react-router's package exports only its development build (warnings and checks kept in); the
      // production build beside it is the same API without them, several KB less on every first load.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // WEB_DIST_DIR lets parallel e2e runs build into their own folders.
    outDir: path.resolve(import.meta.dirname, process.env.WEB_DIST_DIR ?? 'dist/web'),
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): the
    // polyfill was half a KB of the first load doing nothing.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rollupOptions: {
      treeshake: {
        // Our own modules (web/src, core) do nothing when imported but define things, so a page that
        // uses one export of a feature or contract does not pull in the rest (zod schemas, other pages).
        // CSS imports are the exception. Packages keep what their package.json says.
        moduleSideEffects: (id) => (/\/(web\/src|core)\//.test(id) ? /\.css($|\?)/.test(id) : true),
        // Building a schema has no effect beyond its value: an unused one is dropped with its zod code.
        manualPureFunctions: ['z'],
      },
      output: {
        // Shared chunks under 4 KB of source are copied into the chunks that use them: a page was 50-70
        // files (one per icon or small helper), each a request on a phone's connection; now a dozen.
        // Rolldown keeps module execution order for this (strictExecutionOrder), about 4 KB on the entry.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          // Everything the first page loads statically is one chunk: React, the router, the query cache
          // and the frame were eight files, each compressed on its own and wired to the others by
          // imports and exports, about 3 KB of the first load.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
