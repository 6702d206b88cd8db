import { infiniteQueryOptions } from '@tanstack/react-query';
import { contractOf, getJson } from '@web/lib/queryClient';

const mail = contractOf<typeof import('@core/contracts/mail')>();

/** Every call of the mail domain. */
export const mailQueries = {
  /** GET /api/admin/outbox: every outgoing e-mail, newest first, 50 at a time (operators only). */
  outbox: () =>
    infiniteQueryOptions({
      queryKey: ['/api/admin/outbox'] as const,
      queryFn: ({ pageParam, signal }) =>
        getJson(
          `/api/admin/outbox${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          mail('outboxResponse'),
          { signal },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextBefore,
      refetchInterval: 30_000,
    }),
};
