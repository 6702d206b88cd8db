import type { TrackingLinkLifetime } from '@core/contracts/tracking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { useLive } from '@web/features/live';
import { apiJson, apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { useEffect } from 'react';

/** Every call of the tracking links: one query definition or mutation per endpoint. */

const tracking = contractOf<typeof import('@core/contracts/tracking')>();
const positions = contractOf<typeof import('@core/contracts/positions')>();

/** How often the link's page reads the job again while it is under way. */
export const PUBLIC_TRACKING_REFRESH_MS = 10_000;

const linksPath = (jobId: string) => `/api/recovery-requests/${encodeURIComponent(jobId)}/tracking-links`;

export const trackingQueries = {
  /** GET /api/recovery-requests/{id}/track: the plausible track in recorded order, and the arrivals. */
  // Under the job's key: whatever re-reads the job (a step, an arrival, a moved ETA) re-reads its track.
  track: (jobId: string) =>
    apiQuery(
      [...jobKeys.one(jobId), 'track'] as const,
      `/api/recovery-requests/${encodeURIComponent(jobId)}/track`,
      positions('jobTrack'),
    ),
  /** GET /api/recovery-requests/{id}/tracking-links: the job's links, newest first, with visits. */
  links: (jobId: string) =>
    apiQuery([linksPath(jobId)] as const, linksPath(jobId), tracking('trackingLinkList')),
  /** GET /api/tracking/{token}: public, no sign-in; read again every 10 s while the truck moves. */
  shared: (token: string) => {
    const path = `/api/tracking/${encodeURIComponent(token)}`;
    return {
      ...apiQuery([path] as const, path, tracking('publicTracking')),
      gcTime: 0,
      refetchInterval: (query: { state: { data?: { status: string } } }) => {
        const status = query.state.data?.status;
        return status === 'accepted' || status === 'in_progress' ? PUBLIC_TRACKING_REFRESH_MS : false;
      },
    };
  },
};

/**
 * The job's track while `enabled`, read again on each of its live positions (an offline stretch
 * uploaded later fills in too). Subscribed here, not in the live provider: the app's entry stays light.
 */
export function useJobTrack(jobId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useLive();
  useEffect(
    () =>
      live?.subscribe((event) => {
        if (event.type === 'job.location' && event.jobId === jobId)
          void queryClient.invalidateQueries({ queryKey: trackingQueries.track(jobId).queryKey });
      }),
    [live, jobId, queryClient],
  );
  return useQuery({ ...trackingQueries.track(jobId), enabled });
}

/** POST .../tracking-links: the URL is in this answer only. */
export function useCreateTrackingLink(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lifetime: TrackingLinkLifetime) =>
      sendJson('POST', linksPath(jobId), tracking('createdTrackingLink'), { lifetime }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksPath(jobId)] }),
  });
}

/** DELETE .../tracking-links/{linkId}: the link stops working at once. */
export function useRevokeTrackingLink(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiJson<unknown>('DELETE', `${linksPath(jobId)}/${encodeURIComponent(linkId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksPath(jobId)] }),
  });
}

/** POST /api/tracking/{token}/stop: the receiver stops the e-mails and texts. */
export function useStopMessages(token: string) {
  const queryClient = useQueryClient();
  const path = `/api/tracking/${encodeURIComponent(token)}`;
  return useMutation({
    mutationFn: () => sendJson('POST', `${path}/stop`, tracking('stopMessagesResponse')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}
