import { type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import { type PendingRequest, pendingRequest, type ScheduleInput } from '@core/contracts/scheduling';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';

/** The user's own pending and scheduled requests; live job events refresh every /api/recovery-requests key. */
export const pendingRequestsQuery = queryOptions<PendingRequest[]>({
  queryKey: ['/api/recovery-requests/pending'],
  queryFn: async (ctx) => z.array(pendingRequest).parse(await getQueryFn({ on401: 'throw' })(ctx)),
});

/** POST /api/scheduling; then the pending list is refreshed (spec §7). */
export function useScheduleMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleInput): Promise<RecoveryRequest> =>
      recoveryRequest.parse(await apiJson('POST', '/api/scheduling', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingRequestsQuery.queryKey }),
  });
}
