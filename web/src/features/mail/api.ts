import { outboxResponse } from '@core/contracts/mail';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiJson } from '@web/lib/queryClient';

/** Every call of the mail domain. */
export const mailQueries = {
  /** GET /api/admin/outbox: every outgoing e-mail, newest first, 50 at a time (operators only). */
  outbox: () =>
    infiniteQueryOptions({
      queryKey: ['/api/admin/outbox'] as const,
      queryFn: async ({ pageParam }) =>
        outboxResponse.parse(
          await apiJson<unknown>(
            'GET',
            `/api/admin/outbox${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          ),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextBefore,
      refetchInterval: 30_000,
    }),
};
