/**
 * Keeping the driver's pages on the phone: the answers they read (`keepsQuery`) are written to IndexedDB
 * as TanStack Query's own dehydrated state a moment after they change; with no signal at the next open,
 * the account check falls back to that copy (`restoreKept`) and the pages render it, read-only.
 */
import type { Me } from '@core/contracts/accounts';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { offlineState, setOfflineState } from '@web/lib/offlineState';
import { type KeptSnapshot, offlineDb } from './db';
import { keepsQuery } from './rules';

const SNAPSHOT = 'driver';

/** How long a page read in an earlier opening of the app stays kept when this one did not read it. */
const CARRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;

async function save(queryClient: QueryClient, userId: string): Promise<void> {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && keepsQuery(query.queryKey),
  });
  const db = await offlineDb();
  // Each opening of the app starts with an empty cache: what earlier ones read (a job, the messages)
  // stays kept beside this one's answers, which replace their older copies.
  const previous = await db.get('kept', SNAPSHOT);
  if (previous?.userId === userId) {
    const fresh = new Set(state.queries.map((q) => q.queryHash));
    const since = Date.now() - CARRY_FOR_MS;
    state.queries.push(
      ...previous.state.queries.filter((q) => !fresh.has(q.queryHash) && q.state.dataUpdatedAt > since),
    );
  }
  const snapshot: KeptSnapshot = { userId, savedAt: Date.now(), state };
  await db.put('kept', snapshot, SNAPSHOT);
  setOfflineState({ confirmedAt: snapshot.savedAt });
}

/**
 * While a signed-in driver's page is open: keeps what they read, a second after the last change (only
 * answers that came from the server: the copy shown offline is not written back over itself).
 */
export function startKeeping(queryClient: QueryClient, me: Pick<Me, 'id' | 'role'>): () => void {
  if (me.role !== 'driver') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (offlineState().since === null) void save(queryClient, me.id).catch(() => {});
    }, 1000);
  };
  const off = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && keepsQuery(event.query.queryKey))
      schedule();
  });
  schedule();
  return () => {
    clearTimeout(timer);
    off();
  };
}

/**
 * No answer from the server: puts the kept copy back into the cache and answers the person as last
 * confirmed, or null when nothing is kept. Marks the pages offline from now.
 */
export async function restoreKept(queryClient: QueryClient): Promise<Me | null> {
  const snapshot = await (await offlineDb()).get('kept', SNAPSHOT).catch(() => undefined);
  const me = snapshot?.state.queries.find((q) => q.queryKey[0] === '/api/me')?.state.data as Me | undefined;
  if (!snapshot || !me || me.id !== snapshot.userId) return null;
  // The account check itself answers with `me`; the rest fills the pages the driver opens.
  hydrate(queryClient, {
    ...snapshot.state,
    queries: snapshot.state.queries.filter((q) => q.queryKey[0] !== '/api/me'),
  });
  setOfflineState({ since: offlineState().since ?? Date.now(), confirmedAt: snapshot.savedAt });
  return me;
}
