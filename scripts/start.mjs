// `npm start`: build the web app and compile the server when their sources are newer than the builds,
// then run the compiled server in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_ENTRY } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'web')),
    newestMtime(path.join(root, 'core')),
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources > built;
}

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app...');
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await ensureServerBuilt();

// This process becomes the server (package.json gives it the server's node flags, SERVER_NODE_ARGS),
// so `npm start` leaves the server and PostgreSQL running and nothing idle beside them.
await import(pathToFileURL(SERVER_ENTRY).href);
