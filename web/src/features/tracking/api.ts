import { type JobPhoto, jobPhoto } from '@core/contracts/dispatch';
import { type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import type { JobStatus } from '@core/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiJson, errorMessage, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';
import { CURRENT_REQUEST_STORAGE_KEY } from './current';
import { isActiveJob } from './format';

export const recoveryRequestsKey = ['/api/recovery-requests'] as const;
/** getQueryFn GETs the first key element, so a single job's key is its full path. */
export const recoveryRequestKey = (id: string) =>
  [`/api/recovery-requests/${encodeURIComponent(id)}`] as const;

/** How often an active job is fetched again until live updates arrive. */
export const ACTIVE_JOB_REFETCH_MS = 30_000;

const requestList = z.array(recoveryRequest);
const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** The signed-in user's own requests, newest first. */
export function useRecoveryRequests(enabled = true) {
  return useQuery<RecoveryRequest[]>({
    queryKey: recoveryRequestsKey,
    queryFn: async (ctx) => requestList.parse(await fetchJson(ctx)),
    enabled,
  });
}

/**
 * One request. With `live`, an active job (not completed or cancelled) is fetched again every 30 s;
 * only this query polls.
 */
export function useRecoveryRequest(
  id: string | null,
  options: { enabled?: boolean; live?: boolean; placeholder?: RecoveryRequest } = {},
) {
  const { enabled = true, live = false, placeholder } = options;
  return useQuery<RecoveryRequest>({
    queryKey: recoveryRequestKey(id ?? ''),
    queryFn: async (ctx) => recoveryRequest.parse(await fetchJson(ctx)),
    enabled: enabled && Boolean(id),
    placeholderData: placeholder,
    refetchInterval: live
      ? (query) => (query.state.data && isActiveJob(query.state.data.status) ? ACTIVE_JOB_REFETCH_MS : false)
      : false,
    // Polled data must not be considered fresh forever, or a remount would show stale state.
    staleTime: live ? ACTIVE_JOB_REFETCH_MS : undefined,
  });
}

const photoList = z.array(jobPhoto);

/**
 * The job's before/after photos. The status is part of the key, so a status change fetches again
 * (live `job.updated` events also invalidate every /api/recovery-requests… query).
 */
export function useJobPhotos(id: string, status: JobStatus) {
  return useQuery<JobPhoto[]>({
    queryKey: [`/api/recovery-requests/${encodeURIComponent(id)}/photos`, status],
    queryFn: async (ctx) => photoList.parse(await fetchJson(ctx)),
    placeholderData: keepPreviousData,
  });
}

export const confirmDeliveryMutationKey = ['confirm-delivery'] as const;

/**
 * The client confirms a delivered job: completed, the driver's second payout released. Toasts
 * 'Delivery confirmed', or the server's message.
 */
export function useConfirmDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmDeliveryMutationKey,
    mutationFn: async () =>
      recoveryRequest.parse(
        await apiJson<unknown>('POST', `/api/recovery-requests/${encodeURIComponent(id)}/confirm-delivery`),
      ),
    // Toasts here, not in mutate(): the button unmounts as soon as the job reads completed.
    onSuccess: (job) => {
      queryClient.setQueryData(recoveryRequestKey(id), job);
      toast({ title: 'Delivery confirmed', description: 'Thank you. The driver has been paid in full.' });
    },
    onError: (err) => {
      toast({ title: 'Could Not Confirm Delivery', description: errorMessage(err), variant: 'destructive' });
    },
    // Success or not (a 409 means it changed meanwhile, e.g. confirmed itself), read the job again.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => {
          const first = String(q.queryKey[0] ?? '');
          return first.startsWith('/api/recovery-requests') || first.startsWith('/api/me/activity');
        },
      }),
  });
}

/** The id saved by the request flow (spec §2), or null when storage is empty or unavailable. */
export function readStoredRequestId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_REQUEST_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeCurrentRequestId(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_REQUEST_STORAGE_KEY, id);
  } catch {
    // Private mode or storage full: the ?id= parameter still identifies the request.
  }
}

export function clearStoredRequestId(): void {
  try {
    window.localStorage.removeItem(CURRENT_REQUEST_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
