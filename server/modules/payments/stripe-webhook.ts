import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { ProviderEvent } from '../../adapters/payments/port';
import type { PaymentsService } from './service';

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  payments: PaymentsService;
  toProviderEvent: (event: Stripe.Event) => ProviderEvent;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body (this plugin's own JSON parser
 * keeps it as a Buffer); the event then goes to the payments service's provider-event handler, the
 * same one the test gateway's events reach. Each event id is handled once and handlers are
 * idempotent, so Stripe's retries and duplicates change nothing; a failure answers 500 so Stripe
 * delivers the event again.
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
    const outcome = await opts.payments.handleProviderEvent(opts.toProviderEvent(event));
    return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
  });
};
