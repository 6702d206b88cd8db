import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOf } from './route-preloads';

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
