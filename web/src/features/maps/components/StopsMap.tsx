import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import type { TruckStop } from '@core/contracts/maps';
import type { LatLng } from '@core/sphere';
import { Trans } from '@lingui/react/macro';
import { mapViewFor } from '@web/components/map/mapView';
import L from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, MapContainer, Marker, Popup } from 'react-leaflet';
import { drivingDirectionsUrl } from '../directions';
import { MapTiles } from './MapBackground';

/** A stop's pin, drawn with CSS so it shows without image files or tiles. */
const stopIcon = L.divIcon({
  className: '',
  html: '<span style="display:block;width:18px;height:18px;border-radius:9999px;background:#1f46dc;border:3px solid #fff;box-shadow:0 1px 4px rgba(15,23,42,.45)"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

/** Every listed stop on one map (the header's map button), with the device position when known. */
export function StopsMap({
  stops,
  tileUrl,
  position,
}: {
  stops: TruckStop[];
  tileUrl: string | null;
  position: LatLng | null;
}) {
  const view = useMemo(() => mapViewFor(stops.map((s) => s.coordinates)), [stops]);
  const initial = view.kind === 'center' ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds };
  localizeLeaflet();
  return (
    <div className="relative isolate h-80 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm">
      <MapContainer
        {...initial}
        boundsOptions={{ padding: [24, 24] }}
        scrollWheelZoom={false}
        className="h-full w-full bg-slate-200"
      >
        <MapTiles tileUrl={tileUrl} />
        {stops.map((stop) => (
          <Marker
            key={stop.id}
            position={[stop.coordinates.lat, stop.coordinates.lng]}
            icon={stopIcon}
            title={stop.name}
            alt={stop.name}
          >
            <Popup>
              <strong>{stop.name}</strong>
              <br />
              {stop.location}
              <br />
              <a href={drivingDirectionsUrl(stop.coordinates)} target="_blank" rel="noopener noreferrer">
                <Trans>Directions</Trans>
              </a>
            </Popup>
          </Marker>
        ))}
        {position ? (
          <CircleMarker
            center={[position.lat, position.lng]}
            radius={8}
            pathOptions={{ color: '#fff', weight: 3, fillColor: '#059669', fillOpacity: 1 }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
