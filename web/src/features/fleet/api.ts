import { type Vehicle, type VehicleInput, vehicle } from '@core/contracts/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';

export const vehiclesKey = ['/api/vehicles'] as const;

const vehicleList = z.array(vehicle);

/** The signed-in user's vehicles. */
export function useVehicles(enabled = true) {
  return useQuery<Vehicle[]>({
    queryKey: vehiclesKey,
    queryFn: async (ctx) => vehicleList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
  });
}

export interface SaveVehicleInput {
  /** Present when editing an existing vehicle. */
  id?: string;
  body: VehicleInput;
}

/** Adds (POST) or edits (PUT) a vehicle, then refreshes the list. */
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveVehicleInput) =>
      vehicle.parse(
        id
          ? await apiJson<unknown>('PUT', `/api/vehicles/${encodeURIComponent(id)}`, body)
          : await apiJson<unknown>('POST', '/api/vehicles', body),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<Vehicle[]>(vehiclesKey, (list) => {
        if (!list) return list;
        return list.some((v) => v.id === saved.id)
          ? list.map((v) => (v.id === saved.id ? saved : v))
          : [...list, saved];
      });
      return queryClient.invalidateQueries({ queryKey: vehiclesKey });
    },
  });
}

/** What the vehicle list shows of a VIN: its first 6 characters. */
export const VIN_PREVIEW_LENGTH = 6;
export function vinPreview(vin: string): string {
  return vin.trim().toUpperCase().slice(0, VIN_PREVIEW_LENGTH);
}
