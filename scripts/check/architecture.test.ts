/**
 * docs/ARCHITECTURE.md's Domains table names every server module and every web feature: a folder
 * added without its row fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The Domains table's rows, each as its cells. */
function domainRows(markdown: string): string[][] {
  const start = markdown.indexOf('\n## Domains');
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of markdown
    .slice(start + 1)
    .split('\n')
    .slice(1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) continue;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(1); // the header
}

/** Server modules and web features the table does not name. */
function missingFromTable(markdown: string, modules: string[], features: string[]) {
  const rows = domainRows(markdown);
  const serverCells = rows.map((r) => r[1] ?? '').join(' ');
  const webCells = rows.map((r) => `${r[2] ?? ''} ${r[3] ?? ''}`).join(' ');
  const named = (cells: string, prefix: string, name: string) =>
    new RegExp(`(^|[^\\w-])(${prefix})?${name}([^\\w-]|$)`).test(cells);
  return {
    modules: modules.filter((m) => !new RegExp(`modules/${m}([^\\w-]|$)`).test(serverCells)),
    features: features.filter((f) => !named(webCells, 'features/', f)),
  };
}

describe('docs/ARCHITECTURE.md, Domains', () => {
  const markdown = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

  it('has a row naming every server module and every web feature', () => {
    expect(missingFromTable(markdown, folders('server/modules'), folders('web/src/features'))).toEqual({
      modules: [],
      features: [],
    });
  });

  it('fails for a module or feature added without a row', () => {
    expect(missingFromTable(markdown, ['nowhere'], ['nowhere'])).toEqual({
      modules: ['nowhere'],
      features: ['nowhere'],
    });
  });
});
