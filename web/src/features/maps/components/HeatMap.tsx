import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import type { HeatPoint } from '@core/maps';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@web/components/ui/spinner';
import { formatTimeWithSeconds } from '@web/lib/time';
import L from 'leaflet';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { HEAT_LAYER_OPTIONS, HEATMAP_CENTER, HEATMAP_MAX_TILE_ZOOM, HEATMAP_ZOOM } from '../simulation';
import { MapTiles } from './MapBackground';

export const HEATMAP_ERROR = msg`Failed to initialize heatmap visualization`;

type PluginState = 'loading' | 'ready' | 'error';

/**
 * The heat plugin is bundled (never from a CDN) but loaded with the page: it is a classic script that
 * extends the global `L`, so Leaflet is put there first.
 */
async function loadHeatPlugin(): Promise<void> {
  (globalThis as { L?: typeof L }).L = L;
  await import('leaflet.heat');
  if (typeof L.heatLayer !== 'function') throw new Error('leaflet.heat did not register L.heatLayer');
}

function HeatLayer({ points }: { points: HeatPoint[] }) {
  const map = useMap();
  const layer = useRef<L.HeatLayer | null>(null);
  useEffect(() => {
    const heat = L.heatLayer([], { ...HEAT_LAYER_OPTIONS, gradient: { ...HEAT_LAYER_OPTIONS.gradient } });
    heat.addTo(map);
    layer.current = heat;
    return () => {
      heat.remove();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    layer.current?.setLatLngs(points.map((p) => [p.lat, p.lng, p.intensity] as [number, number, number]));
  }, [points]);
  return null;
}

const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function ZoomButtons() {
  const { t } = useLingui();
  const map = useMap();
  return (
    <div className="absolute bottom-3 left-3 z-[500] flex flex-col gap-2">
      <button type="button" className={roundButton} aria-label={t`Zoom in`} onClick={() => map.zoomIn()}>
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
      <button type="button" className={roundButton} aria-label={t`Zoom out`} onClick={() => map.zoomOut()}>
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={roundButton}
        aria-label={t`Reset view`}
        onClick={() => map.setView(HEATMAP_CENTER, HEATMAP_ZOOM)}
      >
        <RotateCcw aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

const legend = [
  { key: 'high', label: msg`High Activity`, color: 'bg-green-600' },
  { key: 'medium', label: msg`Medium Activity`, color: 'bg-cyan-400' },
  { key: 'low', label: msg`Low Activity`, color: 'bg-blue-600' },
];

export function IntensityLegend({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={className}>
      <p className="mb-1 text-xs font-semibold text-slate-800">
        <Trans>Intensity Legend</Trans>
      </p>
      <ul className="grid gap-1 text-xs text-slate-700">
        {legend.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`h-3 w-3 rounded-full ${item.color}`} />
            {t(item.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The route heat map: tiles, the heat layer (once its plugin has loaded), the legend, round zoom and
 * reset buttons and the last-updated time. Leaving the page removes the map and its layer.
 */
export function HeatMap({
  points,
  tileUrl,
  lastUpdated,
}: {
  points: HeatPoint[];
  tileUrl: string | null;
  lastUpdated: Date | null;
}) {
  const { t } = useLingui();
  const [plugin, setPlugin] = useState<PluginState>('loading');
  const updated = lastUpdated ? formatTimeWithSeconds(lastUpdated) : '—';
  useEffect(() => {
    let cancelled = false;
    loadHeatPlugin().then(
      () => !cancelled && setPlugin('ready'),
      (err: unknown) => {
        console.error('Failed to load the heat map plugin', err);
        if (!cancelled) setPlugin('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  localizeLeaflet();
  return (
    <div className="relative isolate h-[70vh] overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm">
      <MapContainer
        center={HEATMAP_CENTER}
        zoom={HEATMAP_ZOOM}
        maxZoom={HEATMAP_MAX_TILE_ZOOM}
        zoomControl={false}
        scrollWheelZoom={false}
        className="h-full w-full bg-slate-200"
      >
        <MapTiles tileUrl={tileUrl} maxZoom={HEATMAP_MAX_TILE_ZOOM} />
        {plugin === 'ready' ? <HeatLayer points={points} /> : null}
        <ZoomButtons />
      </MapContainer>
      <IntensityLegend className="absolute top-3 right-3 z-[500] rounded-xl bg-white/95 p-2.5 shadow-md" />
      <p className="absolute right-3 bottom-3 z-[500] rounded-full bg-white/95 px-3 py-1 text-xs text-slate-700 shadow">
        <Trans>Last updated: {updated}</Trans>
      </p>
      {plugin === 'loading' ? (
        <div className="absolute inset-0 z-[600] flex items-center justify-center bg-white/40">
          <Spinner label={t`Loading heat map…`} />
        </div>
      ) : null}
      {plugin === 'error' ? (
        <div
          role="alert"
          className="absolute inset-x-4 top-1/3 z-[600] rounded-xl border border-red-300 bg-red-50 p-4 text-center text-sm font-medium text-red-700"
        >
          {t(HEATMAP_ERROR)}
        </div>
      ) : null}
    </div>
  );
}
