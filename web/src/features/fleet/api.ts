/** The fleet domain (server module `fleet`): the signed-in client's own vehicles. */
import type { VehicleInput } from '@core/contracts/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/fleet')>();

export const fleetKeys = { vehicles: ['/api/vehicles'] as const };

/** GET /api/vehicles */
export const vehiclesQuery = () => apiQuery(fleetKeys.vehicles, '/api/vehicles', schema('vehicleList'));

/** The signed-in user's vehicles; not fetched while `enabled` is false (signed out). */
export function useVehicles(enabled = true) {
  return useQuery({ ...vehiclesQuery(), enabled });
}

export interface SaveVehicleInput {
  /** Present when editing an existing vehicle. */
  id?: string;
  body: VehicleInput;
}

/** Adds (POST /api/vehicles) or edits (PUT /api/vehicles/:id) a vehicle, then refreshes the list. */
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveVehicleInput) =>
      id
        ? sendJson('PUT', `/api/vehicles/${encodeURIComponent(id)}`, schema('vehicle'), body)
        : sendJson('POST', '/api/vehicles', schema('vehicle'), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(vehiclesQuery().queryKey, (list) => {
        if (!list) return list;
        return list.some((v) => v.id === saved.id)
          ? list.map((v) => (v.id === saved.id ? saved : v))
          : [...list, saved];
      });
      return queryClient.invalidateQueries({ queryKey: fleetKeys.vehicles });
    },
  });
}

/** What the vehicle list shows of a VIN: its first 6 characters. */
export const VIN_PREVIEW_LENGTH = 6;
export function vinPreview(vin: string): string {
  return vin.trim().toUpperCase().slice(0, VIN_PREVIEW_LENGTH);
}
