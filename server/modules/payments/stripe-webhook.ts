import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { ProviderIntent } from '../../adapters/payments/port';
import type { PaymentsService } from './service';

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  payments: PaymentsService;
  toIntent: (pi: Stripe.PaymentIntent) => ProviderIntent;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body (this plugin's own JSON parser
 * keeps it as a Buffer), each event id is handled once, and handlers are idempotent, so Stripe's
 * retries and duplicates change nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, opts) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/api/stripe/webhook', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = opts.stripe.webhooks.constructEvent(
        request.body as Buffer,
        String(signature ?? ''),
        opts.webhookSecret,
      );
    } catch (err) {
      return reply.status(400).send({
        message: `Webhook signature check failed: ${(err as Error).message}`,
        code: 'bad_signature',
      });
    }

    if (!(await opts.payments.recordProviderEvent(event.id, event.type)))
      return { received: true, duplicate: true };

    try {
      switch (event.type) {
        case 'payment_intent.succeeded':
          await opts.payments.confirmFromProvider(opts.toIntent(event.data.object));
          break;
        case 'payment_intent.payment_failed':
          await opts.payments.recordFailure(opts.toIntent(event.data.object));
          break;
        case 'charge.refunded': {
          const charge = event.data.object;
          const intentId =
            typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          const refundId = charge.refunds?.data[0]?.id ?? `refund-of-${charge.id}`;
          if (intentId) await opts.payments.recordProviderRefund(intentId, refundId);
          break;
        }
        default:
          break;
      }
    } catch (err) {
      // Forget the event so Stripe's retry is handled again.
      await opts.payments.forgetProviderEvent(event.id);
      throw err;
    }
    return { received: true };
  });
};
