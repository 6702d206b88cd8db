import { idParams } from '@core/contracts/common';
import {
  createdWebhookEndpoint,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointBody,
  webhookEndpointList,
  webhookEndpointPatch,
} from '@core/contracts/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { WebhooksService } from './service';

/** A company's webhook endpoints and their delivery log (owners only: the service checks). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get('/api/company/webhooks', { schema: { response: { 200: webhookEndpointList } } }, async (request) =>
    webhooks.listEndpoints(requireUser(request)),
  );

  app.post(
    '/api/company/webhooks',
    { schema: { body: webhookEndpointBody, response: { 201: createdWebhookEndpoint } } },
    async (request, reply) =>
      reply.status(201).send(await webhooks.createEndpoint(requireUser(request), request.body)),
  );

  app.patch(
    '/api/company/webhooks/:id',
    { schema: { params: idParams, body: webhookEndpointPatch, response: { 200: webhookEndpoint } } },
    async (request) => webhooks.updateEndpoint(requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/company/webhooks/:id', { schema: { params: idParams } }, async (request, reply) => {
    await webhooks.deleteEndpoint(requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/company/webhooks/:id/deliveries',
    { schema: { params: idParams, response: { 200: webhookDeliveryList } } },
    async (request) => webhooks.deliveriesOf(requireUser(request), request.params.id),
  );

  app.post(
    '/api/company/webhooks/deliveries/:id/resend',
    { schema: { params: idParams } },
    async (request, reply) => {
      await webhooks.resendDelivery(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
