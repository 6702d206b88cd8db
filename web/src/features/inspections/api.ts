/**
 * The inspections domain (server module `inspections`): condition reports at pickup and delivery, the
 * bill of lading, and the signing link for whoever was not there.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiErrorOf, apiQuery, contractOf, requestAnswer, sendJson } from '@web/lib/queryClient';
import { uploadFile } from '@web/lib/upload';

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

/** One write of a condition report, as the phone's outbox keeps it. */
export interface CaptureWrite {
  jobId: string;
  /** The condition report's end; none for a receipt (a fill-up, a return receipt: the receipts feature). */
  stage?: 'pickup' | 'delivery';
  kind: 'details' | 'photo' | 'mark' | 'unmark' | 'signature' | 'submit' | 'receipt';
  /** The JSON body (or, for a photo, its multipart fields). */
  body: Record<string, unknown>;
  photo?: Blob;
}

const capturePath = (w: CaptureWrite) => {
  if (w.kind === 'receipt')
    return { method: 'POST', url: `/api/recovery-requests/${encodeURIComponent(w.jobId)}/receipts` };
  const base = `/api/recovery-requests/${encodeURIComponent(w.jobId)}/condition-reports/${w.stage}`;
  switch (w.kind) {
    case 'details':
      return { method: 'PUT', url: base };
    case 'photo':
      return { method: 'POST', url: `${base}/photos` };
    case 'mark':
      return { method: 'POST', url: `${base}/marks` };
    case 'unmark':
      return { method: 'DELETE', url: `${base}/marks/${encodeURIComponent(String(w.body.markId))}` };
    case 'signature':
      return { method: 'POST', url: `${base}/signatures` };
    case 'submit':
      return { method: 'POST', url: `${base}/submit` };
  }
};

/**
 * PUT/POST/DELETE …/condition-reports/:stage[/photos|/marks|/signatures|/submit]: one write from the
 * outbox, answered as what came back (or that nothing did): the outbox decides from it whether to wait,
 * retry or keep. Photos go through the app's one uploader, the rest through `requestAnswer`.
 */
export async function sendCaptureWrite(w: CaptureWrite): Promise<CaptureAnswer> {
  const { method, url } = capturePath(w);
  const upload = w.kind === 'photo' || w.kind === 'receipt';
  if (!upload || !w.photo) {
    const raw = await requestAnswer(method, url, w.kind === 'unmark' ? undefined : w.body);
    if (raw.kind === 'network') return { kind: 'network' };
    const body = (raw.body ?? {}) as { message?: string; code?: string };
    return {
      kind: 'answer',
      status: raw.status,
      ok: raw.ok,
      message: body.message ?? null,
      code: body.code ?? null,
    };
  }
  const fields = Object.fromEntries(
    Object.entries(w.body)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
  try {
    // Only whether it was taken matters here: the screens read the report, or the receipts, again.
    await uploadFile(url, w.photo, inspections('reportPhoto'), {
      fields,
      fileName: `${String(w.body.kind)}.jpg`,
    });
    return { kind: 'answer', status: 201, ok: true, message: null, code: null };
  } catch (err) {
    const refused = apiErrorOf(err);
    return refused
      ? { kind: 'answer', status: refused.status, ok: false, message: refused.reason, code: refused.code }
      : { kind: 'network' };
  }
}

export type CaptureAnswer =
  | { kind: 'network' }
  | { kind: 'answer'; status: number; ok: boolean; message: string | null; code: string | null };
