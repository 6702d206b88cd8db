import { idParams } from '@core/contracts/common';
import {
  jobReceiptsResponse,
  receiptDecisionBody,
  receiptFields,
  receiptQueueResponse,
  receiptView,
} from '@core/contracts/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { readSingleUpload } from '../../lib/upload';
import { requireAdmin, requireRole, requireStepUpAbove, requireUser } from '../../plugins/auth';
import type { ReceiptsService } from './receipts';

export const receiptsRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptsService }> = async (
  app,
  { receipts },
) => {
  app.post(
    '/api/recovery-requests/:id/receipts',
    { schema: { params: idParams, response: { 200: receiptView } }, config: { upload: 'image' } },
    async (request) => {
      const actor = requireRole(request, 'driver');
      const { bytes, fields } = await readSingleUpload(request);
      const parsed = receiptFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? 'Check the receipt’s fields.', 'bad_receipt_fields', {
          [String(issue?.path[0] ?? 'receipt')]: issue?.message ?? '',
        });
      }
      return receipts.record(actor, request.params.id, parsed.data, bytes);
    },
  );

  app.get(
    '/api/recovery-requests/:id/receipts',
    { schema: { params: idParams, response: { 200: jobReceiptsResponse } } },
    (request) => receipts.listForJob(requireUser(request), request.params.id),
  );

  app.get('/api/admin/receipts', { schema: { response: { 200: receiptQueueResponse } } }, async (request) => {
    requireAdmin(request);
    return { receipts: await receipts.queue() };
  });

  app.post(
    '/api/admin/receipts/:id/decision',
    { schema: { params: idParams, body: receiptDecisionBody, response: { 200: receiptView } } },
    async (request) => {
      const operator = requireAdmin(request);
      // Money above the step-up amount asks the operator to confirm it is them (as claims do).
      const amount =
        request.body.decision === 'approve'
          ? (request.body.amountCents ?? (await receipts.claimedCentsOf(request.params.id)))
          : 0;
      return receipts.decide(
        await requireStepUpAbove(request, operator, amount),
        request.params.id,
        request.body,
      );
    },
  );
};
