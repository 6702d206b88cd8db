import type { RecoveryRequest } from '@core/contracts/jobs';
import { isApiError } from '@web/lib/queryClient';

export type CandidateState = 'none' | 'loading' | 'found' | 'unavailable' | 'error';
export type ListState = 'loading' | 'success' | 'error';

export type Resolution =
  | { kind: 'loading' }
  | { kind: 'show'; id: string; source: 'candidate' | 'newest' }
  /** Signed in but nothing to track: the product docs send the visitor to /. */
  | { kind: 'empty' }
  | { kind: 'error'; failed: 'candidate' | 'list' };

/** The newest request by creation time (the server already sorts; this does not rely on it). */
export function newestRequest<T extends Pick<RecoveryRequest, 'createdAt'>>(
  list: readonly T[],
): T | undefined {
  let newest: T | undefined;
  for (const item of list) {
    if (!newest || Date.parse(item.createdAt) > Date.parse(newest.createdAt)) newest = item;
  }
  return newest;
}

/**
 * Which request the tracking page shows, for a signed-in user: the requested one (`?id=`, else the
 * stored id) when the server lets us see it, otherwise the newest of the user's requests.
 */
export function resolveCurrentRequest(input: {
  candidateId: string | null;
  candidate: CandidateState;
  list: readonly Pick<RecoveryRequest, 'id' | 'createdAt'>[] | undefined;
  listState: ListState;
}): Resolution {
  const { candidateId, candidate, list, listState } = input;
  if (candidateId && candidate === 'found') return { kind: 'show', id: candidateId, source: 'candidate' };
  if (candidateId && candidate === 'loading') return { kind: 'loading' };
  if (candidateId && candidate === 'error') return { kind: 'error', failed: 'candidate' };
  if (listState === 'loading') return { kind: 'loading' };
  if (listState === 'error' || !list) return { kind: 'error', failed: 'list' };
  const newest = newestRequest(list);
  return newest ? { kind: 'show', id: newest.id, source: 'newest' } : { kind: 'empty' };
}

/** Where a signed-out visitor goes: sign in first when there is a request to come back to, else home. */
export function signedOutRedirect(candidateId: string | null, returnPath = '/tracking'): string {
  return candidateId ? `/login?next=${encodeURIComponent(returnPath)}` : '/';
}

/** A request the user may not see (someone else's, deleted, malformed id) answers 400, 403 or 404. */
export function isUnavailableError(err: unknown): boolean {
  return isApiError(err, 400, 403, 404);
}

/** `?id=` wins over the stored id; blank values count as none. */
export function candidateIdFrom(param: string | null, stored: string | null): string | null {
  const fromParam = param?.trim();
  if (fromParam) return fromParam;
  const fromStorage = stored?.trim();
  return fromStorage || null;
}
