/**
 * Browser storage that never throws: private mode, a full quota or storage turned off make reads answer
 * null and writes do nothing (every caller has another way to carry what it stores).
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage {
  return which === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStored(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which).setItem(key, value);
  } catch {
    // Storage is off or full: the caller's other channel (an address, a form) still carries the value.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which).removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
