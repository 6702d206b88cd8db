import type { OpenJobCard } from '@core/contracts/jobs';
import type { JobFilter, OpenJobSort } from '@core/open-jobs';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SkeletonList } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { WithMe } from '@web/features/auth';
import { useOpenJobs } from '@web/features/dispatch';
import { AvailablePositionReporter } from '@web/features/driver';
import {
  SuspensionBanner,
  useDriverProfile,
  VerificationUnderReview,
} from '@web/features/driver-verification';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { RefreshCw, SearchX } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { JobCard } from '../components/JobCard';
import { JobFiltersBar } from '../components/JobFiltersBar';
import { ClientJobs, SignedOutJobs, UnverifiedDriverJobs } from '../components/JobsAccess';
import { SuspensionNotice, suspensionOf } from '../components/SuspensionNotice';
import { useSortOrder } from '../useSortOrder';

// The acceptance dialog (Radix dialog, photo upload, the acceptance steps) is not needed to list jobs:
// it loads when a driver reaches for a job's button.
const loadAcceptDialog = () => import('../components/AcceptJobDialog');
const AcceptJobDialog = lazy(async () => ({ default: (await loadAcceptDialog()).AcceptJobDialog }));
const preloadAcceptDialog = () => void loadAcceptDialog();

/** Available Recovery Jobs (/jobs): the open, paid jobs a verified driver's licence covers. */
export function JobsPage() {
  const body = (
    <WithMe>
      {(me) => {
        if (!me) return <SignedOutJobs />;
        if (me.role !== 'driver') return <ClientJobs />;
        if (!me.isDriverVerified) return <UnverifiedDriver />;
        return <VerifiedDriverJobs driverId={me.id} />;
      }}
    </WithMe>
  );

  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Available Recovery Jobs</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Paid jobs waiting for a driver. New jobs appear here as soon as they are paid.</Trans>
        </p>
      </header>
      {body}
    </div>
  );
}

/** Not verified yet: waiting for the review, or what to send for it. */
function UnverifiedDriver() {
  const { t } = useLingui();
  const profile = useDriverProfile();
  if (profile.isPending) return <SkeletonList label={t`Loading your driver account`} itemClassName="h-32" />;
  if (profile.data?.verificationStatus === 'pending') return <VerificationUnderReview />;
  return <UnverifiedDriverJobs />;
}

/** A verified driver: the open jobs, or their suspension (why, until when, how to appeal) instead. */
function VerifiedDriverJobs({ driverId }: { driverId: string }) {
  const profile = useDriverProfile();
  if (profile.data?.suspension) return <SuspensionBanner suspension={profile.data.suspension} />;
  return (
    <>
      {/* While taking work, where the phone is reaches dispatch every few minutes. */}
      <AvailablePositionReporter />
      <OpenJobs driverId={driverId} />
    </>
  );
}

function OpenJobs({ driverId }: { driverId: string }) {
  const [filter, setFilter] = useState<JobFilter>('all');
  const order = useSortOrder();
  const [selected, setSelected] = useState<OpenJobCard | null>(null);
  // Mounted from the first selection on, so the dialog can animate closed and open again.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (selected && !dialogUsed) setDialogUsed(true);
  const jobs = useOpenJobs({ type: filter, sort: order.sort, near: order.near }, true);
  const now = useNow();
  const shown = useMemo(() => jobs.data?.pages.flatMap((page) => page.items) ?? [], [jobs.data]);
  const counts = jobs.data?.pages[0]?.counts ?? undefined;
  // Keep the counts of the last answer while another filter loads, so the buttons do not jump.
  const [lastCounts, setLastCounts] = useState(counts);
  if (counts && counts !== lastCounts) setLastCounts(counts);

  return (
    <>
      <div className="grid gap-3">
        <JobFiltersBar value={filter} counts={counts ?? lastCounts} onChange={setFilter} />
        <SortSelect order={order} />
      </div>

      {jobs.isPending ? (
        <CardSkeletons />
      ) : jobs.isError && suspensionOf(jobs.error) ? (
        <SuspensionNotice message={suspensionOf(jobs.error)!} />
      ) : jobs.isError && jobs.data === undefined ? (
        <ErrorRetry
          error={jobs.error}
          className="gap-3"
          message={
            <>
              <p>
                <Trans>Error loading available jobs. Please try again.</Trans>
              </p>
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
              <Trans>Retry</Trans>
            </>
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            <CountLine
              shown={counts?.[filter] ?? shown.length}
              all={filter !== 'all' && counts ? counts.all : null}
            />
          </p>
          {shown.length === 0 ? (
            <Card>
              <CardContent className="grid justify-items-center gap-2 py-10 text-center">
                <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
                <h2 className="text-lg font-semibold text-slate-900">
                  <Trans>No Jobs Available</Trans>
                </h2>
                <p className="text-sm text-slate-600">
                  <Trans>Check back later or adjust your filters.</Trans>
                </p>
              </CardContent>
            </Card>
          ) : (
            <>
              <ul className="grid gap-3 sm:grid-cols-2">
                {shown.map((job) => (
                  <li key={job.id} className="grid">
                    <JobCard job={job} now={now} onOpen={setSelected} onIntent={preloadAcceptDialog} />
                  </li>
                ))}
              </ul>
              <MoreJobs
                hasMore={jobs.hasNextPage}
                loading={jobs.isFetchingNextPage}
                failed={jobs.isFetchNextPageError}
                onMore={() => void jobs.fetchNextPage()}
                total={counts?.[filter] ?? null}
                shown={shown.length}
              />
            </>
          )}
        </>
      )}

      {dialogUsed ? (
        <Suspense fallback={<OpeningJob />}>
          <AcceptJobDialog job={selected} driverId={driverId} now={now} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** While the acceptance dialog's code arrives: a spinner over the list, which does not move. */
function OpeningJob() {
  const { t } = useLingui();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center">
      <span className="rounded-full bg-white p-3 shadow-lg">
        <Spinner className="h-6 w-6" label={t`Opening the job…`} />
      </span>
    </div>
  );
}

/** "3 open jobs", "3 open jobs of 12" under a filter. */
function CountLine({ shown, all }: { shown: number; all: number | null }) {
  return all === null ? (
    <Plural value={shown} one="# open job" other="# open jobs" />
  ) : (
    <Plural value={shown} one={`# open job of ${all}`} other={`# open jobs of ${all}`} />
  );
}

/** Placeholders the size of job cards, so the cards take their place without moving the page. */
function CardSkeletons() {
  const { t } = useLingui();
  return (
    <SkeletonList
      label={t`Loading available jobs…`}
      count={4}
      className="gap-3 sm:grid-cols-2"
      itemClassName="h-72 rounded-2xl"
    />
  );
}

function SortSelect({ order }: { order: ReturnType<typeof useSortOrder> }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Label htmlFor={id}>
          <Trans>Sort</Trans>
        </Label>
        <NativeSelect
          id={id}
          value={order.sort}
          disabled={order.locating}
          onChange={(event) => order.choose(event.target.value as OpenJobSort)}
          className="h-10 w-auto text-sm"
        >
          <option value="newest">{t`Newest first`}</option>
          <option value="distance">{t`Nearest pickup first`}</option>
        </NativeSelect>
        {order.locating ? (
          <span role="status" className="flex items-center gap-1 text-xs text-slate-600">
            <Spinner className="h-3 w-3" /> <Trans>Finding your position…</Trans>
          </span>
        ) : null}
      </div>
      {order.error ? (
        <p role="alert" className="text-xs text-red-700">
          {order.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The next page loads by itself when the end of the list scrolls into view; the button does the same for
 * keyboards and screen readers, and stays as the way to retry a failed page.
 */
function MoreJobs({
  hasMore,
  loading,
  failed,
  onMore,
  total,
  shown,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  total: number | null;
  shown: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, onMore]);

  const totalText = total ?? '…';
  if (!hasMore) {
    return shown > 3 ? (
      <p className="py-2 text-center text-xs text-slate-500">
        {total !== null ? (
          <Trans>That's every open job ({total}).</Trans>
        ) : (
          <Trans>That's every open job.</Trans>
        )}
      </p>
    ) : null;
  }
  return (
    <div ref={sentinel} className="grid justify-items-center gap-2 py-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>More jobs could not be loaded.</Trans>
        </p>
      ) : null}
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <Spinner className="h-4 w-4" /> : null}
        {loading ? (
          <Trans>Loading more jobs…</Trans>
        ) : failed ? (
          <Trans>Try again</Trans>
        ) : (
          <Trans>
            Load more jobs ({shown} of {totalText} shown)
          </Trans>
        )}
      </Button>
    </div>
  );
}
