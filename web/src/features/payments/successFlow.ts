import type { Invoice } from '@core/contracts/payments';
import type { JobStatus, PaymentStatus } from '@core/jobs';
import { t } from '@lingui/core/macro';
import { apiErrorOf } from '@web/lib/queryClient';

export interface SuccessParams {
  /** `payment_intent`: the card form (or Stripe's redirect) names the intent it confirmed. */
  paymentIntent: string | null;
  /** `payment_intent_client_secret`: present only on the return from the card form itself. */
  clientSecret: string | null;
  redirectStatus: string | null;
  /** `recoveryRequestId` in the address (invoice links). */
  queryRequestId: string | null;
  /** localStorage `currentRecoveryRequestId`. */
  storedRequestId: string | null;
}

export type SuccessPlan =
  /** The server finds what this intent paid for; `freshReturn` on the return from the card form. */
  | { kind: 'intent'; paymentIntentId: string; freshReturn: boolean }
  /** One request's page (an invoice link, or a provider return that names no intent). */
  | { kind: 'request'; requestId: string; unsuccessfulStatus: string | null }
  /** Profile → Invoices: the latest invoice and the list. */
  | { kind: 'overview' };

const clean = (value: string | null | undefined) => value?.trim() || null;

/**
 * What /payment-success shows (product/clients §4). With a payment intent the server is asked what that intent
 * paid for, and the page shows that request and that payment's invoice only: browser storage never
 * chooses the request, so a payment from another tab or a private window shows the right one, and an
 * unpaid request never borrows another's invoice. Without an intent, an invoice link shows its own
 * request; the stored id only counts on a return from the card provider.
 */
export function planSuccessPage(params: SuccessParams): SuccessPlan {
  const paymentIntent = clean(params.paymentIntent);
  if (paymentIntent) {
    return {
      kind: 'intent',
      paymentIntentId: paymentIntent,
      freshReturn: Boolean(clean(params.clientSecret)),
    };
  }
  const redirectStatus = clean(params.redirectStatus);
  const query = clean(params.queryRequestId);
  const requestId = redirectStatus ? (clean(params.storedRequestId) ?? query) : query;
  if (!requestId) return { kind: 'overview' };
  return {
    kind: 'request',
    requestId,
    unsuccessfulStatus: redirectStatus && redirectStatus !== 'succeeded' ? redirectStatus : null,
  };
}

export interface IntentOutcome {
  tone: 'success' | 'pending' | 'problem';
  title: string;
  text: string;
  /** The request can still be paid: offer the checkout again. */
  canRetry: boolean;
}

/**
 * What was given back of a payment, from the invoice's ledger status: "Partially refunded: $120.00 of
 * $371.00, credit note CN-1003." Null while nothing was refunded.
 */
export function refundOutcome(
  invoice: Pick<Invoice, 'status' | 'statusLabel' | 'creditNote'> | null | undefined,
): { title: string; text: string } | null {
  if (!invoice || invoice.status === 'paid') return null;
  // The status label is the server's words (the ledger's amounts).
  const status = invoice.statusLabel;
  const creditNote = invoice.creditNote?.number;
  return {
    title: invoice.status === 'refunded' ? t`Payment Refunded` : t`Payment Partially Refunded`,
    text: creditNote ? t`${status}, credit note ${creditNote}.` : t`${status}.`,
  };
}

/** The headline of the success page for what the server found about a payment intent. */
export function describeIntentOutcome(lookup: {
  status: string;
  lastError: string | null;
  hasInvoice: boolean;
  paymentStatus: PaymentStatus;
  requestStatus: string;
  /** The invoice's refund, from the ledger (refundOutcome): it names the amount and the credit note. */
  refund?: { title: string; text: string } | null;
}): IntentOutcome {
  if (lookup.hasInvoice && lookup.refund)
    return { tone: 'success', title: lookup.refund.title, text: lookup.refund.text, canRetry: false };
  if (lookup.hasInvoice) {
    return lookup.paymentStatus === 'refunded'
      ? {
          tone: 'success',
          title: successHeadline('refunded'),
          text: t`This request was cancelled and the payment refunded to your card.`,
          canRetry: false,
        }
      : {
          tone: 'success',
          title: successHeadline('paid'),
          text: paidMoveText(lookup.requestStatus),
          canRetry: false,
        };
  }
  if (lookup.status === 'processing') {
    return {
      tone: 'pending',
      title: t`Payment Processing`,
      text: unsuccessfulText('processing'),
      canRetry: false,
    };
  }
  if (lookup.status === 'succeeded') {
    return {
      tone: 'pending',
      title: t`Recording Your Payment`,
      text: lookup.lastError ?? t`Your card payment went through. It shows here as soon as it is recorded.`,
      canRetry: false,
    };
  }
  const lastError = lookup.lastError;
  return {
    tone: 'problem',
    title: t`Payment Not Completed`,
    text: lastError ? t`${lastError} Nothing was charged; you can try again.` : unsuccessfulText('failed'),
    canRetry: lookup.paymentStatus === 'unpaid' && lookup.requestStatus === 'pending',
  };
}

/**
 * The address once the server answered: the request id is added, and the client secret is dropped so
 * the share menu or history never carries it (and a reload is no longer a fresh return).
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

/** The server's text of a failed lookup, or the product's fallback for anything else. */
export function confirmErrorText(err: unknown): string {
  const reason = apiErrorOf(err)?.reason.trim();
  return reason || t`Failed to confirm payment status`;
}

/**
 * What a paid move is at now, under the payment's headline: the product's line while it waits for a
 * driver, then the move's real status (a completed move is not waiting for a dispatcher).
 */
export function paidMoveText(requestStatus: string): string {
  switch (requestStatus as JobStatus) {
    case 'accepted':
      return t`A driver has accepted your move and is on the way to the pickup. Follow it on the tracking page.`;
    case 'in_progress':
      return t`Your truck is on the road. Follow it on the tracking page.`;
    case 'delivered':
      return t`Your truck was delivered. Check the photos and confirm delivery on the tracking page.`;
    case 'completed':
      return t`This move is complete. Thank you for moving with Pathway.`;
    case 'cancelled':
      return t`This request was cancelled.`;
    default:
      return t`A dispatcher will contact you shortly with driver details`;
  }
}

export function successHeadline(paymentStatus: PaymentStatus | null): string {
  if (paymentStatus === 'refunded') return t`Payment Refunded`;
  if (paymentStatus === 'unpaid') return t`Payment Not Received Yet`;
  return t`Payment Successful`;
}

/** A sentence for a return from the card provider that was not a success. */
export function unsuccessfulText(status: string): string {
  if (status === 'processing') {
    return t`Your payment is processing. Your request is updated as soon as your bank confirms it.`;
  }
  return t`Your payment did not go through and nothing was charged. You can try again from your request.`;
}
