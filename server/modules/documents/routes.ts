import {
  documentReviewBody,
  documentSchema,
  documentsForReviewResponse,
  documentsResponse,
  generateShareLinkBody,
  generateShareLinkResponse,
  oneClickShareBody,
  oneClickShareResponse,
  sharedDocumentResponse,
  shareLinksResponse,
  shareViaEmailBody,
  shareViaEmailResponse,
  uploadDocumentResponse,
} from '@core/contracts/documents';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_REQUEST_LIMIT } from '../../lib/rate-limits';
import { receiveUploadToDisk } from '../../lib/upload';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { DocumentsService } from './service';

const idParam = z.object({ id: z.string().max(64) });
/** Reached by the link alone: failed lookups count against the address's budget (plugins/link-tokens.ts). */
const linkRoute = { linkToken: true, rateLimit: LINK_REQUEST_LIMIT };
const success = z.object({ success: z.literal(true) });

/** Inline with the document's own name; never cached by browsers or proxies. */
function sendFile(
  reply: FastifyReply,
  doc: { contentType: string; fileName: string; sizeBytes: number },
  stream: NodeJS.ReadableStream,
) {
  const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return reply
    .type(doc.contentType)
    .header('content-length', doc.sizeBytes)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  ownDocumentRoutes(app, documents);
  shareLinkRoutes(app, documents);
  reviewRoutes(app, documents);
};

/** A person's own documents. */
function ownDocumentRoutes(app: App, documents: DocumentsService) {
  app.post(
    '/api/documents',
    // A PNG, JPG or PDF by its bytes, at most 10 MB (server/security/uploads.test.ts checks the refusals).
    { schema: { response: { 201: uploadDocumentResponse } }, config: { upload: 'document' } },
    async (request, reply) => {
      const actor = requireUser(request);
      const received = await receiveUploadToDisk(request, {
        tmpDir: documents.tmpDir,
        ...documents.uploadLimits,
        notMultipartMessage: 'Send the document as multipart/form-data with a file and its documentType.',
      });
      const document = await documents.upload(actor, received);
      return reply.status(201).send({ success: true, document });
    },
  );

  app.get(
    '/api/users/:id/documents',
    { schema: { params: idParam, response: { 200: documentsResponse } } },
    async (request, reply) => {
      const actor = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { documents: await documents.listFor(actor, request.params.id) };
    },
  );

  app.get('/api/documents/:id/file', { schema: { params: idParam } }, async (request, reply) => {
    const { document, stream } = await documents.openFile(requireUser(request), request.params.id);
    return sendFile(reply, document, stream);
  });

  app.delete(
    '/api/documents/:id',
    { schema: { params: idParam, response: { 200: success } } },
    async (request) => {
      await documents.remove(requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}

/** Share links: made by the owner; opened by whoever holds one, signed out. */
function shareLinkRoutes(app: App, documents: DocumentsService) {
  app.post(
    '/api/documents/one-click-share',
    { schema: { body: oneClickShareBody, response: { 200: oneClickShareResponse } } },
    async (request) => documents.oneClickShare(requireUser(request), request.body),
  );

  app.post(
    '/api/documents/generate-share-link',
    { schema: { body: generateShareLinkBody, response: { 200: generateShareLinkResponse } } },
    async (request) => documents.generateShareLink(requireUser(request), request.body),
  );

  app.post(
    '/api/documents/share-via-email',
    { schema: { body: shareViaEmailBody, response: { 200: shareViaEmailResponse } } },
    async (request) => documents.shareViaEmail(requireUser(request), request.body),
  );

  app.get(
    '/api/documents/shares',
    { schema: { response: { 200: shareLinksResponse } } },
    async (request, reply) => {
      const actor = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { links: await documents.listShares(actor) };
    },
  );

  app.delete(
    '/api/documents/shares/:id',
    { schema: { params: idParam, response: { 200: success } } },
    async (request) => {
      await documents.revokeShare(requireUser(request), request.params.id);
      return { success: true as const };
    },
  );

  // No sign-in: whoever holds a live link may view.
  app.get(
    '/api/documents/shared/:shareId',
    {
      schema: {
        params: z.object({ shareId: z.string().max(128) }),
        response: { 200: sharedDocumentResponse },
      },
      config: linkRoute,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return documents.viewShared(request.params.shareId);
    },
  );

  app.get(
    '/api/documents/shared/:shareId/files/:documentId',
    {
      schema: {
        params: z.object({ shareId: z.string().max(128), documentId: z.string().max(64) }),
        querystring: z.object({
          exp: z.coerce.number().int().nonnegative().catch(0),
          sig: z.string().max(128).catch(''),
        }),
      },
      config: linkRoute,
    },
    async (request, reply) => {
      const { shareId, documentId } = request.params;
      const { document, stream } = await documents.sharedFile({
        token: shareId,
        documentId,
        ...request.query,
      });
      reply.header('referrer-policy', 'no-referrer');
      return sendFile(reply, document, stream);
    },
  );
}

/** Operators' review queue. */
function reviewRoutes(app: App, documents: DocumentsService) {
  app.get(
    '/api/admin/documents',
    { schema: { response: { 200: documentsForReviewResponse } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return { documents: await documents.reviewQueue() };
    },
  );

  app.post(
    '/api/admin/documents/:id/review',
    { schema: { params: idParam, body: documentReviewBody, response: { 200: documentSchema } } },
    async (request) => documents.review(requireAdmin(request), request.params.id, request.body),
  );
}
