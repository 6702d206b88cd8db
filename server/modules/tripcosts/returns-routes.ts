import { idParams } from '@core/contracts/common';
import {
  bookTicketBody,
  chooseReturnBody,
  excuseTicketBody,
  jobCostsView,
  jobReturnView,
  missedTicketBody,
  tripCostMonthQuery,
  tripCostMonthTotals,
} from '@core/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requireAdmin,
  requireRole,
  requireStepUp,
  requireStepUpAbove,
  requireUser,
} from '../../plugins/auth';
import type { ReturnsService } from './returns-service';

/** The driver's way home (theirs to choose and report), operators' bookings and decisions, the costs. */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  app.get(
    '/api/recovery-requests/:id/return',
    { schema: { params: idParams, response: { 200: jobReturnView.nullable() } } },
    async (request) => returns.returnOf(requireUser(request), request.params.id),
  );

  app.put(
    '/api/recovery-requests/:id/return',
    { schema: { params: idParams, body: chooseReturnBody, response: { 200: jobReturnView } } },
    async (request) =>
      returns.chooseReturn(requireRole(request, 'driver'), request.params.id, request.body.mode),
  );

  app.post(
    '/api/recovery-requests/:id/return/missed',
    { schema: { params: idParams, body: missedTicketBody, response: { 200: jobReturnView } } },
    async (request) =>
      returns.markTicketMissed(requireRole(request, 'driver'), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/jobs/:id/return/ticket',
    { schema: { params: idParams, body: bookTicketBody, response: { 200: jobReturnView } } },
    // Spending the platform's cash on a ticket: above the step-up amount the operator confirms it's them.
    async (request) =>
      returns.bookTicket(
        await requireStepUpAbove(request, requireAdmin(request), request.body.costCents),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/api/admin/jobs/:id/return/missed',
    { schema: { params: idParams, body: missedTicketBody, response: { 200: jobReturnView } } },
    // A penalty and a suspension, or (below) lifting them: money actions, confirmed as the penalty route's are.
    async (request) =>
      returns.markTicketMissed(
        await requireStepUp(request, requireAdmin(request)),
        request.params.id,
        request.body.reason,
      ),
  );

  app.post(
    '/api/admin/jobs/:id/return/excuse',
    { schema: { params: idParams, body: excuseTicketBody, response: { 200: jobReturnView } } },
    async (request) =>
      returns.excuseMissedTicket(
        await requireStepUp(request, requireAdmin(request)),
        request.params.id,
        request.body.reason,
      ),
  );

  app.get(
    '/api/admin/jobs/:id/costs',
    { schema: { params: idParams, response: { 200: jobCostsView } } },
    async (request) => returns.jobCosts(requireAdmin(request), request.params.id),
  );

  app.get(
    '/api/admin/trip-costs/month',
    { schema: { querystring: tripCostMonthQuery, response: { 200: tripCostMonthTotals } } },
    async (request) => {
      requireAdmin(request);
      return returns.monthTotals(request.query.month);
    },
  );
};
