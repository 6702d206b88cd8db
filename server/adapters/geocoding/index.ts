import { type ApproximateLocation, approximateLocation } from '@core/geo';

/** The geocoding port: addresses to positions and back. */
export interface Geocoder {
  forward(address: string): Promise<ApproximateLocation | null>;
  /** A readable address for a position, or null when none can be had. */
  reverse(lat: number, lng: number): Promise<string | null>;
  readonly mode: 'nominatim' | 'offline';
}

/** The default: positions from the city and state tables, no reverse lookup ("Unable to retrieve address"). */
export const offlineGeocoder: Geocoder = {
  mode: 'offline',
  forward: async (address) => approximateLocation(address),
  reverse: async () => null,
};

/** A Nominatim-compatible service; on any failure it answers as the offline default would. */
export function createGeocoder(config: { GEOCODER_URL?: string }, fetchImpl: typeof fetch = fetch): Geocoder {
  const base = config.GEOCODER_URL;
  if (!base) return offlineGeocoder;
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
        // fall through to the offline estimate
      }
      return offlineGeocoder.forward(address);
    },
    async reverse(lat, lng) {
      try {
        const body = (await get('/reverse', { lat: String(lat), lon: String(lng) })) as {
          display_name?: string;
        };
        return body.display_name ?? null;
      } catch {
        return null;
      }
    },
  };
}
