import {
  deliveryBody,
  driverAgreementBody,
  earningsResponse,
  jobPhoto,
  photoAngles,
  photoStages,
  pretripBody,
  statusBody,
} from '@core/contracts/drivers';
import { recoveryRequest } from '@core/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readSingleUpload } from '../../lib/upload';
import { requireRole, requireUser } from '../../plugins/auth';
import type { DispatchService } from './service';

const idParams = z.object({ id: z.string().max(64) });

export const dispatchRoutes: FastifyPluginAsyncZod<{ dispatch: DispatchService }> = async (
  app,
  { dispatch },
) => {
  app.post(
    '/api/recovery-requests/:id/driver-agreement',
    {
      schema: {
        params: idParams,
        body: driverAgreementBody,
        response: {
          200: z.object({
            ok: z.literal(true),
            policyVersion: z.string(),
            agreedAt: z.string(),
            driverId: z.string(),
          }),
        },
      },
    },
    // The driver is the session's user, whatever driverId the body carries.
    async (request) => dispatch.agree(requireRole(request, 'driver'), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/identity/:kind',
    {
      schema: {
        params: z.object({ id: z.string().max(64), kind: z.enum(['license', 'selfie']) }),
        response: { 200: z.object({ license: z.boolean(), selfie: z.boolean() }) },
      },
      config: { upload: 'image' },
    },
    async (request) => {
      const actor = requireRole(request, 'driver');
      const { bytes } = await readSingleUpload(request);
      return dispatch.addIdentityPhoto(actor, request.params.id, request.params.kind, bytes);
    },
  );

  app.patch(
    '/api/recovery-requests/:id/status',
    { schema: { params: idParams, body: statusBody, response: { 200: recoveryRequest } } },
    async (request) => dispatch.changeStatus(requireUser(request), request.params.id, request.body.status),
  );

  app.post(
    '/api/recovery-requests/:id/photos',
    { schema: { params: idParams, response: { 201: jobPhoto } }, config: { upload: 'image' } },
    async (request, reply) => {
      const actor = requireRole(request, 'driver');
      const { bytes, fields } = await readSingleUpload(request);
      const stage = z.enum(photoStages).safeParse(fields.stage);
      const angle = z.enum(photoAngles).safeParse(fields.angle);
      if (!stage.success || !angle.success) {
        throw badRequest(
          'Say which stage (before/after) and side (front, rear, left, right, odometer, other) the photo shows, before the file.',
        );
      }
      return reply
        .status(201)
        .send(await dispatch.addPhoto(actor, request.params.id, stage.data, angle.data, bytes));
    },
  );

  app.get(
    '/api/recovery-requests/:id/photos',
    { schema: { params: idParams, response: { 200: z.array(jobPhoto) } } },
    async (request) => dispatch.photos(requireUser(request), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/pretrip',
    { schema: { params: idParams, body: pretripBody, response: { 200: recoveryRequest } } },
    async (request) =>
      dispatch.completePretrip(requireRole(request, 'driver'), request.params.id, request.body),
  );

  app.post(
    '/api/recovery-requests/:id/delivery',
    { schema: { params: idParams, body: deliveryBody, response: { 200: recoveryRequest } } },
    async (request) =>
      dispatch.completeDelivery(requireRole(request, 'driver'), request.params.id, request.body),
  );

  app.post(
    '/api/recovery-requests/:id/confirm-delivery',
    { schema: { params: idParams, response: { 200: recoveryRequest } } },
    async (request) => dispatch.confirmDelivery(requireUser(request), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/location',
    {
      schema: {
        params: idParams,
        body: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
      },
    },
    async (request, reply) => {
      await dispatch.reportPosition(
        requireRole(request, 'driver'),
        request.params.id,
        request.body.lat,
        request.body.lng,
      );
      return reply.status(204).send();
    },
  );

  app.get('/api/driver/jobs', { schema: { response: { 200: z.array(recoveryRequest) } } }, async (request) =>
    dispatch.myJobs(requireRole(request, 'driver')),
  );

  app.get('/api/driver/earnings', { schema: { response: { 200: earningsResponse } } }, async (request) =>
    dispatch.earnings(requireRole(request, 'driver')),
  );
};
