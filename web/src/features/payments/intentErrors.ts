/**
 * What the checkout shows when the payment intent cannot be created (product/clients §8). The product docs tell apart an
 * answer that is not JSON (the payment service is down), a JSON failure (the server's words plus its
 * code) and a network failure.
 */
import { t } from '@lingui/core/macro';

// Texts are read at run time, in the reader's language.
export const intentUnavailableMessage = () =>
  t`Payment service is temporarily unavailable. Please try again later.`;
const intentFailedFallback = () => t`Failed to initialize payment`;
const intentNetworkFallback = () => t`Network error while initializing payment`;

export type IntentFailure =
  /** The answer was not JSON (a proxy page, a crashed server). */
  | { kind: 'unavailable' }
  /** A JSON answer without a client secret: the server said no. */
  | { kind: 'rejected'; status: number; body: unknown }
  /** The request never got an answer. */
  | { kind: 'network'; message?: string }
  /** Checked before any call: the amount in the address is not above 0. */
  | { kind: 'invalid-amount' };

export interface IntentErrorText {
  /** Shown on the Payment Error card. */
  message: string;
  /** The server's code when it gave one (already_paid, amount_mismatch, ...). */
  code: string | null;
  toast: { title: string; description: string } | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** "message, error or 'Failed to initialize payment'", plus " (Code: X)" when the body has a code. */
export function rejectedMessage(body: unknown): { message: string; code: string | null } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const base = text(record.message) ?? text(record.error) ?? intentFailedFallback();
  const code = text(record.code) ?? (typeof record.code === 'number' ? String(record.code) : null);
  return { message: code ? t`${base} (Code: ${code})` : base, code };
}

export function describeIntentFailure(failure: IntentFailure): IntentErrorText {
  switch (failure.kind) {
    case 'invalid-amount':
      return { message: t`Invalid payment amount`, code: null, toast: null };
    case 'unavailable':
      return {
        message: intentUnavailableMessage(),
        code: null,
        toast: {
          title: t`Payment Service Unavailable`,
          description: t`Our payment processor is temporarily unavailable. Please try again in a few minutes.`,
        },
      };
    case 'rejected': {
      const { message, code } = rejectedMessage(failure.body);
      return { message, code, toast: { title: t`Payment Error`, description: message } };
    }
    case 'network': {
      const message = text(failure.message) ?? intentNetworkFallback();
      return { message, code: null, toast: { title: t`Payment Connection Error`, description: message } };
    }
  }
}

/** Sorts an answer into ready / signed out / failure from its status, content type and parsed body. */
export function classifyIntentAnswer(answer: {
  status: number;
  contentType: string | null;
  /** The parsed JSON, or `undefined` when the body could not be parsed. */
  body: unknown;
  /** Whether the body has the shape of a payment intent response. */
  hasIntent: boolean;
}): { kind: 'ready' } | { kind: 'unauthorized' } | { kind: 'failed'; failure: IntentFailure } {
  if (answer.status === 401) return { kind: 'unauthorized' };
  const isJson = /\bapplication\/(?:[\w.+-]+\+)?json\b/i.test(answer.contentType ?? '');
  if (!isJson || answer.body === undefined) return { kind: 'failed', failure: { kind: 'unavailable' } };
  if (answer.status >= 200 && answer.status < 300 && answer.hasIntent) return { kind: 'ready' };
  return { kind: 'failed', failure: { kind: 'rejected', status: answer.status, body: answer.body } };
}
