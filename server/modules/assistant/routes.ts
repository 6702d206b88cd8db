import { COMMUNICATIONS_PER_HOUR } from '@core/assistant';
import {
  aiJob,
  aiJobList,
  aiJobsQuery,
  assistantConversation,
  assistantStatus,
  callBody,
  communicationResponse,
  createAiJobBody,
  emailBody,
  incomingCall,
  jobIdParams,
  monitorJobsResponse,
  notificationBody,
  receiveCallBody,
  receiveCallResponse,
  recommendationList,
  smsBody,
  updateAiJobStatusBody,
  voiceCommandBody,
  voiceCommandResponse,
} from '@core/contracts/assistant';
import { createPaymentIntentResponse } from '@core/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sayTwiml, twilioSignatureValid } from '../../adapters/sms';
import { AppError, forbidden } from '../../lib/errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { AccountsService } from '../accounts/service';
import type { NoticesService } from '../notices/service';
import type { AiJobs } from './ai-jobs';
import type { Communications } from './communications';
import type { AssistantService } from './service';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  aiJobs: AiJobs;
  communications: Communications;
  notices: Pick<NoticesService, 'monitorJobs'>;
  accounts: Pick<AccountsService, 'findUserByPhone'>;
  /** Questions to the assistant per minute, per person (or address for visitors). */
  commandsPerMinute: number;
  /** Twilio's auth token and the public address its webhook calls, when the phone port is Twilio. */
  twilio: { authToken: string; publicUrl: string } | null;
}

const perUser = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
});

/** /api/pathway (platform-areas §7): the assistant, the AI job view, communication and calls. */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, opts) => {
  const { assistant, aiJobs, communications } = opts;

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

  // ---- communication between the parties of a job ------------------------------------------------
  const sending = { config: perUser(COMMUNICATIONS_PER_HOUR, '1 hour') };
  app.post(
    '/api/pathway/communicate/call',
    { ...sending, schema: { body: callBody, response: { 200: communicationResponse } } },
    (request) => communications.call(requireUser(request), request.body),
  );
  app.post(
    '/api/pathway/communicate/sms',
    { ...sending, schema: { body: smsBody, response: { 200: communicationResponse } } },
    (request) => communications.sms(requireUser(request), request.body),
  );
  app.post(
    '/api/pathway/communicate/email',
    { ...sending, schema: { body: emailBody, response: { 200: communicationResponse } } },
    (request) => communications.email(requireUser(request), request.body),
  );
  app.post(
    '/api/pathway/communicate/notification',
    { ...sending, schema: { body: notificationBody, response: { 200: communicationResponse } } },
    (request) => communications.notification(requireUser(request), request.body),
  );

  // Twilio's voice webhook posts a form: only this route reads one (a scope of its own).
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    /**
     * A call into Pathway's line. With Twilio configured, its voice webhook (signed form, answered with
     * TwiML); a request carrying a Twilio signature is checked against the auth token either way. Without
     * one, an operator records a call they took.
     */
    scope.post(
      '/api/pathway/communicate/receive-call',
      {
        schema: { body: receiveCallBody, response: { 200: receiveCallResponse } },
        config: perUser(60, '1 minute'),
      },
      async (request, reply) => {
        const signature = request.headers['x-twilio-signature'];
        const body = request.body;
        const fromTwilio = typeof signature === 'string' || (opts.twilio && !request.user);
        if (fromTwilio) {
          const valid =
            opts.twilio &&
            twilioSignatureValid(
              opts.twilio.authToken,
              `${opts.twilio.publicUrl}${request.url}`,
              body,
              typeof signature === 'string' ? signature : undefined,
            );
          if (!valid) throw forbidden('The request signature is not valid.');
          await communications.receiveCall({
            phoneNumber: body.From ?? null,
            providerCallId: body.CallSid,
            findByPhone: opts.accounts.findUserByPhone,
          });
          // TwiML, not the JSON answer: sent as is, past the response schema.
          return reply
            .type('text/xml')
            .serializer((payload) => payload as string)
            .send(
              sayTwiml(
                'Thank you for calling Pathway. Please hold: a dispatcher will be with you shortly.',
              ) as never,
            );
        }
        requireAdmin(request);
        if (!request.headers['content-type']?.startsWith('application/json'))
          throw new AppError(415, 'Send the call as JSON.', 'unsupported_media_type');
        return communications.receiveCall({
          callerId: body.callerId,
          callerType: body.callerType,
          phoneNumber: body.phoneNumber,
          findByPhone: opts.accounts.findUserByPhone,
        });
      },
    );
  });

  app.get('/api/pathway/calls/incoming', { schema: { response: { 200: incomingCall } } }, (request) =>
    communications.incoming(requireUser(request)),
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
