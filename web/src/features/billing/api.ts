/**
 * The billing domain (server module `billing`): a company's monthly statements, the accounting export,
 * the certificate of insurance, net-30 terms and the operators' companies page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const billing = contractOf<typeof import('@core/contracts/billing')>();

export const billingKeys = {
  statement: (month: string) => ['/api/company/statements', month] as const,
  terms: ['/api/company/terms'] as const,
  adminCompanies: ['/api/admin/companies'] as const,
};

/** GET /api/company/statements?month=YYYY-MM */
export const statementQuery = (month: string) =>
  apiQuery(
    billingKeys.statement(month),
    `/api/company/statements?month=${encodeURIComponent(month)}`,
    billing('companyStatement'),
  );

/** The month's statement as a file (PDF or CSV). */
export const statementFileUrl = (month: string, kind: 'pdf' | 'csv') =>
  `/api/company/statements.${kind}?month=${encodeURIComponent(month)}`;

/** Invoices and credit notes between two days, in Xero's sales invoice import layout. */
export const exportUrl = (from: string, to: string) =>
  `/api/company/exports/invoices.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const CERTIFICATE_URL = '/api/company/certificate-of-insurance.pdf';

/** GET /api/company/terms */
export const termsQuery = () => apiQuery(billingKeys.terms, '/api/company/terms', billing('companyTerms'));

/** POST /api/company/terms-invoices/:id/pay */
export function usePayTermsInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/company/terms-invoices/${encodeURIComponent(id)}/pay`, billing('termsInvoice')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.terms }),
  });
}

/** GET /api/admin/companies */
export const adminCompaniesQuery = () =>
  apiQuery(billingKeys.adminCompanies, '/api/admin/companies', billing('adminCompanyList'));

/** PUT /api/admin/companies/:id/terms (behind the step-up, which the request helper asks for). */
export function useSetCompanyTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentTerms }: { id: string; paymentTerms: 'card' | 'net30' }) =>
      sendJson('PUT', `/api/admin/companies/${encodeURIComponent(id)}/terms`, billing('adminCompany'), {
        paymentTerms,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.adminCompanies }),
  });
}

/** POST /api/admin/terms-invoicing/run: last month's invoices on terms, now. */
export function useRunInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/terms-invoicing/run', billing('invoicingRunResult'), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.adminCompanies }),
  });
}
