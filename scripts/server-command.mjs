// How the server process is started, by `npm start`, the benchmarks and the chaos and scale-out tests
// (so they measure what runs): the compiled server, dist/server/main.js, with plain `node`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'dist/server/main.js');

// --max-semi-space-size: V8's young generation may grow to 32 MB semi-spaces, more than it allows
// itself by default, so the short-lived objects of each request (query rows, answers, headers) are
// collected in fewer scavenges. Measured with bench:api-open-jobs: about 12% more requests per second
// (64 MB gained nothing more); the young generation then takes up to about 100 MB.
// --enable-source-maps: stack traces name the TypeScript sources.
// package.json's `start` passes the same flags to scripts/start.mjs, which becomes the server.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', '--enable-source-maps'];

/** Node's arguments to run the compiled server. */
export const serverArgs = () => [...SERVER_NODE_ARGS, SERVER_ENTRY];

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Whether the sources (or the lock file, or the compiler settings) are newer than the compiled server. */
export function serverBuildIsStale() {
  if (!fs.existsSync(SERVER_ENTRY)) return true;
  const built = fs.statSync(SERVER_ENTRY).mtimeMs;
  const sources = ['server', 'core', 'package-lock.json', 'tsconfig.json', 'scripts/build/server.mjs'].map(
    (p) => newestMtime(path.join(root, p)),
  );
  return Math.max(...sources) > built;
}

/**
 * Compiles the server when its sources changed since the last build. In a child process: esbuild's
 * JavaScript API keeps a service process alive beside its caller, and `npm start` runs the server in
 * the caller.
 */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return;
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('Compiling the server failed (see above).');
}
