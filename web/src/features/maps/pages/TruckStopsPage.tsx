import { type TruckStopRegion, truckStopRegionLabels, truckStopRegions } from '@core/maps';
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
import { useDevicePosition } from '../useDevicePosition';

type Tab = TruckStopRegion | 'all';
const tabs: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...truckStopRegions.map((region) => ({ value: region, label: truckStopRegionLabels[region] })),
];

/** Top Truck Stops (/truck-stops): the directory by region, on a map, nearest first with the position. */
export function TruckStopsPage() {
  const config = usePublicConfig();
  const [tab, setTab] = useState<Tab>('all');
  const [showMap, setShowMap] = useState(false);
  const [locate, setLocate] = useState(false);
  const device = useDevicePosition(locate);
  const position = device.fix ? { lat: device.fix.lat, lng: device.fix.lng } : null;
  const stops = useQuery(truckStopsQuery(tab, position));

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Fuel}
        title="Top Truck Stops"
        subtitle="Rated stops with parking, showers and service along the freight corridors."
      >
        <Button
          variant="outline"
          size="icon"
          aria-pressed={showMap}
          aria-label={showMap ? 'Hide the map' : 'Show all stops on a map'}
          onClick={() => setShowMap((v) => !v)}
        >
          <MapIcon aria-hidden="true" className="h-5 w-5" />
        </Button>
      </PageTitle>

      <SegmentedTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Region"
        panelId="truck-stop-list"
        className="grid grid-cols-4"
      />

      <Card>
        <CardContent className="grid gap-3 pt-4 text-sm text-slate-700">
          <p>
            Every stop here has truck parking and diesel. Ratings come from drivers out of 5.0; tap Get
            Directions to open turn-by-turn directions in your maps app.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setLocate(true)}
              disabled={locate && !device.error}
            >
              <LocateFixed aria-hidden="true" className="h-4 w-4" />
              {position
                ? 'Sorted by distance from you'
                : locate && device.waiting
                  ? 'Finding you…'
                  : 'Sort by distance'}
            </Button>
            {device.error ? (
              <p role="alert" className="text-red-700">
                {device.error}. Make sure location services are enabled.
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <QueryGate
        query={stops}
        loadingLabel="Loading truck stops…"
        errorPrefix="We could not load the truck stops"
      >
        {(list) => (
          <>
            {showMap ? (
              <StopsMap stops={list} tileUrl={config.data?.mapTileUrl ?? null} position={position} />
            ) : null}
            <p className="text-sm text-slate-600" aria-live="polite">
              {list.length} {list.length === 1 ? 'stop' : 'stops'}
              {position ? ', nearest first' : ''}
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
