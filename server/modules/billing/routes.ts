import {
  adminCompany,
  adminCompanyList,
  companyIdParams,
  companyStatement,
  companyTerms,
  exportQuery,
  invoicingRunBody,
  invoicingRunResult,
  setTermsBody,
  statementQuery,
  termsInvoice,
  termsInvoiceParams,
} from '@core/contracts/billing';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireStepUp, requireUser } from '../../plugins/auth';
import type { BillingService } from './service';

const download = (reply: FastifyReply, type: string, fileName: string, body: string | Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** A company's statements, export, certificate and terms; operators' companies page and month-end run. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/api/company/statements',
    { schema: { querystring: statementQuery, response: { 200: companyStatement } } },
    (request) => billing.companyStatement(requireUser(request), request.query.month),
  );
  app.get(
    '/api/company/statements.pdf',
    { schema: { querystring: statementQuery } },
    async (request, reply) => {
      const s = await billing.companyStatement(requireUser(request), request.query.month);
      const { fileName, pdf } = await billing.statementPdf(s);
      return download(reply, 'application/pdf', fileName, pdf);
    },
  );
  app.get(
    '/api/company/statements.csv',
    { schema: { querystring: statementQuery } },
    async (request, reply) => {
      const s = await billing.companyStatement(requireUser(request), request.query.month);
      const { fileName, csv } = billing.statementCsv(s);
      return download(reply, 'text/csv; charset=utf-8', fileName, csv);
    },
  );
  app.get(
    '/api/company/exports/invoices.csv',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      const { fileName, csv } = await billing.invoicesExport(requireUser(request), request.query);
      return download(reply, 'text/csv; charset=utf-8', fileName, csv);
    },
  );
  app.get('/api/company/certificate-of-insurance.pdf', async (request, reply) => {
    const { fileName, pdf } = await billing.certificateOfInsurance(requireUser(request));
    return download(reply, 'application/pdf', fileName, pdf);
  });
  app.get('/api/company/terms', { schema: { response: { 200: companyTerms } } }, (request) =>
    billing.companyTerms(requireUser(request)),
  );
  app.post(
    '/api/company/terms-invoices/:id/pay',
    { schema: { params: termsInvoiceParams, response: { 200: termsInvoice } } },
    (request) => billing.payTermsInvoice(requireUser(request), request.params.id),
  );

  app.get('/api/admin/companies', { schema: { response: { 200: adminCompanyList } } }, (request) => {
    requireAdmin(request);
    return billing.adminCompanies();
  });
  app.put(
    '/api/admin/companies/:id/terms',
    { schema: { params: companyIdParams, body: setTermsBody, response: { 200: adminCompany } } },
    async (request) => {
      const actor = await requireStepUp(request, requireAdmin(request));
      return billing.setCompanyTerms(actor, request.params.id, request.body.paymentTerms);
    },
  );
  app.post(
    '/api/admin/terms-invoicing/run',
    { schema: { body: invoicingRunBody.optional(), response: { 200: invoicingRunResult } } },
    async (request) => {
      requireAdmin(request);
      return billing.invoiceMonth(request.body?.month);
    },
  );
};
