import { COMMUNICATIONS_PER_HOUR } from '@core/assistant';
import {
  callBody,
  communicationResponse,
  emailBody,
  incomingCall,
  notificationBody,
  receiveCallBody,
  receiveCallResponse,
  smsBody,
} from '@core/contracts/assistant';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twilioSignatureValid, xmlEscape } from '../../adapters/sms';
import { AppError, forbidden } from '../../lib/errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { AccountsService } from '../accounts/service';
import type { Communications } from './service';
import { answerTwilioCall } from './twilio-call';

export interface CommunicationsRoutesOptions {
  communications: Communications;
  accounts: Pick<AccountsService, 'findUserByPhone'>;
  /** Twilio's auth token and the public address its webhook calls, when the phone port is Twilio. */
  twilio: { authToken: string; publicUrl: string } | null;
  /** A text to Pathway's number (STOP, START): the reply to send, or null. */
  inboundSms: (from: string, text: string) => Promise<string | null>;
}

const perUser = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
});

/** /api/pathway/communicate and /api/pathway/calls: calls, texts and e-mails between a job's parties. */
export const communicationsRoutes: FastifyPluginAsyncZod<CommunicationsRoutesOptions> = async (app, opts) => {
  const { communications } = opts;

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
        if (typeof signature === 'string' || (opts.twilio && !request.user)) {
          const twiml = await answerTwilioCall(opts, {
            url: request.url,
            body: request.body,
            signature: typeof signature === 'string' ? signature : undefined,
          });
          // TwiML, not the JSON answer: sent as is, past the response schema.
          return reply
            .type('text/xml')
            .serializer((payload) => payload as string)
            .send(twiml as never);
        }
        const body = request.body;
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

    /**
     * Twilio's messaging webhook: a text to Pathway's number. "STOP" (and the carriers' other words)
     * stops every text to that number, "START" restarts them. Signed like the voice webhook; 403
     * without Twilio configured (the outbox sends nothing, so nothing can answer).
     */
    scope.post(
      '/api/pathway/communicate/receive-sms',
      {
        schema: { body: z.object({ From: z.string().max(40), Body: z.string().max(1600) }).passthrough() },
        config: perUser(120, '1 minute'),
      },
      async (request, reply) => {
        const signature = request.headers['x-twilio-signature'];
        const valid =
          opts.twilio &&
          twilioSignatureValid(
            opts.twilio.authToken,
            `${opts.twilio.publicUrl}${request.url}`,
            request.body,
            typeof signature === 'string' ? signature : undefined,
          );
        if (!valid) throw forbidden('The request signature is not valid.');
        const answer = await opts.inboundSms(request.body.From, request.body.Body);
        const twiml = answer ? `<Response><Message>${xmlEscape(answer)}</Message></Response>` : '<Response/>';
        return reply
          .type('text/xml')
          .serializer((payload) => payload as string)
          .send(twiml as never);
      },
    );
  });

  app.get('/api/pathway/calls/incoming', { schema: { response: { 200: incomingCall } } }, (request) =>
    communications.incoming(requireUser(request)),
  );
};
