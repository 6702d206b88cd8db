/**
 * A cluster of the compiled server as production runs it: one PostgreSQL, N app processes on one
 * DATA_DIR-free configuration (DATABASE_URL; uploads on one shared folder), and HAProxy in front
 * (health checks on /api/health, WebSocket pass-through, a failed connection retried on another
 * process). Used by the scale-out test and the scale-out benchmark.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { ensureServerBuilt, serverArgs } from '../server-command.mjs';

export const SESSION_SECRET = 'scale-out-session-secret-0123456789abcdef';
/** HAProxy polls /api/health this often; a stopping process keeps serving a bit longer than that. */
const CHECK_INTERVAL_MS = 300;
export const SHUTDOWN_GRACE_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** HAProxy from Debian's package, installed as the test's Chromium is (as root), or what to install. */
export function ensureHaproxy(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  const existing = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && existing) return existing;
  if (process.getuid?.() === 0) {
    console.log('Installing HAProxy (apt-get install haproxy)...');
    const apt = spawnSync(
      'sh',
      ['-c', 'apt-get install -y haproxy || (apt-get update && apt-get install -y haproxy)'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (apt.status === 0) return '/usr/sbin/haproxy';
  }
  console.error('The scale-out test needs HAProxy. Install it with: sudo apt-get install haproxy');
  process.exit(1);
}

async function waitHealthy(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await sleep(100);
  }
}

export interface AppProcess {
  index: number;
  port: number;
  base: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  lbBase: string;
  lbPort: number;
  apps: AppProcess[];
  databaseUrl: string;
  /** Starts (or starts again) app process `index`. */
  startApp(index: number, opts?: { seed?: boolean }): Promise<AppProcess>;
  stop(): Promise<void>;
}

function haproxyConfig(lbPort: number, appPorts: number[]) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // A process busy under load answers its health check late, not never: not marked down for that.
    '  timeout check 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A WebSocket, once upgraded, is a tunnel.
    '  timeout tunnel 1h',
    '  option forwardfor',
    // A connection refused (a process just killed) is tried again on another process.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    'frontend web',
    `  bind 127.0.0.1:${lbPort}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  default-server inter ${CHECK_INTERVAL_MS}ms fall 2 rise 2`,
    ...appPorts.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

export async function startCluster(opts: {
  processes: number;
  basePort: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const haproxy = ensureHaproxy();
  await ensureServerBuilt();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-scale-'));
  const shared = path.join(root, 'shared');
  fs.mkdirSync(shared);
  const pg = await startEmbeddedPostgres(path.join(root, 'pg'));
  const lbPort = opts.basePort;
  const appPorts = Array.from({ length: opts.processes }, (_, i) => opts.basePort + 1 + i);
  const apps: AppProcess[] = [];

  async function startApp(index: number, { seed = false } = {}): Promise<AppProcess> {
    const port = appPorts[index]!;
    const child = spawn(process.execPath, serverArgs(), {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET,
        DATABASE_URL: pg.url,
        // Only uploads and temporary files live here: one folder shared by every process.
        DATA_DIR: shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
        TRUST_PROXY: 'true',
        SEED_DEMO: seed ? 'true' : 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        ...opts.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const app = { index, port, base: `http://127.0.0.1:${port}`, child, exited };
    apps[index] = app;
    await waitHealthy(`${app.base}/api/health`);
    return app;
  }

  // The first process migrates and seeds; the others start on the migrated database together.
  await startApp(0, { seed: true });
  await Promise.all(appPorts.slice(1).map((_, i) => startApp(i + 1)));
  const cfg = path.join(root, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(lbPort, appPorts));
  const lb = spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const lbBase = `http://127.0.0.1:${lbPort}`;
  await waitHealthy(`${lbBase}/api/health`);
  // Every process up in HAProxy's view (rise 2).
  await sleep(CHECK_INTERVAL_MS * 3);

  return {
    lbBase,
    lbPort,
    apps,
    databaseUrl: pg.url,
    startApp,
    async stop() {
      lb.kill('SIGKILL');
      for (const app of apps)
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
      await Promise.all(apps.map((a) => a.exited));
      await pg.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
