import { idParams } from '@core/contracts/common';
import {
  addOperatorBody,
  adminDriverResponse,
  adminDriversQuery,
  adminDriversResponse,
  adminExceptionsResponse,
  adminJobResponse,
  adminJobsQuery,
  adminJobsResponse,
  auditQuery,
  auditResponse,
  candidatesResponse,
  consoleFiguresResponse,
  exceptionView,
  jobActionResponse,
  jobDispatchBody,
  jobDispatchResponse,
  jobNoteBody,
  liveMapResponse,
  operatorsResponse,
  payoutHoldBody,
  penaltyBody,
  reassignBody,
  refundBody,
  reinstateBody,
  resolveExceptionBody,
  secondFactorResetBody,
  suspensionBody,
  warningBody,
} from '@core/contracts/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireStepUp, requireStepUpAbove } from '../../plugins/auth';
import type { AuditService } from '../audit/service';
import type { NoticesService } from '../notices/service';
import type { OperationsService } from './service';

const uuidParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/** Lifting a driver's payout freeze: a reason, as a reinstatement takes. */
const liftFreezeSchema = { params: uuidParams, body: reinstateBody, response: { 200: jobActionResponse } };

/** The operators' console: every route is operators only (requireAdmin), answers checked by contracts. */
export const operationsRoutes: FastifyPluginAsyncZod<{
  operations: OperationsService;
  notices: NoticesService;
  audit: AuditService;
}> = async (app, { operations, notices, audit }) => {
  const ok = { 200: jobActionResponse };

  app.get(
    '/api/admin/jobs',
    { schema: { querystring: adminJobsQuery, response: { 200: adminJobsResponse } } },
    (request) => operations.adminJobs(requireAdmin(request), request.query),
  );
  app.get(
    '/api/admin/jobs/:id',
    { schema: { params: idParams, response: { 200: adminJobResponse } } },
    (request) => operations.adminJob(requireAdmin(request), request.params.id),
  );
  app.get(
    '/api/admin/jobs/:id/candidates',
    { schema: { params: idParams, querystring: adminDriversQuery, response: { 200: candidatesResponse } } },
    (request) => operations.candidates(requireAdmin(request), request.params.id, request.query.q),
  );
  app.get(
    '/api/admin/jobs/:id/dispatch',
    { schema: { params: idParams, response: { 200: jobDispatchResponse } } },
    (request) => operations.jobDispatch(requireAdmin(request), request.params.id),
  );
  app.post(
    '/api/admin/jobs/:id/dispatch',
    { schema: { params: idParams, body: jobDispatchBody, response: { 200: jobActionResponse } } },
    (request) => operations.redispatch(requireAdmin(request), request.params.id, request.body),
  );
  app.get('/api/admin/figures', { schema: { response: { 200: consoleFiguresResponse } } }, (request) =>
    operations.figures(requireAdmin(request)),
  );
  app.get('/api/admin/live-map', { schema: { response: { 200: liveMapResponse } } }, (request) =>
    operations.liveMap(requireAdmin(request)),
  );

  app.get('/api/admin/exceptions', { schema: { response: { 200: adminExceptionsResponse } } }, (request) =>
    notices.listExceptions(requireAdmin(request)),
  );
  app.post(
    '/api/admin/exceptions/:id/take',
    { schema: { params: uuidParams, response: { 200: exceptionView } } },
    (request) => notices.takeException(requireAdmin(request), request.params.id),
  );
  app.post(
    '/api/admin/exceptions/:id/resolve',
    { schema: { params: uuidParams, body: resolveExceptionBody, response: ok } },
    (request) => notices.resolveException(requireAdmin(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/admin/jobs/:id/reassign',
    { schema: { params: idParams, body: reassignBody, response: ok } },
    (request) => operations.reassign(requireAdmin(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/jobs/:id/refund',
    { schema: { params: idParams, body: refundBody, response: ok } },
    async (request) => {
      const operator = await requireStepUpAbove(request, requireAdmin(request), request.body.amountCents);
      return operations.cancelWithRefund(operator, request.params.id, request.body);
    },
  );
  app.post(
    '/api/admin/jobs/:id/payout-hold',
    { schema: { params: idParams, body: payoutHoldBody, response: ok } },
    (request) => operations.holdPayouts(requireAdmin(request), request.params.id, request.body.reason),
  );
  app.post(
    '/api/admin/jobs/:id/payout-hold/release',
    { schema: { params: idParams, body: payoutHoldBody, response: ok } },
    // Releasing held pay and lifting a bank freeze undo money controls: both ask for a step-up.
    async (request) =>
      operations.releasePayouts(
        await requireStepUp(request, requireAdmin(request)),
        request.params.id,
        request.body.reason,
      ),
  );
  app.post(
    '/api/admin/jobs/:id/notes',
    { schema: { params: idParams, body: jobNoteBody, response: ok } },
    (request) => operations.addNote(requireAdmin(request), request.params.id, request.body.note),
  );

  await app.register(driverActionsRoutes, { operations });

  app.get(
    '/api/admin/audit',
    { schema: { querystring: auditQuery, response: { 200: auditResponse } } },
    (request) => {
      requireAdmin(request);
      return audit.list(request.query);
    },
  );

  await app.register(operatorAccountsRoutes, { operations });
};

/** Who may operate: operators listed, added and removed, and a person's lost second factor reset. */
const operatorAccountsRoutes: FastifyPluginAsyncZod<{ operations: OperationsService }> = async (
  app,
  { operations },
) => {
  const ok = { 200: jobActionResponse };
  app.get('/api/admin/operators', { schema: { response: { 200: operatorsResponse } } }, (request) =>
    operations.operators(requireAdmin(request)),
  );
  app.post('/api/admin/operators', { schema: { body: addOperatorBody, response: ok } }, async (request) =>
    operations.addOperator(await requireStepUp(request, requireAdmin(request)), request.body),
  );
  app.delete('/api/admin/operators/:id', { schema: { params: uuidParams, response: ok } }, async (request) =>
    operations.removeOperator(await requireStepUp(request, requireAdmin(request)), request.params.id),
  );
  app.post(
    '/api/admin/accounts/:id/second-factor-reset',
    { schema: { params: uuidParams, body: secondFactorResetBody, response: ok } },
    async (request) =>
      operations.resetSecondFactor(
        await requireStepUp(request, requireAdmin(request)),
        request.params.id,
        request.body.reason,
      ),
  );
};

/** What operators do to a driver: find them, suspend or reinstate, lift a payout freeze, penalize, warn. */
const driverActionsRoutes: FastifyPluginAsyncZod<{ operations: OperationsService }> = async (
  app,
  { operations },
) => {
  const ok = { 200: jobActionResponse };
  // GET /api/admin/drivers is the verification queue (drivers domain); this is every verified driver.
  app.get(
    '/api/admin/driver-directory',
    { schema: { querystring: adminDriversQuery, response: { 200: adminDriversResponse } } },
    (request) => operations.searchDrivers(requireAdmin(request), request.query.q),
  );
  app.get(
    '/api/admin/drivers/:id',
    { schema: { params: uuidParams, response: { 200: adminDriverResponse } } },
    (request) => operations.adminDriver(requireAdmin(request), request.params.id),
  );
  app.post(
    '/api/admin/drivers/:id/suspension',
    { schema: { params: uuidParams, body: suspensionBody, response: ok } },
    (request) => operations.suspendDriver(requireAdmin(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/drivers/:id/suspension',
    { schema: { params: uuidParams, body: reinstateBody, response: ok } },
    (request) => operations.reinstateDriver(requireAdmin(request), request.params.id, request.body?.reason),
  );
  app.delete('/api/admin/drivers/:id/payout-freeze', { schema: liftFreezeSchema }, async (request) =>
    operations.liftPayoutFreeze(
      await requireStepUp(request, requireAdmin(request)),
      request.params.id,
      request.body?.reason,
    ),
  );
  app.post(
    '/api/admin/drivers/:id/penalties',
    { schema: { params: uuidParams, body: penaltyBody, response: ok } },
    async (request) =>
      operations.penalizeDriver(
        await requireStepUp(request, requireAdmin(request)),
        request.params.id,
        request.body,
      ),
  );
  app.post(
    '/api/admin/drivers/:id/warnings',
    { schema: { params: uuidParams, body: warningBody, response: ok } },
    (request) => operations.warnDriver(requireAdmin(request), request.params.id, request.body.reason),
  );
};
