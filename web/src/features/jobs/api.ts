/**
 * The jobs domain (server module `jobs`): recovery requests and the activity feed. Every other feature
 * reads a request through these definitions, so one cached copy serves the tracking, payment and driver
 * screens, and live events invalidate through `jobKeys`.
 */
import type { CreateRecoveryRequestInput, RecoveryRequest } from '@core/contracts/jobs';
import { isActiveJob } from '@core/jobs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { jobKeys, requestsPath } from './keys';

const schema = contractOf<typeof import('@core/contracts/jobs')>();

export const jobPath = (id: string) => `${requestsPath}/${encodeURIComponent(id)}`;

/**
 * Query keys: everything about recovery requests sits under `all` (a request, its photos, its
 * invoices, the open-jobs list), so invalidating `all` refreshes every screen that shows one.
 */

/** How often an active job is fetched again until live updates arrive. */
export const ACTIVE_JOB_REFETCH_MS = 30_000;

/** GET /api/recovery-requests: the signed-in user's own requests, newest first. */
export const recoveryRequestsQuery = () => apiQuery(jobKeys.all, requestsPath, schema('recoveryRequestList'));

/** GET /api/recovery-requests/:id: one request its client, its driver or an operator may see. */
export const recoveryRequestQuery = (id: string) =>
  apiQuery(jobKeys.one(id), jobPath(id), schema('recoveryRequest'));

/** GET /api/me/activity: the latest events on the user's jobs (newest first, at most 10). */
export const activityQuery = () => apiQuery(jobKeys.activity, '/api/me/activity', schema('activityList'));

export function useRecoveryRequests(enabled = true) {
  return useQuery({ ...recoveryRequestsQuery(), enabled });
}

/**
 * One request. With `live`, an active job (not completed or cancelled) is fetched again every 30 s
 * until live events take over; only this query polls.
 */
export function useRecoveryRequest(
  id: string | null,
  options: { enabled?: boolean; live?: boolean; placeholder?: RecoveryRequest } = {},
) {
  const { enabled = true, live = false, placeholder } = options;
  return useQuery({
    ...recoveryRequestQuery(id ?? ''),
    enabled: enabled && Boolean(id),
    placeholderData: placeholder,
    refetchInterval: live
      ? (query) => (query.state.data && isActiveJob(query.state.data.status) ? ACTIVE_JOB_REFETCH_MS : false)
      : false,
    // Polled data must not be considered fresh forever, or a remount would show stale state.
    staleTime: live ? ACTIVE_JOB_REFETCH_MS : undefined,
  });
}

export function useActivity(enabled = true) {
  return useQuery({ ...activityQuery(), enabled });
}

/** POST /api/recovery-requests: the server prices the job and answers with it (201, or 200 when repeated). */
export function useCreateRecoveryRequest() {
  return useMutation({
    mutationFn: (body: CreateRecoveryRequestInput) =>
      sendJson('POST', requestsPath, schema('recoveryRequest'), body),
  });
}
