import { type Earnings, earningsResponse, type JobPhoto, jobPhoto } from '@core/contracts/drivers';
import { type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import { type DriverStats, driverStats } from '@core/contracts/timeclock';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, getQueryFn, throwIfResNotOk } from '@web/lib/queryClient';
import { z } from 'zod';
import type { ChecklistValue, PhotoAngle, PhotoStage } from './inspection';

/** Every key starts with its API path, so live job events (LiveProvider) invalidate them. */
export const jobKey = (id: string) => [`/api/recovery-requests/${encodeURIComponent(id)}`] as const;
export const photosKey = (id: string) => [`/api/recovery-requests/${encodeURIComponent(id)}/photos`] as const;
export const driverJobsKey = ['/api/driver/jobs'] as const;
export const earningsKey = ['/api/driver/earnings'] as const;

const read = getQueryFn({ on401: 'throw' });
const jobList = z.array(recoveryRequest);
const photoList = z.array(jobPhoto);

/** GET /api/driver/stats in the browser's time zone (jobs, miles, earnings, on-time rate, hours per day). */
export const driverStatsQuery = (timeZone: string) =>
  queryOptions<DriverStats>({
    queryKey: [`/api/driver/stats?tz=${encodeURIComponent(timeZone)}`],
    queryFn: async (ctx) => driverStats.parse(await read(ctx)),
  });

/** One job assigned to the signed-in driver (404 otherwise). */
export function useDriverJob(id: string) {
  return useQuery<RecoveryRequest>({
    queryKey: jobKey(id),
    queryFn: async (ctx) => recoveryRequest.parse(await read(ctx)),
  });
}

export function useJobPhotos(id: string, enabled = true) {
  return useQuery<JobPhoto[]>({
    queryKey: photosKey(id),
    queryFn: async (ctx) => photoList.parse(await read(ctx)),
    enabled,
  });
}

/** The jobs the driver has won, newest first. */
export function useDriverJobs(enabled: boolean) {
  return useQuery<RecoveryRequest[]>({
    queryKey: driverJobsKey,
    queryFn: async (ctx) => jobList.parse(await read(ctx)),
    enabled,
  });
}

export function useEarnings(enabled: boolean) {
  return useQuery<Earnings>({
    queryKey: earningsKey,
    queryFn: async (ctx) => earningsResponse.parse(await read(ctx)),
    enabled,
  });
}

/**
 * One before/after photo as multipart/form-data. `stage` and `angle` go before `file`: the server reads
 * the fields that come before the file.
 */
export async function uploadJobPhoto(
  jobId: string,
  stage: PhotoStage,
  angle: PhotoAngle,
  file: Blob,
): Promise<JobPhoto> {
  const form = new FormData();
  form.append('stage', stage);
  form.append('angle', angle);
  form.append('file', file, file instanceof File && file.name ? file.name : `${angle}.jpg`);
  const res = await fetch(`/api/recovery-requests/${encodeURIComponent(jobId)}/photos`, {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return jobPhoto.parse(await res.json());
}

export function useUploadJobPhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { stage: PhotoStage; angle: PhotoAngle; file: Blob }) =>
      uploadJobPhoto(jobId, input.stage, input.angle, input.file),
    onSuccess: (photo) => {
      queryClient.setQueryData<JobPhoto[]>(photosKey(jobId), (photos) => [...(photos ?? []), photo]);
    },
    onError: (err) => {
      // 409: the job moved on (another tab, an operator); show the page for its new status.
      if (err instanceof Error && err.message.startsWith('409')) {
        void queryClient.invalidateQueries({ queryKey: jobKey(jobId) });
      }
    },
  });
}

/** Refreshes everything the driver sees after a status change they caused. */
function useJobChanged(jobId: string) {
  const queryClient = useQueryClient();
  return (job: RecoveryRequest) => {
    queryClient.setQueryData(jobKey(jobId), job);
    void queryClient.invalidateQueries({ queryKey: driverJobsKey });
    void queryClient.invalidateQueries({ queryKey: earningsKey });
    void queryClient.invalidateQueries({ queryKey: photosKey(jobId) });
  };
}

export function useCompletePretrip(jobId: string) {
  const changed = useJobChanged(jobId);
  return useMutation({
    mutationFn: (body: { checklist: Record<string, ChecklistValue>; odometer: number }) =>
      apiJson<RecoveryRequest>('POST', `/api/recovery-requests/${encodeURIComponent(jobId)}/pretrip`, body),
    onSuccess: changed,
  });
}

export function useRecordDelivery(jobId: string) {
  const changed = useJobChanged(jobId);
  return useMutation({
    mutationFn: (body: { odometer: number; recipientName: string }) =>
      apiJson<RecoveryRequest>('POST', `/api/recovery-requests/${encodeURIComponent(jobId)}/delivery`, body),
    onSuccess: changed,
  });
}

/** The HTTP fallback for a position when the live connection is not open (204). */
export async function postLocation(jobId: string, lat: number, lng: number): Promise<void> {
  await apiRequest('POST', `/api/recovery-requests/${encodeURIComponent(jobId)}/location`, { lat, lng });
}
