/** The geo domain (server module `geo`): distances and quotes between addresses, reverse geocoding. */
import type { ServiceTime, VehicleType } from '@core/pricing';
import { apiQuery, contractOf, getJson } from '@web/lib/queryClient';

const quoteContract = contractOf<typeof import('@core/contracts/quote')>();
const geoContract = contractOf<typeof import('@core/contracts/geo')>();

/** GET /api/distance: the server's distance (router, or its offline gazetteer) between two addresses. */
export function fetchDistance(pickup: string, destination: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ pickup, destination });
  return getJson(`/api/distance?${params.toString()}`, geoContract('distanceEstimateResponse'), { signal });
}

/** GET /api/geocode/reverse: the address at a position, or null when none is known (offline). */
export async function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  return (
    await getJson(`/api/geocode/reverse?${params.toString()}`, geoContract('reverseGeocodeResponse'), {})
  ).address;
}

export interface TripQuoteParams {
  pickup: string;
  destination: string;
  vehicleType: VehicleType;
  serviceTime: ServiceTime;
  isLoaded: boolean;
}

export const geoKeys = {
  quote: (params: TripQuoteParams) => ['/api/quote', params] as const,
  places: (q: string) => ['/api/places', q] as const,
};

/** GET /api/places?q=: the place field's suggestions for the text typed so far. */
export const placeSuggestionsQuery = (q: string) =>
  apiQuery(
    geoKeys.places(q),
    `/api/places?${new URLSearchParams({ q }).toString()}`,
    geoContract('placeSuggestionsResponse'),
    (answer) => answer.places,
  );

/** GET /api/quote: the price of a trip at the server's distance, the function that prices the request. */
export const tripQuoteQuery = (params: TripQuoteParams) => {
  const query = new URLSearchParams({
    pickup: params.pickup.trim(),
    destination: params.destination.trim(),
    vehicleType: params.vehicleType,
    serviceTime: params.serviceTime,
    isLoaded: String(params.isLoaded),
  });
  return apiQuery(
    geoKeys.quote(params),
    `/api/quote?${query.toString()}`,
    quoteContract('tripQuoteResponse'),
  );
};
