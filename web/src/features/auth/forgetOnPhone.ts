/**
 * What of the person stays on the phone when they leave (its own chunk: the app shell only imports it
 * when someone signs out or the server ends the session). Stores are cleared, not databases deleted: a
 * page that holds a database open would block a deletion until it closes.
 */
import { FILES_CACHE, KEPT_DB } from './phoneStores';

/** The capture outbox's database (features/inspections/outbox.ts) and its one store. */
const CAPTURE_DB = 'pathway-capture';

/** Clears these stores if the database exists (opening it without a version must not create it). */
function clearStores(name: string, stores: string[]): Promise<void> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.transaction?.abort(); // not there: nothing to clear, none made
    open.onerror = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      const present = stores.filter((s) => db.objectStoreNames.contains(s));
      if (present.length === 0) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(present, 'readwrite');
      for (const s of present) tx.objectStore(s).clear();
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}

/**
 * `session-ended` (a 401: the session ended elsewhere, e.g. a password changed on another device): the
 * copy of the pages and the files the phone showed go at once (privacy), but what the driver recorded
 * and the server has not got yet (positions, report writes, messages) stays: the driver did not choose
 * to leave, the server takes those only from the job's own driver, and they go out when that driver
 * signs in again. `signed-out` (the person chose to, after confirming what waits): everything goes.
 */
export async function forgetOnPhone(what: 'session-ended' | 'signed-out'): Promise<void> {
  const files = typeof caches === 'undefined' ? null : caches.delete(FILES_CACHE).catch(() => false);
  if (what === 'session-ended') await clearStores(KEPT_DB, ['kept']);
  else
    await Promise.all([
      clearStores(KEPT_DB, ['kept', 'positions', 'messages']),
      clearStores(CAPTURE_DB, ['entries']),
    ]);
  await files;
}
