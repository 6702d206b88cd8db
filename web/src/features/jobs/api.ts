import { type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';
import type { IdentityKind } from './acceptance';

/** The open jobs of a verified driver; live job events invalidate every key under /api/recovery-requests. */
export const openJobsKey = ['/api/recovery-requests?status=pending'] as const;
/** Spec §9: open jobs refetch every 30 s. */
export const OPEN_JOBS_REFETCH_MS = 30_000;

const jobList = z.array(recoveryRequest);

/** Only call for verified drivers: a client would get their own requests, others a 403. */
export function useOpenJobs(enabled: boolean) {
  return useQuery<RecoveryRequest[]>({
    queryKey: openJobsKey,
    queryFn: async (ctx) => jobList.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
    refetchInterval: enabled ? OPEN_JOBS_REFETCH_MS : false,
  });
}

export interface AgreementResult {
  ok: true;
  policyVersion: string;
  agreedAt: string;
  driverId: string;
}

export function useAgreeToPolicy() {
  return useMutation({
    mutationFn: ({ jobId, driverId }: { jobId: string; driverId: string }) =>
      apiJson<AgreementResult>(
        'POST',
        `/api/recovery-requests/${encodeURIComponent(jobId)}/driver-agreement`,
        {
          driverId,
          agreed: true,
        },
      ),
  });
}

/**
 * Sends one image as multipart/form-data (field `file`) with cookies, reporting upload progress from 0 to
 * 100. A non-success answer rejects with `status: body text`, like the request helper.
 */
export function uploadImage<T>(path: string, file: Blob, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'photo');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch (err) {
          reject(err);
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(form);
  });
}

export interface IdentityStatus {
  license: boolean;
  selfie: boolean;
}

/** This job's licence photo or selfie (the identity check before each job). */
export function useUploadIdentityPhoto(jobId: string, kind: IdentityKind) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (p: number) => void }) =>
      uploadImage<IdentityStatus>(
        `/api/recovery-requests/${encodeURIComponent(jobId)}/identity/${kind}`,
        file,
        onProgress,
      ),
  });
}

export function useAcceptJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiJson<RecoveryRequest>('PATCH', `/api/recovery-requests/${encodeURIComponent(jobId)}/status`, {
        status: 'accepted',
      }),
    // Won or lost, the list has changed: the job is no longer open.
    onSettled: () => queryClient.invalidateQueries({ queryKey: openJobsKey }),
  });
}
