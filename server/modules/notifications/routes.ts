import { idParams, markedCountResponse } from '@core/contracts/common';
import {
  notificationPreferences,
  notificationsResponse,
  notificationView,
  updateNotificationPreferences,
} from '@core/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireStepUp, requireUser } from '../../plugins/auth';
import type { NotificationsService } from './service';

/** The bell (the signed-in person's own notifications) and their delivery settings. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.list(requireUser(request).id);
    },
  );

  app.patch(
    '/api/notifications/:id/read',
    { schema: { params: idParams, response: { 200: notificationView } } },
    async (request) => {
      const user = requireUser(request);
      if (!isUuid(request.params.id)) throw notFound('Notification not found.');
      return notifications.markRead(user.id, request.params.id);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: markedCountResponse } } },
    async (request) => ({ marked: await notifications.markAllRead(requireUser(request).id) }),
  );

  app.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: notificationPreferences } } },
    async (request) => notifications.preferences(requireUser(request).id),
  );

  app.put(
    '/api/notifications/preferences',
    { schema: { body: updateNotificationPreferences, response: { 200: notificationPreferences } } },
    async (request) => {
      const user = requireUser(request);
      // Replacing or removing the number texts go to is a change of contact: it asks for a step-up
      // (adding a first number does not).
      if (request.body.phone !== undefined) {
        const { phone } = await notifications.preferences(user.id);
        if (phone !== null && phone !== request.body.phone) await requireStepUp(request, user);
      }
      return notifications.updatePreferences(user.id, request.body);
    },
  );
};
