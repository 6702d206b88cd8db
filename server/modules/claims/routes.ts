import {
  claimDecisionBody,
  claimMessageBody,
  claimsResponse,
  claimView,
  openClaimBody,
} from '@core/contracts/claims';
import { idParams } from '@core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSingleUpload } from '../../lib/upload';
import { requireAdmin, requireStepUpAbove, requireUser } from '../../plugins/auth';
import type { ClaimsService } from './service';

export const claimsRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (app, { claims }) => {
  app.post('/api/claims', { schema: { body: openClaimBody, response: { 200: claimView } } }, (request) =>
    claims.openClaim(requireUser(request), request.body),
  );
  app.get('/api/claims', { schema: { response: { 200: claimsResponse } } }, (request) =>
    claims.listClaims(requireUser(request)),
  );
  app.get('/api/claims/:id', { schema: { params: idParams, response: { 200: claimView } } }, (request) =>
    claims.claim(requireUser(request), request.params.id),
  );
  app.post(
    '/api/claims/:id/messages',
    { schema: { params: idParams, body: claimMessageBody, response: { 200: claimView } } },
    (request) => claims.postMessage(requireUser(request), request.params.id, request.body),
  );
  app.post(
    '/api/claims/:id/photos',
    { schema: { params: idParams, response: { 200: claimView } }, config: { upload: 'image' } },
    async (request) => {
      const actor = requireUser(request);
      const { bytes } = await readSingleUpload(request);
      return claims.addPhoto(actor, request.params.id, bytes);
    },
  );
  app.post(
    '/api/admin/claims/:id/decision',
    { schema: { params: idParams, body: claimDecisionBody, response: { 200: claimView } } },
    async (request) => {
      const { refundCents, chargeCents } = request.body;
      const operator = await requireStepUpAbove(
        request,
        requireAdmin(request),
        Math.max(refundCents, chargeCents),
      );
      return claims.decide(operator, request.params.id, request.body);
    },
  );
};
