import Stripe from 'stripe';
import type { CheckoutOutcome, SubscriptionBilling } from './port';

/**
 * Stripe Subscriptions: a customer and a subscription per checkout (with the trial when it applies);
 * Stripe saves the card, charges each period and retries failures itself. Our renewal task reads the
 * period's invoice so that the ledger, the invoice and our state follow Stripe's word.
 */
export function createStripeSubscriptionBilling(stripe: Stripe): SubscriptionBilling {
  const cardOf = (pm: string | Stripe.PaymentMethod | null | undefined): string | null => {
    if (!pm || typeof pm === 'string' || !pm.card) return null;
    const brand = pm.card.brand ? pm.card.brand[0]!.toUpperCase() + pm.card.brand.slice(1) : 'Card';
    return `${brand} •••• ${pm.card.last4}`;
  };

  return {
    provider: 'stripe',

    async startCheckout({ subscriptionId, userId, email, trialDays, plan }) {
      if (!plan.stripePriceId) {
        throw new Error(`plan ${plan.id} has no Stripe price id`);
      }
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `subscription-${subscriptionId}-customer` },
      );
      const sub = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: plan.stripePriceId }],
          trial_period_days: trialDays > 0 ? trialDays : undefined,
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { subscriptionId, userId, planId: String(plan.id) },
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        },
        { idempotencyKey: `subscription-${subscriptionId}-create` },
      );
      const invoice = sub.latest_invoice;
      const setup = sub.pending_setup_intent;
      const clientSecret =
        (typeof setup === 'object' && setup?.client_secret) ||
        (typeof invoice === 'object' && invoice?.confirmation_secret?.client_secret) ||
        null;
      if (!clientSecret) throw new Error('Stripe answered no client secret for the subscription');
      return { ref: sub.id, clientSecret, paymentIntentId: null };
    },

    async checkoutOutcome(ref): Promise<CheckoutOutcome> {
      const sub = await stripe.subscriptions.retrieve(ref, {
        expand: ['default_payment_method', 'latest_invoice'],
      });
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const paid = sub.status === 'active' || sub.status === 'trialing';
      return {
        status: paid ? 'succeeded' : sub.status === 'incomplete' ? 'pending' : 'failed',
        paymentMethod: cardOf(sub.default_payment_method),
        cardFingerprint:
          typeof sub.default_payment_method === 'object'
            ? (sub.default_payment_method?.card?.fingerprint ?? null)
            : null,
        amountChargedCents: paid && invoice ? invoice.amount_paid : 0,
        chargeRef: invoice && invoice.amount_paid > 0 ? (invoice.id ?? null) : null,
        subscriptionId: sub.metadata.subscriptionId ?? null,
        error: null,
      };
    },

    async chargeRenewal({ checkoutRef, periodStart }) {
      const sub = await stripe.subscriptions.retrieve(checkoutRef, { expand: ['latest_invoice'] });
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const coversPeriod = invoice !== null && invoice.period_end * 1000 >= periodStart.getTime();
      if (invoice && coversPeriod && invoice.status === 'paid') {
        return { status: 'succeeded', ref: invoice.id ?? null, error: null };
      }
      if (sub.status === 'past_due' || sub.status === 'unpaid' || sub.status === 'canceled') {
        return { status: 'failed', ref: invoice?.id ?? null, error: 'Your card was declined.' };
      }
      return { status: 'pending', ref: invoice?.id ?? null, error: null };
    },

    async setAutoRenew(checkoutRef, autoRenew) {
      try {
        await stripe.subscriptions.update(checkoutRef, { cancel_at_period_end: !autoRenew });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
        throw err;
      }
    },
  };
}
