/** Saved places (server module `places`): the signed-in client's yards, depots and customers. */
import type { SavedPlaceInput } from '@core/contracts/places';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/places')>();

export const placesKeys = { saved: ['/api/saved-places'] as const };

/** GET /api/saved-places */
export const savedPlacesQuery = () =>
  apiQuery(placesKeys.saved, '/api/saved-places', schema('savedPlaceList'));

/** The signed-in client's saved places; not fetched while `enabled` is false (signed out, a driver). */
export function useSavedPlaces(enabled = true) {
  return useQuery({ ...savedPlacesQuery(), enabled });
}

/** Adds (POST) or edits (PUT /:id) a saved place, then refreshes the list. */
export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SavedPlaceInput }) =>
      id
        ? sendJson('PUT', `/api/saved-places/${encodeURIComponent(id)}`, schema('savedPlace'), body)
        : sendJson('POST', '/api/saved-places', schema('savedPlace'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.saved }),
  });
}

/** DELETE /api/saved-places/:id */
export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/saved-places/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.saved }),
  });
}
