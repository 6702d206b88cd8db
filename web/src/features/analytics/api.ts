import { useQuery } from '@tanstack/react-query';
import { apiQuery, contractOf } from '@web/lib/queryClient';

const subscriptions = contractOf<typeof import('@core/contracts/subscriptions')>();

/** GET /api/analytics: the premium analytics of the signed-in client. */
export const analyticsQuery = apiQuery(
  ['/api/analytics'] as const,
  '/api/analytics',
  subscriptions('analyticsResponse'),
);

export const useAnalytics = () => useQuery(analyticsQuery);
