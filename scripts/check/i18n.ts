/**
 * `npm run check`'s translation rules (docs/decisions/014-one-way-to-translate.md):
 * 1. No text a person reads is a bare string in web/src (scripts/check/i18n-literals.ts says what
 *    counts): it is a Lingui message.
 * 2. The catalogs hold every message of the code, none the code no longer has, and a Spanish
 *    translation for each (`npm run i18n:extract` brings them up to date; then translate what is new).
 * Prints every breach and exits 1 when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { findLiterals } from './i18n-literals';

const root = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(root, 'web/src');
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && isSource(file) ? [file] : [];
  });
}

function literalBreaches(): string[] {
  return sourcesUnder(WEB).flatMap((file) =>
    findLiterals(fs.readFileSync(file, 'utf8'), file).map(
      (l) =>
        `${path.relative(root, file)}:${l.line}: ${l.where} "${l.text}" is not a message (wrap it in <Trans> or t\`…\`)`,
    ),
  );
}

async function catalogBreaches(): Promise<string[]> {
  const config = getConfig({ configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });
  const out: string[] = [];
  // One English text is one message app-wide (its id is a hash of the text and its context): two
  // catalogs that translate it differently would show one of them anywhere.
  const spanishOf = new Map<string, { text: string; where: string }>();
  for (const catalog of await getCatalogs(config)) {
    const [inCode, catalogs] = await Promise.all([catalog.collect(), catalog.readAll()]);
    const name = path.relative(root, catalog.path.replace('{locale}', '*'));
    const code = inCode ?? {};
    for (const locale of config.locales) {
      const held = catalogs[locale] ?? {};
      const missing = Object.keys(code).filter((id) => !(id in held));
      const obsolete = Object.keys(held).filter((id) => !(id in code));
      if (missing.length) {
        out.push(
          `${name}.po (${locale}): ${missing.length} message(s) of the code are not in the catalog, such as "${code[missing[0]!]?.message}": run npm run i18n:extract`,
        );
      }
      if (obsolete.length) {
        out.push(
          `${name}.po (${locale}): ${obsolete.length} message(s) the code no longer has, such as "${held[obsolete[0]!]?.message}": run npm run i18n:extract`,
        );
      }
      if (locale === config.sourceLocale) continue;
      for (const id of Object.keys(code)) {
        const text = held[id]?.translation;
        if (!text) continue;
        const seen = spanishOf.get(id);
        if (seen && seen.text !== text) {
          out.push(
            `"${code[id]?.message}" is "${seen.text}" in ${seen.where} but "${text}" in ${name}: use the same words, or give one a context (t({ message, context }))`,
          );
        }
        if (!seen) spanishOf.set(id, { text, where: name });
      }
      const untranslated = Object.keys(code).filter((id) => id in held && !held[id]?.translation);
      if (untranslated.length) {
        out.push(
          `${name}.po (${locale}): ${untranslated.length} message(s) without a translation, such as "${code[untranslated[0]!]?.message}"`,
        );
      }
    }
  }
  return out;
}

const breaches = [...literalBreaches(), ...(await catalogBreaches())];
for (const b of breaches) console.error(b);
if (breaches.length) {
  console.error(
    `\n${breaches.length} translation breach(es): see docs/decisions/014-one-way-to-translate.md`,
  );
  process.exit(1);
}
console.log('i18n: every text is a message, and every message is in English and Spanish');
