/** The maps domain (server module `maps`): the heat map's real data and the truck-stop directory. */

import type { HeatRegion, TruckStopRegion } from '@core/maps';
import type { LatLng } from '@core/sphere';
import { apiQuery, contractOf } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/maps')>();

export const mapsKeys = {
  heatmap: (regions: readonly HeatRegion[]) => ['/api/heatmap', [...regions].sort()] as const,
  heatmapAll: ['/api/heatmap'] as const,
  truckStops: (region: TruckStopRegion | 'all', near: LatLng | null) =>
    ['/api/truck-stops', region, near] as const,
};

/** GET /api/heatmap: demand and drivers of the last week in the chosen regions, as anonymous cells. */
export const heatmapQuery = (regions: readonly HeatRegion[]) =>
  apiQuery(
    mapsKeys.heatmap(regions),
    `/api/heatmap?${new URLSearchParams({ regions: regions.join(',') }).toString()}`,
    schema('heatmapResponse'),
  );

/** Positions are rounded to about 100 m before they leave the device: enough to sort by distance. */
const coarse = (n: number) => Math.round(n * 1000) / 1000;

/** GET /api/truck-stops: the directory, in a region, nearest first when the position is known. */
export const truckStopsQuery = (region: TruckStopRegion | 'all', near: LatLng | null) => {
  const position = near ? { lat: coarse(near.lat), lng: coarse(near.lng) } : null;
  const params = new URLSearchParams({ region });
  if (position) params.set('near', `${position.lat},${position.lng}`);
  return apiQuery(
    mapsKeys.truckStops(region, position),
    `/api/truck-stops?${params.toString()}`,
    schema('truckStopsResponse'),
  );
};
