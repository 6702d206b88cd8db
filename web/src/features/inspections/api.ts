/**
 * The inspections domain (server module `inspections`): condition reports at pickup and delivery, the
 * bill of lading, and the signing link for whoever was not there.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const inspections = contractOf<typeof import('@core/contracts/inspections')>();

export const inspectionKeys = {
  /** Under the job's key: live job events (a report submitted) refresh it. */
  reports: (jobId: string) => [...jobKeys.one(jobId), 'condition-reports'] as const,
  signing: (token: string) => ['/api/condition-reports/sign', token] as const,
};

/** GET /api/recovery-requests/:id/condition-reports */
export const conditionReportsQuery = (jobId: string) =>
  apiQuery(
    inspectionKeys.reports(jobId),
    `/api/recovery-requests/${encodeURIComponent(jobId)}/condition-reports`,
    inspections('conditionReportsResponse'),
  );

export function useConditionReports(jobId: string) {
  return useQuery(conditionReportsQuery(jobId));
}

/** GET /api/condition-reports/sign/:token (no account needed). */
export const signingViewQuery = (token: string) =>
  apiQuery(
    inspectionKeys.signing(token),
    `/api/condition-reports/sign/${encodeURIComponent(token)}`,
    inspections('remoteSigningView'),
  );

export function useSigningView(token: string) {
  return useQuery(signingViewQuery(token));
}

/** POST /api/condition-reports/sign/:token: sign, or say what is wrong. */
export function useDecideSigning(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body: { decision: 'sign'; signerName: string; strokes: string } | { decision: 'dispute'; note: string },
    ) =>
      sendJson(
        'POST',
        `/api/condition-reports/sign/${encodeURIComponent(token)}`,
        inspections('remoteSigningView'),
        body,
      ),
    onSuccess: (view) => queryClient.setQueryData(inspectionKeys.signing(token), view),
  });
}
