import type { RecoveryRequest } from '@core/contracts/jobs';
import { useLingui } from '@lingui/react/macro';
import type { LatLngLike } from '@web/components/map/mapView';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config';
import { useAfterPaint } from '@web/hooks/useAfterPaint';
import { lazy, Suspense } from 'react';

/** Leaflet downloads with the first map shown, not with every screen that imports this feature. */
const JobMap = lazy(async () => ({ default: (await import('@web/components/map/JobMap')).JobMap }));

const mapPlaceholder = <Skeleton className="h-56 rounded-2xl sm:h-72" />;

/**
 * A request's route on the map (tiles from the public config), with the driver when a position is given.
 * Leaflet (about 50 KB compressed) is fetched once the screen around the map has painted: the job's
 * status and details come first on a slow connection.
 */
export function JobRouteMap({
  job,
  driverPosition,
  driverLabel,
  track,
}: {
  job: Pick<RecoveryRequest, 'pickupPosition' | 'destinationPosition' | 'pickupLocation' | 'destination'>;
  driverPosition?: LatLngLike | null;
  driverLabel?: string;
  /** The path driven so far (plausible positions in recorded order). */
  track?: readonly LatLngLike[];
}) {
  const { t } = useLingui();
  const config = usePublicConfig();
  const painted = useAfterPaint();
  if (config.isPending || !painted) return mapPlaceholder;
  const pickup = job.pickupLocation;
  const destination = job.destination;
  return (
    <Suspense fallback={mapPlaceholder}>
      <JobMap
        pickupPosition={job.pickupPosition}
        destinationPosition={job.destinationPosition}
        driverPosition={driverPosition}
        driverLabel={driverLabel}
        track={track}
        tileUrl={config.data?.mapTileUrl ?? null}
        pickupLabel={t`Pickup: ${pickup}`}
        destinationLabel={t`Destination: ${destination}`}
      />
    </Suspense>
  );
}
