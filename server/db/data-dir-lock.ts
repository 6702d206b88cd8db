import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootId, isRunning, processStartTime } from './process-info';

/** A lock from another host is refreshed this often, so that host's crash is noticed here. */
const HEARTBEAT_MS = 5_000;
/** A lock from another host (or an unreadable one) not refreshed for this long is abandoned. */
export const STALE_MS = 15_000;
/** A takeover in progress never takes this long; an older marker is from a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

export interface LockHolder {
  pid: number;
  host: string;
  /** Linux boot id: a lock written under another boot was left by a process that is gone. */
  bootId: string | null;
  /** The holder's start time (Linux), so a PID reused by a later process is not taken for it. */
  processStart: string | null;
  startedAt: string;
  token: string;
}

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    readonly holder?: Pick<LockHolder, 'pid' | 'host'>,
  ) {
    super(
      `DATA_DIR ${dataDir} is already in use by another Pathway process. ` +
        'Stop that process, or start this one with a different DATA_DIR (or a DATABASE_URL).' +
        (holder ? ` (It is held by PID ${holder.pid} on ${holder.host}.)` : ''),
    );
  }
}

export interface DataDirLock {
  holder: LockHolder;
  /** Removes the lock, if it is still ours. */
  release(): Promise<void>;
}

export type Found =
  | { kind: 'holder'; holder: LockHolder; ageMs: number }
  /** A lock file we cannot read (or the folder `proper-lockfile` used before): judged by its age. */
  | { kind: 'opaque'; ageMs: number; token: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function readLock(lockPath: string): Promise<Found | null> {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(lockPath);
  } catch {
    return null;
  }
  const ageMs = Date.now() - stat.mtimeMs;
  const opaque: Found = { kind: 'opaque', ageMs, token: `${stat.ino}:${stat.mtimeMs}` };
  if (stat.isDirectory()) return opaque;
  try {
    const holder = JSON.parse(await fs.readFile(lockPath, 'utf8')) as LockHolder;
    if (!Number.isInteger(holder.pid) || typeof holder.host !== 'string' || typeof holder.token !== 'string')
      return opaque;
    return { kind: 'holder', holder, ageMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return opaque;
  }
}

/** Puts the drafted lock in place unless one exists; false if one does. */
async function createExclusive(draft: string, lockPath: string): Promise<boolean> {
  try {
    await fs.link(draft, lockPath);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // Filesystems without hard links: an exclusive create (a reader may briefly see it empty).
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
  }
  try {
    await fs.writeFile(lockPath, await fs.readFile(draft), { flag: 'wx', mode: 0o644 });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

const tokenOf = (found: Found) => (found.kind === 'holder' ? found.holder.token : found.token);

/**
 * Whether the process that wrote the lock is still running. On this host that is known at once
 * from its PID (and boot id and start time, against reuse of the PID); a lock written by another
 * host (a shared volume) is alive while that host keeps refreshing it.
 */
async function holderAlive(found: Found, me: LockHolder): Promise<boolean> {
  if (found.kind === 'opaque') return found.ageMs < STALE_MS;
  const { holder } = found;
  if (holder.host !== me.host) return found.ageMs < STALE_MS;
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return false;
  // In a container restarted with the same PID, the recorded PID can be our own.
  if (holder.pid === process.pid) return false;
  if (!(await isRunning(holder.pid))) return false;
  if (holder.processStart) {
    const start = await processStartTime(holder.pid);
    if (start !== null && start !== holder.processStart) return false;
  }
  return true;
}

/**
 * Removes an abandoned lock, unless another process replaced it meanwhile. Takeovers are serialised
 * by an atomic `mkdir` of a marker, so two processes starting together cannot both take it over.
 */
export async function removeAbandoned(lockPath: string, abandoned: Found): Promise<void> {
  const marker = `${lockPath}.takeover`;
  try {
    await fs.mkdir(marker);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const stat = await fs.stat(marker).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > TAKEOVER_STALE_MS)
      await fs.rm(marker, { recursive: true, force: true });
    else await sleep(20);
    return;
  }
  try {
    const current = await readLock(lockPath);
    if (current && tokenOf(current) === tokenOf(abandoned))
      await fs.rm(lockPath, { recursive: true, force: true });
  } finally {
    await fs.rmdir(marker).catch(() => {});
  }
}

/**
 * Locks DATA_DIR for this process: `DATA_DIR/pathway.lock` names the holder (PID, host, boot, start
 * time). The file is created complete and atomically (written aside, then hard-linked into place,
 * which fails if a lock exists). A lock whose holder is gone is taken over at once; one whose holder
 * runs refuses with DataDirInUseError. A lock from another host is taken over once it has not been
 * refreshed for STALE_MS, so a start waits up to that long before deciding.
 */
export async function lockDataDir(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'pathway.lock');
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    bootId: await bootId(),
    processStart: await processStartTime(process.pid),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  const draft = `${lockPath}.${me.token}`;
  await fs.writeFile(draft, `${JSON.stringify(me, null, 2)}\n`, { mode: 0o644 });

  let waitedForForeign = false;
  try {
    const deadline = Date.now() + STALE_MS + 5_000;
    while (true) {
      if (await createExclusive(draft, lockPath)) break;
      const found = await readLock(lockPath);
      if (!found) continue;
      if (await holderAlive(found, me)) {
        const foreign = found.kind === 'opaque' || found.holder.host !== me.host;
        const holder = found.kind === 'holder' ? found.holder : undefined;
        if (!foreign || Date.now() > deadline) throw new DataDirInUseError(dataDir, holder);
        if (!waitedForForeign) {
          waitedForForeign = true;
          log(
            `DATA_DIR is locked${holder ? ` by PID ${holder.pid} on ${holder.host}` : ''}; ` +
              `waiting up to ${STALE_MS / 1000} s to see whether that process still runs`,
          );
        }
        await sleep(1_000);
        continue;
      }
      if (found.kind === 'holder')
        log(
          `taking over the DATA_DIR lock of PID ${found.holder.pid} on ${found.holder.host}, which is not running`,
        );
      else log('taking over an abandoned DATA_DIR lock');
      await removeAbandoned(lockPath, found);
    }
  } finally {
    await fs.rm(draft, { force: true });
  }

  // Refresh the lock's time (for processes on other hosts) and notice if it was taken from us.
  let warned = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      const found = await readLock(lockPath);
      if (found?.kind === 'holder' && found.holder.token === me.token) {
        const now = new Date();
        await fs.utimes(lockPath, now, now).catch(() => {});
      } else if (!warned) {
        warned = true;
        log(`the DATA_DIR lock ${lockPath} is no longer ours: another process may be using this DATA_DIR`);
      }
    })();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  return {
    holder: me,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      const found = await readLock(lockPath);
      if (found?.kind === 'holder' && found.holder.token === me.token) await fs.rm(lockPath, { force: true });
    },
  };
}
