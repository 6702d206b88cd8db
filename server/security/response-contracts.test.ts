import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { apiRoutes, type RouteKey, type ServedRoute } from './routes';

/**
 * The web app does not re-check the answers it reads (ADR 009): every JSON answer is checked against
 * its contract schema by the server before it leaves (fastify-type-provider-zod's serializer). So
 * every API route declares a response schema, except those the web app does not read as JSON, listed here.
 */
const NOT_JSON: Partial<Record<RouteKey, string>> = {
  'GET /api/files/:id': 'the stored file (an image)',
  'GET /api/documents/:id/file': 'the document file',
  'GET /api/documents/shared/:shareId/files/:documentId': 'a shared document file',
  'GET /api/invoices/:id/pdf': 'the invoice PDF',
  'GET /api/orders/template.csv': 'the CSV template of an order',
  'GET /api/invoices/:id/credit-note/pdf': "the invoice's credit note PDF",
  'GET /api/driver/statements/:file': "the driver's monthly statement, PDF or CSV",
  'GET /api/company/statements.pdf': "the company's monthly statement PDF",
  'GET /api/company/statements.csv': "the company's monthly statement CSV",
  'GET /api/company/exports/invoices.csv': 'invoices and credit notes as CSV (Xero import layout)',
  'GET /api/company/certificate-of-insurance.pdf': 'the certificate of insurance PDF',
  'GET /api/recovery-requests/:id/bol.pdf': 'the bill of lading PDF',
  'GET /api/bol/:file': "the bill of lading PDF (the receiver's signed copy)",
  'GET /api/condition-reports/sign/:token/photos/:photoId': 'a photo of the linked report',
  'GET /api/tracking/:token/photos/:photoId': "a photo of the tracked job's delivery report",
  'DELETE /api/recovery-requests/:id/tracking-links/:linkId': '204, no body',
  'POST /api/auth/logout': '204, no body',
  'POST /api/recovery-requests/:id/location': '204, no body',
  'DELETE /api/pathway/conversation': '204, no body',
  'DELETE /api/me/sessions/:id': '204, no body',
  'DELETE /api/me/passkeys/:id': '204, no body',
  'DELETE /api/me/totp': '204, no body',
  'DELETE /api/saved-places/:id': '204, no body',
  'DELETE /api/company/webhooks/:id': '204, no body',
  'POST /api/company/webhooks/deliveries/:id/resend': '204, no body',
  'DELETE /api/company/invites/:id': '204, no body',
  'PATCH /api/company/members/:userId': '204, no body',
  'DELETE /api/company/members/:userId': '204, no body',
  'POST /api/subscriptions/google-play/notifications': 'read by Google Pub/Sub, not by the web app',
  'POST /api/pathway/communicate/receive-sms': "TwiML for Twilio's messaging webhook",
  'GET /api/v1/jobs/:id/bill-of-lading': 'the bill of lading PDF (public API)',
  'GET /api/v1/invoices/:id/pdf': 'the invoice PDF (public API)',
  'GET /api/v1/invoices/:id/credit-note/pdf': "the invoice's credit note PDF (public API)",
};

let routes: ServedRoute[];
beforeAll(async () => {
  const ctx = await createTestApp();
  routes = apiRoutes(ctx.app);
});

describe('answers the web app reads unchecked', () => {
  it('come from routes that declare a response schema, unless their answer is not JSON', () => {
    const undeclared = routes
      .filter((r) => !r.websocket && r.schema?.response === undefined)
      .map((r) => r.key)
      .sort();
    expect(undeclared).toEqual(Object.keys(NOT_JSON).sort());
  });
});
