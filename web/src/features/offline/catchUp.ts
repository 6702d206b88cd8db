/**
 * Catching up without a tap: while the server cannot be reached, the phone asks again when the network
 * returns (`online`), when the app comes back to the front, when the service worker's Background Sync
 * fires (where the browser has it), and on a timer with backoff otherwise. Once it answers, queued
 * positions, messages and the capture outbox are sent and every page's reads refetch.
 */
import type { Me } from '@core/contracts/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { offlineState, setOfflineState } from '@web/lib/offlineState';
import { flushMessages } from './messages';
import { flushPositions } from './positions';
import { noAnswer, retryDelayMs } from './rules';

/** The service worker's sync tag; push-sw.js tells the open pages when it fires. */
export const SYNC_TAG = 'pathway-catch-up';

let started: QueryClient | null = null;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let checking = false;

/** Asks the service worker to wake the page when the connection is back (Chromium's Background Sync). */
function requestBackgroundSync() {
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG),
    )
    .catch(() => {});
}

function wentOffline() {
  if (offlineState().since === null) setOfflineState({ since: Date.now() });
  requestBackgroundSync();
  schedule();
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => void check(), retryDelayMs(attempt));
  attempt += 1;
}

/** Asks the server who is signed in: it answers (catch up), ends the session (forget) or stays silent. */
async function check(): Promise<void> {
  const queryClient = started;
  if (!queryClient || checking) return;
  checking = true;
  try {
    const res = await fetch('/api/me', { credentials: 'include' }).catch(() => null);
    if (!res || res.status >= 500) {
      if (offlineState().since !== null || !res) wentOffline();
      return;
    }
    clearTimeout(timer);
    attempt = 0;
    if (res.status === 401) {
      // The session ended on the server: the account check forgets the copy and asks to sign in.
      await queryClient.refetchQueries({ queryKey: ['/api/me'] });
      return;
    }
    if (!res.ok) return;
    const me = (await res.json()) as Me;
    const wasOffline = offlineState().since !== null;
    setOfflineState({ since: null, confirmedAt: Date.now() });
    queryClient.setQueryData(['/api/me'], me);
    // The capture outbox (features/inspections) sends what waits on this event too.
    window.dispatchEvent(new Event(SYNC_TAG));
    void flushPositions();
    void flushMessages(me.id);
    if (wasOffline) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== '/api/me' });
  } finally {
    checking = false;
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void check();
};
const onWorkerMessage = (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === SYNC_TAG) void check();
};

/**
 * Starts catching up for this app (once): listens for the connection, the page's visibility, the
 * service worker's sync and failed reads, and starts the timer when the pages show the kept copy.
 */
export function startCatchUp(queryClient: QueryClient): void {
  if (started) return;
  started = queryClient;
  window.addEventListener('online', () => void check());
  window.addEventListener('offline', wentOffline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && noAnswer(event.action.error))
      wentOffline();
  });
  if (offlineState().since !== null) schedule();
  // Positions left on the phone by an earlier visit go now if they can.
  void flushPositions();
}
