/** The payments domain (server module `payments`): intents, confirmation, invoices, cancellation. */
import type { CardInput } from '@core/cards';
import type {
  CreatePaymentIntentResponse,
  PaymentIntentLookup,
  TestConfirmResponse,
} from '@core/contracts/payments';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys, jobPath, recoveryRequestQuery } from '@web/features/jobs';
import { apiQuery, contractOf, getJson, requestAnswer, sendJson } from '@web/lib/queryClient';
import { classifyIntentAnswer, type IntentFailure } from './intentErrors';

const schema = contractOf<typeof import('@core/contracts/payments')>();

export type CreateIntentOutcome =
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; failure: IntentFailure };

/**
 * POST /api/create-payment-intent: the product docs tell apart a non-JSON answer (content type checked), a
 * JSON failure and a network failure, which the shared request helper folds together.
 */
export async function createPaymentIntent(input: {
  amount: number;
  recoveryRequestId: string;
}): Promise<CreateIntentOutcome> {
  const res = await requestAnswer('POST', '/api/create-payment-intent', input);
  if (res.kind === 'network') return { kind: 'failed', failure: { kind: 'network' } };
  const { contentType, body } = res;
  // This answer's shape decides what checkout does next (an intent, or one of several refusals), so it
  // is checked here, with the contract loaded for it.
  const { createPaymentIntentResponse } = await import('@core/contracts/payments');
  const parsed = createPaymentIntentResponse.safeParse(body);
  const answer = classifyIntentAnswer({ status: res.status, contentType, body, hasIntent: parsed.success });
  if (answer.kind === 'ready' && parsed.success) return { kind: 'ready', intent: parsed.data };
  if (answer.kind === 'unauthorized') return answer;
  if (answer.kind === 'failed') return answer;
  return { kind: 'failed', failure: { kind: 'unavailable' } };
}

/**
 * Checkout's payment intent for one job at one amount. The server answers the same intent for the same
 * unpaid job, so asking is safe; it is asked once per page (never refetched by itself) and forgotten when
 * the page goes, so a return to checkout asks afresh.
 */
export const checkoutIntentQuery = (recoveryRequestId: string, amount: number) =>
  queryOptions({
    queryKey: paymentKeys.checkoutIntent(recoveryRequestId, amount),
    queryFn: () => createPaymentIntent({ amount, recoveryRequestId }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The built-in test gateway's confirm, standing where Stripe.js would talk to Stripe. */
export async function confirmTestPayment(
  paymentIntentId: string,
  input: { clientSecret: string; card: CardInput },
): Promise<TestConfirmResponse> {
  return sendJson(
    'POST',
    `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    schema('testConfirmResponse'),
    input,
  );
}

export const paymentKeys = {
  invoices: ['/api/invoices'] as const,
  checkoutIntent: (recoveryRequestId: string, amount: number) =>
    ['/api/create-payment-intent', recoveryRequestId, amount] as const,
  jobInvoices: (jobId: string) => [...jobKeys.one(jobId), 'invoices'] as const,
  intent: (paymentIntentId: string) => ['/api/payment-intents', paymentIntentId] as const,
};

/** The answer to the test gateway's 3-D Secure step, standing where Stripe's authentication page is. */
export async function authenticateTestPayment(
  paymentIntentId: string,
  input: { clientSecret: string; outcome: 'approve' | 'fail' },
): Promise<TestConfirmResponse> {
  return sendJson(
    'POST',
    `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`,
    schema('testConfirmResponse'),
    input,
  );
}

/** GET /api/invoices: the signed-in client's invoices, newest first. */
export const invoicesQuery = () => apiQuery(paymentKeys.invoices, '/api/invoices', schema('invoiceList'));

/** GET /api/recovery-requests/:id/invoices, answered as the first invoice or null when none yet. */
export const jobInvoiceQuery = (jobId: string) =>
  apiQuery(
    paymentKeys.jobInvoices(jobId),
    `${jobPath(jobId)}/invoices`,
    schema('invoiceList'),
    (answer) => answer[0] ?? null,
  );

export function useJobInvoice(id: string | null, enabled = true) {
  return useQuery({ ...jobInvoiceQuery(id ?? ''), enabled: enabled && Boolean(id) });
}

export function useInvoices(enabled = true) {
  return useQuery({ ...invoicesQuery(), enabled });
}

/** Everything a payment or a cancellation changes: requests, invoices, the activity feed. */
function invalidateMoneyQueries(queryClient: QueryClient) {
  return Promise.all(
    [jobKeys.all, paymentKeys.invoices, jobKeys.activity].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

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
  return useQuery({
    queryKey: paymentKeys.intent(paymentIntentId),
    queryFn: async ({ signal }): Promise<PaymentIntentLookup> => {
      const data = await getJson(
        `/api/payment-intents/${encodeURIComponent(paymentIntentId)}`,
        schema('paymentIntentLookup'),
        { signal },
      );
      if (data.invoice) {
        void invalidateMoneyQueries(queryClient);
        queryClient.setQueryData(
          recoveryRequestQuery(data.recoveryRequest.id).queryKey,
          data.recoveryRequest,
        );
        queryClient.setQueryData(jobInvoiceQuery(data.recoveryRequest.id).queryKey, data.invoice);
      }
      return data;
    },
    refetchInterval: (query) => (stillSettling(query.state.data) ? 3000 : false),
    // Every visit asks again: after another try at the card form, the same intent has a new outcome.
    gcTime: 0,
  });
}

/**
 * POST /api/recovery-requests/:id/cancel: cancels a request before a driver accepts it; a paid one is
 * refunded in full. A 409 carries the server's reason (a driver already accepted).
 */
/**
 * POST …/cancel. `onDone` runs with the mutation itself: the live update may remove the button before
 * the answer arrives, and callbacks given to `mutate` would then never run (see useCompletePretrip).
 */
export function useCancelRequest(onDone?: (result: { message: string }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recoveryRequestId: string) =>
      sendJson('POST', `${jobPath(recoveryRequestId)}/cancel`, schema('cancelResponse')),
    onSuccess: (result) => {
      onDone?.(result);
      return invalidateMoneyQueries(queryClient);
    },
  });
}
