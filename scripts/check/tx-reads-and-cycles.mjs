// Two rules `npm run check` holds that Biome cannot see (docs/ARCHITECTURE.md, Boundaries):
//
// 1. No pool read inside a transaction. In server code (tests aside), the callback given to
//    `<x>.transaction(...)` and every function inside it run on the transaction's connection: a
//    reference there to the pool (`<anything>.db`, a bare `db` the callback does not bind itself, or
//    `const { db } = ...`) runs outside the transaction, sees none of its writes and can wait on its
//    locks.
// 2. No import circle among the sources of core/, server/, web/src/ and scripts/: a file never imports
//    a file that imports it back, directly or through others. Every import counts, `import type`
//    and lazy `import()` included: two files that import each other are one unit either way, and
//    the shared piece belongs in a module of its own.
//
// Prints every breach and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('server/test/') || file.startsWith('server/security/');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations']);

function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE_EXTENSIONS.some((e) => entry.name.endsWith(e))) out.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return out;
}

function parseSource(source, file) {
  const jsx = /\.(tsx|jsx?|mjs)$/.test(file);
  return parse(source, {
    sourceType: 'module',
    plugins: [['typescript', { dts: /\.d\.m?ts$/.test(file) }], ...(jsx ? ['jsx'] : [])],
  });
}

const SKIPPED_KEYS = new Set(['loc', 'leadingComments', 'trailingComments', 'innerComments', 'extra']);

/** Calls visit on each child node of node, with its parent and the key it sits under. */
function eachChild(node, visit) {
  for (const key of Object.keys(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    const child = node[key];
    if (Array.isArray(child)) {
      for (const c of child) if (c && typeof c.type === 'string') visit(c, node, key);
    } else if (child && typeof child.type === 'string') visit(child, node, key);
  }
}

// ---- Rule 1: no pool read inside a transaction ----

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);
/** TypeScript nodes that wrap a value: their expression is walked, their type is not. */
const TS_VALUE_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
]);
const TYPE_KEYS = new Set([
  'typeAnnotation',
  'typeParameters',
  'typeArguments',
  'returnType',
  'superTypeParameters',
]);

/** The names a pattern (`a`, `{ a, b: [c] }`, `...d`, `e = 1`) binds. */
function patternNames(pattern, out = []) {
  if (!pattern) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name);
  else if (pattern.type === 'ObjectPattern')
    for (const p of pattern.properties) patternNames(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements) patternNames(p, out);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, out);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, out);
  else if (pattern.type === 'TSParameterProperty') patternNames(pattern.parameter, out);
  return out;
}

/** `var` names declared anywhere in a function body, not inside nested functions (they hoist). */
function hoistedVarNames(node, out = []) {
  if (node.type === 'VariableDeclaration' && node.kind === 'var')
    for (const d of node.declarations) patternNames(d.id, out);
  eachChild(node, (child) => {
    if (!FUNCTION_TYPES.has(child.type)) hoistedVarNames(child, out);
  });
  return out;
}

/** Names declared directly in a list of statements (a block's or a switch case's). */
function declaredNames(statements) {
  const out = [];
  for (const s of statements) {
    const declaration = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations) patternNames(d.id, out);
    else if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
      if (declaration.id) out.push(declaration.id.name);
  }
  return out;
}

/** The names a node binds for its own body, or null when it opens no scope. */
function scopeNames(node) {
  if (FUNCTION_TYPES.has(node.type)) {
    const names = node.params.flatMap((p) => patternNames(p));
    if (node.type === 'FunctionExpression' && node.id) names.push(node.id.name);
    if (node.body.type === 'BlockStatement') names.push(...hoistedVarNames(node.body));
    return names;
  }
  if (node.type === 'BlockStatement' || node.type === 'StaticBlock') return declaredNames(node.body);
  if (node.type === 'SwitchStatement') return declaredNames(node.cases.flatMap((c) => c.consequent));
  if (node.type === 'ForStatement' && node.init?.type === 'VariableDeclaration')
    return node.init.declarations.flatMap((d) => patternNames(d.id));
  if (
    (node.type === 'ForInStatement' || node.type === 'ForOfStatement') &&
    node.left.type === 'VariableDeclaration'
  )
    return node.left.declarations.flatMap((d) => patternNames(d.id));
  if (node.type === 'CatchClause') return patternNames(node.param);
  if (node.type === 'ClassExpression' && node.id) return [node.id.name];
  return null;
}

const isDbKey = (key, computed) =>
  (!computed && key.type === 'Identifier' && key.name === 'db') ||
  (key.type === 'StringLiteral' && key.value === 'db');

function isTransactionCall(node) {
  if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') return false;
  const callee = node.callee;
  return (
    (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') &&
    ((!callee.computed && callee.property.name === 'transaction') ||
      (callee.property.type === 'StringLiteral' && callee.property.value === 'transaction'))
  );
}

/**
 * Every pool read inside a transaction's callback in one source text: [{ line, snippet }], one per
 * line. A pool read is `<anything>.db`, a `db` the callback does not bind, or `{ db }` destructured
 * in a declaration or assignment; `{ db: tx }` (a key) and the transaction handle itself are not.
 */
export function poolReadsInTransactions(source, file = 'file.ts') {
  const lines = source.split('\n');
  const found = new Map();
  const report = (node) => {
    const line = node.loc.start.line;
    if (!found.has(line)) found.set(line, { line, snippet: lines[line - 1].trim() });
  };
  const bound = (scopes, name) => scopes.some((s) => s.has(name));

  /** The destructured `db` keys of a declaration's or assignment's pattern. */
  const reportDbKeys = (pattern) => {
    if (pattern?.type === 'ObjectPattern') {
      for (const p of pattern.properties)
        if (p.type === 'ObjectProperty') {
          if (isDbKey(p.key, p.computed)) report(p);
          reportDbKeys(p.value);
        }
    } else if (pattern?.type === 'ArrayPattern') for (const e of pattern.elements) reportDbKeys(e);
    else if (pattern?.type === 'AssignmentPattern') reportDbKeys(pattern.left);
  };

  // A pattern binds names: only its default values and computed keys are read.
  const visitPattern = (pattern, scopes) => {
    if (!pattern) return;
    if (pattern.type === 'ObjectPattern')
      for (const p of pattern.properties) {
        if (p.type === 'RestElement') visitPattern(p.argument, scopes);
        else {
          if (p.computed) visit(p.key, scopes);
          visitPattern(p.value, scopes);
        }
      }
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) visitPattern(e, scopes);
    else if (pattern.type === 'RestElement') visitPattern(pattern.argument, scopes);
    else if (pattern.type === 'AssignmentPattern') {
      visitPattern(pattern.left, scopes);
      visit(pattern.right, scopes);
    } else if (pattern.type === 'TSParameterProperty') visitPattern(pattern.parameter, scopes);
    else if (pattern.type !== 'Identifier') visit(pattern, scopes); // a member target
  };

  /** scopes is null outside a transaction's callback, else the names bound inside it, innermost last. */
  const visit = (node, scopes) => {
    if (node.type.startsWith('TS') && !TS_VALUE_WRAPPERS.has(node.type)) return;
    if (scopes === null && isTransactionCall(node)) {
      visit(node.callee, null);
      const [callback, ...rest] = node.arguments;
      if (callback && FUNCTION_TYPES.has(callback.type)) visit(callback, []);
      else if (callback) visit(callback, null);
      for (const a of rest) visit(a, null);
      return;
    }
    if (scopes === null) {
      eachChild(node, (child, _parent, k) => {
        if (!TYPE_KEYS.has(k)) visit(child, null);
      });
      return;
    }
    const names = scopeNames(node);
    const inner = names ? [...scopes, new Set(names)] : scopes;
    const isMember = node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression';
    if (isMember && isDbKey(node.property, node.computed)) report(node.property);
    if (node.type === 'Identifier' && node.name === 'db' && !bound(scopes, 'db')) report(node);
    if (node.type === 'VariableDeclarator') reportDbKeys(node.id);
    if (node.type === 'AssignmentExpression') reportDbKeys(node.left);
    eachChild(node, (child, p, k) => {
      if (TYPE_KEYS.has(k)) return;
      if (isMember && k === 'property' && !p.computed) return;
      if (
        (p.type === 'ObjectProperty' ||
          p.type === 'ObjectMethod' ||
          p.type === 'ClassMethod' ||
          p.type === 'ClassProperty' ||
          p.type === 'ClassAccessorProperty') &&
        k === 'key' &&
        !p.computed
      )
        return;
      if (FUNCTION_TYPES.has(p.type) && k === 'params') return visitPattern(child, inner);
      if (FUNCTION_TYPES.has(p.type) && k === 'id') return;
      if ((p.type === 'ClassDeclaration' || p.type === 'ClassExpression') && k === 'id') return;
      if (p.type === 'VariableDeclarator' && k === 'id') return visitPattern(child, inner);
      if (p.type === 'CatchClause' && k === 'param') return visitPattern(child, inner);
      if (
        (p.type === 'AssignmentExpression' || p.type === 'ForOfStatement' || p.type === 'ForInStatement') &&
        k === 'left'
      )
        return child.type === 'Identifier' || child.type.endsWith('Pattern')
          ? visitPattern(child, inner)
          : visit(child, inner);
      if (
        (p.type === 'LabeledStatement' || p.type === 'BreakStatement' || p.type === 'ContinueStatement') &&
        k === 'label'
      )
        return;
      visit(child, inner);
    });
  };
  visit(parseSource(source, file).program, null);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

// ---- Rule 2: no import circle ----

const ALIASES = [
  ['@core/', 'core/'],
  ['@web/', 'web/src/'],
];

/** Every module specifier a source text imports, `import type` and `import()` included. */
export function importedSpecifiers(source, file = 'file.ts') {
  const out = [];
  const visit = (node) => {
    const t = node.type;
    if (
      (t === 'ImportDeclaration' || t === 'ExportNamedDeclaration' || t === 'ExportAllDeclaration') &&
      node.source
    )
      out.push(node.source.value);
    else if (
      t === 'CallExpression' &&
      node.callee.type === 'Import' &&
      node.arguments[0]?.type === 'StringLiteral'
    )
      out.push(node.arguments[0].value);
    else if (t === 'ImportExpression' && node.source.type === 'StringLiteral') out.push(node.source.value);
    else if (t === 'TSImportType') {
      const arg = node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      if (arg.type === 'StringLiteral') out.push(arg.value);
    } else if (t === 'TSExternalModuleReference') out.push(node.expression.value);
    eachChild(node, visit);
  };
  visit(parseSource(source, file).program);
  return out;
}

/**
 * The repository file a specifier in `from` names, or null for a package. `exists` says whether a
 * repository-relative path is a file. Tries the path itself, `.js`/`.mjs` written for a `.ts`/`.mts`
 * source, each source extension, then an index file.
 */
export function resolveImport(from, specifier, exists) {
  let target;
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) target = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const candidates = [target];
  if (/\.m?js$/.test(target)) {
    const stem = target.replace(/\.m?js$/, '');
    candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  }
  for (const ext of SOURCE_EXTENSIONS) candidates.push(target + ext);
  for (const ext of SOURCE_EXTENSIONS) candidates.push(`${target}/index${ext}`);
  return candidates.find((c) => SOURCE_EXTENSIONS.some((e) => c.endsWith(e)) && exists(c)) ?? null;
}

const MAX_CYCLES_PER_KNOT = 20;

/**
 * Every import circle in a graph (file → the files it imports), each once, as the chain of files
 * from its first file (in sort order) back to it: [['a.ts', 'b.ts', 'a.ts']]. A knot of files tied
 * many ways lists its first circles only.
 */
export function importCycles(graph) {
  const nodes = [...new Set([...Object.keys(graph), ...Object.values(graph).flat()])].sort();
  const next = (n) => [...new Set(graph[n] ?? [])].sort();
  // Tarjan's strongly connected components: a circle never leaves its component.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const connect = (n) => {
    index.set(n, counter);
    low.set(n, counter);
    counter++;
    stack.push(n);
    onStack.add(n);
    for (const m of next(n)) {
      if (!index.has(m)) {
        connect(m);
        low.set(n, Math.min(low.get(n), low.get(m)));
      } else if (onStack.has(m)) low.set(n, Math.min(low.get(n), index.get(m)));
    }
    if (low.get(n) === index.get(n)) {
      const component = [];
      let m;
      do {
        m = stack.pop();
        onStack.delete(m);
        component.push(m);
      } while (m !== n);
      components.push(component);
    }
  };
  for (const n of nodes) if (!index.has(n)) connect(n);

  const cycles = [];
  for (const component of components) {
    const members = component.sort();
    if (members.length === 1 && !next(members[0]).includes(members[0])) continue;
    const found = [];
    // Each circle is found from its first member, through members after it only: so once.
    members.forEach((start, i) => {
      const allowed = new Set(members.slice(i));
      const walk = (n, chain) => {
        for (const m of next(n)) {
          if (found.length >= MAX_CYCLES_PER_KNOT) return;
          if (m === start) found.push([...chain, start]);
          else if (allowed.has(m) && !chain.includes(m)) walk(m, [...chain, m]);
        }
      };
      walk(start, [start]);
    });
    cycles.push(...found);
  }
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The import graph of the repository's sources: file → the repository files it imports. */
function repositoryImportGraph() {
  const files = ['core', 'server', 'web/src', 'scripts'].flatMap((dir) => filesUnder(dir));
  const known = new Set(files);
  const graph = {};
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    graph[file] = importedSpecifiers(source, file)
      .map((s) => resolveImport(file, s, (c) => known.has(c)))
      .filter((f) => f !== null);
  }
  return graph;
}

function main() {
  const problems = [];
  for (const file of filesUnder('server')) {
    if (isTest(file) || !file.endsWith('.ts')) continue;
    for (const r of poolReadsInTransactions(fs.readFileSync(path.join(root, file), 'utf8'), file))
      problems.push(`${file}:${r.line} reads the pool inside a transaction: ${r.snippet}`);
  }
  for (const cycle of importCycles(repositoryImportGraph()))
    problems.push(`Import circle: ${cycle.join(' → ')}`);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} rule(s) broken: inside a transaction use its handle (tx), not the pool; ` +
        'move what two files share into a module of its own (docs/ARCHITECTURE.md, Boundaries).',
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  main();
