import type { CardInput } from '@core/cards';
import { type RecoveryRequest, recoveryRequest } from '@core/contracts/jobs';
import {
  type CreatePaymentIntentResponse,
  cancelResponse,
  createPaymentIntentResponse,
  type Invoice,
  invoice,
  type PaymentIntentLookup,
  paymentIntentLookup,
  type TestConfirmResponse,
  testConfirmResponse,
} from '@core/contracts/payments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';
import { classifyIntentAnswer, type IntentFailure } from './intentErrors';

/** Every call of the payment screens lives here. */

export type CreateIntentOutcome =
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; failure: IntentFailure };

/**
 * POST /api/create-payment-intent with a direct fetch: the spec tells apart a non-JSON answer (content
 * type checked), a JSON failure and a network failure, which the shared request helper folds together.
 */
export async function createPaymentIntent(input: {
  amount: number;
  recoveryRequestId: string;
}): Promise<CreateIntentOutcome> {
  let res: Response;
  try {
    res = await fetch('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(input),
    });
  } catch {
    // fetch only rejects when no answer arrived; its own text ("Failed to fetch") helps nobody.
    return { kind: 'failed', failure: { kind: 'network' } };
  }
  const contentType = res.headers.get('content-type');
  let body: unknown;
  if (contentType?.toLowerCase().includes('json')) {
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
  }
  const parsed = createPaymentIntentResponse.safeParse(body);
  const answer = classifyIntentAnswer({ status: res.status, contentType, body, hasIntent: parsed.success });
  if (answer.kind === 'ready' && parsed.success) return { kind: 'ready', intent: parsed.data };
  if (answer.kind === 'unauthorized') return answer;
  if (answer.kind === 'failed') return answer;
  return { kind: 'failed', failure: { kind: 'unavailable' } };
}

/** The built-in test gateway's confirm, standing where Stripe.js would talk to Stripe. */
export async function confirmTestPayment(
  paymentIntentId: string,
  input: { clientSecret: string; card: CardInput },
): Promise<TestConfirmResponse> {
  const answer = await apiJson<unknown>(
    'POST',
    `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    input,
  );
  return testConfirmResponse.parse(answer);
}

/** The answer to the test gateway's 3-D Secure step, standing where Stripe's authentication page is. */
export async function authenticateTestPayment(
  paymentIntentId: string,
  input: { clientSecret: string; outcome: 'approve' | 'fail' },
): Promise<TestConfirmResponse> {
  const answer = await apiJson<unknown>(
    'POST',
    `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`,
    input,
  );
  return testConfirmResponse.parse(answer);
}

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** Same key as the tracking screens use, so both share one cached copy of a request. */
export const recoveryRequestKey = (id: string) =>
  [`/api/recovery-requests/${encodeURIComponent(id)}`] as const;
export const jobInvoicesKey = (id: string) =>
  [`/api/recovery-requests/${encodeURIComponent(id)}/invoices`] as const;
export const invoicesKey = ['/api/invoices'] as const;

const invoiceList = z.array(invoice);

export function useRecoveryRequest(id: string | null, enabled = true) {
  return useQuery<RecoveryRequest>({
    queryKey: recoveryRequestKey(id ?? ''),
    queryFn: async (ctx) => recoveryRequest.parse(await fetchJson(ctx)),
    enabled: enabled && Boolean(id),
  });
}

/** The request's invoice: the first of its list, null when there is none yet. */
export function useJobInvoice(id: string | null, enabled = true) {
  return useQuery<Invoice | null>({
    queryKey: jobInvoicesKey(id ?? ''),
    queryFn: async (ctx) => invoiceList.parse(await fetchJson(ctx))[0] ?? null,
    enabled: enabled && Boolean(id),
  });
}

/** The signed-in client's invoices, newest first. */
export function useInvoices(enabled = true) {
  return useQuery<Invoice[]>({
    queryKey: invoicesKey,
    queryFn: async (ctx) => invoiceList.parse(await fetchJson(ctx)),
    enabled,
  });
}

/** Everything a payment or a cancellation changes: requests, invoices, the activity feed. */
function invalidateMoneyQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return (
        typeof first === 'string' &&
        (first.startsWith('/api/recovery-requests') ||
          first.startsWith('/api/invoices') ||
          first.startsWith('/api/me/activity'))
      );
    },
  });
}

export const paymentIntentKey = (id: string) => [`/api/payment-intents/${encodeURIComponent(id)}`] as const;

/** Whether the intent's outcome may still change on its own (the bank is processing, or recording). */
const stillSettling = (data: PaymentIntentLookup | undefined) =>
  data?.status === 'processing' || (data?.status === 'succeeded' && !data.invoice);

/**
 * What a payment intent paid for, found by the server (the success page). The server records a
 * payment the provider reports as succeeded, so the request's and the invoices' cached copies are
 * refreshed once the invoice is there; while the outcome is still settling it asks again.
 */
export function usePaymentIntent(paymentIntentId: string) {
  const queryClient = useQueryClient();
  return useQuery<PaymentIntentLookup>({
    queryKey: paymentIntentKey(paymentIntentId),
    queryFn: async (ctx) => {
      const data = paymentIntentLookup.parse(await fetchJson(ctx));
      if (data.invoice) {
        void invalidateMoneyQueries(queryClient);
        queryClient.setQueryData(recoveryRequestKey(data.recoveryRequest.id), data.recoveryRequest);
        queryClient.setQueryData(jobInvoicesKey(data.recoveryRequest.id), data.invoice);
      }
      return data;
    },
    refetchInterval: (query) => (stillSettling(query.state.data) ? 3000 : false),
    // Every visit asks again: after another try at the card form, the same intent has a new outcome.
    gcTime: 0,
  });
}

/**
 * Cancels a request before a driver accepts it; a paid one is refunded in full. A 409 carries the
 * server's reason (a driver already accepted).
 */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recoveryRequestId: string) =>
      cancelResponse.parse(
        await apiJson<unknown>(
          'POST',
          `/api/recovery-requests/${encodeURIComponent(recoveryRequestId)}/cancel`,
        ),
      ),
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}
