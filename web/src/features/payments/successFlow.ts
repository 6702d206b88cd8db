import type { PaymentStatus } from '@core/jobs';
import { apiErrorOf } from '@web/lib/queryClient';

export interface SuccessParams {
  paymentIntent: string | null;
  redirectStatus: string | null;
  /** `recoveryRequestId` in the address (added after confirming, and by invoice links). */
  queryRequestId: string | null;
  /** localStorage `currentRecoveryRequestId`. */
  storedRequestId: string | null;
}

export interface SuccessPlan {
  /** Confirm with the server (once) before loading the request. */
  confirm: { paymentIntentId: string; recoveryRequestId: string } | null;
  /** The request whose details and invoice to show; null shows the latest invoice and the list. */
  requestId: string | null;
  /** The card provider came back without success ('processing', 'failed', ...). */
  unsuccessfulStatus: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() || null;

/**
 * What /payment-success does (spec §4): once redirect_status is succeeded and both the payment intent
 * and the stored request id are present, confirm. The stored id only counts on a return from the card
 * provider; an invoice link (`?recoveryRequestId=`) always wins otherwise, so the list never shows an
 * unrelated unpaid request.
 */
export function planSuccessPage(params: SuccessParams): SuccessPlan {
  const paymentIntent = clean(params.paymentIntent);
  const redirectStatus = clean(params.redirectStatus);
  const stored = clean(params.storedRequestId);
  const query = clean(params.queryRequestId);
  const returning = Boolean(paymentIntent || redirectStatus);
  const requestId = returning ? (stored ?? query) : query;
  const confirm =
    redirectStatus === 'succeeded' && paymentIntent && stored
      ? { paymentIntentId: paymentIntent, recoveryRequestId: stored }
      : null;
  return {
    confirm,
    requestId,
    unsuccessfulStatus: returning && redirectStatus !== 'succeeded' ? (redirectStatus ?? 'unknown') : null,
  };
}

/**
 * The address after confirming: the request id is added so a reload shows the page without confirming
 * again; the client secret is dropped so the share menu or history never carries it.
 */
export function confirmedSearch(search: string, requestId: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment_intent_client_secret');
  params.set('recoveryRequestId', requestId);
  return `?${params.toString()}`;
}

/** Where a completed card payment goes, the same address Stripe's redirect uses. */
export function successPathFor(paymentIntentId: string, clientSecret: string, status = 'succeeded'): string {
  const params = new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: status,
  });
  return `/payment-success?${params.toString()}`;
}

/** The server's text of a failed confirmation, or the spec's fallback for anything else. */
export function confirmErrorText(err: unknown): string {
  const reason = apiErrorOf(err)?.reason.trim();
  return reason || 'Failed to confirm payment status';
}

export function successHeadline(paymentStatus: PaymentStatus | null): string {
  if (paymentStatus === 'refunded') return 'Payment Refunded';
  if (paymentStatus === 'unpaid') return 'Payment Not Received Yet';
  return 'Payment Successful';
}

/** A sentence for a return from the card provider that was not a success. */
export function unsuccessfulText(status: string): string {
  if (status === 'processing') {
    return 'Your payment is processing. Your request is updated as soon as your bank confirms it.';
  }
  return 'Your payment did not go through and nothing was charged. You can try again from your request.';
}
