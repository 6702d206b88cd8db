import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from './embedded';
import { isRunning, waitForExit } from './process-info';

/**
 * The real server process on a real DATA_DIR (embedded PostgreSQL), killed the hard way and started
 * again at once. Started as scripts/start.mjs starts it (`node --import tsx server/main.ts`).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

const started: Server[] = [];
let dataDir: string;

function startServer(port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, output: () => out, exited };
  started.push(server);
  return server;
}

async function waitUntilServing(server: Server, timeoutMs = 90_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((c) => {
    exitCode = c;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited (${exitCode}) before serving:\n${server.output()}`);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not serving after ${timeoutMs} ms:\n${server.output()}`);
}

async function postgresPid(): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0]!, 10);
}

async function killHard(server: Server) {
  server.child.kill('SIGKILL');
  await server.exited;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-restart-'));
});

afterAll(async () => {
  for (const s of started)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  const pg = await postgresPid().catch(() => null);
  if (pg && (await isRunning(pg))) process.kill(pg, 'SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('restart after a crash on the same DATA_DIR', () => {
  let live: Server;

  it('serves again when started right after the server was killed with SIGKILL', async () => {
    const first = startServer(await freePort());
    await waitUntilServing(first);
    const orphan = await postgresPid();

    await killHard(first);
    // The server's PostgreSQL outlives it: the case the next start must clean up.
    expect(await isRunning(orphan)).toBe(true);
    const killedAt = Date.now();
    live = startServer(await freePort());
    expect(Date.now() - killedAt).toBeLessThan(2_000);
    await waitUntilServing(live);

    expect(await isRunning(orphan)).toBe(false);
    expect(await postgresPid()).not.toBe(orphan);
  }, 180_000);

  it('refuses a second live process on the same DATA_DIR with a clear message', async () => {
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is already in use by another Pathway process.`);
    expect(second.output()).toContain(`PID ${live.child.pid}`);
    // The holder was left alone.
    const res = await fetch(`http://127.0.0.1:${live.port}/api/health`);
    expect(res.status).toBe(200);
  }, 60_000);

  it('serves again when the server and its PostgreSQL were both killed with SIGKILL', async () => {
    const pg = await postgresPid();
    process.kill(pg, 'SIGKILL');
    await killHard(live);
    expect(await waitForExit(pg, 5_000)).toBe(true);

    const next = startServer(await freePort());
    await waitUntilServing(next);

    // A clean stop releases DATA_DIR.
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    await expect(fs.stat(path.join(dataDir, 'pathway.lock'))).rejects.toThrow();
  }, 180_000);

  it('starts when a stale postmaster.pid names a PID now used by an unrelated process', async () => {
    // After a crash and a reboot the recorded PID can belong to anything; PostgreSQL alone would
    // refuse ("Is another postmaster running?"). Here it is the test runner's parent process.
    const file = path.join(dataDir, 'postgres', 'postmaster.pid');
    await fs.writeFile(file, `${process.ppid}\n${path.join(dataDir, 'postgres')}\n1700000000\n5432\n`);
    const messages: string[] = [];
    const db = await startEmbeddedPostgres(dataDir, (m) => messages.push(m));
    try {
      expect(messages.join('\n')).toContain(
        `removing the stale postmaster.pid of PostgreSQL PID ${process.ppid}`,
      );
      expect(await postgresPid()).not.toBe(process.ppid);
    } finally {
      await db.stop();
    }
  }, 60_000);
});
