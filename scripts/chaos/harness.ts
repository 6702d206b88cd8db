/**
 * What the chaos tests share: a real compiled server on an embedded PostgreSQL and a DATA_DIR that
 * outlive it, killed with SIGKILL and started again on both; JSON and multipart calls through fetch.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { ensureServerBuilt, serverArgs } from '../server-command.mjs';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The move every chaos burst requests: a working bobtail, Dallas to Detroit. */
export const DALLAS_TO_DETROIT = {
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
  distance: 1190,
  isWorking: true,
  isLoaded: false,
  serviceTime: 'now',
};

// biome-ignore lint/suspicious/noExplicitAny: the server's answers, read loosely by a script
export type Answer = any;

export interface Reply {
  status: number;
  json: Answer;
}

/** One server process at a time on a database and DATA_DIR that survive its crashes. */
export class ChaosServer {
  readonly base: string;
  private child: ChildProcess;

  constructor(
    private readonly port: number,
    private readonly databaseUrl: string,
    private readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.child = this.spawn();
  }

  private spawn(): ChildProcess {
    return spawn(process.execPath, serverArgs(), {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        AUTH_RATE_LIMIT: '100000',
        // The chaos operator confirms it's them once (refunds ask); that lasts the whole run.
        STEP_UP_MINUTES: '60',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  /** ms until /api/health answers. */
  async waitUntilServing(): Promise<number> {
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return Date.now() - started;
      } catch {
        // not up yet
      }
      if (Date.now() - started > 120_000) throw new Error('the server did not come back within 2 minutes');
      await sleep(100);
    }
  }

  private exited(): Promise<unknown> {
    const child = this.child;
    return child.exitCode !== null || child.signalCode
      ? Promise.resolve()
      : new Promise((r) => child.once('exit', r));
  }

  /** The crash: no shutdown hook runs, whatever was in flight is cut where it stood. */
  kill(): Promise<unknown> {
    this.child.kill('SIGKILL');
    return this.exited();
  }

  /** Started again on the same database and DATA_DIR: ms until it serves. */
  restart(): Promise<number> {
    this.child = this.spawn();
    return this.waitUntilServing();
  }

  stop(): Promise<unknown> {
    this.child.kill('SIGTERM');
    return this.exited();
  }

  /** A JSON call; network errors (the server killed mid-call) answer status 0. */
  async call(method: string, url: string, body?: unknown, cookie?: string): Promise<Reply> {
    try {
      const res = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch {
      return { status: 0, json: null };
    }
  }

  post(url: string, body: unknown, cookie?: string): Promise<Reply> {
    return this.call('POST', url, body, cookie);
  }

  /** A multipart upload: text fields first (the server reads them before the file), then one PNG. */
  async upload(url: string, fields: Record<string, string>, cookie: string): Promise<Reply> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${this.base}${url}`, { method: 'POST', headers: { cookie }, body: form });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  /** A new account through the API: its id and session cookie. */
  async signUp(body: { name: string; email: string; password: string; role?: 'client' | 'driver' }) {
    const res = await fetch(`${this.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`signup ${body.email}: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const signedUp = { id: ((await res.json()) as { id: string }).id, cookie };
    await this.confirmEmail(signedUp.id);
    return signedUp;
  }

  /**
   * Opens the confirmation link the account was e-mailed (read from the outbox table: no operator runs
   * here), as its owner would: paying, accepting and payouts wait for a confirmed address.
   */
  private async confirmEmail(userId: string): Promise<void> {
    const db = new pg.Client({ connectionString: this.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        "SELECT body FROM mail_messages WHERE user_id = $1 AND kind = 'email_verification' ORDER BY created_at DESC LIMIT 1",
        [userId],
      );
      const token = (rows[0]?.body as string | undefined)?.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error(`no confirmation link for ${userId}`);
      const res = await this.post('/api/auth/verify-email/confirm', { token });
      if (res.status !== 200) throw new Error(`confirming ${userId}: ${res.status}`);
    } finally {
      await db.end();
    }
  }
}

/** A 1x1 PNG: enough for the upload checks, which read the file's real type from its bytes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface ChaosWorld {
  server: ChaosServer;
  db: pg.Pool;
}

/**
 * A fresh embedded PostgreSQL and DATA_DIR, the compiled server on them (built first when stale),
 * serving before `run` starts; all of it removed afterwards. Answers what `run` answers.
 */
export async function withChaosWorld<T>(
  opts: { port: number; env?: Record<string, string> },
  run: (world: ChaosWorld) => Promise<T>,
): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-chaos-'));
  const database = await startEmbeddedPostgres(path.join(root, 'db'));
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  // An idle connection cut by the database's shutdown is no failure of the run: the pool drops it.
  db.on('error', () => undefined);
  await ensureServerBuilt();
  const server = new ChaosServer(opts.port, database.url, path.join(root, 'app'), opts.env);
  try {
    await server.waitUntilServing();
    return await run({ server, db });
  } finally {
    await server.stop();
    await db.end();
    await database.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
