import { idParams } from '@core/contracts/common';
import {
  createOrderBody,
  listOrdersQuery,
  order,
  orderPage,
  orderPreview,
  previewOrderBody,
} from '@core/contracts/orders';
import { createPaymentIntentResponse } from '@core/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { templateCsv } from './csv';
import type { OrdersService } from './service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get('/api/orders/template.csv', async (request, reply) => {
    requireUser(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="pathway-order-template.csv"')
      .send(templateCsv());
  });

  app.post(
    '/api/orders/preview',
    // The CSV comes as JSON text; its own limit (MAX_ORDER_CSV_CHARS) is checked by the contract.
    { schema: { body: previewOrderBody, response: { 200: orderPreview } }, bodyLimit: 1_048_576 },
    async (request) => orders.preview(requireUser(request), request.body.csv),
  );

  app.post(
    '/api/orders',
    { schema: { body: createOrderBody, response: { 200: order, 201: order } }, bodyLimit: 1_048_576 },
    async (request, reply) => {
      const { order: created, created: isNew } = await orders.create(requireUser(request), request.body);
      return reply.status(isNew ? 201 : 200).send(created);
    },
  );

  app.get(
    '/api/orders',
    { schema: { querystring: listOrdersQuery, response: { 200: orderPage } } },
    async (request) => orders.list(requireUser(request), request.query),
  );

  app.get('/api/orders/:id', { schema: { params: idParams, response: { 200: order } } }, async (request) =>
    orders.get(requireUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    { schema: { params: idParams, response: { 200: order } } },
    async (request) => orders.cancel(requireUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/payment-intent',
    { schema: { params: idParams, response: { 200: createPaymentIntentResponse } } },
    async (request) => orders.pay(requireUser(request), request.params.id),
  );
};
