import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/repo-root';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  TEST_VIN,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import type { paths } from './client/pathway-v1.generated';
import { apiKeyOf, companyOf } from './test-support';

/**
 * The public API as a fleet's developer uses it: types generated from /api/v1/openapi.json by
 * openapi-typescript, calls through openapi-fetch, against the real server on a port.
 */
let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const GENERATED = path.join(repoRoot, 'server/modules/api/client/pathway-v1.generated.ts');

describe('the typed client', () => {
  it('is generated from the served document, and the committed one is current', async () => {
    const doc = await (await fetch(`${baseUrl}/api/v1/openapi.json`)).text();
    const generated = execFileSync('node', [path.join(repoRoot, 'scripts/api/generate-client.mjs')], {
      input: doc,
      encoding: 'utf8',
    });
    expect(generated).toContain('"/api/v1/orders"');
    if (process.env.UPDATE_API_CLIENT === '1') fs.writeFileSync(GENERATED, generated);
    expect(
      generated,
      'The API changed: run UPDATE_API_CLIENT=1 npx vitest run server/modules/api/client.test.ts',
    ).toBe(fs.readFileSync(GENERATED, 'utf8'));
  });

  it('creates an order, follows its job to delivery and downloads its bill of lading', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key.secret}` } });

    const created = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': 'client-test-order-1' } },
      body: {
        poNumber: 'PO-9',
        moves: [
          {
            vehicleType: 'bobtail',
            vin: TEST_VIN,
            pickupLocation: 'Dallas, TX 75201',
            destination: 'Detroit, MI 48217',
            serviceTime: 'now',
          },
        ],
      },
    });
    expect(created.response.status).toBe(201);
    const order = created.data!;
    expect(order.jobs).toHaveLength(1);
    const jobId = order.jobs[0]!.id;

    // The fleet pays the order in the app (one card payment), and a driver takes the move.
    const owner = acme.owner.cookie;
    const intent = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payment-intent`,
        headers: { cookie: owner },
        payload: {},
      })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      },
    });
    const listed = await api.GET('/api/v1/jobs', { params: { query: { limit: 10 } } });
    expect(listed.data!.data.map((j) => [j.id, j.paymentStatus])).toEqual([[jobId, 'paid']]);

    const driver = await verifiedDriver(ctx);
    await acceptJob(ctx, driver, jobId);
    await completeConditionReport(ctx.app, driver, jobId, 'pickup');
    await completeConditionReport(ctx.app, driver, jobId, 'delivery');

    const job = await api.GET('/api/v1/jobs/{id}', { params: { path: { id: jobId } } });
    expect(job.data).toMatchObject({ id: jobId, status: 'delivered', driverName: 'Driver A' });
    const tracking = await api.GET('/api/v1/jobs/{id}/tracking', { params: { path: { id: jobId } } });
    expect(tracking.data!.events.map((e) => e.type)).toEqual(expect.arrayContaining(['created', 'accepted']));
    const documents = await api.GET('/api/v1/jobs/{id}/documents', { params: { path: { id: jobId } } });
    expect(documents.data!.billOfLadingUrl).toBe(`/api/v1/jobs/${jobId}/bill-of-lading`);
    expect(documents.data!.conditionReports.map((r) => [r.stage, r.status])).toEqual([
      ['pickup', 'submitted'],
      ['delivery', 'submitted'],
    ]);
    const bol = await api.GET('/api/v1/jobs/{id}/bill-of-lading', {
      params: { path: { id: jobId } },
      parseAs: 'arrayBuffer',
    });
    expect(bol.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(bol.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const invoices = await api.GET('/api/v1/invoices', {});
    expect(invoices.data!.data.map((i) => i.jobId)).toEqual([jobId]);
    const invoiceId = invoices.data!.data[0]!.id;
    const invoice = await api.GET('/api/v1/invoices/{id}', { params: { path: { id: invoiceId } } });
    expect(invoice.data).toMatchObject({ object: 'invoice', jobId, creditNote: null });
    const pdf = await api.GET('/api/v1/invoices/{id}/pdf', {
      params: { path: { id: invoiceId } },
      parseAs: 'arrayBuffer',
    });
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Another company's key finds none of it.
    const rival = await companyOf(ctx);
    const rivalKey = await apiKeyOf(ctx.app, rival.owner);
    const other = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${rivalKey.secret}` } });
    for (const res of [
      await other.GET('/api/v1/invoices/{id}', { params: { path: { id: invoiceId } } }),
      await other.GET('/api/v1/invoices/{id}/pdf', { params: { path: { id: invoiceId } } }),
      await other.GET('/api/v1/jobs/{id}/bill-of-lading', { params: { path: { id: jobId } } }),
      await other.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } }),
    ])
      expect(res.response.status).toBe(404);
    expect((await other.GET('/api/v1/invoices', {})).data!.data).toEqual([]);
    const refused = await api.GET('/api/v1/jobs/{id}', { params: { path: { id: 'PW-999999' } } });
    expect(refused.error?.error.type).toBe('not_found_error');
  });
});
