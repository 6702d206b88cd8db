/**
 * The subscription billing port: card subscriptions through the payment provider. The built-in test
 * gateway (offline default) and Stripe (when keys are set) implement it. Amounts in cents.
 */

export interface CheckoutStart {
  /** The provider's checkout object (the test gateway's intent, a Stripe subscription). */
  ref: string;
  /** What the browser confirms the card with. */
  clientSecret: string;
  /** The intent the test gateway's card form confirms; null for Stripe (Elements uses the secret). */
  paymentIntentId: string | null;
}

export interface CheckoutOutcome {
  status: 'succeeded' | 'pending' | 'failed';
  /** e.g. "Visa •••• 4242". */
  paymentMethod: string | null;
  /** The card's fingerprint, the same on every account: one free trial per card. */
  cardFingerprint: string | null;
  /** What was charged at checkout (0 when the trial only saved the card). */
  amountChargedCents: number;
  /** The provider's id of the first charge, when there was one. */
  chargeRef: string | null;
  /** Our subscription id as the provider recorded it (metadata), to check the checkout is this one. */
  subscriptionId: string | null;
  error: string | null;
}

export interface RenewalOutcome {
  /** pending: the provider has not settled the period yet (Stripe retries on its own schedule). */
  status: 'succeeded' | 'failed' | 'pending';
  /** The provider's charge or invoice id. */
  ref: string | null;
  error: string | null;
}

export interface SubscriptionBilling {
  readonly provider: 'stripe' | 'test';
  startCheckout(input: {
    subscriptionId: string;
    userId: string;
    email: string;
    /** Charged now; 0 for a trial, which only saves the card. */
    dueTodayCents: number;
    trialDays: number;
    plan: { id: number; name: string; priceCents: number; stripePriceId: string | null };
  }): Promise<CheckoutStart>;
  checkoutOutcome(ref: string): Promise<CheckoutOutcome>;
  /**
   * Charges one period off-session with the card saved at checkout. Idempotent on `idempotencyKey`:
   * a repeat answers the first attempt's outcome, so a retried task never charges twice.
   */
  chargeRenewal(input: {
    checkoutRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    /** The period being paid for starts here (Stripe: the invoice for this period). */
    periodStart: Date;
  }): Promise<RenewalOutcome>;
  /** Tells the provider whether to renew at period end (Stripe's cancel_at_period_end). */
  setAutoRenew(checkoutRef: string, autoRenew: boolean): Promise<void>;
}
