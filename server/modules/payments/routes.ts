import { idParams } from '@core/contracts/common';
import {
  cancelResponse,
  createPaymentIntentBody,
  createPaymentIntentResponse,
  invoiceList,
  paymentIntentLookup,
  paymentIntentParams,
  paymentSuccessBody,
  paymentSuccessResponse,
  testAuthenticateBody,
  testCardBody,
  testConfirmResponse,
  testGatewayParams,
} from '@core/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TestGateway } from '../../adapters/payments/test-gateway';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { invoicePdf } from './invoice-pdf';
import type { PaymentsService } from './service';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  testGateway: TestGateway | null;
  /** Card attempts per minute per client address on the test gateway. */
  cardRateLimit: number;
  support: { email: string; phone: string };
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, opts) => {
  const { payments } = opts;

  app.post(
    '/api/create-payment-intent',
    { schema: { body: createPaymentIntentBody, response: { 200: createPaymentIntentResponse } } },
    async (request) => payments.createIntent(requireUser(request), request.body),
  );

  app.post(
    '/api/payment-success',
    { schema: { body: paymentSuccessBody, response: { 200: paymentSuccessResponse } } },
    async (request) => ({
      ok: true as const,
      invoice: await payments.confirm(requireUser(request), request.body),
    }),
  );

  // What an intent paid for, found by the server (the success page after the card form): owner only.
  app.get(
    '/api/payment-intents/:id',
    { schema: { params: paymentIntentParams, response: { 200: paymentIntentLookup } } },
    async (request) => payments.lookupIntent(requireUser(request), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/cancel',
    { schema: { params: idParams, response: { 200: cancelResponse } } },
    async (request) => payments.cancel(requireUser(request), request.params.id),
  );

  app.get(
    '/api/recovery-requests/:id/invoices',
    { schema: { params: idParams, response: { 200: invoiceList } } },
    async (request) => payments.invoicesForJob(requireUser(request), request.params.id),
  );

  app.get('/api/invoices', { schema: { response: { 200: invoiceList } } }, async (request) =>
    payments.listInvoices(requireUser(request)),
  );

  app.get('/api/invoices/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    const { fileName, pdf } = (await invoicePdf(opts, requireUser(request), request.params.id))!;
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // A refund's credit note, beside its invoice (which never changes).
  app.get('/api/invoices/:id/credit-note/pdf', { schema: { params: idParams } }, async (request, reply) => {
    const found = await invoicePdf(opts, requireUser(request), request.params.id, 'credit-note');
    if (!found) throw notFound('This invoice has no credit note.');
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(found.pdf);
  });

  if (opts.testGateway) {
    const gateway = opts.testGateway;
    // The test gateway's browser-facing confirm, standing where Stripe.js would call Stripe.
    app.post(
      '/api/test-gateway/payment-intents/:id/confirm',
      {
        schema: {
          params: testGatewayParams,
          body: testCardBody,
          response: { 200: testConfirmResponse },
        },
        config: { rateLimit: { max: opts.cardRateLimit, timeWindow: '1 minute' } },
      },
      async (request) => gateway.confirm(request.params.id, request.body.clientSecret, request.body.card),
    );
    // The cardholder's answer to the 3-D Secure step (Stripe's test-mode authentication page).
    app.post(
      '/api/test-gateway/payment-intents/:id/authenticate',
      {
        schema: {
          params: testGatewayParams,
          body: testAuthenticateBody,
          response: { 200: testConfirmResponse },
        },
        config: { rateLimit: { max: opts.cardRateLimit, timeWindow: '1 minute' } },
      },
      async (request) =>
        gateway.authenticate(request.params.id, request.body.clientSecret, request.body.outcome),
    );
  }
};
