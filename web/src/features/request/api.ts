import { type Vehicle, vehicle } from '@core/contracts/fleet';
import { type CreateRecoveryRequestInput, type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import {
  type DistanceEstimateResponse,
  distanceEstimateResponse,
  type TripQuoteResponse,
  tripQuoteResponse,
} from '@core/contracts/quote';
import { shouldEstimate } from '@core/distance';
import type { Quote, ServiceTime, VehicleType } from '@core/pricing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, getQueryFn, throwIfResNotOk } from '@web/lib/queryClient';
import { useEffect, useState } from 'react';
import { z } from 'zod';

/** GET /api/distance: the server's distance (router, or its offline gazetteer) between two addresses. */
export async function fetchDistance(
  pickup: string,
  destination: string,
  signal?: AbortSignal,
): Promise<DistanceEstimateResponse> {
  const params = new URLSearchParams({ pickup, destination });
  const res = await fetch(`/api/distance?${params.toString()}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return distanceEstimateResponse.parse(await res.json());
}

export interface TripQuoteParams {
  pickup: string;
  destination: string;
  vehicleType: VehicleType;
  serviceTime: ServiceTime;
  isLoaded: boolean;
}

/** GET /api/quote: the price of a trip at the server's distance, the function that prices the request. */
export async function fetchTripQuote(
  params: TripQuoteParams,
  signal?: AbortSignal,
): Promise<TripQuoteResponse> {
  const query = new URLSearchParams({
    pickup: params.pickup.trim(),
    destination: params.destination.trim(),
    vehicleType: params.vehicleType,
    serviceTime: params.serviceTime,
    isLoaded: String(params.isLoaded),
  });
  const res = await fetch(`/api/quote?${query.toString()}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return tripQuoteResponse.parse(await res.json());
}

/** How long the addresses must stay unchanged before the server is asked for a quote. */
export const QUOTE_DEBOUNCE_MS = 600;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's quote for the form's trip once both addresses are long enough (and have settled for
 * 600 ms): the price the request will be charged. Undefined until the server has answered for the
 * current addresses, or when it cannot.
 */
export function useTripQuote(
  params: TripQuoteParams,
): (Quote & { distance: DistanceEstimateResponse }) | undefined {
  const pickup = useSettled(params.pickup.trim(), QUOTE_DEBOUNCE_MS);
  const destination = useSettled(params.destination.trim(), QUOTE_DEBOUNCE_MS);
  const current = pickup === params.pickup.trim() && destination === params.destination.trim();
  const trip = { ...params, pickup, destination };
  const query = useQuery({
    queryKey: ['/api/quote', trip],
    queryFn: ({ signal }) => fetchTripQuote(trip, signal),
    enabled: current && shouldEstimate(pickup, destination),
  });
  // The server computed it with calculateQuote, so it is a Quote (priced, or a call with zero amounts).
  return current && query.data ? (query.data as Quote & { distance: DistanceEstimateResponse }) : undefined;
}

const reverseGeocodeResponse = z.object({ address: z.string().nullable() });

/** GET /api/geocode/reverse: the address at a position, or null when none is known (offline). */
export async function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  const res = await fetch(`/api/geocode/reverse?${params.toString()}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  return reverseGeocodeResponse.parse(await res.json()).address;
}

export const myVehiclesKey = ['/api/vehicles'] as const;
const vehicleList = z.array(vehicle);

/** The signed-in client's fleet; not fetched while signed out. */
export function useMyVehicles(enabled: boolean) {
  return useQuery<Vehicle[]>({
    queryKey: myVehiclesKey,
    queryFn: async (ctx) => vehicleList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
  });
}

/** The parts of the created job the form needs: its id and the server's price. */
const createdJob = recoveryRequest.pick({
  id: true,
  jobNumber: true,
  price: true,
  priceCents: true,
  status: true,
  paymentStatus: true,
});
export type CreatedJob = Pick<
  RecoveryRequest,
  'id' | 'jobNumber' | 'price' | 'priceCents' | 'status' | 'paymentStatus'
>;

/** POST /api/recovery-requests: the server prices the job and answers with it (201, or 200 when repeated). */
export function useCreateRecoveryRequest() {
  return useMutation({
    mutationFn: async (body: CreateRecoveryRequestInput): Promise<CreatedJob> =>
      createdJob.parse(await apiJson<unknown>('POST', '/api/recovery-requests', body)),
  });
}
