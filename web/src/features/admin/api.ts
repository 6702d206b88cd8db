import { type DriverProfile, driverProfile } from '@core/contracts/drivers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';

export const driversForReviewKey = ['/api/admin/drivers'] as const;

const profileList = z.array(driverProfile);

/** Drivers waiting for review (operators only; 403 for others). */
export function useDriversForReview(enabled: boolean) {
  return useQuery<DriverProfile[]>({
    queryKey: driversForReviewKey,
    queryFn: async (ctx) => profileList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
    // New submissions arrive without a live event: look again now and then.
    refetchInterval: enabled ? 60_000 : false,
  });
}

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export function useReviewDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string } & ReviewDecision) =>
      apiJson<DriverProfile>('POST', `/api/admin/drivers/${encodeURIComponent(userId)}/review`, body),
    onSuccess: (reviewed) => {
      queryClient.setQueryData<DriverProfile[]>(driversForReviewKey, (list) =>
        list?.filter((d) => d.userId !== reviewed.userId),
      );
      void queryClient.invalidateQueries({ queryKey: driversForReviewKey });
    },
  });
}
