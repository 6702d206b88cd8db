import type { LiveEvent } from '@core/live';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadingBlock } from '@web/components/ui/spinner';
import { usePublicConfig } from '@web/features/config';
import { useRecoveryRequests } from '@web/features/jobs';
import { useLive } from '@web/features/live';
import { errorMessage } from '@web/lib/queryClient';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';

/** Leaflet loads with this page only. */
const CompanyMap = lazy(async () => ({ default: (await import('../components/CompanyMap')).CompanyMap }));

type Fix = { lat: number; lng: number };
const UNDER_WAY = new Set(['pending', 'accepted', 'in_progress']);

/** /company/map: every move of the company under way, positions updated live as drivers report them. */
export function CompanyMapPage() {
  const { t } = useLingui();
  const jobs = useRecoveryRequests();
  const config = usePublicConfig();
  const live = useLive();
  const [fixes, setFixes] = useState<Record<string, Fix>>({});
  useEffect(
    () =>
      live?.subscribe((event: LiveEvent) => {
        if (event.type === 'job.location')
          setFixes((f) => ({ ...f, [event.jobId]: { lat: event.lat, lng: event.lng } }));
      }),
    [live],
  );
  if (jobs.isPending) return <LoadingBlock label={t`Loading the moves…`} />;
  if (jobs.isError)
    return (
      <ErrorRetry
        message={t`Could not load the moves: ${errorMessage(jobs.error)}`}
        onRetry={() => void jobs.refetch()}
        busy={jobs.isFetching}
      />
    );
  const underway = jobs.data.filter((j) => UNDER_WAY.has(j.status) && j.paymentStatus === 'paid');
  const moves = underway.map((j) => {
    const fix = fixes[j.id] ?? j.lastPosition;
    return {
      id: j.id,
      label: `${j.jobNumber}${j.vin ? ` · ${j.vin}` : ''}: ${j.pickupLocation} → ${j.destination}`,
      position: fix ?? j.pickupPosition,
      live: Boolean(fix),
    };
  });
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">
        <Trans>Company map</Trans>
      </h1>
      <p className="text-sm text-slate-600" data-testid="company-map-count">
        <Plural value={moves.length} one="# move under way" other="# moves under way" />
      </p>
      <Suspense fallback={<Skeleton className="h-[60dvh] rounded-2xl" />}>
        <CompanyMap moves={moves} tileUrl={config.data?.mapTileUrl ?? null} />
      </Suspense>
      {moves.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>No move is under way. Paid moves show here from their pickup until delivery.</Trans>
        </p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={t`Moves under way`}>
          {moves.map((m) => (
            <li key={m.id} data-testid="company-map-move">
              <Link
                to={`/tracking?id=${encodeURIComponent(m.id)}`}
                className="text-brand-700 underline underline-offset-4"
              >
                {m.label}
              </Link>
              {m.live ? t` · live` : t` · at pickup`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
