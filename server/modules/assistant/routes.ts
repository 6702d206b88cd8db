import {
  aiJob,
  aiJobList,
  aiJobsQuery,
  assistantConversation,
  assistantStatus,
  createAiJobBody,
  jobIdParams,
  monitorJobsResponse,
  recommendationList,
  updateAiJobStatusBody,
  voiceCommandBody,
  voiceCommandResponse,
} from '@core/contracts/assistant';
import { createPaymentIntentResponse } from '@core/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { NoticesService } from '../notices/service';
import type { AiJobs } from './ai-jobs';
import type { AssistantService } from './service';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  aiJobs: AiJobs;
  notices: Pick<NoticesService, 'monitorJobs'>;
  /** Questions to the assistant per minute, per person (or address for visitors). */
  commandsPerMinute: number;
}

const perUser = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
});

/** /api/pathway: the assistant and the AI job view (calls and messages between parties: communications). */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, opts) => {
  const { assistant, aiJobs } = opts;

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/pathway/communicate/voice-command',
    {
      schema: { body: voiceCommandBody, response: { 200: voiceCommandResponse } },
      config: perUser(opts.commandsPerMinute, '1 minute'),
    },
    async (request) => assistant.command(request.user ?? null, request.body),
  );

  app.get('/api/pathway/conversation', { schema: { response: { 200: assistantConversation } } }, (request) =>
    assistant.conversation(requireUser(request)),
  );
  app.delete('/api/pathway/conversation', async (request, reply) => {
    await assistant.clearConversation(requireUser(request));
    reply.status(204);
  });

  app.get('/api/pathway/status', { schema: { response: { 200: assistantStatus } } }, () =>
    assistant.status(),
  );

  // ---- the AI job view ----------------------------------------------------------------------------
  app.post(
    '/api/pathway/jobs',
    { schema: { body: createAiJobBody, response: { 200: aiJob, 201: aiJob } } },
    async (request, reply) => {
      const { job, created } = await aiJobs.create(requireUser(request), request.body);
      reply.status(created ? 201 : 200);
      return job;
    },
  );
  app.get(
    '/api/pathway/jobs',
    { schema: { querystring: aiJobsQuery, response: { 200: aiJobList } } },
    (request) => aiJobs.list(requireUser(request), request.query.clientId),
  );
  app.get(
    '/api/pathway/jobs/:jobId',
    { schema: { params: jobIdParams, response: { 200: aiJob } } },
    (request) => aiJobs.get(requireUser(request), request.params.jobId),
  );
  app.put(
    '/api/pathway/jobs/:jobId/status',
    { schema: { params: jobIdParams, body: updateAiJobStatusBody, response: { 200: aiJob } } },
    (request) => aiJobs.setStatus(requireUser(request), request.params.jobId, request.body.status),
  );
  app.post(
    '/api/pathway/jobs/:jobId/payment',
    { schema: { params: jobIdParams, response: { 200: createPaymentIntentResponse } } },
    (request) => aiJobs.pay(requireUser(request), request.params.jobId),
  );
  app.get(
    '/api/pathway/jobs/:jobId/recommendations',
    { schema: { params: jobIdParams, response: { 200: recommendationList } } },
    (request) => aiJobs.recommendations(requireUser(request), request.params.jobId),
  );

  app.post(
    '/api/pathway/monitor-jobs',
    { schema: { response: { 200: monitorJobsResponse } } },
    async (request) => {
      requireAdmin(request);
      return opts.notices.monitorJobs();
    },
  );
};
