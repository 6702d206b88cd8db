import { fallbackServiceTypes, type ServiceType, serviceType } from '@core/contracts/catalog';
import { nearbyDriversResponse } from '@core/contracts/drivers';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';

export const serviceTypesKey = ['/api/service-types'] as const;
export const nearbyDriversKey = ['/api/drivers/nearby'] as const;

const SERVICE_TYPES_STALE_MS = 5 * 60 * 1000;

const serviceTypeList = z.array(serviceType);

/**
 * The list to show: the server's list, or the spec's fallback list when the call failed or the
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

/** Service types (cached 5 minutes) with the fallback list applied. */
export function useServiceTypes() {
  const query = useQuery<ServiceType[]>({
    queryKey: serviceTypesKey,
    queryFn: async (ctx) => serviceTypeList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    staleTime: SERVICE_TYPES_STALE_MS,
  });
  return {
    serviceTypes: resolveServiceTypes(query.data, query.status),
    isLoading: query.isPending,
    isFallback: query.isError || (query.isSuccess && query.data.length === 0),
  };
}

/** How many drivers are near the visitor right now. */
export function useNearbyDrivers() {
  return useQuery<number>({
    queryKey: nearbyDriversKey,
    queryFn: async (ctx) => nearbyDriversResponse.parse(await getQueryFn({ on401: 'throw' })(ctx)).count,
  });
}
