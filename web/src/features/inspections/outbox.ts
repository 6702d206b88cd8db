/**
 * The driver's capture outbox: every write of a condition report (details, photos, marks, signatures,
 * the submission), and every receipt (a fill-up, a return receipt, with its photo), is kept in IndexedDB first and sent from there, in order, by itself. With no network
 * nothing is lost: closing the app or losing power after a step was saved keeps it on the phone, and it
 * goes out when the network returns (on `online`, when the app comes back to the front, and on the next
 * open). Each write carries the phone's id, so a write sent twice is stored once.
 */
import { t } from '@lingui/core/macro';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type CaptureWrite, sendCaptureWrite } from './api';

export interface OutboxEntry extends CaptureWrite {
  /** Order of capture (IndexedDB's key): sent strictly in this order. */
  seq?: number;
  /** What the driver sees while it waits ("Front photo", "Damage mark"). */
  label: string;
  createdAt: number;
  /** Set when the server refused it (a 4xx): it stays, with the reason, until the driver drops it. */
  error?: string;
}

interface OutboxDb extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { byJob: string } };
}

let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;
const db = () => {
  dbPromise ??= openDB<OutboxDb>('pathway-capture', 1, {
    upgrade(database) {
      const store = database.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      store.createIndex('byJob', 'jobId');
    },
  });
  return dbPromise;
};

/** Tells every open screen (and tab) that the outbox changed. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pathway-capture');
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
  channel?.postMessage('changed');
};
channel?.addEventListener('message', () => {
  for (const l of listeners) l();
});

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function entriesFor(jobId: string): Promise<OutboxEntry[]> {
  return (await db()).getAllFromIndex('entries', 'byJob', jobId);
}

/** Every write still on the phone, refused ones included (what signing out would delete). */
export async function waitingCount(): Promise<number> {
  return (await db()).count('entries');
}

export async function enqueue(entry: Omit<OutboxEntry, 'createdAt'>): Promise<void> {
  await (await db()).add('entries', { ...entry, createdAt: Date.now() });
  changed();
  if (flushing) again = true;
  void flush();
}

/** The driver sends a refused write again (after fixing what it said), and what waited behind it. */
export async function retry(seq: number): Promise<void> {
  const store = await db();
  const entry = await store.get('entries', seq);
  if (entry) await store.put('entries', { ...entry, error: undefined });
  changed();
  void flush();
}

export async function drop(seq: number): Promise<void> {
  await (await db()).delete('entries', seq);
  changed();
}

/** Answers the server gives to a write already done: the write is settled. */
const alreadyDone = (e: OutboxEntry, status: number, code: string | undefined) =>
  (e.kind === 'submit' && status === 409 && code === 'report_submitted') ||
  (e.kind === 'unmark' && status === 404);

/** Writes wait behind a refusal in their lane: a job's report, or its receipts (neither holds the other). */
const lane = (e: OutboxEntry) => (e.kind === 'receipt' ? `${e.jobId}:receipts` : e.jobId);

let flushing: Promise<void> | null = null;
/** Set when something was queued while a flush ran: it runs once more when it ends. */
let again = false;
const settledListeners = new Set<(e: OutboxEntry) => void>();

/** Called after each write the server took (screens refresh what they show). */
export function onSettled(listener: (e: OutboxEntry) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

/**
 * Sends what waits, oldest first. Stops at the first network failure (the rest waits for the network,
 * in order). A refusal (a 4xx) is kept with its reason, and that job's later writes wait for the driver
 * to send it again or drop it; other jobs' writes go on.
 */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    try {
      const store = await db();
      for (;;) {
        const all = await store.getAll('entries');
        const blocked = new Set(all.filter((e) => e.error).map(lane));
        const next = all.find((e) => !e.error && !blocked.has(lane(e)));
        if (!next) return;
        const res = await sendCaptureWrite(next);
        if (res.kind === 'network') return; // offline: everything stays, in order
        // A server error, a lapsed session or "slow down": it waits for the next try.
        if (res.status >= 500 || res.status === 401 || res.status === 429) return;
        if (res.ok || alreadyDone(next, res.status, res.code ?? undefined)) {
          await store.delete('entries', next.seq!);
          for (const l of settledListeners) l(next);
        } else {
          const status = res.status;
          await store.put('entries', { ...next, error: res.message ?? t`Refused (${status})` });
        }
        changed();
      }
    } finally {
      flushing = null;
      if (again) {
        again = false;
        void flush();
      }
    }
  })();
  return flushing;
}

/**
 * Sends on reconnect, when the app comes back to the front, when the driver's pages find the server
 * again after a dead zone (features/offline's catch-up: its timer and Background Sync), and now (the
 * app was just opened).
 */
export function startOutbox(): () => void {
  const kick = () => void flush();
  window.addEventListener('online', kick);
  window.addEventListener(CATCH_UP_EVENT, kick);
  document.addEventListener('visibilitychange', kick);
  kick();
  return () => {
    window.removeEventListener('online', kick);
    window.removeEventListener(CATCH_UP_EVENT, kick);
    document.removeEventListener('visibilitychange', kick);
  };
}

/** The window event features/offline raises once the server answers again (its `SYNC_TAG`). */
const CATCH_UP_EVENT = 'pathway-catch-up';

/** A new id for something captured on the phone. */
export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
