/**
 * Lingui in the build (docs/decisions/014-one-way-to-translate.md):
 * - `linguiMacros`: Lingui's own Babel macro plugin on the files that import a macro (`<Trans>`,
 *   `t`, `msg`, `plural`); the rest of the build (oxc) never sees Babel.
 * - `linguiCatalogs`: `virtual:lingui-catalog/<locale>`, one compiled catalog per language merged from
 *   every feature's `.po` files, and a pseudo-locale (accented, lengthened English) that shows any text
 *   left untranslated or cut off (e2e/pseudo-locale.spec.ts walks every route in it).
 */
import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;
const VIRTUAL = 'virtual:lingui-catalog/';
export const PSEUDO_LOCALE = 'pseudo';
const SOURCE_LOCALE = 'en';

let config: LinguiConfigNormalized | undefined;
const linguiConfig = () => {
  config ??= getConfig({ configPath: path.resolve(import.meta.dirname, '../../lingui.config.ts') });
  return config;
};

const COMPILER = '@lingui/message-utils/compileMessage';
const NO_COMPILER = '\0lingui-no-compiler';

export function linguiMacros(): Plugin {
  let production = false;
  return {
    name: 'pathway:lingui-macros',
    enforce: 'pre',
    configResolved(resolved) {
      production = resolved.isProduction;
    },
    // @lingui/core imports the message compiler for development only (behind NODE_ENV), but a static
    // import would still put it in the first load. In production core gets an empty module; the compiler
    // loads when English asks for it (web/src/i18n/locale.ts).
    resolveId(source, importer) {
      if (production && source === COMPILER && importer?.includes('/node_modules/@lingui/core/'))
        return NO_COMPILER;
      return null;
    },
    load(id) {
      return id === NO_COMPILER ? 'export const compileMessage = undefined;' : null;
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: MACRO_IMPORT },
      async handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          // The English text stays in the code, in production too: English (most readers) then needs
          // no catalog, only the message compiler (web/src/i18n/locale.ts); other languages load theirs.
          plugins: [[linguiMacroPlugin, { linguiConfig: linguiConfig(), stripMessageField: false }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

/** The translations of every catalog for `locale`, merged (a message's id is a hash of its text). */
export async function mergedTranslations(locale: string) {
  const cfg = linguiConfig();
  const merged: Record<string, string> = {};
  const missing: { id: string; source: string }[] = [];
  for (const catalog of await getCatalogs(cfg)) {
    const result = await catalog.getTranslations(locale, {
      sourceLocale: SOURCE_LOCALE,
      fallbackLocales: { default: SOURCE_LOCALE },
    });
    // The same English in two catalogs is one message (its id is a hash of the text): a catalog still
    // missing its translation must not put the English over another's (npm run check keeps the two equal).
    const missingHere = new Set(result.missing.map((m) => m.id));
    for (const [id, text] of Object.entries(result.messages)) {
      if (!missingHere.has(id) || merged[id] === undefined) merged[id] = text;
    }
    for (const m of result.missing) missing.push({ id: m.id, source: m.source });
  }
  return { messages: merged, missing };
}

/**
 * The pseudo-locale's text for an English message: Lingui's accents (placeholders, tags and plurals
 * kept), 40% longer, in brackets so a cut end shows. The padding is words ("~~ ~~"), as a longer
 * language has: one unbroken run would be a word no language has.
 */
export function lengthen(message: string): string {
  const extra = Math.max(2, Math.ceil(message.length * 0.4));
  const pad = Array.from({ length: Math.ceil(extra / 3) }, () => '~~').join(' ');
  return `[${message} ${pad}]`;
}

async function compiledCatalog(locale: string): Promise<string> {
  const pseudo = locale === PSEUDO_LOCALE;
  const { messages } = await mergedTranslations(pseudo ? SOURCE_LOCALE : locale);
  const input = pseudo
    ? Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, lengthen(text)]))
    : messages;
  const { source, errors } = createCompiledCatalog(locale, input, {
    namespace: 'es',
    pseudoLocale: PSEUDO_LOCALE,
    strict: false,
  });
  if (errors.length) {
    const first = errors[0];
    throw new Error(
      `${errors.length} message(s) in the ${locale} catalog do not compile: "${first?.source}"`,
    );
  }
  return source;
}

export function linguiCatalogs(): Plugin {
  return {
    name: 'pathway:lingui-catalogs',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const locale = id.slice(VIRTUAL.length + 1);
      const cfg = linguiConfig();
      // Every .po file is a dependency: editing a translation reloads the page in development.
      for (const catalog of await getCatalogs(cfg)) {
        for (const l of cfg.locales) this.addWatchFile(catalog.getFilename(l));
      }
      return compiledCatalog(locale);
    },
  };
}
