import { idParams } from '@core/contracts/common';
import {
  createdTrackingLink,
  createTrackingLinkBody,
  publicTracking,
  stopMessagesResponse,
  trackingLinkList,
  trackingLinkParams,
  trackingTokenParams,
} from '@core/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_REQUEST_LIMIT } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import type { TrackingService } from './service';

/** Reached by the link alone: failed lookups count against the address's budget (plugins/link-tokens.ts). */
const linkRoute = { linkToken: true, rateLimit: LINK_REQUEST_LIMIT };
/** A link's page is never cached, and its address never leaks to where it links. */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  app.post(
    '/api/recovery-requests/:id/tracking-links',
    {
      schema: { params: idParams, body: createTrackingLinkBody, response: { 201: createdTrackingLink } },
    },
    async (request, reply) => {
      const link = await tracking.createLink(requireUser(request), request.params.id, request.body.lifetime);
      return reply.status(201).send(link);
    },
  );
  app.get(
    '/api/recovery-requests/:id/tracking-links',
    { schema: { params: idParams, response: { 200: trackingLinkList } } },
    (request) => tracking.listLinks(requireUser(request), request.params.id),
  );
  app.delete(
    '/api/recovery-requests/:id/tracking-links/:linkId',
    { schema: { params: trackingLinkParams } },
    async (request, reply) => {
      await tracking.revokeLink(requireUser(request), request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  );

  // ---- what the link's holder reaches, without an account ----------------------------------------
  app.get(
    '/api/tracking/:token',
    { schema: { params: trackingTokenParams, response: { 200: publicTracking } }, config: linkRoute },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return tracking.viewTracking(request.params.token);
    },
  );
  app.get(
    '/api/tracking/:token/photos/:photoId',
    {
      schema: { params: trackingTokenParams.extend({ photoId: z.uuid({ error: 'Photo not found' }) }) },
      config: linkRoute,
    },
    async (request, reply) => {
      const { file, stream } = await tracking.trackedPhoto(request.params.token, request.params.photoId);
      return reply.type(file.contentType).headers(PRIVATE_HEADERS).send(stream);
    },
  );
  app.post(
    '/api/tracking/:token/stop',
    {
      schema: { params: trackingTokenParams, response: { 200: stopMessagesResponse } },
      config: linkRoute,
    },
    (request) => tracking.stopMessages(request.params.token),
  );
};
