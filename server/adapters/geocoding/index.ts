import { findState, findZip } from '@core/distance';
import { type ApproximateLocation, approximateLocation, formatLatLng, type Gazetteer } from '@core/geo';
import { PLACE_SUGGESTION_LIMIT, type PlaceResolution, placeAddress, type ResolvedPlace } from '@core/places';
import { offlineGazetteer } from './gazetteer';
import { resolvePlace, suggestPlaces } from './places';

/** The geocoding port: addresses to positions and back. */
export interface Geocoder {
  forward(address: string): Promise<ApproximateLocation | null>;
  /** A readable address for a position, or null when none can be had. */
  reverse(lat: number, lng: number): Promise<string | null>;
  /** The place field's suggestions for the text typed so far. */
  suggest(query: string): Promise<ResolvedPlace[]>;
  /** One place for an address, the candidates when several places share it, or unknown. */
  resolve(address: string): Promise<PlaceResolution>;
  readonly mode: 'nominatim' | 'offline';
}

/**
 * The default: positions from the offline gazetteer (typed coordinates, ZIP codes, "City, ST"), then the
 * state's centre as the last fallback; a position reads as its nearest town with the position itself,
 * "near Dallas, TX (32.776700, -96.797000)", which `forward` places back exactly.
 */
export function createOfflineGeocoder(gazetteer: Gazetteer = offlineGazetteer): Geocoder {
  return {
    mode: 'offline',
    async forward(address) {
      const place = gazetteer.place(address);
      if (place) return { lat: place.lat, lng: place.lng, precision: place.precision };
      return approximateLocation(address);
    },
    async reverse(lat, lng) {
      const town = gazetteer.nearest({ lat, lng });
      return town ? `near ${town.label} (${formatLatLng({ lat, lng })})` : null;
    },
    suggest: async (query) => suggestPlaces(query),
    resolve: async (address) => resolvePlace(address),
  };
}

interface NominatimHit {
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
}

/** A Nominatim answer (with addressdetails) as a place, or null when it has no US town and state. */
function nominatimPlace(hit: NominatimHit): ResolvedPlace | null {
  const a = hit.address ?? {};
  const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.county;
  const state = a.state ? findState(`x, ${a.state}`) : null;
  if (!city || !state) return null;
  const line = [a.house_number, a.road].filter(Boolean).join(' ') || null;
  const zip = a.postcode?.slice(0, 5) ?? null;
  const place = { line, city, state, zip, lat: Number(hit.lat), lng: Number(hit.lon) };
  return { ...place, address: placeAddress(place), precision: line || zip ? 'exact' : 'city' };
}

export const offlineGeocoder: Geocoder = createOfflineGeocoder();

/** A Nominatim-compatible service; on any failure it answers as the offline default would. */
export function createGeocoder(
  config: { GEOCODER_URL?: string },
  fetchImpl: typeof fetch = fetch,
  offline: Geocoder = offlineGeocoder,
): Geocoder {
  const base = config.GEOCODER_URL;
  if (!base) return offline;
  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries({ format: 'json', ...params })) url.searchParams.set(k, v);
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(4000),
      headers: { 'user-agent': 'Pathway/1.0' },
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    return res.json();
  };
  const search = async (q: string) =>
    ((await get('/search', {
      q,
      limit: String(PLACE_SUGGESTION_LIMIT),
      countrycodes: 'us',
      addressdetails: '1',
    })) as NominatimHit[])
      .map(nominatimPlace)
      .filter((p): p is ResolvedPlace => p !== null);
  return {
    mode: 'nominatim',
    async suggest(query) {
      try {
        return await search(query);
      } catch {
        return offline.suggest(query);
      }
    },
    async resolve(address) {
      let hits: ResolvedPlace[];
      try {
        hits = await search(address);
      } catch {
        return offline.resolve(address);
      }
      const [first] = hits;
      if (!first) return offline.resolve(address);
      // A name without a state or ZIP that the service finds in several states is not chosen for the person.
      const named = findState(address) === null && findZip(address) === null;
      if (named && new Set(hits.map((h) => h.state)).size > 1) return { kind: 'ambiguous', candidates: hits };
      return { kind: 'place', place: first };
    },
    async forward(address) {
      try {
        const [hit] = (await get('/search', { q: address, limit: '1', countrycodes: 'us' })) as {
          lat: string;
          lon: string;
        }[];
        if (hit) return { lat: Number(hit.lat), lng: Number(hit.lon), precision: 'exact' };
      } catch {
        // fall through to the offline answer
      }
      return offline.forward(address);
    },
    async reverse(lat, lng) {
      try {
        const body = (await get('/reverse', { lat: String(lat), lon: String(lng) })) as {
          display_name?: string;
        };
        if (body.display_name) return body.display_name;
      } catch {
        // fall through to the offline answer
      }
      return offline.reverse(lat, lng);
    },
  };
}
