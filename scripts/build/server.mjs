// Compiles the server for production: server/main.ts and what it imports from server/ and core/ into
// one ES module, dist/server/main.js (with its source map), run by plain `node`: no TypeScript compiler
// in a production process. Packages stay imports of node_modules, as in development.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverOutfile = path.join(root, 'dist/server/main.js');

/** How server code is compiled (bench:dispatch compiles core's ranking the same way). */
export const nodeBuildOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // The @core/* paths come from tsconfig.json; packages are left to node_modules.
  tsconfig: 'tsconfig.json',
  packages: 'external',
};

export async function buildServer() {
  const started = performance.now();
  await build({
    ...nodeBuildOptions,
    entryPoints: ['server/main.ts'],
    outfile: serverOutfile,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return Math.round(performance.now() - started);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`  server compiled to dist/server/main.js in ${ms} ms`);
}
