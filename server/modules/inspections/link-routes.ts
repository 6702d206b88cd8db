import { remoteSigningBody, remoteSigningView, signingParams } from '@core/contracts/inspections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_REQUEST_LIMIT } from '../../lib/rate-limits';
import type { InspectionsService } from './service';

/**
 * What people without an account reach by a link: the receiver's signed copy of the bill of lading,
 * and the signing page of a report nobody was there to sign. The link is the authority; failed lookups
 * count against the address's budget (plugins/link-tokens.ts).
 */
const linkRoute = { linkToken: true, rateLimit: LINK_REQUEST_LIMIT };

export const inspectionLinkRoutes: FastifyPluginAsyncZod<{ inspections: InspectionsService }> = async (
  app,
  { inspections },
) => {
  // The online copy for people without an account (the receiver): the link's signature is the authority.
  app.get(
    '/api/bol/:file',
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/, 'Bill of lading not found') }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
      config: linkRoute,
    },
    async (request, reply) => {
      const jobId = request.params.file.slice(0, 36);
      const { fileName, pdf } = await inspections.publicBillOfLading(
        jobId,
        request.query.exp,
        request.query.sig,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/condition-reports/sign/:token',
    { schema: { params: signingParams, response: { 200: remoteSigningView } }, config: linkRoute },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inspections.signingView(request.params.token);
    },
  );

  app.get(
    '/api/condition-reports/sign/:token/photos/:photoId',
    {
      schema: { params: signingParams.extend({ photoId: z.uuid({ error: 'Photo not found' }) }) },
      config: linkRoute,
    },
    async (request, reply) => {
      const { file, stream } = await inspections.signingPhoto(request.params.token, request.params.photoId);
      return reply.type(file.contentType).header('cache-control', 'private, no-store').send(stream);
    },
  );

  app.post(
    '/api/condition-reports/sign/:token',
    {
      schema: { params: signingParams, body: remoteSigningBody, response: { 200: remoteSigningView } },
      config: linkRoute,
    },
    async (request) => inspections.decideSigning(request.params.token, request.body),
  );
};
