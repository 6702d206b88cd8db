import { describe, expect, it } from 'vitest';
import {
  classifyIntentAnswer,
  describeIntentFailure,
  intentUnavailableMessage,
  rejectedMessage,
} from './intentErrors';

describe('rejectedMessage', () => {
  it('uses the message and appends the code', () => {
    expect(rejectedMessage({ message: 'Invalid payment amount', code: 'invalid_amount' })).toEqual({
      message: 'Invalid payment amount (Code: invalid_amount)',
      code: 'invalid_amount',
    });
  });

  it('falls back to error, then to the generic text', () => {
    expect(rejectedMessage({ error: 'Stripe is down' }).message).toBe('Stripe is down');
    expect(rejectedMessage({}).message).toBe('Failed to initialize payment');
    expect(rejectedMessage({ code: 'boom' }).message).toBe('Failed to initialize payment (Code: boom)');
    expect(rejectedMessage(null).message).toBe('Failed to initialize payment');
    expect(rejectedMessage({ message: '   ', error: '' }).message).toBe('Failed to initialize payment');
  });
});

describe('describeIntentFailure', () => {
  it('JSON failure: the server text with its code and a Payment Error toast', () => {
    const text = describeIntentFailure({
      kind: 'rejected',
      status: 409,
      body: { message: 'This request is already paid.', code: 'already_paid' },
    });
    expect(text.message).toBe('This request is already paid. (Code: already_paid)');
    expect(text.code).toBe('already_paid');
    expect(text.toast).toEqual({ title: 'Payment Error', description: text.message });
  });

  it('non-JSON answer: the service is unavailable', () => {
    expect(describeIntentFailure({ kind: 'unavailable' })).toEqual({
      message: intentUnavailableMessage(),
      code: null,
      toast: {
        title: 'Payment Service Unavailable',
        description: 'Our payment processor is temporarily unavailable. Please try again in a few minutes.',
      },
    });
    expect(intentUnavailableMessage()).toBe(
      'Payment service is temporarily unavailable. Please try again later.',
    );
  });

  it('network failure: its message or the generic text, with a connection toast', () => {
    const generic = describeIntentFailure({ kind: 'network' });
    expect(generic.message).toBe('Network error while initializing payment');
    expect(generic.toast?.title).toBe('Payment Connection Error');
    expect(describeIntentFailure({ kind: 'network', message: 'The connection was reset' }).message).toBe(
      'The connection was reset',
    );
  });

  it('an amount not above 0 never reaches the server', () => {
    expect(describeIntentFailure({ kind: 'invalid-amount' })).toEqual({
      message: 'Invalid payment amount',
      code: null,
      toast: null,
    });
  });
});

describe('classifyIntentAnswer', () => {
  const json = 'application/json; charset=utf-8';

  it('a JSON answer with an intent is ready', () => {
    expect(classifyIntentAnswer({ status: 200, contentType: json, body: {}, hasIntent: true })).toEqual({
      kind: 'ready',
    });
  });

  it('401 means signed out, whatever the body', () => {
    expect(
      classifyIntentAnswer({ status: 401, contentType: 'text/html', body: undefined, hasIntent: false }),
    ).toEqual({ kind: 'unauthorized' });
  });

  it('an HTML page or an unparsable body means the service is unavailable', () => {
    expect(
      classifyIntentAnswer({ status: 200, contentType: 'text/html', body: undefined, hasIntent: false }),
    ).toEqual({ kind: 'failed', failure: { kind: 'unavailable' } });
    expect(
      classifyIntentAnswer({ status: 502, contentType: null, body: undefined, hasIntent: false }),
    ).toEqual({
      kind: 'failed',
      failure: { kind: 'unavailable' },
    });
    expect(
      classifyIntentAnswer({ status: 500, contentType: json, body: undefined, hasIntent: false }),
    ).toEqual({
      kind: 'failed',
      failure: { kind: 'unavailable' },
    });
  });

  it('a JSON error, or a JSON success without a client secret, is a rejection', () => {
    const body = { message: 'Invalid payment amount', code: 'invalid_amount' };
    expect(classifyIntentAnswer({ status: 400, contentType: json, body, hasIntent: false })).toEqual({
      kind: 'failed',
      failure: { kind: 'rejected', status: 400, body },
    });
    expect(
      classifyIntentAnswer({
        status: 200,
        contentType: 'application/problem+json',
        body: {},
        hasIntent: false,
      }),
    ).toEqual({ kind: 'failed', failure: { kind: 'rejected', status: 200, body: {} } });
  });
});
