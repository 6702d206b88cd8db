import type { RecoveryRequest } from '@core/contracts/jobs';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { WithMe } from '@web/features/auth';
import { useOpenJobs } from '@web/features/dispatch';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { RefreshCw, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AcceptJobDialog } from '../components/AcceptJobDialog';
import { JobCard } from '../components/JobCard';
import { JobFiltersBar } from '../components/JobFiltersBar';
import { ClientJobs, SignedOutJobs, UnverifiedDriverJobs } from '../components/JobsAccess';
import { countByFilter, filterJobs, type JobFilter } from '../filters';

/** Available Recovery Jobs (/jobs): the open, paid jobs a verified driver's licence covers. */
export function JobsPage() {
  const body = (
    <WithMe>
      {(me) => {
        if (!me) return <SignedOutJobs />;
        if (me.role !== 'driver') return <ClientJobs />;
        if (!me.isDriverVerified) return <UnverifiedDriverJobs />;
        return <OpenJobs driverId={me.id} />;
      }}
    </WithMe>
  );

  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Available Recovery Jobs</h1>
        <p className="text-sm text-slate-600">
          Paid jobs waiting for a driver. New jobs appear here as soon as they are paid.
        </p>
      </header>
      {body}
    </div>
  );
}

function OpenJobs({ driverId }: { driverId: string }) {
  const [filter, setFilter] = useState<JobFilter>('all');
  const [selected, setSelected] = useState<RecoveryRequest | null>(null);
  const jobs = useOpenJobs(true);
  const now = useNow();
  const all = jobs.data ?? [];
  const shown = useMemo(() => filterJobs(jobs.data ?? [], filter), [jobs.data, filter]);
  const counts = useMemo(() => countByFilter(jobs.data ?? []), [jobs.data]);

  return (
    <>
      <JobFiltersBar value={filter} counts={jobs.data ? counts : undefined} onChange={setFilter} />

      {jobs.isPending ? (
        <SkeletonList
          label="Loading available jobs…"
          count={4}
          className="gap-3 sm:grid-cols-2"
          itemClassName="h-64 rounded-2xl"
        />
      ) : jobs.isError ? (
        <ErrorRetry
          className="gap-3"
          message={
            <>
              <p>Error loading available jobs. Please try again.</p>
              <p className="mt-1 text-xs opacity-80">{errorMessage(jobs.error)}</p>
            </>
          }
          onRetry={() => void jobs.refetch()}
          busy={jobs.isFetching}
          retryLabel={
            <>
              {jobs.isFetching ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
              )}
              Retry
            </>
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {shown.length === 1 ? '1 open job' : `${shown.length} open jobs`}
            {filter !== 'all' ? ` of ${all.length}` : ''}
          </p>
          {shown.length === 0 ? (
            <Card>
              <CardContent className="grid justify-items-center gap-2 py-10 text-center">
                <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
                <h2 className="text-lg font-semibold text-slate-900">No Jobs Available</h2>
                <p className="text-sm text-slate-600">Check back later or adjust your filters.</p>
              </CardContent>
            </Card>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shown.map((job) => (
                <li key={job.id} className="grid">
                  <JobCard job={job} now={now} onOpen={setSelected} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <AcceptJobDialog job={selected} driverId={driverId} now={now} onClose={() => setSelected(null)} />
    </>
  );
}
