/**
 * The dispatch domain (server module `dispatch`): the driver's side of a job — open jobs, the policy
 * agreement and identity photos before accepting, acceptance, positions — and the client's delivery
 * confirmation. Pickup and delivery are condition reports (features/inspections).
 */
import type { IdentityKind } from '@core/contracts/dispatch';
import type { JobFilter, OpenJobSort } from '@core/open-jobs';
import { t } from '@lingui/core/macro';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { jobKeys, jobPath, recoveryRequestQuery } from '@web/features/jobs';
import { apiQuery, apiRequest, contractOf, errorMessage, getJson, sendJson } from '@web/lib/queryClient';
import { uploadTo } from '@web/lib/upload';
import { dispatchKeys } from './keys';

const dispatch = contractOf<typeof import('@core/contracts/dispatch')>();
const jobs = contractOf<typeof import('@core/contracts/jobs')>();
const timeclock = contractOf<typeof import('@core/contracts/timeclock')>();

/** product/platform §9: open jobs refetch every 30 s. */
export const OPEN_JOBS_REFETCH_MS = 30_000;

/** What the driver chose on /jobs: a filter button, an order, and for "nearest" their rounded position. */
export interface OpenJobsParams {
  type: JobFilter;
  sort: OpenJobSort;
  near: { lat: number; lng: number } | null;
}

/** GET /api/recovery-requests?status=pending&type=&sort=&near=&cursor=: one page of open jobs. */
export function openJobsPath(params: OpenJobsParams, cursor: string | null): string {
  const search = new URLSearchParams({ status: 'pending', type: params.type, sort: params.sort });
  if (params.near) search.set('near', `${params.near.lat},${params.near.lng}`);
  if (cursor) search.set('cursor', cursor);
  return `/api/recovery-requests?${search}`;
}

/** GET /api/recovery-requests/:id/acceptance: the agreement and identity photos this driver already gave. */
export const acceptanceProgressQuery = (jobId: string) => ({
  ...apiQuery(
    dispatchKeys.acceptance(jobId),
    `${jobPath(jobId)}/acceptance`,
    dispatch('acceptanceProgressResponse'),
  ),
  // Asked afresh each time the dialog opens: what was given in an earlier opening must show.
  staleTime: 0,
});

/** GET /api/driver/jobs: the jobs the driver has won, newest first. */
export const driverJobsQuery = () =>
  apiQuery(dispatchKeys.driverJobs, '/api/driver/jobs', jobs('recoveryRequestList'));

/** GET /api/driver/stats in the browser's time zone (jobs, miles, earnings, on-time rate, hours per day). */
export const driverStatsQuery = (timeZone: string) =>
  apiQuery(
    [...dispatchKeys.stats, timeZone] as const,
    `/api/driver/stats?tz=${encodeURIComponent(timeZone)}`,
    timeclock('driverStats'),
  );

/**
 * The open jobs a verified driver's licence covers, page by page (only call for verified drivers: a client
 * would get their own requests, others a 403). Every loaded page refetches on the product's 30 s and on live
 * job events (they invalidate everything under jobKeys.all).
 */
export function useOpenJobs(params: OpenJobsParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...dispatchKeys.openJobs, params] as const,
    queryFn: ({ pageParam, signal }) =>
      getJson(openJobsPath(params, pageParam), jobs('openJobsPage'), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchInterval: enabled ? OPEN_JOBS_REFETCH_MS : false,
  });
}

/** GET /api/driver/offers: the jobs dispatch offers this driver now, each with its time left. */
export const driverOffersQuery = () =>
  apiQuery(dispatchKeys.offers, '/api/driver/offers', dispatch('driverOffersResponse'));

/** POST …/offer/decline: the driver passes on an offer; the job goes back to the open list. */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; reason: string }) =>
      sendJson(
        'POST',
        `${jobPath(jobId)}/offer/decline`,
        contractOf<typeof import('@core/contracts/operations')>()('jobActionResponse'),
        { reason },
      ),
    // Declined or ended meanwhile, the offers have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.offers }),
  });
}

export function useDriverJobs(enabled: boolean) {
  return useQuery({ ...driverJobsQuery(), enabled });
}

/** POST …/driver-agreement: the driver agrees to the policy for this job. */
export function useAgreeToPolicy() {
  return useMutation({
    mutationFn: ({ jobId, driverId }: { jobId: string; driverId: string }) =>
      sendJson('POST', `${jobPath(jobId)}/driver-agreement`, dispatch('agreementResponse'), {
        driverId,
        agreed: true,
      }),
  });
}

/** POST …/identity/:kind: this job's licence photo or selfie (the identity check before each job). */
export function useUploadIdentityPhoto(jobId: string, kind: IdentityKind) {
  return useMutation({
    mutationFn: uploadTo(`${jobPath(jobId)}/identity/${kind}`, dispatch('identityStatusResponse')),
  });
}

/** PATCH …/status {status:'accepted'}: the first driver wins; the others get a 409. */
export function useAcceptJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      sendJson('PATCH', `${jobPath(jobId)}/status`, jobs('recoveryRequest'), { status: 'accepted' }),
    // Won or lost, the list has changed: the job is no longer open (nor offered).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchKeys.openJobs }),
        queryClient.invalidateQueries({ queryKey: dispatchKeys.offers }),
      ]),
  });
}

/** POST …/location (204): the HTTP fallback for a position when the live connection is not open. */
export async function postLocation(jobId: string, lat: number, lng: number): Promise<void> {
  await apiRequest('POST', `${jobPath(jobId)}/location`, { lat, lng });
}

export const confirmDeliveryMutationKey = ['confirm-delivery'] as const;

/**
 * POST …/confirm-delivery: the client confirms a delivered job; it completes and the driver's second
 * payout is released. Toasts 'Delivery confirmed', or the server's message.
 */
export function useConfirmDelivery(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmDeliveryMutationKey,
    mutationFn: () => sendJson('POST', `${jobPath(jobId)}/confirm-delivery`, jobs('recoveryRequest')),
    // Toasts here, not in mutate(): the button unmounts as soon as the job reads completed.
    onSuccess: (job) => {
      queryClient.setQueryData(recoveryRequestQuery(jobId).queryKey, job);
      toast({ title: t`Delivery confirmed`, description: t`Thank you. The driver has been paid in full.` });
    },
    onError: (err) => {
      toast({ title: t`Could Not Confirm Delivery`, description: errorMessage(err), variant: 'destructive' });
    },
    // Success or not (a 409 means it changed meanwhile, e.g. confirmed itself), read the job again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.activity }),
      ]),
  });
}

/** POST /api/recovery-requests/:id/withdrawal: the assigned driver's "I can't make it" (operators decide). */
export function useWithdrawal(jobId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      sendJson(
        'POST',
        `/api/recovery-requests/${encodeURIComponent(jobId)}/withdrawal`,
        contractOf<typeof import('@core/contracts/operations')>()('jobActionResponse'),
        { reason },
      ),
  });
}

/** GET /api/preferred-drivers: the drivers this client asks for first. */
export const preferredDriversQuery = () =>
  apiQuery(dispatchKeys.preferred, '/api/preferred-drivers', dispatch('preferredDriversResponse'));

/** PUT or DELETE /api/preferred-drivers/:driverId: ask this driver first on the next moves, or stop. */
export function usePreferDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, preferred }: { driverId: string; preferred: boolean }) =>
      sendJson(
        preferred ? 'PUT' : 'DELETE',
        `/api/preferred-drivers/${encodeURIComponent(driverId)}`,
        dispatch('preferredDriversResponse'),
      ),
    onSuccess: (answer) => queryClient.setQueryData(dispatchKeys.preferred, answer),
  });
}
