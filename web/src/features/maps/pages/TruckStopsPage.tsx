import { type TruckStopRegion, truckStopRegions } from '@core/maps';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@web/components/PageTitle';
import { QueryGate } from '@web/components/QueryGate';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { SegmentedTabs } from '@web/components/ui/segmented-tabs';
import { usePublicConfig } from '@web/features/config';
import { Fuel, LocateFixed, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { truckStopsQuery } from '../api';
import { StopsMap } from '../components/StopsMap';
import { TruckStopCard } from '../components/TruckStopCard';
import { truckStopRegionMessages } from '../labels';
import { useDevicePosition } from '../useDevicePosition';

type Tab = TruckStopRegion | 'all';
const tabs: { value: Tab; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  ...truckStopRegions.map((region) => ({ value: region, label: truckStopRegionMessages[region] })),
];

/** "21 stops, nearest first": how many stops the list shows, and in which order. */
function StopCount({ count, nearest }: { count: number; nearest: boolean }) {
  return nearest
    ? plural(count, { one: '# stop, nearest first', other: '# stops, nearest first' })
    : plural(count, { one: '# stop', other: '# stops' });
}

/** Top Truck Stops (/truck-stops): the directory by region, on a map, nearest first with the position. */
export function TruckStopsPage() {
  const { t } = useLingui();
  const config = usePublicConfig();
  const [tab, setTab] = useState<Tab>('all');
  const [showMap, setShowMap] = useState(false);
  const [locate, setLocate] = useState(false);
  const device = useDevicePosition(locate);
  const position = device.fix ? { lat: device.fix.lat, lng: device.fix.lng } : null;
  const stops = useQuery(truckStopsQuery(tab, position));
  const locationError = device.error;

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Fuel}
        title={t`Top Truck Stops`}
        subtitle={t`Rated stops with parking, showers and service along the freight corridors.`}
      >
        <Button
          variant="outline"
          size="icon"
          aria-pressed={showMap}
          aria-label={showMap ? t`Hide the map` : t`Show all stops on a map`}
          onClick={() => setShowMap((v) => !v)}
        >
          <MapIcon aria-hidden="true" className="h-5 w-5" />
        </Button>
      </PageTitle>

      <SegmentedTabs
        tabs={tabs.map((item) => ({ value: item.value, label: t(item.label) }))}
        value={tab}
        onChange={setTab}
        label={t`Region`}
        panelId="truck-stop-list"
        className="grid grid-cols-4"
      />

      <Card>
        <CardContent className="grid gap-3 pt-4 text-sm text-slate-700">
          <p>
            <Trans>
              Every stop here has truck parking and diesel. Ratings come from drivers out of 5.0; tap Get
              Directions to open turn-by-turn directions in your maps app.
            </Trans>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setLocate(true)}
              disabled={locate && !device.error}
            >
              <LocateFixed aria-hidden="true" className="h-4 w-4" />
              {position ? (
                <Trans>Sorted by distance from you</Trans>
              ) : locate && device.waiting ? (
                <Trans>Finding you…</Trans>
              ) : (
                <Trans>Sort by distance</Trans>
              )}
            </Button>
            {device.error ? (
              <p role="alert" className="text-red-700">
                <Trans>{locationError}. Make sure location services are enabled.</Trans>
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <QueryGate
        query={stops}
        loadingLabel={t`Loading truck stops…`}
        errorPrefix={t`We could not load the truck stops`}
      >
        {(list) => (
          <>
            {showMap ? (
              <StopsMap stops={list} tileUrl={config.data?.mapTileUrl ?? null} position={position} />
            ) : null}
            <p className="text-sm text-slate-600" aria-live="polite">
              <StopCount count={list.length} nearest={position !== null} />
            </p>
            <div id="truck-stop-list" role="tabpanel" className="grid gap-3 md:grid-cols-2">
              {list.map((stop) => (
                <TruckStopCard key={stop.id} stop={stop} />
              ))}
            </div>
          </>
        )}
      </QueryGate>
    </div>
  );
}
