import { ApiError } from '@web/lib/queryClient';
import { describe, expect, it } from 'vitest';
import {
  confirmErrorText,
  confirmedSearch,
  describeIntentOutcome,
  planSuccessPage,
  refundOutcome,
  successHeadline,
  successPathFor,
  unsuccessfulText,
} from './successFlow';

const base = {
  paymentIntent: null,
  clientSecret: null,
  redirectStatus: null,
  queryRequestId: null,
  storedRequestId: null,
};

describe('planSuccessPage', () => {
  it('asks the server about the intent on a return from the card form, whatever storage holds', () => {
    expect(
      planSuccessPage({
        ...base,
        paymentIntent: 'pi_1',
        clientSecret: 'pi_1_secret_x',
        redirectStatus: 'succeeded',
        storedRequestId: 'job-other',
        queryRequestId: 'job-query',
      }),
    ).toEqual({ kind: 'intent', paymentIntentId: 'pi_1', freshReturn: true });
  });

  it('asks about the intent with empty storage (another tab, a private window)', () => {
    expect(
      planSuccessPage({ ...base, paymentIntent: 'pi_1', clientSecret: 's', redirectStatus: 'succeeded' }),
    ).toEqual({ kind: 'intent', paymentIntentId: 'pi_1', freshReturn: true });
  });

  it('a reload (no client secret any more) is not a fresh return', () => {
    expect(
      planSuccessPage({
        ...base,
        paymentIntent: 'pi_1',
        redirectStatus: 'succeeded',
        queryRequestId: 'job-1',
      }),
    ).toEqual({
      kind: 'intent',
      paymentIntentId: 'pi_1',
      freshReturn: false,
    });
  });

  it('an intent that did not succeed is still looked up: the server says what happened', () => {
    expect(planSuccessPage({ ...base, paymentIntent: 'pi_1', redirectStatus: 'failed' }).kind).toBe('intent');
  });

  it('an invoice link shows its own request, never the stored unpaid one', () => {
    expect(planSuccessPage({ ...base, queryRequestId: 'job-2', storedRequestId: 'job-unpaid' })).toEqual({
      kind: 'request',
      requestId: 'job-2',
      unsuccessfulStatus: null,
    });
  });

  it('a provider return that names no intent shows the stored request and its status', () => {
    expect(planSuccessPage({ ...base, redirectStatus: 'failed', storedRequestId: 'job-1' })).toEqual({
      kind: 'request',
      requestId: 'job-1',
      unsuccessfulStatus: 'failed',
    });
  });

  it('with no ids at all shows the invoice overview', () => {
    expect(planSuccessPage({ ...base, storedRequestId: 'job-unpaid' })).toEqual({ kind: 'overview' });
    expect(planSuccessPage(base)).toEqual({ kind: 'overview' });
  });

  it('treats blank values as missing', () => {
    expect(planSuccessPage({ ...base, paymentIntent: ' ', redirectStatus: 'succeeded' })).toEqual({
      kind: 'overview',
    });
  });
});

describe('describeIntentOutcome', () => {
  const paid = {
    status: 'succeeded',
    lastError: null,
    hasInvoice: true,
    paymentStatus: 'paid',
    requestStatus: 'pending',
  } as const;

  it('a recorded payment is a success with the product’s line', () => {
    expect(describeIntentOutcome(paid)).toEqual({
      tone: 'success',
      title: 'Payment Successful',
      text: 'A dispatcher will contact you shortly with driver details',
      canRetry: false,
    });
    expect(
      describeIntentOutcome({ ...paid, paymentStatus: 'refunded', requestStatus: 'cancelled' }).title,
    ).toBe('Payment Refunded');
  });

  it('says where the paid move is now, not that a dispatcher will call about a finished one', () => {
    expect(describeIntentOutcome({ ...paid, requestStatus: 'completed' }).text).toBe(
      'This move is complete. Thank you for moving with Pathway.',
    );
    expect(describeIntentOutcome({ ...paid, requestStatus: 'accepted' }).text).toMatch(
      /^A driver has accepted your move/,
    );
    expect(describeIntentOutcome({ ...paid, requestStatus: 'delivered' }).text).toMatch(/confirm delivery/);
    expect(describeIntentOutcome({ ...paid, requestStatus: 'in_progress' }).text).toMatch(/on the road/);
  });

  it('a refund reads the ledger: its amount and its credit note', () => {
    const invoice = {
      status: 'partially_refunded',
      statusLabel: 'Partially refunded: $120.00 of $371.00',
      creditNote: { number: 'CN-1003', amountCents: 12000, reason: 'Claim', issuedAt: '', pdfUrl: '' },
    } as const;
    const refund = refundOutcome(invoice);
    expect(refund).toEqual({
      title: 'Payment Partially Refunded',
      text: 'Partially refunded: $120.00 of $371.00, credit note CN-1003.',
    });
    expect(describeIntentOutcome({ ...paid, requestStatus: 'completed', refund })).toMatchObject({
      title: 'Payment Partially Refunded',
      text: 'Partially refunded: $120.00 of $371.00, credit note CN-1003.',
    });
    expect(refundOutcome({ ...invoice, status: 'paid', statusLabel: 'Paid', creditNote: null })).toBeNull();
  });

  it('a declined or unauthenticated card offers another try with the provider message', () => {
    const failed = describeIntentOutcome({
      ...paid,
      status: 'requires_payment_method',
      lastError: 'Your card has insufficient funds.',
      hasInvoice: false,
      paymentStatus: 'unpaid',
    });
    expect(failed).toEqual({
      tone: 'problem',
      title: 'Payment Not Completed',
      text: 'Your card has insufficient funds. Nothing was charged; you can try again.',
      canRetry: true,
    });
    expect(
      describeIntentOutcome({
        ...paid,
        status: 'requires_action',
        hasInvoice: false,
        paymentStatus: 'unpaid',
        requestStatus: 'cancelled',
      }).canRetry,
    ).toBe(false);
  });

  it('processing, or succeeded but not recorded yet, is pending', () => {
    expect(
      describeIntentOutcome({ ...paid, status: 'processing', hasInvoice: false, paymentStatus: 'unpaid' })
        .tone,
    ).toBe('pending');
    expect(describeIntentOutcome({ ...paid, hasInvoice: false, paymentStatus: 'unpaid' })).toMatchObject({
      tone: 'pending',
      title: 'Recording Your Payment',
    });
  });
});

describe('addresses', () => {
  it('builds the same success address as a Stripe redirect', () => {
    expect(successPathFor('pi_1', 'pi_1_secret_x')).toBe(
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    );
  });

  it('adds the request id and drops the client secret after confirming', () => {
    expect(
      confirmedSearch(
        '?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
        'job-1',
      ),
    ).toBe('?payment_intent=pi_1&redirect_status=succeeded&recoveryRequestId=job-1');
  });
});

describe('texts', () => {
  it('shows the server text of a failed confirmation, else the fallback', () => {
    expect(
      confirmErrorText(
        new ApiError(402, '{"message":"The payment has not succeeded yet.","code":"not_paid"}'),
      ),
    ).toBe('The payment has not succeeded yet.');
    expect(confirmErrorText(new TypeError('Failed to fetch'))).toBe('Failed to confirm payment status');
    expect(confirmErrorText(undefined)).toBe('Failed to confirm payment status');
  });

  it('names the page after the payment state', () => {
    expect(successHeadline('paid')).toBe('Payment Successful');
    expect(successHeadline(null)).toBe('Payment Successful');
    expect(successHeadline('refunded')).toBe('Payment Refunded');
    expect(successHeadline('unpaid')).toBe('Payment Not Received Yet');
    expect(unsuccessfulText('processing')).toMatch(/processing/);
    expect(unsuccessfulText('failed')).toMatch(/nothing was charged/);
  });
});
