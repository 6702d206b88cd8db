/**
 * The dispatch domain (server module `dispatch`): the driver's side of a job — open jobs, the policy
 * agreement and identity photos before accepting, acceptance, inspection photos, pre-trip, positions,
 * delivery — and the client's delivery confirmation.
 */
import type {
  DeliveryBody,
  IdentityKind,
  PhotoAngle,
  PhotoStage,
  PretripBody,
} from '@core/contracts/dispatch';
import type { RecoveryRequest } from '@core/contracts/jobs';
import type { JobFilter, OpenJobSort } from '@core/open-jobs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { jobKeys, jobPath, recoveryRequestQuery } from '@web/features/jobs';
import { payoutsKeys } from '@web/features/payouts';
import {
  apiQuery,
  apiRequest,
  contractOf,
  errorMessage,
  getJson,
  isApiError,
  sendJson,
} from '@web/lib/queryClient';
import { uploadFile, uploadTo } from '@web/lib/upload';
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

/** GET /api/recovery-requests/:id/photos: the job's before and after photos. */
export const jobPhotosQuery = (jobId: string) =>
  apiQuery(dispatchKeys.photos(jobId), `${jobPath(jobId)}/photos`, dispatch('jobPhotoList'));

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

export function useJobPhotos(jobId: string, enabled = true) {
  return useQuery({ ...jobPhotosQuery(jobId), enabled });
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
    // Won or lost, the list has changed: the job is no longer open.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.openJobs }),
  });
}

/** POST …/photos: one before/after photo; `stage` and `angle` go before the file. */
export function useUploadJobPhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, angle, file }: { stage: PhotoStage; angle: PhotoAngle; file: Blob }) =>
      uploadFile(`${jobPath(jobId)}/photos`, file, dispatch('jobPhoto'), {
        fields: { stage, angle },
        fileName: `${angle}.jpg`,
      }),
    onSuccess: (photo) => {
      queryClient.setQueryData(jobPhotosQuery(jobId).queryKey, (photos) => [...(photos ?? []), photo]);
    },
    onError: (err) => {
      // 409: the job moved on (another tab, an operator); show the page for its new status.
      if (isApiError(err, 409)) void queryClient.invalidateQueries({ queryKey: jobKeys.one(jobId) });
    },
  });
}

/** Refreshes everything the driver sees after a status change they caused. */
function useJobChanged(jobId: string) {
  const queryClient = useQueryClient();
  return (job: RecoveryRequest) => {
    queryClient.setQueryData(recoveryRequestQuery(jobId).queryKey, job);
    void queryClient.invalidateQueries({ queryKey: dispatchKeys.driverJobs });
    void queryClient.invalidateQueries({ queryKey: payoutsKeys.earnings });
    void queryClient.invalidateQueries({ queryKey: dispatchKeys.photos(jobId) });
  };
}

/**
 * POST …/pretrip: checklist and odometer; the trip starts and the first payout is released. `onDone`
 * runs with the mutation itself, not the form: the live update often swaps the form out before the
 * answer arrives, and callbacks given to `mutate` would then never run.
 */
export function useCompletePretrip(jobId: string, onDone?: (job: RecoveryRequest) => void) {
  const changed = useJobChanged(jobId);
  return useMutation({
    mutationFn: (body: PretripBody) =>
      sendJson('POST', `${jobPath(jobId)}/pretrip`, jobs('recoveryRequest'), body),
    onSuccess: (job) => {
      changed(job);
      onDone?.(job);
    },
  });
}

/** POST …/delivery: odometer and recipient; the client confirms next. `onDone` as for the pre-trip. */
export function useRecordDelivery(jobId: string, onDone?: (job: RecoveryRequest) => void) {
  const changed = useJobChanged(jobId);
  return useMutation({
    mutationFn: (body: DeliveryBody) =>
      sendJson('POST', `${jobPath(jobId)}/delivery`, jobs('recoveryRequest'), body),
    onSuccess: (job) => {
      changed(job);
      onDone?.(job);
    },
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
      toast({ title: 'Delivery confirmed', description: 'Thank you. The driver has been paid in full.' });
    },
    onError: (err) => {
      toast({ title: 'Could Not Confirm Delivery', description: errorMessage(err), variant: 'destructive' });
    },
    // Success or not (a 409 means it changed meanwhile, e.g. confirmed itself), read the job again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.activity }),
      ]),
  });
}
