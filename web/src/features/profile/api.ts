import type { Me } from '@core/contracts/accounts';
import { type ActivityItem, activityItem } from '@core/contracts/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@web/features/auth/api';
import { clearStoredRequestId } from '@web/features/tracking/api';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';

export const activityKey = ['/api/me/activity'] as const;

const activityList = z.array(activityItem);

/** The latest events on the user's jobs (newest first, at most 10). */
export function useActivity(enabled = true) {
  return useQuery<ActivityItem[]>({
    queryKey: activityKey,
    queryFn: async (ctx) => activityList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
  });
}

/**
 * Asks for all the user's data to be deleted within 30 days (202 with `deletionScheduledFor`). The
 * server ends every session; call `forgetSignedOutUser` afterwards. Signing in again before the date
 * cancels the request.
 */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: () => apiJson<Me>('POST', '/api/me/deletion-request'),
  });
}

/** After the server ended the sessions: the cache forgets the user and everything that was theirs. */
export function useForgetSignedOutUser() {
  const queryClient = useQueryClient();
  return () => {
    clearStoredRequestId();
    queryClient.setQueryData(meKey, null);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
  };
}
