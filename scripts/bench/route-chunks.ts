/**
 * What a page costs on top of the app shell: for each page chunk named on the command line (default: the
 * map pages), the gzip size of its own JavaScript and of every chunk it imports that the entry does not
 * already load (CSS is not counted). Reads the built app in dist/web (run `npm run build` first).
 *
 *   npx tsx scripts/bench/route-chunks.ts [RouteHeatmapPage CurrentLocationPage …]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = path.resolve('dist/web/assets');
if (!fs.existsSync(assets)) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}
const files = fs.readdirSync(assets);
const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;

/** The chunks a chunk imports statically (`from "./x.js"`, `import "./x.js"`) and the CSS it preloads. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const entry = files.find((f) => /^index-.*\.js$/.test(f));
if (!entry) throw new Error('no entry chunk (index-*.js) in dist/web/assets');
const shell = closure(entry);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`entry ${entry}: ${kb([...shell].reduce((sum, f) => sum + gzip(f), 0))} gzip with its imports`);

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['RouteHeatmapPage', 'CurrentLocationPage', 'TruckStopsPage'];
for (const page of pages) {
  const chunk = files.find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
  if (!chunk) {
    console.log(`${page}: no chunk`);
    continue;
  }
  const own = [...closure(chunk)].filter((f) => !shell.has(f));
  const js = own.reduce((sum, f) => sum + gzip(f), 0);
  console.log(`${page}: ${kb(js)} JS gzip in ${own.length} chunks beyond the entry`);
}
