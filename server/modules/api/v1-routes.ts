import {
  type V1Invoice,
  type V1Job,
  type V1Tracking,
  v1Documents,
  v1IdParams,
  v1Invoice,
  v1InvoicePage,
  v1Job,
  v1JobPage,
  v1PageQuery,
  v1Quote,
  v1QuoteBody,
  v1Tracking,
} from '@core/contracts/api-v1';
import type { RecoveryRequest } from '@core/contracts/jobs';
import type { Invoice } from '@core/contracts/payments';
import { internalJobEvents } from '@core/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors';
import type { GeoService } from '../geo/service';
import type { InspectionsService } from '../inspections/service';
import type { JobsService } from '../jobs/service';
import { invoicePdf } from '../payments/invoice-pdf';
import type { PaymentsService } from '../payments/service';
import type { ApiActor, ApiService } from './service';
import { apiActor } from './v1-plugin';

export interface V1RoutesOptions {
  api: ApiService;
  jobs: JobsService;
  geo: GeoService;
  payments: PaymentsService;
  inspections: InspectionsService;
  support: { email: string; phone: string };
}

const internal = new Set<string>(internalJobEvents);

export function toV1Job(job: RecoveryRequest, livemode: boolean): V1Job {
  return {
    object: 'job',
    id: job.id,
    number: job.jobNumber,
    livemode,
    status: job.status,
    paymentStatus: job.paymentStatus,
    vin: job.vin,
    vehicleType: job.vehicleType,
    pickupLocation: job.pickupLocation,
    destination: job.destination,
    scheduledTime: job.scheduledTime,
    priceCents: job.priceCents,
    driverName: job.driver?.name ?? null,
    acceptedAt: job.acceptedAt,
    deliveredAt: job.deliveredAt,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

function toV1Invoice(invoice: Invoice): V1Invoice {
  return {
    object: 'invoice',
    id: invoice.id,
    number: invoice.invoiceNumber,
    jobId: invoice.jobId,
    status: invoice.status,
    amountPaidCents: invoice.amountPaidCents,
    refundedCents: invoice.refundedCents,
    createdAt: invoice.createdAt,
    pdfUrl: `/api/v1/invoices/${invoice.id}/pdf`,
    creditNote: invoice.creditNote
      ? {
          number: invoice.creditNote.number,
          amountCents: invoice.creditNote.amountCents,
          issuedAt: invoice.creditNote.issuedAt,
          pdfUrl: `/api/v1/invoices/${invoice.id}/credit-note/pdf`,
        }
      : null,
  };
}

/** A job's tracking: where, when, and its steps (the operators' internal events left out). */
function trackingOf(
  job: RecoveryRequest,
  events: { type: string; toStatus?: string | null; createdAt: Date }[],
): V1Tracking {
  return {
    object: 'tracking',
    jobId: job.id,
    status: job.status,
    position: job.lastPosition,
    liveEta: job.liveEta,
    arrival: job.arrival,
    events: events
      .filter((e) => !internal.has(e.type))
      .map((e) => ({ type: e.type, toStatus: e.toStatus ?? null, at: e.createdAt.toISOString() })),
  };
}

/** Whether the key acts on live objects (else on its test ones). */
export const isLive = (actor: ApiActor) => actor.apiKey.mode === 'live';

/**
 * The checks every object read through a key passes, beyond the services' own: the key's company only
 * (the key's maker's personal moves are not the company's), and test keys' objects apart from live ones.
 * Anything else is 404, as another company's object is.
 */
export function v1Scope(_api: ApiService, jobs: JobsService) {
  return {
    async job(actor: ApiActor, idOrNumber: string) {
      const row = await jobs.findVisible(actor, idOrNumber);
      if (row.companyId !== actor.apiKey.companyId || row.livemode !== isLive(actor))
        throw notFound('Job not found');
      return row;
    },
    /** Keeps the items whose jobs are the key's company's and of its mode. */
    async ofJobs<T>(actor: ApiActor, items: T[], jobIdOf: (item: T) => string): Promise<T[]> {
      const ids = [...new Set(items.map(jobIdOf))];
      const rows = await jobs.findMany(ids);
      const ok = new Set(
        rows
          .filter((r) => r.companyId === actor.apiKey.companyId && r.livemode === isLive(actor))
          .map((r) => r.id),
      );
      return items.filter((item) => ok.has(jobIdOf(item)));
    },
  };
}

const offsetCursor = (cursor: string | undefined): number => {
  if (cursor === undefined) return 0;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m)
    throw badRequest(
      'This cursor is not one this list gave. Start again without a cursor.',
      'invalid_cursor',
    );
  return Number(m[1]);
};

/** Quotes and invoices: thin adapters over the geo and payments services. */
export const v1MoneyRoutes: FastifyPluginAsyncZod<V1RoutesOptions> = async (app, opts) => {
  const { api, jobs, geo, payments } = opts;
  const scope = v1Scope(api, jobs);
  app.post(
    '/quotes',
    { schema: { summary: 'Price a move', tags: ['Quotes'], body: v1QuoteBody, response: { 200: v1Quote } } },
    async (request) => {
      apiActor(request);
      const b = request.body;
      const q = await geo.quote({
        pickup: b.pickupLocation,
        destination: b.destination,
        vehicleType: b.vehicleType,
        serviceTime: b.serviceTime,
        isLoaded: b.isLoaded,
      });
      return {
        object: 'quote' as const,
        vehicleType: b.vehicleType,
        pickupLocation: b.pickupLocation,
        destination: b.destination,
        miles: q.miles,
        totalCents: q.totalCents,
        moveFeeCents: q.moveFeeCents,
        driverReturnCents: q.driverReturnCents,
        fuelCents: q.fuelCents,
        requiresCall: q.requiresCall,
        callReason: q.callReason,
      };
    },
  );

  app.get(
    '/invoices',
    {
      schema: {
        summary: 'List invoices and their credit notes',
        tags: ['Invoices'],
        querystring: v1PageQuery,
        response: { 200: v1InvoicePage },
      },
    },
    async (request) => {
      const actor = apiActor(request);
      const all = await scope.ofJobs(actor, await payments.listInvoices(actor), (i) => i.jobId);
      const from = offsetCursor(request.query.cursor);
      const to = from + request.query.limit;
      return {
        object: 'list' as const,
        data: all.slice(from, to).map(toV1Invoice),
        nextCursor: to < all.length ? Buffer.from(`o:${to}`).toString('base64url') : null,
      };
    },
  );

  const readInvoice = async (actor: ApiActor, id: string) => {
    const { invoice } = await payments.invoiceForReading(actor, id);
    if ((await scope.ofJobs(actor, [invoice], (i) => i.jobId)).length === 0)
      throw notFound('Invoice not found');
    return invoice;
  };

  app.get(
    '/invoices/:id',
    {
      schema: {
        summary: 'Read an invoice',
        tags: ['Invoices'],
        params: v1IdParams,
        response: { 200: v1Invoice },
      },
    },
    async (request) => toV1Invoice(await readInvoice(apiActor(request), request.params.id)),
  );

  for (const document of ['invoice', 'credit-note'] as const) {
    app.get(
      document === 'invoice' ? '/invoices/:id/pdf' : '/invoices/:id/credit-note/pdf',
      {
        schema: {
          summary:
            document === 'invoice' ? 'Download an invoice (PDF)' : "Download an invoice's credit note (PDF)",
          tags: ['Invoices'],
          params: v1IdParams,
        },
        config: { v1: { pdf: true } },
      },
      async (request, reply) => {
        const actor = apiActor(request);
        await readInvoice(actor, request.params.id);
        const found = await invoicePdf(opts, actor, request.params.id, document);
        if (!found) throw notFound('This invoice has no credit note.');
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${found.fileName}"`)
          .send(found.pdf);
      },
    );
  }
};

/** Jobs, their tracking and documents: thin adapters over the jobs, payments and inspections services. */
export const v1JobRoutes: FastifyPluginAsyncZod<V1RoutesOptions> = async (app, opts) => {
  const { api, jobs, payments, inspections } = opts;
  const scope = v1Scope(api, jobs);
  app.get(
    '/jobs',
    {
      schema: {
        summary: 'List jobs',
        tags: ['Jobs'],
        querystring: v1PageQuery,
        response: { 200: v1JobPage },
      },
    },
    async (request) => {
      const actor = apiActor(request);
      const page = await jobs.companyPage(actor, { ...request.query, test: !isLive(actor) });
      return {
        object: 'list' as const,
        data: page.items.map((j) => toV1Job(j, isLive(actor))),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { summary: 'Read a job', tags: ['Jobs'], params: v1IdParams, response: { 200: v1Job } } },
    async (request) => {
      const actor = apiActor(request);
      const row = await scope.job(actor, request.params.id);
      return toV1Job(await jobs.get(actor, row.id), isLive(actor));
    },
  );

  app.post(
    '/jobs/:id/cancel',
    {
      schema: { summary: 'Cancel a job', tags: ['Jobs'], params: v1IdParams, response: { 200: v1Job } },
      config: { v1: { scope: 'write' } },
    },
    async (request) => {
      const actor = apiActor(request);
      const row = await scope.job(actor, request.params.id);
      await payments.cancel(actor, row.id);
      return toV1Job(await jobs.get(actor, row.id), isLive(actor));
    },
  );

  app.get(
    '/jobs/:id/tracking',
    {
      schema: {
        summary: "A job's position, ETA and events",
        tags: ['Tracking'],
        params: v1IdParams,
        response: { 200: v1Tracking },
      },
    },
    async (request) => {
      const actor = apiActor(request);
      const row = await scope.job(actor, request.params.id);
      const [job, events] = await Promise.all([jobs.get(actor, row.id), jobs.eventsOf(row.id)]);
      return trackingOf(job, events);
    },
  );

  app.get(
    '/jobs/:id/documents',
    {
      schema: {
        summary: "A job's bill of lading and condition reports",
        tags: ['Documents'],
        params: v1IdParams,
        response: { 200: v1Documents },
      },
    },
    async (request) => {
      const actor = apiActor(request);
      const row = await scope.job(actor, request.params.id);
      const reports = await inspections.conditionReports(actor, row.id);
      return {
        object: 'documents' as const,
        jobId: row.id,
        billOfLadingUrl: reports.bolUrl ? `/api/v1/jobs/${row.id}/bill-of-lading` : null,
        conditionReports: [reports.pickup, reports.delivery]
          .filter((r) => r !== null)
          .map((r) => ({
            stage: r.stage,
            status: r.status,
            odometer: r.odometer,
            submittedAt: r.submittedAt,
          })),
      };
    },
  );

  app.get(
    '/jobs/:id/bill-of-lading',
    {
      schema: { summary: 'Download the bill of lading (PDF)', tags: ['Documents'], params: v1IdParams },
      config: { v1: { pdf: true } },
    },
    async (request, reply) => {
      const actor = apiActor(request);
      const row = await scope.job(actor, request.params.id);
      const { fileName, pdf } = await inspections.billOfLading(actor, row.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
