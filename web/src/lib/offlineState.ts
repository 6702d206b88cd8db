/**
 * Whether the driver's pages show what the phone kept (no answer from the server), and since when. In
 * lib, not features/offline: the app's page outlet reads it to put the offline notice (or "Not available
 * offline") in place of a page that cannot work without a signal, without loading the feature.
 */
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  /** When the phone last failed to reach the server with nothing newer since; null while it answers. */
  since: number | null;
  /** When the server last confirmed the person and the answers shown (the kept copy's time). */
  confirmedAt: number | null;
}

let state: OfflineState = { since: null, confirmedAt: null };
const listeners = new Set<() => void>();

export function offlineState(): OfflineState {
  return state;
}

export function setOfflineState(next: Partial<OfflineState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOffline, offlineState, offlineState);
}
