/**
 * The server's start, compiled against run through tsx: time from spawn to the first /api/health answer,
 * and resident memory once it has served a few requests. Both on one migrated and seeded DATA_DIR (its
 * embedded PostgreSQL started by each run, as `npm start` does), three starts each, alternated.
 *
 *   npm run bench:server-start
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, SERVER_ENTRY, SERVER_NODE_ARGS } from '../server-command.mjs';

const PORT = 5091;
const RUNS = 3;
const modes = {
  compiled: [...SERVER_NODE_ARGS, SERVER_ENTRY],
  tsx: [...SERVER_NODE_ARGS, '--import', 'tsx', 'server/main.ts'],
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startOnce(args: readonly string[], dataDir: string) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    await sleep(25);
  }
  const readyMs = performance.now() - started;
  for (let i = 0; i < 20; i += 1) await fetch(`http://127.0.0.1:${PORT}/api/catalog/service-types`);
  await sleep(2000);
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const stopped = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await stopped;
  return { readyMs, rssMb };
}

await ensureServerBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-start-'));
// The first start migrates the new DATA_DIR: not measured.
await startOnce(modes.compiled, dataDir);
const results: Record<keyof typeof modes, { readyMs: number; rssMb: number }[]> = { compiled: [], tsx: [] };
for (let i = 0; i < RUNS; i += 1)
  for (const mode of Object.keys(modes) as (keyof typeof modes)[])
    results[mode].push(await startOnce(modes[mode], dataDir));
fs.rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (mode: keyof typeof modes) => ({
  ready: median(results[mode].map((r) => r.readyMs)),
  rss: median(results[mode].map((r) => r.rssMb)),
});
const compiled = row('compiled');
const tsx = row('tsx');
console.log(`server start (median of ${RUNS}; embedded PostgreSQL started each time)`);
console.log('| run by | start to serving | resident memory |');
console.log('|---|---|---|');
console.log(`| node --import tsx server/main.ts | ${Math.round(tsx.ready)} ms | ${Math.round(tsx.rss)} MB |`);
console.log(
  `| node dist/server/main.js | ${Math.round(compiled.ready)} ms | ${Math.round(compiled.rss)} MB |`,
);
console.log(
  `compiled / tsx: start ${(compiled.ready / tsx.ready).toFixed(2)}×, memory ${(compiled.rss / tsx.rss).toFixed(2)}×`,
);
