/**
 * Maps for people on the road (product/platform §2, §3, §9): the heat map's regions and its privacy rule,
 * and the truck-stop regions. Pure: the server aggregates with these, the web app labels with them.
 */
import { haversineMiles, type LatLng } from './sphere';

/** The heat map's Active Regions, in the order the page lists them. */
export const heatRegions = ['east', 'west', 'midwest', 'south'] as const;
export type HeatRegion = (typeof heatRegions)[number];

export const heatRegionLabels: Record<HeatRegion, string> = {
  east: 'East Coast',
  west: 'West Coast',
  midwest: 'Midwest',
  south: 'South',
};

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Each region as a latitude/longitude box; together they cover the contiguous states (the mountain
 * states count as Midwest north of 36.5° and South below it). They overlap a little on purpose (Atlanta is
 * both South and East Coast), so a point near a border is never in no region.
 */
export const heatRegionBounds: Record<HeatRegion, Box> = {
  east: { south: 24.5, north: 47.5, west: -84.5, east: -66.9 },
  west: { south: 32.4, north: 49.1, west: -124.8, east: -111 },
  midwest: { south: 36.5, north: 49.4, west: -111, east: -80.5 },
  south: { south: 24.5, north: 37, west: -111, east: -75.2 },
};

export function inHeatRegions(point: LatLng, regions: readonly HeatRegion[]): boolean {
  return regions.some((region) => {
    const box = heatRegionBounds[region];
    return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
  });
}

/** Heat cells are this many degrees of latitude tall (about 10 km) and as wide in kilometres. */
export const HEAT_CELL_DEGREES = 0.09;
/**
 * A cell is shown only with at least this many events from at least HEAT_MIN_PEOPLE people, so no single
 * client's pickup address or driver's position can be read off the map.
 */
export const HEAT_MIN_EVENTS = 3;
export const HEAT_MIN_PEOPLE = 2;
/** The heat map looks back at most this far; by default a week. */
export const HEAT_MAX_DAYS = 90;
export const HEAT_DEFAULT_DAYS = 7;

/** A heat point (product/platform §3): intensity from 0 to 1. */
export interface HeatPoint extends LatLng {
  intensity: number;
}

/** An aggregated grid cell: its centre, how many events and how many different people. */
export interface HeatCellCount extends LatLng {
  events: number;
  people: number;
}

/**
 * The cells the map may show: inside the chosen regions, holding enough events and people, with the
 * busiest cell at intensity 1 and the others in proportion (never below 0.1, so every shown cell is seen).
 */
export function heatPointsFrom(cells: readonly HeatCellCount[], regions: readonly HeatRegion[]): HeatPoint[] {
  const shown = cells.filter(
    (c) => c.events >= HEAT_MIN_EVENTS && c.people >= HEAT_MIN_PEOPLE && inHeatRegions(c, regions),
  );
  const busiest = Math.max(0, ...shown.map((c) => c.events));
  return shown.map((c) => ({
    lat: c.lat,
    lng: c.lng,
    intensity: Math.max(0.1, Math.round((c.events / busiest) * 100) / 100),
  }));
}

/** Truck-stop regions (product/platform §3) and their tabs. */
export const truckStopRegions = ['east', 'midwest', 'west'] as const;
export type TruckStopRegion = (typeof truckStopRegions)[number];

export const truckStopRegionLabels: Record<TruckStopRegion, string> = {
  east: 'East Coast',
  midwest: 'Midwest',
  west: 'West Coast',
};

/** Miles from a position to a stop, to one decimal: the list's "nearest first" order. */
export function milesTo(from: LatLng, to: LatLng): number {
  return Math.round(haversineMiles(from, to) * 10) / 10;
}
