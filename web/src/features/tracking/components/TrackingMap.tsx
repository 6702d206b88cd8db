import type { RecoveryRequest } from '@core/contracts/jobs';
import { JobMap } from '@web/components/map/JobMap';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config/api';
import { cn } from '@web/lib/utils';
import { MapPinOff } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { driverMarkerLabel, formatAge, isLivePosition, positionAgeSeconds } from '../live';
import { useNow } from '../useNow';

type DriverPosition = NonNullable<RecoveryRequest['lastPosition']>;

/** lucide "truck", drawn white inside the driver marker. */
const TRUCK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/><path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/><circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/></svg>';

/**
 * JobMap draws the driver as a plain dot named "Driver". Until it takes a label and an icon, this
 * names the marker with the position's age and draws a truck in it. Leaflet (not React) owns that
 * element and keeps it while the marker moves; this runs after every render, so a re-created
 * marker is dressed again.
 */
function useDriverMarker(container: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const marker = container.current?.querySelector<HTMLElement>(
      '.leaflet-marker-icon[data-tracking-driver], .leaflet-marker-icon[title="Driver"]',
    );
    if (!marker) return;
    const badge = marker.querySelector<HTMLElement>('[role="img"]');
    if (!marker.dataset.trackingDriver) {
      marker.dataset.trackingDriver = 'true';
      if (badge) {
        Object.assign(badge.style, {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '32px',
          height: '32px',
          margin: '-5px',
          borderWidth: '3px',
        });
        badge.innerHTML = TRUCK_SVG;
      }
    }
    if (marker.title !== label) marker.title = label;
    if (marker.getAttribute('aria-label') !== label) marker.setAttribute('aria-label', label);
    if (badge && badge.getAttribute('aria-label') !== label) badge.setAttribute('aria-label', label);
  });
}

/** "Live · updated 12 s ago" while fresh, "Last position 3 min ago" after; ticks every second. */
function DriverPositionStatus({
  position,
  container,
}: {
  position: DriverPosition;
  container: RefObject<HTMLElement | null>;
}) {
  const now = useNow(1000);
  useDriverMarker(container, driverMarkerLabel(position.at, now));
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
          Live <span className="font-normal">· updated {ageText}</span>
        </span>
      ) : (
        <span>Last position {ageText}</span>
      )}
    </span>
  );
}

/**
 * The job's map with tiles from the public config, the driver's live position while on the road,
 * and a note for addresses without a position.
 */
export function TrackingMap({
  job,
  driverPosition,
}: {
  job: RecoveryRequest;
  driverPosition?: DriverPosition | null;
}) {
  const config = usePublicConfig();
  const mapBox = useRef<HTMLDivElement>(null);
  const missing = [
    job.pickupPosition ? null : { label: 'Pickup', address: job.pickupLocation },
    job.destinationPosition ? null : { label: 'Destination', address: job.destination },
  ].filter((item) => item !== null);

  return (
    <section aria-label="Route map" className="grid gap-2">
      <div ref={mapBox}>
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
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-brand-600 ring-2 ring-white" />A Pickup
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent-600 ring-2 ring-white" />B
          Destination
        </span>
        {driverPosition ? (
          <>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-600 ring-2 ring-white" />
              Driver
            </span>
            <DriverPositionStatus position={driverPosition} container={mapBox} />
          </>
        ) : null}
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
