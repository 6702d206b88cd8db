import { idParams } from '@core/contracts/common';
import {
  acceptanceProgressResponse,
  agreementResponse,
  declineOfferBody,
  driverAgreementBody,
  driverOffersResponse,
  identityParams,
  identityStatusResponse,
  locationBody,
  preferredDriversResponse,
  statusBody,
} from '@core/contracts/dispatch';
import { recoveryRequest, recoveryRequestList } from '@core/contracts/jobs';
import { jobActionResponse, withdrawalBody } from '@core/contracts/operations';
import { positionBatchBody, positionBatchResponse } from '@core/contracts/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSingleUpload } from '../../lib/upload';
import { requireAdmin, requireRole, requireStepUp, requireUser } from '../../plugins/auth';
import type { DispatchService } from './service';

const driverIdParams = z.object({ driverId: z.uuid({ error: 'Choose a driver' }) });

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
        response: { 200: agreementResponse },
      },
    },
    // The driver is the session's user, whatever driverId the body carries.
    async (request) => dispatch.agree(requireRole(request, 'driver'), request.params.id),
  );

  app.get(
    '/api/recovery-requests/:id/acceptance',
    { schema: { params: idParams, response: { 200: acceptanceProgressResponse } } },
    async (request) => dispatch.acceptanceProgress(requireRole(request, 'driver'), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/identity/:kind',
    {
      schema: { params: identityParams, response: { 200: identityStatusResponse } },
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
    '/api/recovery-requests/:id/confirm-delivery',
    { schema: { params: idParams, response: { 200: recoveryRequest } } },
    async (request) => dispatch.confirmDelivery(requireUser(request), request.params.id),
  );

  app.post(
    '/api/recovery-requests/:id/location',
    {
      schema: { params: idParams, body: locationBody },
    },
    async (request, reply) => {
      await dispatch.reportPositions(requireRole(request, 'driver'), request.params.id, [request.body]);
      return reply.status(204).send();
    },
  );

  // Positions the phone kept while offline (or any batch), stored as recorded: idempotent per time.
  app.post(
    '/api/recovery-requests/:id/positions',
    { schema: { params: idParams, body: positionBatchBody, response: { 200: positionBatchResponse } } },
    async (request) =>
      dispatch.reportPositions(requireRole(request, 'driver'), request.params.id, request.body.positions),
  );

  app.get('/api/driver/jobs', { schema: { response: { 200: recoveryRequestList } } }, async (request) =>
    dispatch.myJobs(requireRole(request, 'driver')),
  );

  app.post(
    '/api/admin/recovery-requests/:id/release-held-payout',
    { schema: { params: idParams, response: { 200: recoveryRequest } } },
    async (request) =>
      dispatch.releaseHeldPayout(await requireStepUp(request, requireAdmin(request)), request.params.id),
  );

  // "I can't make it": the assigned driver tells operators, who decide (the driver cannot cancel).
  app.post(
    '/api/recovery-requests/:id/withdrawal',
    { schema: { params: idParams, body: withdrawalBody, response: { 200: jobActionResponse } } },
    async (request) =>
      dispatch.requestWithdrawal(requireRole(request, 'driver'), request.params.id, request.body.reason),
  );

  // Jobs dispatch offers this driver (an operator's reassignment), and passing on one.
  app.get('/api/driver/offers', { schema: { response: { 200: driverOffersResponse } } }, async (request) =>
    dispatch.driverOffers(requireRole(request, 'driver')),
  );

  app.post(
    '/api/recovery-requests/:id/offer/decline',
    { schema: { params: idParams, body: declineOfferBody, response: { 200: jobActionResponse } } },
    async (request) =>
      dispatch.declineOffer(requireRole(request, 'driver'), request.params.id, request.body.reason),
  );

  // A client's preferred drivers, asked first when their jobs are dispatched.
  const preferredSchema = { params: driverIdParams, response: { 200: preferredDriversResponse } };
  app.get(
    '/api/preferred-drivers',
    { schema: { response: { 200: preferredDriversResponse } } },
    async (request) => dispatch.preferredDrivers(requireRole(request, 'client')),
  );
  app.put('/api/preferred-drivers/:driverId', { schema: preferredSchema }, async (request) =>
    dispatch.preferDriver(requireRole(request, 'client'), request.params.driverId),
  );
  app.delete('/api/preferred-drivers/:driverId', { schema: preferredSchema }, async (request) =>
    dispatch.unpreferDriver(requireRole(request, 'client'), request.params.driverId),
  );
};
