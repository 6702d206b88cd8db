/** The operator's side of the drivers domain: the verification review queue (operators only; 403 for others). */
import type { ReviewDecision } from '@core/contracts/drivers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/drivers')>();

export const adminKeys = { driversForReview: ['/api/admin/drivers'] as const };

/** New submissions arrive without a live event: look again now and then. */
const REVIEW_QUEUE_REFETCH_MS = 60_000;

/** GET /api/admin/drivers: drivers waiting for review, oldest submission first. */
export const driversForReviewQuery = () =>
  apiQuery(adminKeys.driversForReview, '/api/admin/drivers', schema('driverProfileList'));

export function useDriversForReview(enabled: boolean) {
  return useQuery({
    ...driversForReviewQuery(),
    enabled,
    refetchInterval: enabled ? REVIEW_QUEUE_REFETCH_MS : false,
  });
}

/** POST /api/admin/drivers/:id/review */
export function useReviewDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string } & ReviewDecision) =>
      sendJson(
        'POST',
        `/api/admin/drivers/${encodeURIComponent(userId)}/review`,
        schema('driverProfile'),
        body,
      ),
    onSuccess: (reviewed) => {
      queryClient.setQueryData(driversForReviewQuery().queryKey, (list) =>
        list?.filter((d) => d.userId !== reviewed.userId),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.driversForReview });
    },
  });
}
