/** Distances on the globe: great-circle miles and the estimated road miles between two positions. */

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Road miles per great-circle mile on US trips: 1.20, the United States' average circuity factor in
 * Ballou, Rahardja and Sakai, "Selected country circuity factors for road travel distance estimation",
 * Transportation Research Part A 36 (2002) 843–848. See docs/decisions/006-offline-gazetteer.md.
 */
export const ROAD_CIRCUITY_FACTOR = 1.2;

/** Estimated road miles between two positions: great-circle miles × the road-circuity factor. */
export function roadMiles(a: LatLng, b: LatLng): number {
  return haversineMiles(a, b) * ROAD_CIRCUITY_FACTOR;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle miles between two points. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
