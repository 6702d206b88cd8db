/** Kept apart from StripePaymentForm so the checkout can show it without loading Stripe's code. */
export const STRIPE_NOT_READY_MESSAGE = 'Stripe has not been properly initialized.';
