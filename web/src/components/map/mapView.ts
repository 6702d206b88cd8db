/** Pure helpers for placing job markers on a map (no Leaflet import, so they run in unit tests). */

export interface LatLngLike {
  lat: number;
  lng: number;
}

export type MapView =
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] }
  | { kind: 'center'; center: [number, number]; zoom: number };

/** Roughly the continental United States: shown when no position is known. */
export const DEFAULT_CENTER: [number, number] = [39.5, -98.35];
export const DEFAULT_ZOOM = 3;
/** Zoom for a single known point (a city-level view). */
export const SINGLE_POINT_ZOOM = 10;

export function isValidPosition(p: LatLngLike | null | undefined): p is LatLngLike {
  return (
    !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180
  );
}

/**
 * What the map should show: the box around every known position, a city view around a single one
 * (or several identical ones), or the default view when nothing is known.
 */
export function mapViewFor(positions: readonly (LatLngLike | null | undefined)[]): MapView {
  const known = positions.filter(isValidPosition);
  if (known.length === 0) return { kind: 'center', center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const lats = known.map((p) => p.lat);
  const lngs = known.map((p) => p.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  if (south === north && west === east) {
    return { kind: 'center', center: [south, west], zoom: SINGLE_POINT_ZOOM };
  }
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** Leaflet needs the attribution of the tile source; OpenStreetMap's is the common case. */
export function tileAttributionFor(tileUrl: string): string {
  if (/openstreetmap\.(org|fr|de)/i.test(tileUrl)) {
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
  }
  if (/cartocdn|carto\.com/i.test(tileUrl)) {
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors &copy; <a href="https://carto.com/attributions">CARTO</a>';
  }
  return 'Map data &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
}
