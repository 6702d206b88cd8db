import { type ApproximateLocation, approximateLocation, formatLatLng, type Gazetteer } from '@core/geo';
import { offlineGazetteer } from './gazetteer';

/** The geocoding port: addresses to positions and back. */
export interface Geocoder {
  forward(address: string): Promise<ApproximateLocation | null>;
  /** A readable address for a position, or null when none can be had. */
  reverse(lat: number, lng: number): Promise<string | null>;
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
  };
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
  return {
    mode: 'nominatim',
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
