import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTablePaths } from './pages';

// The Lighthouse bench refuses to run when a route of the table has no page; CI never runs the bench,
// so this keeps it from rotting when a route is added.
describe('the Lighthouse pages', () => {
  it('name every route of the route table', () => {
    const source = fs.readFileSync('scripts/bench/pages.ts', 'utf8');
    const missing = routeTablePaths().filter((route) => !source.includes(`'${route}'`));
    expect(missing).toEqual([]);
  });
});
