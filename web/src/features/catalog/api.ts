/** The catalog domain (server module `catalog`): the service types on the home screen. */
import { fallbackServiceTypes } from '@core/catalog-fallback';
import type { ServiceAvailabilityChange, ServiceType } from '@core/contracts/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/catalog')>();

export const catalogKeys = { serviceTypes: ['/api/service-types'] as const };

const SERVICE_TYPES_STALE_MS = 5 * 60 * 1000;

/** GET /api/service-types (cached 5 minutes). */
export const serviceTypesQuery = () => ({
  ...apiQuery(catalogKeys.serviceTypes, '/api/service-types', schema('serviceTypeList')),
  staleTime: SERVICE_TYPES_STALE_MS,
});

/**
 * The list to show: the server's list, or the product's fallback list when the call failed or the
 * list is empty; `undefined` while the first load is still running.
 */
export function resolveServiceTypes(
  data: ServiceType[] | undefined,
  status: 'pending' | 'error' | 'success',
): ServiceType[] | undefined {
  if (status === 'pending') return undefined;
  if (status === 'error' || !data || data.length === 0) return fallbackServiceTypes;
  return data;
}

/** Service types with the fallback list applied. */
export function useServiceTypes() {
  const query = useQuery(serviceTypesQuery());
  return {
    serviceTypes: resolveServiceTypes(query.data, query.status),
    isLoading: query.isPending,
    isFallback: query.isError || (query.isSuccess && query.data.length === 0),
  };
}

/** POST /api/service-types/:id/launch-interest: told once the service launches. */
export function useLaunchInterest() {
  return useMutation({
    mutationFn: (serviceTypeId: number) =>
      sendJson(
        'POST',
        `/api/service-types/${serviceTypeId}/launch-interest`,
        schema('launchInterestResponse'),
      ),
  });
}

/** PATCH /api/admin/service-types/:id (operators): open a service, or announce it for later. */
export function useSetServiceAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceAvailabilityChange }) =>
      sendJson('PATCH', `/api/admin/service-types/${id}`, schema('serviceType'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.serviceTypes }),
  });
}
