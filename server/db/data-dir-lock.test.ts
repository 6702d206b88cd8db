import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, type LockHolder, lockDataDir, readLock, removeAbandoned } from './data-dir-lock';
import { bootId, processStartTime } from './process-info';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-lock-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const lockPath = () => path.join(dir, 'pathway.lock');

async function writeLock(holder: Partial<LockHolder>) {
  const full: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    bootId: await bootId(),
    processStart: await processStartTime(process.pid),
    startedAt: new Date().toISOString(),
    token: 'someone-else',
    ...holder,
  };
  await fs.writeFile(lockPath(), JSON.stringify(full));
}

/** The PID of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

describe('DATA_DIR lock', () => {
  it('records the holder, refuses a second holder while held, and is free again once released', async () => {
    const lock = await lockDataDir(dir);
    const recorded = JSON.parse(await fs.readFile(lockPath(), 'utf8'));
    expect(recorded).toMatchObject({ pid: process.pid, host: os.hostname(), token: lock.holder.token });

    // The holder here is a live process other than the caller: the parent of this test worker.
    await writeLock({ pid: process.ppid, processStart: await processStartTime(process.ppid) });
    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dir} is already in use by another Pathway process. Stop that process, or start this one ` +
        `with a different DATA_DIR (or a DATABASE_URL). (It is held by PID ${process.ppid} on ${os.hostname()}.)`,
    );

    // Releasing leaves a lock that is not ours alone.
    await lock.release();
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8')).pid).toBe(process.ppid);
    await fs.rm(lockPath());

    const again = await lockDataDir(dir);
    await again.release();
    await expect(fs.stat(lockPath())).rejects.toThrow();
  });

  it('takes over at once a lock whose holder is no longer running', async () => {
    const pid = await deadPid();
    await writeLock({ pid, processStart: null });
    const messages: string[] = [];
    const started = Date.now();
    const lock = await lockDataDir(dir, (m) => messages.push(m));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(messages.join('\n')).toContain(`taking over the DATA_DIR lock of PID ${pid}`);
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8')).token).toBe(lock.holder.token);
    await lock.release();
  });

  it('takes over a lock whose PID now belongs to another process, or to this one', async () => {
    await writeLock({ pid: process.ppid, processStart: '1' });
    const first = await lockDataDir(dir);
    await first.release();

    // A container restarted with the same PID: the recorded holder is "us", but not this run of us.
    await writeLock({ pid: process.pid, processStart: null });
    const second = await lockDataDir(dir);
    await second.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock written before the machine restarted',
    async () => {
      await writeLock({ pid: process.ppid, processStart: null, bootId: 'an-earlier-boot' });
      const lock = await lockDataDir(dir);
      await lock.release();
    },
  );

  it('removes an abandoned lock only if it is still the one judged abandoned, one takeover at a time', async () => {
    await writeLock({ pid: await deadPid(), processStart: null, token: 'abandoned' });
    const abandoned = await readLock(lockPath());
    // Another process took it over meanwhile: its lock stays.
    await writeLock({ pid: process.ppid, token: 'new-holder' });
    await removeAbandoned(lockPath(), abandoned!);
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8')).token).toBe('new-holder');

    // Another process is taking it over right now (its marker is fresh): leave it to that one.
    await writeLock({ pid: await deadPid(), processStart: null, token: 'abandoned' });
    await fs.mkdir(`${lockPath()}.takeover`);
    await removeAbandoned(lockPath(), (await readLock(lockPath()))!);
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8')).token).toBe('abandoned');

    // A marker left by a process that died during its takeover is cleared, then the takeover proceeds.
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(`${lockPath()}.takeover`, old, old);
    await removeAbandoned(lockPath(), (await readLock(lockPath()))!);
    await removeAbandoned(lockPath(), (await readLock(lockPath()))!);
    await expect(fs.stat(lockPath())).rejects.toThrow();
    await expect(fs.stat(`${lockPath()}.takeover`)).rejects.toThrow();
  });

  it('takes over the abandoned lock folder of the earlier lock library', async () => {
    await fs.mkdir(lockPath());
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(lockPath(), old, old);
    const lock = await lockDataDir(dir);
    expect((await fs.stat(lockPath())).isFile()).toBe(true);
    await lock.release();
  });
});
