/**
 * The receipts domain (server module `tripcosts`, receipts): the driver's fill-ups and self-booked return
 * receipts on a job (sent through the phone's outbox, so they survive no signal), and the operators' queue.
 */
import type { ReceiptDecisionBody } from '@core/contracts/receipts';
import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueue, newClientId } from '@web/features/inspections';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const contract = contractOf<typeof import('@core/contracts/receipts')>();

export const receiptsKeys = {
  /** Under the job's key: the outbox reads the job's screens again when it sends one. */
  ofJob: (jobId: string) => [...jobKeys.one(jobId), 'receipts'] as const,
  queue: ['/api/admin/receipts'] as const,
};

/** GET /api/recovery-requests/:id/receipts */
export const jobReceiptsQuery = (jobId: string) =>
  apiQuery(
    receiptsKeys.ofJob(jobId),
    `/api/recovery-requests/${encodeURIComponent(jobId)}/receipts`,
    contract('jobReceiptsResponse'),
  );

export function useJobReceipts(jobId: string) {
  return useQuery(jobReceiptsQuery(jobId));
}

export type ReceiptDraft =
  | { kind: 'fuel'; totalCents: number; gallonsMilli: number; odometerMiles: number; place: string }
  | { kind: 'return_receipt'; totalCents: number; place: string };

/**
 * Keeps a receipt and its photo on the phone (IndexedDB) and sends it from there: at once with a signal,
 * when the signal returns without. Its key, made now, records it once however often it is sent.
 */
export async function queueReceipt(
  jobId: string,
  draft: ReceiptDraft,
  photo: File,
  occurredAt: string,
  at: { lat: number; lng: number } | null,
): Promise<string> {
  const clientKey = newClientId();
  await enqueue({
    jobId,
    kind: 'receipt',
    body: { ...draft, clientKey, occurredAt, ...(at ?? {}) },
    photo,
    label: draft.kind === 'fuel' ? t`Fuel receipt` : t`Return travel receipt`,
  });
  return clientKey;
}

/** GET /api/admin/receipts */
export const receiptQueueQuery = () =>
  apiQuery(receiptsKeys.queue, '/api/admin/receipts', contract('receiptQueueResponse'));

export function useReceiptQueue() {
  return useQuery(receiptQueueQuery());
}

/** POST /api/admin/receipts/:id/decision */
export function useDecideReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiptDecisionBody }) =>
      sendJson(
        'POST',
        `/api/admin/receipts/${encodeURIComponent(id)}/decision`,
        contract('receiptView'),
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptsKeys.queue }),
  });
}
