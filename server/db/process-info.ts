import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const onLinux = process.platform === 'linux';

/** Linux's id of this boot: a PID recorded under another boot id belongs to a process long gone. */
export async function bootId(): Promise<string | null> {
  if (!onLinux) return null;
  return fs
    .readFile('/proc/sys/kernel/random/boot_id', 'utf8')
    .then((s) => s.trim())
    .catch(() => null);
}

/** Fields of /proc/<pid>/stat after the command name (which may itself hold spaces and parentheses). */
async function procStat(pid: number): Promise<string[] | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * When the process started, in clock ticks since boot (Linux), so a PID reused by a later process
 * is told apart from the one that wrote it down. Null where the platform does not say.
 */
export async function processStartTime(pid: number): Promise<string | null> {
  if (!onLinux) return null;
  // Field 22 of stat is starttime; after dropping pid and comm it is the 20th (index 19).
  return (await procStat(pid))?.[19] ?? null;
}

/** Is a process with this PID running? A zombie (exited, not yet reaped) counts as gone. */
export async function isRunning(pid: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (onLinux) {
    const stat = await procStat(pid);
    if (stat === null) return false;
    return stat[0] !== 'Z' && stat[0] !== 'X';
  }
  return true;
}

/** The command line of a running process, or null. */
export async function commandLine(pid: number): Promise<string[] | null> {
  if (onLinux) {
    try {
      const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
      return raw.split('\0').filter((s) => s !== '');
    } catch {
      return null;
    }
  }
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'command=', '-p', String(pid)]);
    const line = stdout.trim();
    return line ? line.split(/\s+/) : null;
  } catch {
    return null;
  }
}

/** Waits until the process is gone; false if it is still running after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await isRunning(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}
