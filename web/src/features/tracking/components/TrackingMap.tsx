import type { RecoveryRequest } from '@core/contracts/jobs';
import { JobMap } from '@web/components/map/JobMap';
import type { LatLngLike } from '@web/components/map/mapView';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config/api';
import { MapPinOff } from 'lucide-react';

/** The job's map with tiles from the public config and a note for addresses without a position. */
export function TrackingMap({
  job,
  driverPosition,
}: {
  job: RecoveryRequest;
  driverPosition?: LatLngLike | null;
}) {
  const config = usePublicConfig();
  const missing = [
    job.pickupPosition ? null : { label: 'Pickup', address: job.pickupLocation },
    job.destinationPosition ? null : { label: 'Destination', address: job.destination },
  ].filter((item) => item !== null);

  return (
    <section aria-label="Route map" className="grid gap-2">
      {config.isPending ? (
        <Skeleton className="h-56 rounded-2xl sm:h-72" />
      ) : (
        <JobMap
          pickupPosition={job.pickupPosition}
          destinationPosition={job.destinationPosition}
          driverPosition={driverPosition}
          tileUrl={config.data?.mapTileUrl ?? null}
          pickupLabel={`Pickup: ${job.pickupLocation}`}
          destinationLabel={`Destination: ${job.destination}`}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-brand-600 ring-2 ring-white" />A Pickup
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent-600 ring-2 ring-white" />B
          Destination
        </span>
      </div>
      {missing.map((item) => (
        <p
          key={item.label}
          className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700"
        >
          <MapPinOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            Map position unavailable for this address
            <span className="block text-xs text-slate-500">
              {item.label}: {item.address}
            </span>
          </span>
        </p>
      ))}
    </section>
  );
}
