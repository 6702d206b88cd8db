import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import {
  isValidPosition,
  type LatLngLike,
  mapViewFor,
  tileAttributionFor,
} from '@web/components/map/mapView';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

export interface MapMove {
  id: string;
  label: string;
  position: LatLngLike | null;
  live: boolean;
}

/** Every move under way at its driver's last position (or its pickup until the first one). */
export function CompanyMap({ moves, tileUrl }: { moves: MapMove[]; tileUrl: string | null }) {
  const shown = moves.filter((m) => isValidPosition(m.position));
  const view = mapViewFor(shown.map((m) => m.position));
  const initial = view.kind === 'center' ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds };
  localizeLeaflet();
  return (
    <div className="relative isolate h-[60dvh] overflow-hidden rounded-2xl border border-slate-200 bg-slate-200">
      <MapContainer {...initial} scrollWheelZoom={false} className="h-full w-full">
        {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttributionFor(tileUrl)} /> : null}
        {shown.map((m) => (
          <CircleMarker
            key={m.id}
            center={[m.position!.lat, m.position!.lng]}
            radius={9}
            pathOptions={{
              color: '#fff',
              weight: 3,
              fillColor: m.live ? '#1f46dc' : '#64748b',
              fillOpacity: 1,
            }}
          >
            <Tooltip>{m.label}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
