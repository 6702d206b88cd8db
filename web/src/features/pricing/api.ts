/** The pricing domain's one call: the basis the server estimates the return and fuel lines with. */
import type { TripCostSettingsBody } from '@core/contracts/trip-costs';
import { DEFAULT_TRIP_COST_BASIS, type TripCostBasis } from '@core/trip-costs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/trip-costs')>();

const basisKey = ['/api/pricing/trip-cost-basis'] as const;

/** GET /api/pricing/trip-cost-basis: the fare table, the diesel price and the margin (cached 5 minutes). */
export const tripCostBasisQuery = () => ({
  ...apiQuery(basisKey, '/api/pricing/trip-cost-basis', schema('tripCostBasisResponse')),
  staleTime: 5 * 60 * 1000,
});

export const useTripCostBasis = () => useQuery(tripCostBasisQuery());

/**
 * The basis a preview estimates with: the server's, or its documented defaults when it cannot be had (the
 * preview is an estimate either way; the server prices the request itself). Null while it loads.
 */
export function useBasisOrDefaults(): TripCostBasis | null {
  const basis = useTripCostBasis();
  if (basis.data) return basis.data;
  return basis.isError ? DEFAULT_TRIP_COST_BASIS : null;
}

const settingsKey = ['/api/admin/trip-costs'] as const;

/** GET /api/admin/trip-costs (operators): the fare table, the margin, the offline diesel price. */
export const tripCostSettingsQuery = () => ({
  ...apiQuery(settingsKey, '/api/admin/trip-costs', schema('tripCostSettingsResponse')),
  // An operator editing sees what is saved now, not a copy from minutes ago.
  staleTime: 0,
});

export const useTripCostSettings = () => useQuery(tripCostSettingsQuery());

/** PUT /api/admin/trip-costs; the public basis is refetched after it. */
export function useSaveTripCostSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripCostSettingsBody) =>
      sendJson('PUT', '/api/admin/trip-costs', schema('tripCostSettingsResponse'), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: basisKey });
    },
  });
}
