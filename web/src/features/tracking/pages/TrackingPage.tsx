import type { Me } from '@core/contracts/accounts';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { useMutationState } from '@tanstack/react-query';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useMe } from '@web/features/auth/api';
import { ShareMenu } from '@web/features/share/ShareMenu';
import { errorMessage } from '@web/lib/queryClient';
import { Info } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import {
  clearStoredRequestId,
  readStoredRequestId,
  storeCurrentRequestId,
  useRecoveryRequest,
  useRecoveryRequests,
} from '../api';
import { DriverCard } from '../components/DriverCard';
import { PhotoGallery } from '../components/PhotoGallery';
import { RequestList } from '../components/RequestList';
import { StatusCard } from '../components/StatusCard';
import { TrackingMap } from '../components/TrackingMap';
import { TripDetails } from '../components/TripDetails';
import {
  type CandidateState,
  candidateIdFrom,
  isUnavailableError,
  type ListState,
  resolveCurrentRequest,
  signedOutRedirect,
} from '../current';
import { trackingEta } from '../eta';
import { useNow } from '../useNow';

function Retry({ message, onRetry, busy }: { message: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="grid gap-3">
      <ErrorAlert>{message}</ErrorAlert>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        Retry
      </Button>
    </div>
  );
}

/**
 * /tracking: the request named by ?id=, else the stored current request, else the newest of the
 * user's requests. Signed-out visitors with a request to come back to sign in first; everyone with
 * nothing to track goes home (spec §2).
 */
export function TrackingPage() {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <LoadingBlock label="Checking your account…" />;
  if (me.isError) {
    return (
      <Retry
        message={`We could not check your account: ${errorMessage(me.error)}`}
        onRetry={() => void me.refetch()}
        busy={me.isFetching}
      />
    );
  }
  if (!me.data) {
    const candidate = candidateIdFrom(new URLSearchParams(location.search).get('id'), readStoredRequestId());
    return <Navigate to={signedOutRedirect(candidate, `/tracking${location.search}`)} replace />;
  }
  return <SignedInTracking me={me.data} />;
}

function SignedInTracking({ me }: { me: Me }) {
  const [params, setParams] = useSearchParams();
  const idParam = params.get('id')?.trim() || null;
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
      setNotice('We could not find that request in your account, so we are showing your latest one.');
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('id');
          return next;
        },
        { replace: true },
      );
    }
  }, [unavailable, candidateId, stored, idParam, hasOwnRequests, setParams]);

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
      if (idParam !== id) {
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('id', id);
            return next;
          },
          { replace: true },
        );
      }
    },
    [idParam, setParams],
  );

  switch (resolution.kind) {
    case 'loading':
      return <LoadingBlock label="Loading your request…" />;
    case 'empty':
      return <Navigate to="/" replace />;
    case 'error':
      return resolution.failed === 'candidate' ? (
        <Retry
          message={`We could not load this request: ${errorMessage(candidate.error)}`}
          onRetry={() => void candidate.refetch()}
          busy={candidate.isFetching}
        />
      ) : (
        <Retry
          message={`We could not load your requests: ${errorMessage(list.error)}`}
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        />
      );
    case 'show':
      return (
        <TrackedJob
          key={resolution.id}
          id={resolution.id}
          me={me}
          placeholder={
            resolution.source === 'candidate'
              ? candidate.data
              : list.data?.find((j) => j.id === resolution.id)
          }
          notice={notice}
          onCancelled={onCancelled}
          onSelect={(id) => {
            setNotice(null);
            setStored(id);
          }}
        />
      );
  }
}

function TrackedJob({
  id,
  me,
  placeholder,
  notice,
  onSelect,
  onCancelled,
}: {
  id: string;
  me: Me;
  placeholder: RecoveryRequest | undefined;
  notice: string | null;
  onSelect: (id: string) => void;
  onCancelled: (id: string) => void;
}) {
  // Live `job.location` events write lastPosition into this query's cache; the page re-renders
  // from it (no second copy). The 30 s refetch of an active job stays as the fallback.
  const query = useRecoveryRequest(id, { live: true, placeholder });
  const now = useNow();
  const job = query.data;
  useCancelledHere(id, onCancelled);

  if (!job) {
    if (query.isError) {
      return (
        <Retry
          message={`We could not load this request: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      );
    }
    return <LoadingBlock label="Loading your request…" />;
  }

  const eta = trackingEta(job, now);
  // Positions are recorded only while the trip is under way.
  const driverPosition = job.status === 'in_progress' ? job.lastPosition : null;

  return (
    <div className="grid gap-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Track your recovery</h1>
          <p className="text-sm text-slate-600">
            Job <span className="font-semibold text-slate-900">{job.jobNumber}</span>
          </p>
        </div>
        <ShareMenu
          iconOnly
          label="Share tracking"
          title={`Pathway recovery ${job.jobNumber}`}
          text={`Track Pathway recovery ${job.jobNumber}: ${job.pickupLocation} to ${job.destination}.`}
          url={`${window.location.origin}/tracking?id=${encodeURIComponent(job.id)}`}
        />
      </header>

      {notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      {query.isError && !query.isPlaceholderData ? (
        <ErrorAlert>
          Showing the last known state. We could not refresh it: {errorMessage(query.error)}
        </ErrorAlert>
      ) : null}

      <TrackingMap job={job} driverPosition={driverPosition} />
      <StatusCard job={job} isOwner={job.userId === me.id} now={now} eta={eta} />
      <DriverCard job={job} eta={eta} />
      <PhotoGallery jobId={job.id} status={job.status} />
      <TripDetails job={job} now={now} />
      <RequestList currentId={job.id} onSelect={onSelect} />
    </div>
  );
}

/**
 * Calls `onCancelled` once the payments feature's cancel mutation succeeded for this job
 * (CancelRequestButton takes no success callback; the mutation cache is the shared state).
 */
function useCancelledHere(id: string, onCancelled: (id: string) => void) {
  const succeeded = useMutationState({
    filters: {
      status: 'success',
      predicate: (mutation) =>
        mutation.options.mutationKey === undefined &&
        mutation.state.variables === id &&
        (mutation.state.data as { status?: unknown } | undefined)?.status === 'cancelled',
    },
    select: (mutation) => mutation.state.submittedAt,
  });
  const count = succeeded.length;
  useEffect(() => {
    if (count > 0) onCancelled(id);
  }, [count, id, onCancelled]);
}
