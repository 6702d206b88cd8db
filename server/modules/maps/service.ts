import type { HeatmapResponse, TruckStop } from '@core/contracts/maps';
import {
  HEAT_CELL_DEGREES,
  HEAT_DEFAULT_DAYS,
  type HeatRegion,
  heatPointsFrom,
  milesTo,
  type TruckStopRegion,
} from '@core/maps';
import type { LatLng } from '@core/sphere';
import type { Db } from '../../db/client';
import type { JobsService } from '../jobs/service';
import { mapsRepo, type TruckStopRow } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MapsServiceDeps {
  db: Db;
  jobs: Pick<JobsService, 'heatCells'>;
  now?: () => Date;
}

const toTruckStop = (row: TruckStopRow, near: LatLng | undefined): TruckStop => ({
  id: row.id,
  name: row.name,
  location: row.location,
  state: row.state,
  region: row.region,
  amenities: row.amenities,
  coordinates: { lat: row.lat, lng: row.lng },
  rating: Number(row.rating),
  hours: row.hours,
  truckParkingSpaces: row.truckParkingSpaces,
  phone: row.phone,
  distanceMiles: near ? milesTo(near, row) : null,
});

/** The heat map (aggregated, k-anonymous demand) and the truck-stop directory. */
export function createMapsService({ db, jobs, now = () => new Date() }: MapsServiceDeps) {
  return {
    /** Demand and drivers since `since` (default a week) in the chosen regions, as heat points. */
    async heatmap(regions: HeatRegion[], since: string | undefined): Promise<HeatmapResponse> {
      const at = now();
      const from = since ? new Date(since) : new Date(at.getTime() - HEAT_DEFAULT_DAYS * DAY_MS);
      const cells = await jobs.heatCells(from, HEAT_CELL_DEGREES);
      return {
        points: heatPointsFrom(cells, regions),
        regions,
        since: from.toISOString(),
        generatedAt: at.toISOString(),
      };
    },

    /** The stops of a region; nearest first when a position is given. */
    async truckStops(region: TruckStopRegion | 'all', near: LatLng | undefined): Promise<TruckStop[]> {
      const stops = (await mapsRepo.listTruckStops(db, region)).map((row) => toTruckStop(row, near));
      if (near) stops.sort((a, b) => (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0));
      return stops;
    },
  };
}
export type MapsService = ReturnType<typeof createMapsService>;
