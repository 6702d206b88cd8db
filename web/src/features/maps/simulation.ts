import { type HeatPoint, type HeatRegion, inHeatRegions } from '@core/maps';

/** product/platform §9: the simulation draws 200 points, about 70% hot along two corridors and 30% scattered. */
export const SIMULATED_POINTS = 200;
const HOT_SHARE = 0.7;

/** The heat map's first view (product/platform §9): the centre of the contiguous states at zoom 5. */
export const HEATMAP_CENTER: [number, number] = [39.8283, -98.5795];
export const HEATMAP_ZOOM = 5;
export const HEATMAP_MAX_TILE_ZOOM = 18;

/** product/platform §9: radius 20, blur 15, max zoom 10, transparent blue through cyan and lime to green. */
export const HEAT_LAYER_OPTIONS = {
  radius: 20,
  blur: 15,
  maxZoom: 10,
  gradient: { 0: 'rgba(0, 0, 255, 0)', 0.3: 'blue', 0.5: 'cyan', 0.7: 'lime', 1: 'green' },
} as const;

/** product/platform §9: the refresh slider runs from 2 to 30 s in 1 s steps; the page starts at 10 s. */
export const REFRESH_MIN_MS = 2_000;
export const REFRESH_MAX_MS = 30_000;
export const REFRESH_STEP_MS = 1_000;
export const REFRESH_DEFAULT_MS = 10_000;

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/**
 * The Simulation data source (product/platform §9): hot points along the I-80 corridor (latitude about 41.5, from
 * longitude -105 to -65) or the I-95 corridor (longitude about -75.5, latitude 32 to 42) at intensity 0.5
 * to 1, the rest scattered over the contiguous states at 0.1 to 0.4. Only points in the active regions.
 */
export function simulateHeatPoints(
  regions: readonly HeatRegion[],
  random: () => number = Math.random,
): HeatPoint[] {
  const points: HeatPoint[] = [];
  for (let i = 0; i < SIMULATED_POINTS; i += 1) {
    let point: HeatPoint;
    if (random() < HOT_SHARE) {
      point =
        random() < 0.5
          ? { lat: 41.5 + between(random, -1, 1), lng: between(random, -105, -65), intensity: 0 }
          : { lat: between(random, 32, 42), lng: -75.5 + between(random, -1, 1), intensity: 0 };
      point.intensity = between(random, 0.5, 1);
    } else {
      point = {
        lat: between(random, 25, 49),
        lng: between(random, -124, -67),
        intensity: between(random, 0.1, 0.4),
      };
    }
    if (inHeatRegions(point, regions)) points.push(point);
  }
  return points;
}
