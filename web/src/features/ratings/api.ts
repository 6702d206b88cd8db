/** The ratings domain (server module `ratings`): a job's ratings both ways, replies, a driver's own. */
import type { RatingBody } from '@core/contracts/ratings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const contract = contractOf<typeof import('@core/contracts/ratings')>();

export const ratingsKeys = {
  /** Under the job, so a job event (completed) re-reads it. */
  job: (jobId: string) => [...jobKeys.one(jobId), 'ratings'] as const,
  mine: ['/api/driver', 'ratings'] as const,
};

/** GET /api/recovery-requests/:id/ratings */
export const jobRatingsQuery = (jobId: string) =>
  apiQuery(
    ratingsKeys.job(jobId),
    `/api/recovery-requests/${encodeURIComponent(jobId)}/ratings`,
    contract('jobRatingsResponse'),
  );

/** GET /api/driver/ratings */
export const myRatingsQuery = () =>
  apiQuery(ratingsKeys.mine, '/api/driver/ratings', contract('myRatingsResponse'));

export function useJobRatings(jobId: string) {
  return useQuery(jobRatingsQuery(jobId));
}

/** POST /api/recovery-requests/:id/rating: the answer is the job's ratings as the rater now sees them. */
export function useRate(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) =>
      sendJson(
        'POST',
        `/api/recovery-requests/${encodeURIComponent(jobId)}/rating`,
        contract('jobRatingsResponse'),
        body,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(ratingsKeys.job(jobId), answer);
      // The driver's average on the job's card may have changed.
      void queryClient.invalidateQueries({ queryKey: jobKeys.one(jobId), exact: true });
    },
  });
}

/** POST /api/ratings/:id/reply */
export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      sendJson('POST', `/api/ratings/${encodeURIComponent(id)}/reply`, contract('ratingView'), { reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingsKeys.mine }),
  });
}

/** POST /api/admin/ratings/:id/hide: operators hide an abusive comment (the score stays). */
export function useHideComment(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      sendJson('POST', `/api/admin/ratings/${encodeURIComponent(id)}/hide`, contract('ratingView'), {
        reason,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingsKeys.job(jobId) }),
  });
}
