import { t } from '@lingui/core/macro';
import {
  clearStoredRequestId,
  readStoredRequestId,
  storeCurrentRequestId,
  useRecoveryRequest,
  useRecoveryRequests,
} from '@web/features/jobs';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CandidateState,
  candidateIdFrom,
  isUnavailableError,
  type ListState,
  resolveCurrentRequest,
} from './current';

/** Sets or removes `?id=` without a new history entry. */
function useIdParam() {
  const [params, setParams] = useSearchParams();
  const setId = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('id', id);
          else next.delete('id');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get('id')?.trim() || null, setId] as const;
}

/**
 * Which request /tracking shows for a signed-in user, kept in step with the address and the stored
 * current request: `?id=` wins, then the stored id, then the newest of the user's requests.
 */
export function useCurrentRequest() {
  const [idParam, setIdParam] = useIdParam();
  const [stored, setStored] = useState(readStoredRequestId);
  const [notice, setNotice] = useState<string | null>(null);
  /** A request cancelled here: no longer "current", so ?id= must not store it again. */
  const [forgotten, setForgotten] = useState<string | null>(null);
  const candidateId = candidateIdFrom(idParam, stored);

  const list = useRecoveryRequests();
  const placeholder = candidateId ? list.data?.find((job) => job.id === candidateId) : undefined;
  const candidate = useRecoveryRequest(candidateId, { live: true, placeholder });

  const unavailable = candidate.isError && isUnavailableError(candidate.error);
  const hasOwnRequests = list.data ? list.data.length > 0 : undefined;
  const candidateState: CandidateState = !candidateId
    ? 'none'
    : unavailable
      ? 'unavailable'
      : candidate.data
        ? 'found'
        : candidate.isError
          ? 'error'
          : 'loading';
  const listState: ListState = list.isPending ? 'loading' : list.isError ? 'error' : 'success';
  const resolution = resolveCurrentRequest({
    candidateId,
    candidate: candidateState,
    list: list.data,
    listState,
  });

  // A request we may not see (someone else's, or gone): forget it and show the user's own instead.
  useEffect(() => {
    if (!unavailable || !candidateId) return;
    if (candidateId === stored) {
      clearStoredRequestId();
      setStored(null);
    }
    // With nothing of their own to show the page goes home; only otherwise explain the switch.
    if (candidateId === idParam && hasOwnRequests) {
      setNotice(t`We could not find that request in your account, so we are showing your latest one.`);
      setIdParam(null);
    }
  }, [unavailable, candidateId, stored, idParam, hasOwnRequests, setIdParam]);

  // Opening /tracking?id=… makes that request the current one.
  useEffect(() => {
    if (idParam && candidateState === 'found' && idParam !== stored && idParam !== forgotten) {
      storeCurrentRequestId(idParam);
      setStored(idParam);
    }
  }, [idParam, candidateState, stored, forgotten]);

  // After a cancel, forget the stored id if it is this job, and keep showing the job via ?id=.
  const onCancelled = useCallback(
    (id: string) => {
      setForgotten(id);
      if (readStoredRequestId() === id) clearStoredRequestId();
      setStored((prev) => (prev === id ? null : prev));
      if (idParam !== id) setIdParam(id);
    },
    [idParam, setIdParam],
  );

  const onSelect = useCallback((id: string) => {
    setNotice(null);
    setStored(id);
  }, []);

  return { resolution, candidate, list, notice, onCancelled, onSelect };
}
