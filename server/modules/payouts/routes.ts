import {
  adminPayoutsResponse,
  driverEarningsResponse,
  instantPayoutBody,
  instantPayoutResponse,
  payoutAccountResponse,
  payoutFreezeLinkResponse,
  payoutFreezeParams,
  payoutOnboardingBody,
  payoutOnboardingResponse,
  retryTransferParams,
  retryTransferResponse,
  statementParams,
} from '@core/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINK_REQUEST_LIMIT } from '../../lib/rate-limits';
import { requireAdmin, requireRole, requireStepUp } from '../../plugins/auth';
import type { PayoutsService } from './service';
import { statementCsv, statementPdf } from './statements';

export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get(
    '/api/driver/payout-account',
    { schema: { response: { 200: payoutAccountResponse } } },
    async (request) => payouts.payoutAccount(requireRole(request, 'driver')),
  );

  app.post(
    '/api/driver/payout-account',
    { schema: { body: payoutOnboardingBody, response: { 200: payoutOnboardingResponse } } },
    async (request) => {
      const driver = requireRole(request, 'driver');
      // Replacing the bank payouts go to is how a taken-over account is emptied: it asks for a step-up
      // (and the new bank still waits out its hold).
      const hasBank = (await payouts.payoutAccount(driver)).bankLast4 !== null;
      return payouts.onboard(hasBank ? await requireStepUp(request, driver) : driver, request.body ?? {});
    },
  );

  app.get(
    '/api/driver/earnings',
    { schema: { response: { 200: driverEarningsResponse } } },
    async (request) => payouts.earnings(requireRole(request, 'driver')),
  );

  app.post(
    '/api/driver/payouts/instant',
    { schema: { body: instantPayoutBody, response: { 200: instantPayoutResponse } } },
    async (request) => ({
      payout: await payouts.instantPayout(requireRole(request, 'driver'), request.body ?? undefined),
    }),
  );

  app.get('/api/driver/statements/:file', { schema: { params: statementParams } }, async (request, reply) => {
    const { period, format } = request.params.file;
    const statement = await payouts.statement(requireRole(request, 'driver'), period);
    reply.header('cache-control', 'private, no-store');
    if (format === 'csv')
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pathway-statement-${period}.csv"`)
        .send(statementCsv(statement));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="pathway-statement-${period}.pdf"`)
      .send(await statementPdf(statement));
  });

  // The "This wasn't me" link of a bank change: GET reads it, only the page's POST freezes.
  app.get(
    '/api/payout-freeze/:token',
    {
      config: { linkToken: true, rateLimit: LINK_REQUEST_LIMIT },
      schema: { params: payoutFreezeParams, response: { 200: payoutFreezeLinkResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payouts.freezeLinkView(request.params.token);
    },
  );
  app.post(
    '/api/payout-freeze/:token',
    {
      config: { linkToken: true, rateLimit: LINK_REQUEST_LIMIT },
      schema: { params: payoutFreezeParams, response: { 200: payoutFreezeLinkResponse } },
    },
    async (request) => payouts.freezeByLink(request.params.token),
  );

  app.get('/api/admin/payouts', { schema: { response: { 200: adminPayoutsResponse } } }, async (request) =>
    payouts.adminOverview(requireAdmin(request)),
  );

  app.post(
    '/api/admin/payouts/transfers/:id/retry',
    { schema: { params: retryTransferParams, response: { 200: retryTransferResponse } } },
    async (request) => payouts.retryTransfer(requireAdmin(request), request.params.id),
  );
};
