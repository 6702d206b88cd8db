// The size rules `npm run check` holds (docs/ARCHITECTURE.md, Boundaries): at most 120 lines per
// function in web/src/features and server/modules, and at most 400 lines per server file, counted as
// lines from the first to the last (blank lines, comments and JSX included), tests and data files
// aside. Breaches that predate the rule are listed in size-baseline.json with their size then: each
// may only shrink, and goes from the list once it keeps the rule. Prints every other breach and exits
// 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

export const MAX_FUNCTION_LINES = 120;
export const MAX_SERVER_FILE_LINES = 400;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Data, not logic: the assistant's training sentences and evaluation set, the tables' schema. */
const DATA_FILES = new Set([
  'server/modules/assistant/corpus.ts',
  'server/modules/assistant/corpus-es.ts',
  'server/modules/assistant/eval-set.ts',
  'server/modules/assistant/eval-set-es.ts',
  // The assistant's answer texts in each language: a catalog, not logic.
  'server/modules/assistant/texts.ts',
]);
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('server/test/') || file.startsWith('server/security/');

function filesUnder(dir, exts) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      // Generated files (the API client's types) are not written by hand.
      else if (
        exts.some((e) => entry.name.endsWith(e)) &&
        !isTest(rel) &&
        !DATA_FILES.has(rel) &&
        !entry.name.endsWith('.generated.ts')
      )
        out.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return out;
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

function nameOf(node, parent) {
  if (node.id?.name) return node.id.name;
  if (node.key?.name) return node.key.name;
  if (parent?.type === 'VariableDeclarator' && parent.id?.name) return parent.id.name;
  if (parent?.type === 'ObjectProperty' && parent.key?.name) return parent.key.name;
  return '(anonymous)';
}

/** Every function longer than the limit in one source text: [{ line, name, lines }]. */
export function longFunctions(source, file, max = MAX_FUNCTION_LINES) {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found = [];
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    if (FUNCTION_TYPES.has(node.type)) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max) found.push({ line: node.loc.start.line, name: nameOf(node, parent), lines });
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      const child = node[key];
      if (Array.isArray(child)) for (const c of child) visit(c, node);
      else if (child && typeof child === 'object') visit(child, node);
    }
  };
  visit(ast.program, null);
  return found;
}

/** `file:name` → lines, for the breaches the rule found when it came in; they may only shrink. */
const baselineFile = path.join(root, 'scripts/check/size-baseline.json');
const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};

function main() {
  const breaches = [];
  for (const file of [
    ...filesUnder('web/src/features', ['.ts', '.tsx']),
    ...filesUnder('server/modules', ['.ts']),
  ]) {
    for (const f of longFunctions(fs.readFileSync(path.join(root, file), 'utf8'), file)) {
      breaches.push({
        key: `${file}:${f.name}`,
        lines: f.lines,
        text: `${file}:${f.line} ${f.name} is ${f.lines} lines (at most ${MAX_FUNCTION_LINES})`,
      });
    }
  }
  for (const file of filesUnder('server', ['.ts'])) {
    if (file.startsWith('server/db/migrations') || file.startsWith('server/db/schema')) continue;
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length;
    if (lines > MAX_SERVER_FILE_LINES)
      breaches.push({
        key: file,
        lines,
        text: `${file} is ${lines} lines (a server file is at most ${MAX_SERVER_FILE_LINES})`,
      });
  }
  if (process.argv.includes('--write-baseline')) {
    const next = Object.fromEntries(breaches.map((b) => [b.key, b.lines]));
    fs.writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`size-baseline.json: ${breaches.length} breaches recorded`);
    return;
  }
  const problems = breaches
    .filter((b) => !(b.key in baseline) || b.lines > baseline[b.key])
    .map((b) => (b.key in baseline ? `${b.text}; it was ${baseline[b.key]} and may only shrink` : b.text));
  const kept = new Set(breaches.map((b) => b.key));
  const gone = Object.keys(baseline).filter((k) => !kept.has(k));
  if (gone.length > 0)
    problems.push(
      `Keep the rule now, so leave size-baseline.json: ${gone.join(', ')} (node scripts/check/size.mjs --write-baseline)`,
    );
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} size rule(s) broken: split by action (docs/ARCHITECTURE.md, Boundaries).`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  main();
