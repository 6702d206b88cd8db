import { ApiError } from '@web/lib/queryClient';
import { describe, expect, it } from 'vitest';
import {
  confirmErrorText,
  confirmedSearch,
  planSuccessPage,
  successHeadline,
  successPathFor,
  unsuccessfulText,
} from './successFlow';

const base = { paymentIntent: null, redirectStatus: null, queryRequestId: null, storedRequestId: null };

describe('planSuccessPage', () => {
  it('confirms once the provider says succeeded and both the intent and the stored id are there', () => {
    expect(
      planSuccessPage({
        ...base,
        paymentIntent: 'pi_1',
        redirectStatus: 'succeeded',
        storedRequestId: 'job-1',
      }),
    ).toEqual({
      confirm: { paymentIntentId: 'pi_1', recoveryRequestId: 'job-1' },
      requestId: 'job-1',
      unsuccessfulStatus: null,
    });
  });

  it('does not confirm without the stored id (a reload after confirming) and shows the query id', () => {
    expect(
      planSuccessPage({
        ...base,
        paymentIntent: 'pi_1',
        redirectStatus: 'succeeded',
        queryRequestId: 'job-1',
      }),
    ).toEqual({ confirm: null, requestId: 'job-1', unsuccessfulStatus: null });
  });

  it('does not confirm without a payment intent or when the status is not succeeded', () => {
    expect(
      planSuccessPage({ ...base, redirectStatus: 'succeeded', storedRequestId: 'job-1' }).confirm,
    ).toBeNull();
    const failed = planSuccessPage({
      ...base,
      paymentIntent: 'pi_1',
      redirectStatus: 'failed',
      storedRequestId: 'job-1',
    });
    expect(failed.confirm).toBeNull();
    expect(failed.unsuccessfulStatus).toBe('failed');
    expect(failed.requestId).toBe('job-1');
  });

  it('prefers the stored id over the query on a return from the card form', () => {
    const plan = planSuccessPage({
      paymentIntent: 'pi_1',
      redirectStatus: 'succeeded',
      storedRequestId: 'job-stored',
      queryRequestId: 'job-query',
    });
    expect(plan.requestId).toBe('job-stored');
    expect(plan.confirm?.recoveryRequestId).toBe('job-stored');
  });

  it('an invoice link shows its own request, never the stored unpaid one', () => {
    expect(planSuccessPage({ ...base, queryRequestId: 'job-2', storedRequestId: 'job-unpaid' })).toEqual({
      confirm: null,
      requestId: 'job-2',
      unsuccessfulStatus: null,
    });
  });

  it('with no ids at all shows the invoice overview', () => {
    expect(planSuccessPage({ ...base, storedRequestId: 'job-unpaid' })).toEqual({
      confirm: null,
      requestId: null,
      unsuccessfulStatus: null,
    });
    expect(planSuccessPage(base).requestId).toBeNull();
  });

  it('treats blank values as missing', () => {
    expect(
      planSuccessPage({ ...base, paymentIntent: ' ', redirectStatus: 'succeeded', storedRequestId: 'job-1' })
        .confirm,
    ).toBeNull();
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
