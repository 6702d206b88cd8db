import Stripe from 'stripe';
import type { PaymentGateway, ProviderEvent, ProviderIntent } from './port';

export interface StripeOptions {
  secretKey: string;
  /** For tests against a local stub: host, port and protocol of the API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(opts: StripeOptions): Stripe {
  return new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
}

const cardOfIntent = (intent: Stripe.PaymentIntent) => {
  const charge = intent.latest_charge;
  return typeof charge === 'object' && charge ? (charge.payment_method_details?.card ?? null) : null;
};

function methodOf(intent: Stripe.PaymentIntent): string | null {
  const card = cardOfIntent(intent);
  if (!card) return null;
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}`;
}

export const toIntent = (pi: Stripe.PaymentIntent): ProviderIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status as ProviderIntent['status'],
  amountCents: pi.amount,
  currency: pi.currency,
  metadata: pi.metadata,
  paymentMethod: methodOf(pi),
  cardFingerprint: cardOfIntent(pi)?.fingerprint ?? null,
  lastError: pi.last_payment_error?.message ?? null,
});

/** Stripe's webhook event as the payments service's provider event. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { id: event.id, type: event.type, intent: toIntent(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) break;
      const refundId = charge.refunds?.data[0]?.id ?? `refund-of-${charge.id}`;
      return { id: event.id, type: 'charge.refunded', intentId, refundId };
    }
    default:
      break;
  }
  return { id: event.id, type: 'ignored', providerType: event.type };
}

/** Stripe PaymentIntents; idempotency keys derive from the job so retries never charge twice. */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    provider: 'stripe',
    healthy: () =>
      stripe.balance.retrieve(undefined, { timeout: 5_000, maxNetworkRetries: 0 }).then(
        () => true,
        () => false,
      ),
    async createIntent({ amountCents, currency, metadata, idempotencyKey, description }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          metadata,
          description,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
          return null;
        throw err;
      }
    },
    async cancelIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }));
      } catch (err) {
        // Already succeeded or cancelled: Stripe refuses; its state answers.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveIntent(id);
        throw err;
      }
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { idempotencyKey },
      );
      return {
        id: refund.id,
        status:
          refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending',
      };
    },
  };
}
