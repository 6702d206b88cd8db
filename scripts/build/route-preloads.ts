/**
 * A Vite plugin that writes `route-preloads.json` beside index.html: for each route of
 * web/src/app/router.tsx, the page's chunk and the chunks it imports that the entry does not already
 * load. The server names them in `<link rel="modulepreload">` when it sends index.html for that path
 * (server/lib/spa-html.ts), so a page's code downloads alongside the entry instead of after it.
 *
 * The route table is read from router.tsx's source: every `page(...)` line must be understood, or the
 * build fails (a new route shape must be taught here rather than silently left without a preload).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryChunk, staticClosure } from './chunks';

const ROUTE =
  /(?:path: '([^']+)'|index: true),\s*\.\.\.page\(\s*async \(\) =>\s*\(\s*await import\(\s*'@web\/([^']+)'/g;

/** Route path ('/' for the index) → the page module's path relative to web/src, from router.tsx. */
export function routesOf(routerSource: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const match of routerSource.matchAll(ROUTE)) {
    routes.set(match[1] === undefined ? '/' : `/${match[1]}`, `${match[2]}.tsx`);
  }
  const pages = routerSource.match(/\.\.\.page\(/g)?.length ?? 0;
  if (routes.size !== pages) {
    throw new Error(`route-preloads: understood ${routes.size} of the ${pages} page routes in router.tsx`);
  }
  return routes;
}

/**
 * `alsoEveryPage`: packages the entry imports lazily that every page waits for (the class merger,
 * web/src/lib/utils.ts): preloaded with each page's chunks, not named by index.html.
 */
export function routePreloads(webSrc: string, alsoEveryPage: string[] = []): Plugin {
  return {
    name: 'pathway-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle);
      if (!entry) return;
      const shell = new Set(staticClosure(bundle, entry.fileName).map((chunk) => chunk.fileName));
      const chunkOfModule = new Map<string, string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId)
          chunkOfModule.set(item.facadeModuleId, item.fileName);
      }
      // A page whose chunk other lazy chunks import from (the condition report's sections import the
      // driver page's helpers) has no facade of its own: the chunk that holds the page is the one to load.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) if (!chunkOfModule.has(id)) chunkOfModule.set(id, item.fileName);
      }
      const built = new Set(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])),
      );
      const everyPage = alsoEveryPage.flatMap((name) => {
        const holder = Object.values(bundle).find(
          (item) =>
            item.type === 'chunk' && item.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)),
        );
        if (!holder) this.error(`route-preloads: no chunk holds ${name}`);
        return staticClosure(bundle, holder.fileName);
      });
      const routes = routesOf(fs.readFileSync(path.join(webSrc, 'app/router.tsx'), 'utf8'));
      const preloads: Record<string, string[]> = {};
      for (const [route, module] of routes) {
        const chunk = chunkOfModule.get(path.join(webSrc, module));
        // A page only development builds import (e.g. /pathway-test) is not in a production bundle at all.
        if (!chunk && !built.has(path.join(webSrc, module))) continue;
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (route ${route})`);
        const pageChunks = [...staticClosure(bundle, chunk), ...everyPage];
        const names = pageChunks.map((item) => item.fileName).filter((name) => !shell.has(name));
        preloads[route] = [...new Set(names)];
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
