import type { DistanceRouter } from '@core/distance';
import type { LatLng } from '@core/sphere';
import type { Geocoder } from '../geocoding';

const METERS_PER_MILE = 1609.344;

/**
 * The routing port's real adapter: positions from the geocoder (only precise ones), then the driving
 * distance from an OSRM-compatible server. Answers null when it cannot route, so the caller falls back
 * to the offline distance (the gazetteer's), which is also the default when ROUTER_URL or GEOCODER_URL
 * is unset.
 */
export function createRouter(
  config: { ROUTER_URL?: string },
  geocoder: Geocoder,
  fetchImpl: typeof fetch = fetch,
): DistanceRouter | undefined {
  const { ROUTER_URL } = config;
  if (!ROUTER_URL || geocoder.mode === 'offline') return undefined;
  const drive = async (a: LatLng, b: LatLng, timeoutMs: number) => {
    const url = new URL(`/route/v1/driving/${a.lng},${a.lat};${b.lng},${b.lat}`, ROUTER_URL);
    url.searchParams.set('overview', 'false');
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`router answered ${res.status}`);
    const body = (await res.json()) as { code: string; routes?: { distance: number }[] };
    const meters = body.code === 'Ok' ? body.routes?.[0]?.distance : undefined;
    return meters === undefined ? null : meters / METERS_PER_MILE;
  };
  return {
    async route(pickup, destination) {
      const [a, b] = await Promise.all([geocoder.forward(pickup), geocoder.forward(destination)]);
      if (a?.precision !== 'exact' || b?.precision !== 'exact') return null;
      return drive(a, b, 4000);
    },
    // On every position report: a short wait, then the caller's offline estimate.
    between: (from, to) => drive(from, to, 2000),
  };
}
