import type { DistanceRouter } from '@core/distance';

const METERS_PER_MILE = 1609.344;

interface RoutingConfig {
  GEOCODER_URL?: string;
  ROUTER_URL?: string;
}

/**
 * The routing port's real adapter: geocode both addresses with a Nominatim-compatible service, then ask
 * an OSRM-compatible server for the driving distance. Answers null when either lookup finds nothing, so
 * the caller falls back to the offline estimate (the default when nothing is configured).
 */
export function createRouter(
  config: RoutingConfig,
  fetchImpl: typeof fetch = fetch,
): DistanceRouter | undefined {
  const { GEOCODER_URL, ROUTER_URL } = config;
  if (!GEOCODER_URL || !ROUTER_URL) return undefined;

  async function geocode(address: string): Promise<{ lat: number; lon: number } | null> {
    const url = new URL('/search', GEOCODER_URL);
    url.searchParams.set('q', address);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', '1');
    url.searchParams.set('countrycodes', 'us');
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(4000),
      headers: { 'user-agent': 'Pathway/1.0' },
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const [hit] = (await res.json()) as { lat: string; lon: string }[];
    return hit ? { lat: Number(hit.lat), lon: Number(hit.lon) } : null;
  }

  return {
    async route(pickup, destination) {
      const [a, b] = await Promise.all([geocode(pickup), geocode(destination)]);
      if (!a || !b) return null;
      const url = new URL(`/route/v1/driving/${a.lon},${a.lat};${b.lon},${b.lat}`, ROUTER_URL);
      url.searchParams.set('overview', 'false');
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(4000) });
      if (!res.ok) throw new Error(`router answered ${res.status}`);
      const body = (await res.json()) as { code: string; routes?: { distance: number }[] };
      const meters = body.code === 'Ok' ? body.routes?.[0]?.distance : undefined;
      return meters === undefined ? null : meters / METERS_PER_MILE;
    },
  };
}
