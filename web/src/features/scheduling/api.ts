/** The scheduling domain (server module `scheduling`): scheduled moves and the client's pending requests. */

import type { ScheduleInput } from '@core/contracts/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const jobsContract = contractOf<typeof import('@core/contracts/jobs')>();
const schedulingContract = contractOf<typeof import('@core/contracts/scheduling')>();

export const schedulingKeys = {
  /** Under the jobs' key, so live job events refresh it with every other request list. */
  pending: [...jobKeys.all, { scheduling: 'pending' }] as const,
};

/** GET /api/recovery-requests/pending: the user's own pending and scheduled requests. */
export const pendingRequestsQuery = () =>
  apiQuery(
    schedulingKeys.pending,
    '/api/recovery-requests/pending',
    schedulingContract('pendingRequestList'),
  );

/** POST /api/scheduling; then the request lists (the pending one among them) are refreshed (product/platform §7). */
export function useScheduleMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleInput) =>
      sendJson('POST', '/api/scheduling', jobsContract('recoveryRequest'), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
