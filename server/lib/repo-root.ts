import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root: the nearest folder above this module that holds package.json. The same answer
 * from the sources (server/lib, run by tsx in development and tests) and from the compiled server
 * (dist/server/main.js), so migrations and the web build are found either way.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const repoRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
