/**
 * Document upload benchmark: starts its own server on a fresh DATA_DIR (local storage), then
 *   1. uploads one 10 MB PDF several times and prints the throughput (MB/s, median and best);
 *   2. sends 5 parallel 10 MB uploads while sampling the server process's memory every 10 ms, and
 *      prints its resident memory before, the peak during (sampled RSS and the kernel's high-water
 *      mark VmHWM) and the growth over the baseline.
 * Uploads are streamed to disk and storage, so the peak should stay far below 5 × 10 MB of growth.
 *
 *   npm run bench:documents-upload -- [--runs 5] [--parallel 5] [--port 5991]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureServerBuilt, serverArgs } from '../server-command.mjs';
import { memoryOf } from './server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    parallel: { type: 'string', default: '5' },
    port: { type: 'string', default: '5991' },
  },
});
const RUNS = Number(values.runs);
const PARALLEL = Number(values.parallel);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;
const SIZE = 10 * MB;

async function startServer(dataDir: string): Promise<ChildProcess> {
  await ensureServerBuilt();
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function signUp(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-pass-123',
    }),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pathway_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** A 10 MB "PDF": a real header, then random bytes (incompressible, like a scan). */
function tenMegabytePdf(): Blob {
  const bytes = randomBytes(SIZE);
  bytes.write('%PDF-1.7\n', 0, 'ascii');
  return new Blob([bytes], { type: 'application/pdf' });
}

async function upload(cookie: string, file: Blob): Promise<number> {
  const form = new FormData();
  form.append('documentType', 'registration');
  form.append('file', file, 'registration.pdf');
  const started = performance.now();
  const res = await fetch(`${BASE}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${body}`);
  return performance.now() - started;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-bench-docs-'));
  const server = await startServer(dataDir);
  const pid = server.pid!;
  try {
    const cookie = await signUp();
    const file = tenMegabytePdf();
    await upload(cookie, file); // warm-up (JIT, first storage folder)

    const rates: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const ms = await upload(cookie, file);
      rates.push(SIZE / MB / (ms / 1000));
    }
    rates.sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;

    // Let the heap settle, then measure the baseline and sample during the parallel uploads.
    await new Promise((r) => setTimeout(r, 1500));
    const before = memoryOf(pid);
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid).rss);
    }, 10);
    const started = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, () => upload(cookie, file)));
    const parallelMs = performance.now() - started;
    clearInterval(sampler);
    const after = memoryOf(pid);
    peak = Math.max(peak, after.rss);

    const f = (n: number) => n.toFixed(1);
    console.log(`\nDocument uploads (10 MB PDF, local storage, ${os.cpus().length} cores)`);
    console.log(
      `  single upload throughput: median ${f(median)} MB/s, best ${f(rates.at(-1)!)} MB/s (${RUNS} runs)`,
    );
    console.log(
      `  ${PARALLEL} parallel uploads: ${f((PARALLEL * SIZE) / MB / (parallelMs / 1000))} MB/s together, ${f(parallelMs)} ms`,
    );
    console.log(
      `  server RSS: ${f(before.rss)} MB before, peak ${f(peak)} MB during (+${f(peak - before.rss)} MB); VmHWM ${f(after.hwm)} MB`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
