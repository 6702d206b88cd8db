import { type Analytics, analyticsResponse } from '@core/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/queryClient';

export const analyticsQuery = queryOptions({
  queryKey: ['/api/analytics'] as const,
  queryFn: async (ctx): Promise<Analytics> =>
    analyticsResponse.parse(await getQueryFn<unknown>({ on401: 'throw' })(ctx)),
});

export const useAnalytics = () => useQuery(analyticsQuery);
