import { idParams, markedCountResponse } from '@core/contracts/common';
import {
  blockBody,
  blockResponse,
  contactIdParams,
  contactList,
  conversationParams,
  messageList,
  messageView,
  sendMessageBody,
  unreadCountResponse,
  userIdParams,
} from '@core/contracts/messaging';
import { MESSAGES_PER_MINUTE } from '@core/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { MessagingService } from './service';

/** /api/driver-messaging (product/platform §7): `{userId}` is always the session's own user. */
export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && request.url.startsWith('/api/driver-messaging'))
      reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/driver-messaging/user/:userId/unread-count',
    { schema: { params: userIdParams, response: { 200: unreadCountResponse } } },
    async (request) => messaging.unreadCount(requireUser(request), request.params.userId),
  );

  app.get(
    '/api/driver-messaging/user/:userId/high-priority',
    { schema: { params: userIdParams, response: { 200: messageList } } },
    async (request) => messaging.highPriority(requireUser(request), request.params.userId),
  );

  app.get(
    '/api/driver-messaging/user/:userId/contacts',
    { schema: { params: userIdParams, response: { 200: contactList } } },
    async (request) => messaging.contacts(requireUser(request), request.params.userId),
  );

  app.get(
    '/api/driver-messaging/conversation/:userId/:contactId',
    { schema: { params: conversationParams, response: { 200: messageList } } },
    async (request) =>
      messaging.conversation(requireUser(request), request.params.userId, request.params.contactId),
  );

  app.post(
    '/api/driver-messaging',
    {
      schema: { body: sendMessageBody, response: { 201: messageView } },
      // 30 a minute per sender (signed-out requests are refused before they count).
      config: {
        rateLimit: {
          max: MESSAGES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { senderId: _ignored, ...body } = request.body;
      reply.status(201);
      return messaging.send(user, body);
    },
  );

  app.patch(
    '/api/driver-messaging/:id/read',
    { schema: { params: idParams, response: { 200: messageView } } },
    async (request) => messaging.markRead(requireUser(request), request.params.id),
  );

  app.post(
    '/api/driver-messaging/conversation/:contactId/read',
    { schema: { params: contactIdParams, response: { 200: markedCountResponse } } },
    async (request) => ({
      marked: await messaging.markConversationRead(requireUser(request), request.params.contactId),
    }),
  );

  app.put(
    '/api/driver-messaging/contacts/:contactId/block',
    { schema: { params: contactIdParams, body: blockBody, response: { 200: blockResponse } } },
    async (request) =>
      messaging.setBlocked(requireUser(request), request.params.contactId, request.body.blocked),
  );
};
