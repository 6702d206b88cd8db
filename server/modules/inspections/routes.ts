import { idParams } from '@core/contracts/common';
import {
  conditionReport,
  conditionReportParams,
  conditionReportsResponse,
  damageMarkBody,
  reportDetailsBody,
  reportPhoto,
  reportPhotoFields,
  signatureBody,
  submitReportBody,
} from '@core/contracts/inspections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readSingleUpload } from '../../lib/upload';
import { requireRole, requireUser } from '../../plugins/auth';
import type { InspectionsService } from './service';

const base = '/api/recovery-requests/:id/condition-reports';

export const inspectionsRoutes: FastifyPluginAsyncZod<{ inspections: InspectionsService }> = async (
  app,
  { inspections },
) => {
  app.get(
    base,
    { schema: { params: idParams, response: { 200: conditionReportsResponse } } },
    async (request) => inspections.conditionReports(requireUser(request), request.params.id),
  );

  app.put(
    `${base}/:stage`,
    {
      schema: { params: conditionReportParams, body: reportDetailsBody, response: { 200: conditionReport } },
    },
    async (request) =>
      inspections.saveDetails(
        requireRole(request, 'driver'),
        request.params.id,
        request.params.stage,
        request.body,
      ),
  );

  app.post(
    `${base}/:stage/photos`,
    {
      schema: { params: conditionReportParams, response: { 201: reportPhoto } },
      config: { upload: 'image' },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'driver');
      const { bytes, fields } = await readSingleUpload(request);
      const parsed = reportPhotoFields.safeParse(fields);
      if (!parsed.success)
        throw badRequest(
          `${parsed.error.issues[0]?.message ?? 'Check the photo’s fields'}. Send kind, clientId and takenAt before the file.`,
          'bad_photo_fields',
        );
      const photo = await inspections.addPhoto(
        actor,
        request.params.id,
        request.params.stage,
        parsed.data,
        bytes,
      );
      return reply.status(201).send(photo);
    },
  );

  app.post(
    `${base}/:stage/marks`,
    { schema: { params: conditionReportParams, body: damageMarkBody, response: { 200: conditionReport } } },
    async (request) =>
      inspections.addMark(
        requireRole(request, 'driver'),
        request.params.id,
        request.params.stage,
        request.body,
      ),
  );

  app.delete(
    `${base}/:stage/marks/:markId`,
    {
      schema: {
        params: conditionReportParams.extend({ markId: z.uuid({ error: 'Damage mark not found' }) }),
        response: { 200: conditionReport },
      },
    },
    async (request) =>
      inspections.removeMark(
        requireRole(request, 'driver'),
        request.params.id,
        request.params.stage,
        request.params.markId,
      ),
  );

  app.post(
    `${base}/:stage/signatures`,
    { schema: { params: conditionReportParams, body: signatureBody, response: { 200: conditionReport } } },
    async (request) =>
      inspections.sign(requireRole(request, 'driver'), request.params.id, request.params.stage, request.body),
  );

  app.post(
    `${base}/:stage/submit`,
    { schema: { params: conditionReportParams, body: submitReportBody, response: { 200: conditionReport } } },
    async (request) =>
      inspections.submit(
        requireRole(request, 'driver'),
        request.params.id,
        request.params.stage,
        request.body,
      ),
  );

  app.get('/api/recovery-requests/:id/bol.pdf', { schema: { params: idParams } }, async (request, reply) => {
    const { fileName, pdf } = await inspections.billOfLading(requireUser(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(pdf);
  });
};
