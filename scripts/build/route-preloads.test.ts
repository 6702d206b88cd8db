import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads, routesOf } from './route-preloads';

describe('the route table as the build reads it', () => {
  it('understands every page route of the app, the index as /', () => {
    const source = fs.readFileSync(path.resolve('web/src/app/router.tsx'), 'utf8');
    const routes = routesOf(source);
    expect(routes.get('/')).toBe('features/home/pages/HomePage.tsx');
    expect(routes.get('/driver/jobs/:id')).toBe('features/driver/pages/ActiveJobPage.tsx');
    for (const module of routes.values()) {
      expect(fs.existsSync(path.resolve('web/src', module)), module).toBe(true);
    }
  });

  it('fails on a page route it cannot read, instead of leaving it without a preload', () => {
    const source = `{ path: 'a', ...page(async () => (await import('@web/features/a/pages/A')).A) },
      { path: 'b', ...page(load) },`;
    expect(() => routesOf(source)).toThrow('understood 1 of the 2 page routes');
  });
});

describe('the preloads the build writes', () => {
  const webSrc = path.resolve('web/src');
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], more = {}) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...more,
  });
  /** Runs the plugin over a bundle: the route → files it writes. */
  function preloads(bundle: Record<string, unknown>, alsoEveryPage: string[] = []) {
    let written = '';
    const plugin = routePreloads(webSrc, alsoEveryPage);
    const context = {
      emitFile: (file: { source: string }) => {
        written = file.source;
      },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.generateBundle as (this: unknown, ...args: unknown[]) => void).call(context, {}, bundle);
    return JSON.parse(written) as Record<string, string[]>;
  }

  it('finds a page in a chunk that is not its own (other lazy chunks import from it), and adds the packages every page waits for', () => {
    const page = path.join(webSrc, 'features/driver/pages/ActiveJobPage.tsx');
    const bundle = {
      'index.js': chunk('index.js', [path.join(webSrc, 'main.tsx')], ['app.js'], { isEntry: true }),
      'app.js': chunk('app.js', [path.join(webSrc, 'app/router.tsx')]),
      'ActiveJobPage.js': chunk('ActiveJobPage.js', [page], ['app.js', 'shared.js']),
      'shared.js': chunk('shared.js', [path.join(webSrc, 'lib/forms.ts')]),
      'merge.js': chunk('merge.js', ['/repo/node_modules/tailwind-merge/dist/bundle-mjs.mjs']),
    };
    expect(preloads(bundle, ['tailwind-merge'])['/driver/jobs/:id']).toEqual([
      'ActiveJobPage.js',
      'shared.js',
      'merge.js',
    ]);
    expect(() => preloads(bundle, ['leaflet'])).toThrow('no chunk holds leaflet');
  });
});
