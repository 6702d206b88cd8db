import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from './lib/repo-root';
import { htmlEncodingFor, loadSpaHtml, type SpaHtml } from './lib/spa-html';

/**
 * The built web app: its fingerprinted assets with their precompressed twins, and index.html for every
 * other GET (client-side routes), with the route's page chunks named for preloading. API paths that no
 * route answers get JSON 404s.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const webDistDir = path.resolve(repoRoot, webDist);
  const hasWebBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // dist/web holds a .br and a .gz beside every asset (scripts/precompress.ts, run by the build).
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those files never change under one name.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  let spaHtml: SpaHtml | undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ message: `No API route ${request.method} ${url}`, code: 'not_found' });
    }
    if (!hasWebBuild) {
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    // Client-side routes (and the client's own 404 page) are served by the SPA, with the route's page
    // chunks named for preloading.
    spaHtml ??= loadSpaHtml(webDistDir);
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(spaHtml.forPath(url, encoding));
  });
}
