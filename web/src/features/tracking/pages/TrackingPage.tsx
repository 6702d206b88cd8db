import type { Me } from '@core/contracts/accounts';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutationState } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadingBlock } from '@web/components/ui/spinner';
import { WithMe } from '@web/features/auth';
import { useActsForJob } from '@web/features/companies';
import { ConditionRecord } from '@web/features/inspections';
import { readStoredRequestId, useRecoveryRequest } from '@web/features/jobs';
import { MessageContactButton } from '@web/features/messaging';
import { RateJobCard } from '@web/features/ratings';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { Info, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useJobTrack } from '../api';
import { DriverCard } from '../components/DriverCard';
import { PreferDriverCard } from '../components/PreferDriverCard';
import { RequestList } from '../components/RequestList';
import { StatusCard } from '../components/StatusCard';
import { TrackingMap } from '../components/TrackingMap';
import { TripDetails } from '../components/TripDetails';
import { candidateIdFrom, signedOutRedirect } from '../current';
import { trackingEta } from '../eta';
import { useCurrentRequest } from '../useCurrentRequest';

const ShareTrackingCard = lazy(async () => ({
  default: (await import('../components/ShareTrackingCard')).ShareTrackingCard,
}));

/**
 * /tracking: the request named by ?id=, else the stored current request, else the newest of the
 * user's requests. Signed-out visitors with a request to come back to sign in first; everyone with
 * nothing to track goes home (product/clients §2).
 */
export function TrackingPage() {
  const location = useLocation();
  return (
    <WithMe>
      {(me) => {
        if (me) return <SignedInTracking me={me} />;
        const candidate = candidateIdFrom(
          new URLSearchParams(location.search).get('id'),
          readStoredRequestId(),
        );
        return <Navigate to={signedOutRedirect(candidate, `/tracking${location.search}`)} replace />;
      }}
    </WithMe>
  );
}

function SignedInTracking({ me }: { me: Me }) {
  const { t } = useLingui();
  const { resolution, candidate, list, notice, onCancelled, onSelect } = useCurrentRequest();
  switch (resolution.kind) {
    case 'loading':
      return <LoadingBlock label={t`Loading your request…`} />;
    case 'empty':
      return <Navigate to="/" replace />;
    case 'error':
      return resolution.failed === 'candidate' ? (
        <QueryErrorRetry query={candidate} prefix={t`We could not load this request`} className="gap-3" />
      ) : (
        <QueryErrorRetry query={list} prefix={t`We could not load your requests`} className="gap-3" />
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
          onSelect={onSelect}
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
  const { t } = useLingui();
  // Live `job.location` events write lastPosition into this query's cache; the page re-renders
  // from it (no second copy). The 30 s refetch of an active job stays as the fallback.
  const query = useRecoveryRequest(id, { live: true, placeholder });
  const now = useNow();
  const job = query.data;
  // The path driven and the arrivals, once a driver has the job (re-read on its live positions).
  const driven = job?.status === 'accepted' || job?.status === 'in_progress' || job?.status === 'delivered';
  const track = useJobTrack(id, driven || job?.status === 'completed');
  useCancelledHere(id, onCancelled);
  // The client, or a member of the move's company whose role may order (pay, cancel, share, message).
  const actsForJob = useActsForJob(job, me);
  // The share card (and its links) loads when asked for: the page's first paint stays light.
  const [sharing, setSharing] = useState(false);

  if (!job) {
    if (query.isError) {
      return <QueryErrorRetry query={query} prefix={t`We could not load this request`} className="gap-3" />;
    }
    return <LoadingBlock label={t`Loading your request…`} />;
  }

  const eta = trackingEta(job, now);
  // The client (or an operator) shares a link of its own; the move must be paid and not cancelled.
  const canShare = (actsForJob || me.isAdmin) && job.paymentStatus === 'paid' && job.status !== 'cancelled';
  // Positions are recorded only while the trip is under way.
  const driverPosition = job.status === 'in_progress' ? job.lastPosition : null;
  const jobNumber = job.jobNumber;
  const refreshError = query.isError ? errorMessage(query.error) : '';

  return (
    <div className="grid gap-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Track your recovery</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            <Trans>
              Job <span className="font-semibold text-slate-900">{jobNumber}</span>
            </Trans>
          </p>
        </div>
        {canShare ? (
          <button
            type="button"
            aria-label={t`Share tracking`}
            aria-expanded={sharing}
            onClick={() => setSharing(true)}
            className={buttonClasses('outline', 'md', 'shrink-0')}
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
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
          <Trans>Showing the last known state. We could not refresh it: {refreshError}</Trans>
        </ErrorAlert>
      ) : null}

      <TrackingMap job={job} driverPosition={driverPosition} track={track.data} />
      <StatusCard job={job} isOwner={actsForJob} now={now} eta={eta} />
      <DriverCard job={job} eta={eta} />
      {job.status === 'completed' && job.driver ? (
        <RateJobCard jobId={job.id} otherName={job.driver.name} />
      ) : null}
      {(job.status === 'delivered' || job.status === 'completed') && job.driver && actsForJob ? (
        <PreferDriverCard driver={job.driver} />
      ) : null}
      {job.status === 'delivered' || job.status === 'completed' ? (
        <Link to={`/claims?job=${job.id}`} className={buttonClasses('outline', 'md')}>
          <Trans>Something wrong? Open a claim</Trans>
        </Link>
      ) : null}
      {job.driver && actsForJob && job.status !== 'cancelled' ? (
        <MessageContactButton userId={me.id} contactId={job.driver.id} label={t`Message driver`} />
      ) : null}
      {canShare && sharing ? (
        <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
          <ShareTrackingCard jobId={job.id} jobNumber={job.jobNumber} />
        </Suspense>
      ) : null}
      <ConditionRecord job={job} />
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
