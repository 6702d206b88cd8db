/**
 * The phone's own copy for a dead zone (IndexedDB `pathway-offline`): what the driver's pages last read
 * from the server (`kept`), and the positions the phone recorded but could not deliver yet
 * (`positions`, sent in recorded order when the signal returns). Cleared at sign-out and when the
 * server ends the session.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { KEPT_DB } from '@web/features/auth';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface KeptSnapshot {
  /** Whose it is: never shown to anyone else signed in on this phone. */
  userId: string;
  /** When the server last confirmed the person (and these answers): "as of …". */
  savedAt: number;
  state: DehydratedState;
}

export interface QueuedPosition {
  /** Order of recording (IndexedDB's key). */
  seq?: number;
  jobId: string;
  lat: number;
  lng: number;
  accuracy?: number;
  /** ISO time the phone took it: the server stores it as recorded. */
  recordedAt: string;
}

export interface QueuedMessage {
  /** Order of writing (IndexedDB's key): sent strictly in this order. */
  seq?: number;
  /** The phone's id for it: the server stores it once however often it is sent. */
  clientKey: string;
  /** Only the person who wrote it sends it (another signed in on this phone never does). */
  senderId: string;
  recipientId: string;
  content: string;
  priority: 'normal' | 'high';
  /** ISO time it was written. */
  writtenAt: string;
  /** The server refused it for good (the conversation closed, a block): shown with the reason. */
  error?: string;
}

interface OfflineDb extends DBSchema {
  kept: { key: string; value: KeptSnapshot };
  positions: { key: number; value: QueuedPosition; indexes: { byJob: string } };
  messages: { key: number; value: QueuedMessage };
}

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;
export const offlineDb = () => {
  dbPromise ??= openDB<OfflineDb>(KEPT_DB, 2, {
    // Signing out deletes the database: this page lets go of it (and opens it afresh when next needed).
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      dbPromise = null;
    },
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('kept');
        const positions = database.createObjectStore('positions', { keyPath: 'seq', autoIncrement: true });
        positions.createIndex('byJob', 'jobId');
      }
      // Version 2: messages written with no signal.
      if (oldVersion < 2) database.createObjectStore('messages', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return dbPromise;
};
