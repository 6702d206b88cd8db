import type { RecoveryRequest } from '@core/contracts/jobs';
import { JobMap } from '@web/components/map/JobMap';
import type { LatLngLike } from '@web/components/map/mapView';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config';

/** A request's route on the map (tiles from the public config), with the driver when a position is given. */
export function JobRouteMap({
  job,
  driverPosition,
  driverLabel,
}: {
  job: Pick<RecoveryRequest, 'pickupPosition' | 'destinationPosition' | 'pickupLocation' | 'destination'>;
  driverPosition?: LatLngLike | null;
  driverLabel?: string;
}) {
  const config = usePublicConfig();
  if (config.isPending) return <Skeleton className="h-56 rounded-2xl sm:h-72" />;
  return (
    <JobMap
      pickupPosition={job.pickupPosition}
      destinationPosition={job.destinationPosition}
      driverPosition={driverPosition}
      driverLabel={driverLabel}
      tileUrl={config.data?.mapTileUrl ?? null}
      pickupLabel={`Pickup: ${job.pickupLocation}`}
      destinationLabel={`Destination: ${job.destination}`}
    />
  );
}
