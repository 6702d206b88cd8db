import { apiKey, apiKeyList, apiKeyParams, createApiKeyBody, createdApiKey } from '@core/contracts/api-v1';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStepUp, requireUser } from '../../plugins/auth';
import type { ApiService } from './service';

/** The company's API keys on its settings page (owners): made behind the step-up, shown once, revoked. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ api: ApiService }> = async (app, { api }) => {
  app.get('/api/company/api-keys', { schema: { response: { 200: apiKeyList } } }, async (request) =>
    api.list(requireUser(request)),
  );
  app.post(
    '/api/company/api-keys',
    { schema: { body: createApiKeyBody, response: { 201: createdApiKey } } },
    async (request, reply) => {
      const actor = requireUser(request);
      api.assertManager(actor);
      const created = await api.create(await requireStepUp(request, actor), request.body);
      return reply.status(201).send(created);
    },
  );
  app.delete(
    '/api/company/api-keys/:id',
    { schema: { params: apiKeyParams, response: { 200: apiKey } } },
    async (request) => api.revoke(requireUser(request), request.params.id),
  );
};
