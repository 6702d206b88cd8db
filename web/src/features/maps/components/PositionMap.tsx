import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, useMap } from 'react-leaflet';
import type { DeviceFix } from '../useDevicePosition';
import { MapTiles } from './MapBackground';

function Follow({ fix }: { fix: DeviceFix }) {
  const map = useMap();
  useEffect(() => {
    map.setView([fix.lat, fix.lng], map.getZoom());
  }, [map, fix.lat, fix.lng]);
  return null;
}

/** The device position and its accuracy circle on a small map that follows it. */
export function PositionMap({ fix, tileUrl }: { fix: DeviceFix; tileUrl: string | null }) {
  localizeLeaflet();
  return (
    <div className="relative isolate h-56 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm">
      <MapContainer
        center={[fix.lat, fix.lng]}
        zoom={14}
        scrollWheelZoom={false}
        className="h-full w-full bg-slate-200"
      >
        <MapTiles tileUrl={tileUrl} />
        <Circle
          center={[fix.lat, fix.lng]}
          radius={fix.accuracy}
          pathOptions={{ color: '#1f46dc', weight: 1, fillOpacity: 0.15 }}
        />
        <CircleMarker
          center={[fix.lat, fix.lng]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#1f46dc', fillOpacity: 1 }}
        />
        <Follow fix={fix} />
      </MapContainer>
    </div>
  );
}
