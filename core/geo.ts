/**
 * Positions and distances on the globe, and the gazetteer port (core/gazetteer.ts). The server's offline gazetteer (a US
 * ZIP and city data set, server/adapters/geocoding/gazetteer.ts) implements the port; it is never
 * bundled into the web app, which only uses the arithmetic here. `approximateLocation` is the last
 * fallback when the gazetteer knows no place in an address: the major-city and state tables.
 */
import { findMajorCity, findState, type MajorCity } from './distance';
import type { LatLng } from './sphere';

export type { Gazetteer, GazetteerPlace, NearestPlace } from './gazetteer';
export { haversineMiles, type LatLng, ROAD_CIRCUITY_FACTOR, roadMiles } from './sphere';

/**
 * How precisely an address was placed: typed coordinates ('exact', or a routing service's answer), the
 * centre of its ZIP code area ('zip'), the centre of its city ('city'), or its state's centre ('state').
 */
export interface ApproximateLocation extends LatLng {
  precision: 'exact' | 'zip' | 'city' | 'state';
}

const cityCoordinates: Record<MajorCity, LatLng> = {
  'new-york': { lat: 40.7128, lng: -74.006 },
  'los-angeles': { lat: 34.0522, lng: -118.2437 },
  chicago: { lat: 41.8781, lng: -87.6298 },
  houston: { lat: 29.7604, lng: -95.3698 },
  phoenix: { lat: 33.4484, lng: -112.074 },
  philadelphia: { lat: 39.9526, lng: -75.1652 },
  'san-antonio': { lat: 29.4241, lng: -98.4936 },
  'san-diego': { lat: 32.7157, lng: -117.1611 },
  dallas: { lat: 32.7767, lng: -96.797 },
  miami: { lat: 25.7617, lng: -80.1918 },
  atlanta: { lat: 33.749, lng: -84.388 },
  seattle: { lat: 47.6062, lng: -122.3321 },
  boston: { lat: 42.3601, lng: -71.0589 },
  denver: { lat: 39.7392, lng: -104.9903 },
};

/** Geographic centres of the states (and DC), rounded to 0.1°. */
// biome-ignore format: a compact lookup table
const stateCentroids: Record<string, LatLng> = {
  AL: { lat: 32.8, lng: -86.8 }, AK: { lat: 64.7, lng: -152.3 }, AZ: { lat: 34.3, lng: -111.7 },
  AR: { lat: 34.9, lng: -92.4 }, CA: { lat: 37.2, lng: -119.5 }, CO: { lat: 39.0, lng: -105.5 },
  CT: { lat: 41.6, lng: -72.7 }, DE: { lat: 39.0, lng: -75.5 }, DC: { lat: 38.9, lng: -77.0 },
  FL: { lat: 28.6, lng: -82.4 }, GA: { lat: 32.7, lng: -83.4 }, HI: { lat: 20.3, lng: -156.4 },
  ID: { lat: 44.4, lng: -114.6 }, IL: { lat: 40.0, lng: -89.2 }, IN: { lat: 39.9, lng: -86.3 },
  IA: { lat: 42.1, lng: -93.5 }, KS: { lat: 38.5, lng: -98.4 }, KY: { lat: 37.5, lng: -85.3 },
  LA: { lat: 31.1, lng: -92.0 }, ME: { lat: 45.4, lng: -69.2 }, MD: { lat: 39.1, lng: -76.8 },
  MA: { lat: 42.3, lng: -71.8 }, MI: { lat: 44.3, lng: -85.4 }, MN: { lat: 46.3, lng: -94.3 },
  MS: { lat: 32.7, lng: -89.7 }, MO: { lat: 38.4, lng: -92.5 }, MT: { lat: 47.1, lng: -109.6 },
  NE: { lat: 41.5, lng: -99.8 }, NV: { lat: 39.3, lng: -116.6 }, NH: { lat: 43.7, lng: -71.6 },
  NJ: { lat: 40.2, lng: -74.7 }, NM: { lat: 34.4, lng: -106.1 }, NY: { lat: 42.9, lng: -75.5 },
  NC: { lat: 35.6, lng: -79.4 }, ND: { lat: 47.5, lng: -100.5 }, OH: { lat: 40.3, lng: -82.8 },
  OK: { lat: 35.6, lng: -97.5 }, OR: { lat: 43.9, lng: -120.6 }, PA: { lat: 40.9, lng: -77.8 },
  RI: { lat: 41.7, lng: -71.5 }, SC: { lat: 33.9, lng: -80.9 }, SD: { lat: 44.4, lng: -100.2 },
  TN: { lat: 35.9, lng: -86.4 }, TX: { lat: 31.5, lng: -99.3 }, UT: { lat: 39.3, lng: -111.7 },
  VT: { lat: 44.1, lng: -72.7 }, VA: { lat: 37.5, lng: -78.9 }, WA: { lat: 47.4, lng: -120.5 },
  WV: { lat: 38.6, lng: -80.6 }, WI: { lat: 44.6, lng: -89.9 }, WY: { lat: 43.0, lng: -107.6 },
};

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** "near Dallas, TX (32.776700, -96.797000)": the offline reverse geocoder's answer. */
const TRAILING_COORDINATES = /\(\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*\)\s*$/;

/**
 * An exact position in an address: "lat, lng" typed (or filled by the locate button), or coordinates in
 * brackets at the end, as the offline reverse geocoder writes them ("near Dallas, TX (32.7767, -96.797)").
 */
export function parseCoordinates(address: string): LatLng | null {
  const m = COORDINATES.exec(address) ?? TRAILING_COORDINATES.exec(address);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The address without bracketed coordinates at its end. */
export function withoutTrailingCoordinates(address: string): string {
  return address.replace(TRAILING_COORDINATES, '').trim();
}

/** "32.776700, -96.797000": six decimals, about 10 cm. */
export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/**
 * The last fallback for map positions, without a gazetteer: typed coordinates, then the product's major
 * cities, then the state's centre.
 */
export function approximateLocation(address: string): ApproximateLocation | null {
  const coords = parseCoordinates(address);
  if (coords) return { ...coords, precision: 'exact' };
  const city = findMajorCity(address);
  if (city) return { ...cityCoordinates[city], precision: 'city' };
  const state = findState(address);
  const centroid = state ? stateCentroids[state] : undefined;
  return centroid ? { ...centroid, precision: 'state' } : null;
}
