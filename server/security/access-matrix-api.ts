import type { Actor, ObjectKind } from './fixtures';
import type { RouteKey } from './routes';

/** A case of access-matrix.ts (its MatrixCase), the few fields these use. */
interface MatrixCase {
  name: string;
  object: ObjectKind | null;
  params?: Record<string, string>;
  expect: Record<Actor, number>;
}

/**
 * /api/v1 acts only with a company's API key (Authorization: Bearer): a session, whoever's, is not
 * enough there, so every actor of the matrix gets 401 on every object. Keys' access (their company's
 * objects only, scopes, test and live apart) is tested in server/modules/api/api.test.ts.
 */
const sessionsRefused = {
  owner: 401,
  otherClient: 401,
  assignedDriver: 401,
  unassignedDriver: 401,
  admin: 401,
  anonymous: 401,
};
const jobCase = (name: string): MatrixCase[] => [{ name, object: 'acceptedJob', expect: sessionsRefused }];
const orderCase = (name: string): MatrixCase[] => [{ name, object: 'order', expect: sessionsRefused }];
const invoiceCase = (name: string): MatrixCase[] => [
  { name, object: 'creditedInvoice', expect: sessionsRefused },
];

export const apiAccessMatrix: Partial<Record<RouteKey, MatrixCase[]>> = {
  'GET /api/v1/jobs/:id': jobCase('a job, read with a session'),
  'POST /api/v1/jobs/:id/cancel': jobCase('a job, cancelled with a session'),
  'GET /api/v1/jobs/:id/tracking': jobCase("a job's tracking, with a session"),
  'GET /api/v1/jobs/:id/documents': jobCase("a job's documents, with a session"),
  'GET /api/v1/jobs/:id/bill-of-lading': jobCase("a job's bill of lading, with a session"),
  'GET /api/v1/invoices/:id': invoiceCase('an invoice, with a session'),
  'GET /api/v1/invoices/:id/pdf': invoiceCase("an invoice's PDF, with a session"),
  'GET /api/v1/invoices/:id/credit-note/pdf': invoiceCase('a credit note, with a session'),
  'GET /api/v1/orders/:id': orderCase('an order, read with a session'),
  'POST /api/v1/orders/:id/cancel': orderCase('an order, cancelled with a session'),
  // Keys are the company's: only its owners list, make (behind the step-up) and revoke them. The matrix's
  // clients are personal accounts (no company: 403), operators included.
  'DELETE /api/company/api-keys/:id': [
    {
      name: 'a key id, by people without a company',
      object: null,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      expect: {
        owner: 403,
        otherClient: 403,
        assignedDriver: 403,
        unassignedDriver: 403,
        admin: 403,
        anonymous: 401,
      },
    },
  ],
};
