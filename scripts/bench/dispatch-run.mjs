// bench:dispatch times core's ranking in-process: compiled as the server is (esbuild, no TypeScript
// compiler at run time, scripts/build/server.mjs) and run with the server's node flags (its young
// generation, which decides how much of each ranking's garbage reaches the old one), so the latency is
// the server's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { nodeBuildOptions, root } from '../build/server.mjs';
import { SERVER_NODE_ARGS } from '../server-command.mjs';

const outfile = path.join(root, 'dist/bench/dispatch.mjs');
await build({
  ...nodeBuildOptions,
  entryPoints: ['scripts/bench/dispatch.ts'],
  outfile,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [...SERVER_NODE_ARGS, outfile, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
