/**
 * The account check's answer when the server gives no answer at all (a dead zone), installed by the
 * driver's pages so the app shell carries none of it: the person as last confirmed, with the rest of
 * their pages' kept copy back in the cache.
 */
import { accountKeys } from '@web/features/auth';
import { offlineState, setOfflineState } from '@web/lib/offlineState';
import { queryClient } from '@web/lib/queryClient';
import { startCatchUp } from './catchUp';
import { restoreKept } from './keep';
import { noAnswer } from './rules';

let restoring = false;

/** The account check failed for want of a signal: it answers the kept copy, if there is one. */
async function answerKept(): Promise<void> {
  if (restoring) return;
  restoring = true;
  try {
    const me = await restoreKept(queryClient);
    if (!me) return;
    queryClient.setQueryData(accountKeys.me, me, { updatedAt: offlineState().confirmedAt ?? Date.now() });
    startCatchUp(queryClient);
  } finally {
    restoring = false;
  }
}

/** Nobody is signed in: the notice goes (auth's `forgetKeptCopy` clears what the phone kept). */
function forget() {
  setOfflineState({ since: null, confirmedAt: null });
}

let installed = false;

/**
 * Called as the driver's pages load, before their account check renders: from now on a check that gets
 * no answer (or already got none) answers the kept copy. Signing out, or a session the server ended,
 * clears the copy (auth/forgetOnPhone.ts); the notice goes with it.
 */
export function installOfflineFallback(): void {
  if (installed) return;
  installed = true;
  const cache = queryClient.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== accountKeys.me[0]) return;
    if (event.action.type === 'error' && noAnswer(event.action.error)) void answerKept();
    if (event.query.state.data === null) forget();
  });
  const me = queryClient.getQueryState(accountKeys.me);
  if (me?.status === 'error' && noAnswer(me.error)) void answerKept();
}
