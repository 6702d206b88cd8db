/**
 * Open jobs under load: seeds OPEN open paid jobs into a fresh database, then 100 concurrent signed-in
 * drivers ask for their first page (GET /api/recovery-requests?status=pending) with autocannon for
 * DURATION seconds, against the real app and, in the same run, against a bare node:http + pg server that
 * runs the same queries (session lookup + page query), started with the same Node arguments. Prints req/s
 * and p50/p99 of both.
 * The two are measured in alternating rounds (DURATION / ROUNDS seconds each) and the median round is
 * shown, so a burst of other work on the machine does not land on one server only.
 * Goal, as ratios of the same run (machines here differ up to 4× in speed): the app at ≥ 60% of the bare
 * server's req/s, and its p99 at most 1.5× the bare server's.
 *
 *   npm run bench:api-open-jobs -- [--open 10000] [--drivers 100] [--duration 15] [--rounds 3]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, runMigrations } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { SERVER_NODE_ARGS } from '../server-command.mjs';
import {
  load,
  OPEN_JOBS_PATH,
  type Result,
  seedOpenJobs,
  signUpDriver,
  verifyDrivers,
} from './open-jobs-fixture';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    open: { type: 'string', default: '10000' },
    drivers: { type: 'string', default: '100' },
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '5993' },
    /** Write a CPU profile of the app server to this folder (node --cpu-prof). */
    profile: { type: 'string' },
  },
});
const OPEN = Number(values.open);
const DRIVERS = Number(values.drivers);
const DURATION = Number(values.duration);
const ROUNDS = Math.max(1, Number(values.rounds));
const APP_PORT = Number(values.port);
const RAW_PORT = APP_PORT + 1;
const urlOf = (port: number) => `http://127.0.0.1:${port}${OPEN_JOBS_PATH}`;

function startRaw(url: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, '--import', 'tsx', 'scripts/bench/open-jobs-raw-server.ts'],
    {
      env: { ...process.env, DATABASE_URL: url, PORT: String(RAW_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('raw open-jobs server')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`raw server exited ${code}`)));
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-bench-db-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  const database = connectDatabase(embedded.url, 4);
  await runMigrations(database.db);
  const app = await startServer(
    APP_PORT,
    { DATABASE_URL: embedded.url },
    values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
  );
  let raw: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${APP_PORT}`;
    const drivers: { cookie: string; id: string }[] = [];
    for (let i = 0; i < DRIVERS; i += 10) {
      const batch = Array.from({ length: Math.min(10, DRIVERS - i) }, (_, k) => signUpDriver(base, i + k));
      drivers.push(...(await Promise.all(batch)));
    }
    await verifyDrivers(
      database.db,
      drivers.map((d) => d.id),
    );
    const t0 = Date.now();
    await seedOpenJobs(database.db, drivers[0]!.id, OPEN);
    console.log(
      `seeded ${OPEN} open paid jobs in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${DRIVERS} drivers`,
    );

    const cookies = drivers.map((d) => d.cookie);
    const sample = await fetch(`${base}${OPEN_JOBS_PATH}`, { headers: { cookie: cookies[0]! } });
    if (!sample.ok) throw new Error(`app answered ${sample.status}: ${await sample.text()}`);
    const body = await sample.text();
    const cards = (JSON.parse(body) as { items: unknown[] }).items.length;
    console.log(
      `first page: ${cards} cards, ${body.length} bytes uncompressed (${(body.length / cards).toFixed(0)} per card)`,
    );

    raw = await startRaw(embedded.url);
    // Warm both (JIT, connection pools, PostgreSQL caches) before measuring.
    await load(urlOf(APP_PORT), cookies, 3);
    await load(urlOf(RAW_PORT), cookies, 3);

    const appRounds: Result[] = [];
    const rawRounds: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      appRounds.push(await load(urlOf(APP_PORT), cookies, DURATION / ROUNDS));
      rawRounds.push(await load(urlOf(RAW_PORT), cookies, DURATION / ROUNDS));
    }
    const median = (rounds: Result[]) =>
      [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
    const appResult = median(appRounds);
    const rawResult = median(rawRounds);
    const row = (name: string, r: Result) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx + r.errors} |`;
    console.log(
      `\n${DRIVERS} drivers, ${OPEN} open jobs, ${DURATION} s each in ${ROUNDS} alternating rounds, median round (first page, newest first):\n`,
    );
    console.log('| server | req/s | p50 | p99 | errors |');
    console.log('|---|---|---|---|---|');
    console.log(row('app (Fastify, all checks)', appResult));
    console.log(row('bare node:http + pg', rawResult));
    console.log(
      `\nrounds, app / bare req/s: ${appRounds.map((a, i) => `${a.rps.toFixed(0)}/${rawRounds[i]!.rps.toFixed(0)}`).join(', ')}`,
    );
    console.log(
      `app / bare: ${((appResult.rps / rawResult.rps) * 100).toFixed(0)}% of the req/s (goal ≥ 60%); ` +
        `p99 ${(appResult.p99 / rawResult.p99).toFixed(2)}× the bare server's (goal ≤ 1.5×)`,
    );
  } finally {
    raw?.kill();
    app.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 1500));
    await database.close();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
