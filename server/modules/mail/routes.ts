import { outboxQuery, outboxResponse } from '@core/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import type { MailService } from './service';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  /** The outbox: every outgoing e-mail with its status (operators only). */
  app.get(
    '/api/admin/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return mail.outbox(request.query);
    },
  );
};
