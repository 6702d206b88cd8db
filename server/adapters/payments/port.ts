/** The payments port: what the payments service needs from a card provider. Amounts in cents. */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** e.g. "Visa •••• 4242", once a card was used. */
  paymentMethod: string | null;
  /** The same card gives the same value on every account (Stripe's `card.fingerprint`). */
  cardFingerprint: string | null;
  lastError: string | null;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * What the provider tells the server happened, in Stripe's event types: the Stripe webhook maps
 * Stripe's events to these and the test gateway emits them itself, and both go to one handler
 * (the payments service's `handleProviderEvent`). Event ids are the provider's.
 */
export type ProviderEvent =
  | { id: string; type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'; intent: ProviderIntent }
  | { id: string; type: 'charge.refunded'; intentId: string; refundId: string }
  /** Any other event: its id is remembered, nothing else happens. */
  | { id: string; type: 'ignored'; providerType: string };

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  createIntent(input: {
    amountCents: number;
    currency: 'usd';
    metadata: Record<string, string>;
    idempotencyKey: string;
    description: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Voids an intent that has not been paid, so that it can no longer be; answers the intent as it now
   * stands (still succeeded when it was paid first).
   */
  cancelIntent(id: string): Promise<ProviderIntent | null>;
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderRefund>;
  /** Whether the provider answers now (a cheap authenticated read); never throws. */
  healthy(): Promise<boolean>;
}
