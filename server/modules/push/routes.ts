import {
  pushPublicKeyResponse,
  pushSubscriptionBody,
  pushSubscriptionView,
  pushUnsubscribeBody,
  pushUnsubscribeResponse,
} from '@core/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { sessionIdOf } from '../accounts/context';
import type { PushService } from './service';

/** Push notifications on the signed-in person's browsers: the key to subscribe with, on and off. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/api/push/public-key',
    { schema: { response: { 200: pushPublicKeyResponse } } },
    async (request) => {
      requireUser(request);
      return { publicKey: push.publicKey };
    },
  );

  app.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionBody, response: { 200: pushSubscriptionView } } },
    async (request) => {
      const { id } = requireUser(request);
      const actor = { userId: id, sessionId: sessionIdOf(request.sessionToken!) };
      return push.subscribe(actor, request.body, request.headers['user-agent']);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: pushUnsubscribeBody, response: { 200: pushUnsubscribeResponse } } },
    async (request) => push.unsubscribe(requireUser(request).id, request.body.endpoint),
  );
};
