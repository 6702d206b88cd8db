/**
 * The Spanish a page shows for an English message, read from the catalogs the build compiles
 * (web/src/**\/locales/es.po), so a journey in Spanish follows the translations as they are written.
 * `es()` refuses a message with no Spanish, or whose Spanish is the English: the journey then proves
 * the page is in Spanish, not that English happens to match.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../web/src');
let catalog: Map<string, string> | undefined;

const unquote = (lines: string[]) => lines.map((l) => JSON.parse(l) as string).join('');

function load(): Map<string, string> {
  const out = new Map<string, string>();
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'es.po')
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    for (const block of fs.readFileSync(file, 'utf8').split(/\n\n/)) {
      const lines = block.split('\n');
      const field = (name: string) => {
        const at = lines.findIndex((l) => l.startsWith(`${name} `));
        if (at < 0) return null;
        const parts = [lines[at]!.slice(name.length + 1)];
        for (let i = at + 1; i < lines.length && lines[i]!.startsWith('"'); i++) parts.push(lines[i]!);
        return unquote(parts);
      };
      const id = field('msgid');
      const text = field('msgstr');
      if (id && text) out.set(`${field('msgctxt') ?? ''}\u0004${id}`, text);
    }
  }
  return out;
}

/** The Spanish of `english` (with `{name}` placeholders filled from `values`). */
export function es(english: string, values: Record<string, string | number> = {}, context = ''): string {
  catalog ??= load();
  const spanish = catalog.get(`${context}\u0004${english}`);
  if (!spanish) throw new Error(`No Spanish for "${english}" in the catalogs`);
  if (spanish === english)
    throw new Error(`"${english}" reads the same in Spanish: pick a message that does not`);
  return spanish.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
