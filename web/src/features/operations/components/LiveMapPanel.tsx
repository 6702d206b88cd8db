import { localizeLeaflet } from '@web/components/map/leaflet-locale';
import 'leaflet/dist/leaflet.css';
import type { LiveMap } from '@core/contracts/operations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { isValidPosition, mapViewFor, tileAttributionFor } from '@web/components/map/mapView';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/config';
import { useLive } from '@web/features/live';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { liveMapQuery, operationsKeys } from '../api';

const dutyLabels: Record<LiveMap['drivers'][number]['dutyStatus'], MessageDescriptor> = {
  on_duty: msg`On duty`,
  driving: msg`Driving`,
  break: msg`On a break`,
  off_duty: msg`Off duty`,
};

/**
 * Jobs under way where their driver last was, moved by the positions arriving over /ws, and the drivers
 * on duty. The list beside the map says the same for keyboards and screen readers.
 */
export function LiveMapPanel({ onOpenJob }: { onOpenJob: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const map = useQuery(liveMapQuery());
  const live = useLive();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  useEffect(() => {
    if (!live) return;
    return live.subscribe((event) => {
      if (event.type === 'job.location')
        queryClient.setQueryData<LiveMap>(operationsKeys.liveMap, (m) =>
          m
            ? {
                ...m,
                jobs: m.jobs.map((j) =>
                  j.id === event.jobId
                    ? { ...j, position: { lat: event.lat, lng: event.lng, at: event.at } }
                    : j,
                ),
              }
            : m,
        );
      if (event.type === 'job.updated' || event.type === 'timeclock.changed')
        void queryClient.invalidateQueries({ queryKey: operationsKeys.liveMap });
    });
  }, [live, queryClient]);
  if (map.isPending) return <Skeleton className="h-72 rounded-2xl" />;
  if (map.isError) return <QueryErrorRetry query={map} prefix={t`We could not load the live map`} />;
  const { jobs, drivers } = map.data;
  // A suspended driver still clocked in is not on duty for dispatch.
  const working = drivers.filter((d) => !d.suspended);
  const suspended = drivers.filter((d) => d.suspended);
  const placed = jobs.flatMap((j) => {
    const at = j.position ?? j.pickup;
    return isValidPosition(at) ? [{ job: j, at }] : [];
  });
  const view = mapViewFor(placed.map((p) => p.at));
  const tileUrl = config.data?.mapTileUrl ?? null;
  const underWay = jobs.length;
  const suspendedCount = suspended.length;
  localizeLeaflet();
  return (
    <section aria-labelledby="live-map-title" className="grid gap-2">
      <h2 id="live-map-title" className="text-lg font-semibold text-slate-900">
        <Trans>Live map</Trans>
      </h2>
      <div className="relative isolate h-72 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200">
        <MapContainer
          {...(view.kind === 'center' ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds })}
          className="h-full w-full bg-slate-200"
          scrollWheelZoom={false}
        >
          {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttributionFor(tileUrl)} /> : null}
          {placed.map(({ job, at }) => (
            <CircleMarker
              key={job.id}
              center={[at.lat, at.lng]}
              radius={8}
              pathOptions={{
                color: '#fff',
                weight: 2,
                fillColor: job.status === 'in_progress' ? '#059669' : '#1f46dc',
                fillOpacity: 1,
              }}
              eventHandlers={{ click: () => onOpenJob(job.id) }}
            >
              <Tooltip>
                {job.number}
                {job.driver ? ` · ${job.driver.name}` : ''}
                {job.position ? '' : t` (at pickup, no position yet)`}
              </Tooltip>
            </CircleMarker>
          ))}
        </MapContainer>
      </div>
      <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-900">
          <Trans>
            {underWay} under way ·{' '}
            <Plural value={working.length} one="# driver on duty" other="# drivers on duty" />
          </Trans>
          {suspended.length > 0 ? t` · ${suspendedCount} suspended` : ''}
        </summary>
        <ul className="mt-2 grid gap-1 text-slate-700">
          {jobs.map((j) => (
            <li key={j.id}>
              <button
                type="button"
                onClick={() => onOpenJob(j.id)}
                className="text-brand-700 hover:underline"
              >
                {j.number}
              </button>{' '}
              {j.driver?.name ?? t`no driver`} ·{' '}
              {j.status === 'in_progress' ? t`on the road` : t`heading to pickup`}
              {j.position ? '' : t` · no position yet`}
            </li>
          ))}
          {drivers
            .filter((d) => !d.jobId)
            .map((d) => {
              const name = d.name;
              const state = d.suspended ? t`Suspended` : i18n._(dutyLabels[d.dutyStatus]);
              return <li key={d.id}>{t`${name} · ${state}, no job`}</li>;
            })}
        </ul>
      </details>
    </section>
  );
}
