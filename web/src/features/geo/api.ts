/** The geo domain (server module `geo`): distances between addresses and reverse geocoding. */
import { distanceEstimateResponse, reverseGeocodeResponse } from '@core/contracts/geo';
import { getJson } from '@web/lib/queryClient';

/** GET /api/distance: the server's distance (router or the spec's offline estimate) between two addresses. */
export function fetchDistance(pickup: string, destination: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ pickup, destination });
  return getJson(`/api/distance?${params.toString()}`, distanceEstimateResponse, { signal });
}

/** GET /api/geocode/reverse: the address at a position, or null when none is known (offline). */
export async function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  return (await getJson(`/api/geocode/reverse?${params.toString()}`, reverseGeocodeResponse, {})).address;
}
