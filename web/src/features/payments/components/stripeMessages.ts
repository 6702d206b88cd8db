/** Kept apart from StripePaymentForm so the checkout can show it without loading Stripe's code. */
import { t } from '@lingui/core/macro';

export const stripeNotReadyMessage = () => t`Stripe has not been properly initialized.`;
