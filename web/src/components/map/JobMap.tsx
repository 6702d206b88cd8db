import { Trans, useLingui } from '@lingui/react/macro';
import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import { cn } from '@web/lib/utils';
import L from 'leaflet';
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { isValidPosition, type LatLngLike, type MapView, mapViewFor, tileAttributionFor } from './mapView';

export interface JobMapProps {
  pickupPosition: LatLngLike | null | undefined;
  destinationPosition: LatLngLike | null | undefined;
  /** The truck's plausible positions in recorded order, drawn as a solid line (the path driven so far). */
  track?: readonly LatLngLike[];
  /** The assigned driver's last known position, drawn as a truck. */
  driverPosition?: LatLngLike | null;
  /** The driver marker's accessible name, e.g. "Driver position, updated 12 s ago". */
  driverLabel?: string;
  /** The tile URL template from the public config (`{z}/{x}/{y}`); without it only the markers show. */
  tileUrl?: string | null;
  attribution?: string;
  pickupLabel?: string;
  destinationLabel?: string;
  className?: string;
}

/** Markers are drawn with CSS (no image files), so they show even when nothing else loads. */
function pinIcon(letter: string, color: string, label: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span role="img" aria-label="${escapeAttr(label)}" style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:9999px;background:${color};color:#fff;font:700 13px/1 system-ui,sans-serif;border:3px solid #fff;box-shadow:0 1px 4px rgba(15,23,42,.45)">${letter}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
}

/** lucide "truck", drawn white inside the driver marker. */
const TRUCK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/><path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/><circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/></svg>';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function driverIcon(label: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span role="img" aria-label="${escapeAttr(label)}" style="display:flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:9999px;background:#059669;border:3px solid #fff;box-shadow:0 0 0 6px rgba(5,150,105,.25),0 1px 4px rgba(15,23,42,.45)">${TRUCK_SVG}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
  });
}

/** How a route is framed: the first view and every later fit are the same, so the map opens still. */
const FIT_BOUNDS: L.FitBoundsOptions = { padding: [36, 36], maxZoom: 12 };

/**
 * Moves the map when the set of known positions changes (not on every re-render, and not for the
 * view the map opened on: re-fitting that one animated a zoom and faded every tile in again, about
 * half a second of a phone's main thread on /tracking).
 */
function FitView({ view }: { view: MapView }) {
  const map = useMap();
  const key = JSON.stringify(view);
  const shown = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the serialised view; `view` is a new object each render.
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (view.kind === 'bounds') map.fitBounds(view.bounds, FIT_BOUNDS);
    else map.setView(view.center, view.zoom);
  }, [map, key]);
  return null;
}

type TileState = 'loading' | 'ok' | 'failed';

/**
 * A Leaflet map of one job: pickup (A) and destination (B) markers, fitted to both, plus an optional
 * driver marker. Without tiles (offline, blocked) the grey background and the markers remain.
 */
export function JobMap({
  pickupPosition,
  destinationPosition,
  driverPosition,
  track,
  tileUrl,
  attribution,
  pickupLabel: givenPickupLabel,
  destinationLabel: givenDestinationLabel,
  driverLabel: givenDriverLabel,
  className,
}: JobMapProps) {
  const { t } = useLingui();
  const pickupLabel = givenPickupLabel ?? t`Pickup`;
  const destinationLabel = givenDestinationLabel ?? t`Destination`;
  const driverLabel = givenDriverLabel ?? t`Driver`;
  const pickup = isValidPosition(pickupPosition) ? pickupPosition : null;
  const destination = isValidPosition(destinationPosition) ? destinationPosition : null;
  const driver = isValidPosition(driverPosition) ? driverPosition : null;

  // Follow the route; the driver only decides the view when the route is unknown.
  const view = mapViewFor(pickup || destination ? [pickup, destination] : [driver]);

  const icons = useMemo(
    () => ({
      pickup: pinIcon('A', '#1f46dc', pickupLabel),
      destination: pinIcon('B', '#d97706', destinationLabel),
      driver: driverIcon(driverLabel),
    }),
    [pickupLabel, destinationLabel, driverLabel],
  );

  const [tiles, setTiles] = useState<TileState>('loading');
  const loadedAny = useRef(false);
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        if (!loadedAny.current) {
          loadedAny.current = true;
          setTiles('ok');
        }
      },
      tileerror: () => {
        if (!loadedAny.current) setTiles('failed');
      },
    }),
    [],
  );

  const initial = view.kind === 'center' ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds };

  localizeLeaflet();
  return (
    <div
      className={cn(
        'relative isolate h-56 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm sm:h-72',
        className,
      )}
    >
      <MapContainer
        {...initial}
        boundsOptions={FIT_BOUNDS}
        // Tiles appear as they arrive instead of fading in frame by frame.
        fadeAnimation={false}
        className="h-full w-full bg-slate-200"
        scrollWheelZoom={false}
        dragging={!L.Browser.mobile}
        attributionControl
      >
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            attribution={attribution ?? tileAttributionFor(tileUrl)}
            eventHandlers={tileEvents}
          />
        ) : null}
        {pickup && destination ? (
          // A straight guide between the two ends; the real route comes from the routing service later.
          <Polyline
            positions={[
              [pickup.lat, pickup.lng],
              [destination.lat, destination.lng],
            ]}
            pathOptions={{ color: '#1f46dc', weight: 3, opacity: 0.7, dashArray: '6 8' }}
            interactive={false}
          />
        ) : null}
        {track && track.length > 1 ? (
          <Polyline
            positions={track.map((p) => [p.lat, p.lng] as [number, number])}
            pathOptions={{ color: '#059669', weight: 4, opacity: 0.85 }}
            interactive={false}
          />
        ) : null}
        {pickup ? (
          <Marker
            position={[pickup.lat, pickup.lng]}
            icon={icons.pickup}
            title={pickupLabel}
            alt={pickupLabel}
          />
        ) : null}
        {destination ? (
          <Marker
            position={[destination.lat, destination.lng]}
            icon={icons.destination}
            title={destinationLabel}
            alt={destinationLabel}
          />
        ) : null}
        {driver ? (
          <Marker
            position={[driver.lat, driver.lng]}
            icon={icons.driver}
            title={driverLabel}
            alt={driverLabel}
            zIndexOffset={1000}
          />
        ) : null}
        <FitView view={view} />
      </MapContainer>
      {tiles === 'failed' || !tileUrl ? (
        <p className="pointer-events-none absolute top-2 right-2 z-[500] inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm">
          <ImageOff aria-hidden="true" className="h-3.5 w-3.5" />
          <Trans>Map background unavailable</Trans>
        </p>
      ) : null}
    </div>
  );
}
