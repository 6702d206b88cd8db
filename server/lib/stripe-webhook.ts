import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';

export interface StripeWebhookOptions {
  /** e.g. /api/stripe/webhook (payments) or /api/stripe/connect-webhook (driver payouts). */
  path: string;
  stripe: Stripe;
  webhookSecret: string;
  /** The domain's handler; 'duplicate' when the event had been handled before. */
  handle: (event: Stripe.Event) => Promise<unknown>;
}

/**
 * A Stripe webhook endpoint. The signature is checked on the raw body (this plugin's own JSON parser
 * keeps it as a Buffer); the event then goes to the domain's handler. Handlers are idempotent, so
 * Stripe's retries and duplicates change nothing; a failure answers 500 so Stripe delivers it again.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, opts) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(opts.path, async (request, reply) => {
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
    const outcome = await opts.handle(event);
    return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
  });
};
