import { type Vehicle, vehicle } from '@core/contracts/fleet';
import { type DistanceEstimateResponse, distanceEstimateResponse } from '@core/contracts/geo';
import { type CreateRecoveryRequestInput, type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, getQueryFn, throwIfResNotOk } from '@web/lib/queryClient';
import { z } from 'zod';

/** GET /api/distance: the server's distance (router or the spec's offline estimate) between two addresses. */
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
