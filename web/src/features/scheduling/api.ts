/** The scheduling domain (server module `scheduling`): scheduled moves and the client's pending requests. */
import { recoveryRequest } from '@core/contracts/jobs';
import { pendingRequest, type ScheduleInput } from '@core/contracts/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, sendJson } from '@web/lib/queryClient';
import { z } from 'zod';

export const schedulingKeys = {
  /** Under the jobs' key, so live job events refresh it with every other request list. */
  pending: [...jobKeys.all, { scheduling: 'pending' }] as const,
};

/** GET /api/recovery-requests/pending: the user's own pending and scheduled requests. */
export const pendingRequestsQuery = () =>
  apiQuery(schedulingKeys.pending, '/api/recovery-requests/pending', z.array(pendingRequest));

/** POST /api/scheduling; then the request lists (the pending one among them) are refreshed (spec §7). */
export function useScheduleMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleInput) => sendJson('POST', '/api/scheduling', recoveryRequest, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
