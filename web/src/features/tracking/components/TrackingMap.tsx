import type { RecoveryRequest } from '@core/contracts/jobs';
import type { JobTrack } from '@core/contracts/positions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JobRouteMap } from '@web/features/jobs';
import { useNow } from '@web/hooks/useNow';
import { formatDateTime } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { MapPinOff } from 'lucide-react';
import { driverMarkerLabel, formatAge, isLivePosition, positionAgeSeconds } from '../live';

type DriverPosition = NonNullable<RecoveryRequest['lastPosition']>;

/** "Live · updated 12 s ago" while fresh, "Last position 3 min ago" after; ticks every second. */
function DriverPositionStatus({ position, now }: { position: DriverPosition; now: Date }) {
  const age = positionAgeSeconds(position.at, now);
  const live = isLivePosition(position.at, now);
  const ageText = age === null ? '' : formatAge(age);

  return (
    <span
      data-testid="driver-position-status"
      className={cn(
        'ml-auto inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        live ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('h-2 w-2 rounded-full', live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400')}
      />
      {live ? (
        <span>
          <Trans>
            Live <span className="font-normal">· updated {ageText}</span>
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>Last position {ageText}</Trans>
        </span>
      )}
    </span>
  );
}

const ARRIVAL_TEXT: Record<JobTrack['arrivals'][number]['kind'], MessageDescriptor> = {
  arrived_pickup: msg`Driver arrived at pickup`,
  left_pickup: msg`Driver left the pickup`,
  arrived_destination: msg`Driver arrived at the destination`,
};

/** When the truck arrived and left, as its positions showed it (the times it was there, not reported). */
function Arrivals({ arrivals }: { arrivals: JobTrack['arrivals'] }) {
  const { t } = useLingui();
  if (arrivals.length === 0) return null;
  return (
    <ol aria-label={t`Arrivals`} className="grid gap-1 px-1 text-sm text-slate-700">
      {arrivals.map((a) => (
        <li key={a.kind} data-testid={`arrival-${a.kind}`} className="flex flex-wrap justify-between gap-x-3">
          <span className="font-medium text-slate-900">{t(ARRIVAL_TEXT[a.kind])}</span>
          <time dateTime={a.at}>{formatDateTime(a.at)}</time>
        </li>
      ))}
    </ol>
  );
}

/**
 * The job's map with tiles from the public config, the driver's live position while on the road,
 * the path driven so far (plausible positions in recorded order, an offline stretch included once it
 * is uploaded), the arrivals, and a note for addresses without a position.
 */
export function TrackingMap({
  job,
  driverPosition,
  track,
}: {
  job: RecoveryRequest;
  driverPosition?: DriverPosition | null;
  track?: JobTrack;
}) {
  const { t } = useLingui();
  const now = useNow(1000);
  const missing = [
    job.pickupPosition ? null : { key: 'pickup', label: t`Pickup`, address: job.pickupLocation },
    job.destinationPosition ? null : { key: 'destination', label: t`Destination`, address: job.destination },
  ].filter((item) => item !== null);

  return (
    <section aria-label={t`Route map`} className="grid gap-2">
      <div>
        <JobRouteMap
          job={job}
          driverPosition={driverPosition}
          driverLabel={driverPosition ? driverMarkerLabel(driverPosition.at, now) : undefined}
          track={track?.points}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-brand-600 ring-2 ring-white" />
          <Trans>A Pickup</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent-600 ring-2 ring-white" />
          <Trans>B Destination</Trans>
        </span>
        {driverPosition ? (
          <>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-600 ring-2 ring-white" />
              <Trans>Driver</Trans>
            </span>
            <DriverPositionStatus position={driverPosition} now={now} />
          </>
        ) : null}
      </div>
      {track ? <Arrivals arrivals={track.arrivals} /> : null}
      {missing.map((item) => (
        <p
          key={item.key}
          className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700"
        >
          <MapPinOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            <Trans>Map position unavailable for this address</Trans>
            <span className="block text-xs text-slate-500">
              {item.label}: {item.address}
            </span>
          </span>
        </p>
      ))}
    </section>
  );
}
