/**
 * The two rules of scripts/check/tx-reads-and-cycles.mjs: no pool read inside a transaction, and no
 * import circle. Each refuses a breach and lets clean code through.
 */
import { describe, expect, it } from 'vitest';
import {
  importCycles,
  importedSpecifiers,
  poolReadsInTransactions,
  resolveImport,
} from './tx-reads-and-cycles.mjs';

const linesOf = (source: string) => poolReadsInTransactions(source).map((r) => r.line);

describe('no pool read inside a transaction', () => {
  it('refuses the pool read through any handle inside the callback', () => {
    const source = `export async function accept(ctx: Ctx, deps: Deps) {
  await ctx.db.transaction(async (tx) => {
    await repo.claim(tx, 1);
    await repo.find(ctx.db, 1);
    await deps.db.select();
  });
}`;
    expect(poolReadsInTransactions(source)).toEqual([
      { line: 4, snippet: 'await repo.find(ctx.db, 1);' },
      { line: 5, snippet: 'await deps.db.select();' },
    ]);
  });

  it('refuses a bare db, this.db, a destructured db and reads in nested functions', () => {
    const source = `async function f(db: Db, ctx: Ctx) {
  await db.transaction(async (tx) => {
    const rows = await db.select();
    const later = () => this.db;
    const { db: pool } = ctx;
    for (const id of ids) await repo.touch(id === 1 ? tx : ctx['db'], id);
  });
}`;
    expect(linesOf(source)).toEqual([3, 4, 5, 6]);
  });

  it('passes the transaction handle, a db key, shadowed names and reads outside the callback', () => {
    const source = `async function f(db: Db, ctx: Ctx) {
  const before = await repo.find(ctx.db, 1);
  await ctx.db.transaction(async (tx) => {
    await service.run({ ...ctx, db: tx });
    const scoped = { db: tx } satisfies Partial<Ctx>;
    const pick = (db: Tx) => db.select();
    type Pool = typeof ctx.db;
    return pick(tx) as unknown as Pool;
  });
  await db.transaction(async (db) => db.select());
  await db.transaction(async (tx) => {
    const db = tx;
    return db.select();
  });
  return repo.find(ctx.db, 2);
}`;
    expect(poolReadsInTransactions(source)).toEqual([]);
  });
});

describe('no import circle', () => {
  const files = new Set([
    'core/catalog.ts',
    'core/contracts/catalog.ts',
    'core/contracts/index.ts',
    'web/src/components/Dialog.tsx',
    'scripts/chromium.mjs',
  ]);
  const exists = (f: string) => files.has(f);

  it('reads every kind of import, types and lazy imports included', () => {
    const source = `import type { A } from './a';
import { b, type B } from '@core/b';
export * from './c';
export { d } from './d';
const e = () => import('./e');
type F = import('./f').F;
import 'side-effect';`;
    expect(importedSpecifiers(source)).toEqual(['./a', '@core/b', './c', './d', './e', './f', 'side-effect']);
  });

  it('resolves relative paths, the aliases, extensions and index files, and leaves packages', () => {
    expect(resolveImport('core/contracts/catalog.ts', '../catalog', exists)).toBe('core/catalog.ts');
    expect(resolveImport('server/x.ts', '@core/contracts/catalog', exists)).toBe('core/contracts/catalog.ts');
    expect(resolveImport('server/x.ts', '@core/contracts', exists)).toBe('core/contracts/index.ts');
    expect(resolveImport('web/src/app/App.tsx', '@web/components/Dialog', exists)).toBe(
      'web/src/components/Dialog.tsx',
    );
    expect(resolveImport('scripts/test.mjs', './chromium.mjs', exists)).toBe('scripts/chromium.mjs');
    expect(resolveImport('core/catalog.ts', './catalog.js', exists)).toBe('core/catalog.ts');
    expect(resolveImport('core/catalog.ts', 'zod', exists)).toBeNull();
  });

  it('refuses a circle, direct or through others, and reports each once', () => {
    expect(
      importCycles({
        'a.ts': ['b.ts'],
        'b.ts': ['a.ts', 'c.ts'],
        'c.ts': ['d.ts'],
        'd.ts': ['b.ts'],
        'e.ts': ['e.ts'],
      }),
    ).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
      ['b.ts', 'c.ts', 'd.ts', 'b.ts'],
      ['e.ts', 'e.ts'],
    ]);
  });

  it('passes a graph where shared pieces sit in modules of their own', () => {
    expect(
      importCycles({
        'dialog.tsx': ['props.ts', 'popup.tsx'],
        'popup.tsx': ['props.ts'],
        'props.ts': [],
      }),
    ).toEqual([]);
  });
});
