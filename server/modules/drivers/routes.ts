import { idParams } from '@core/contracts/common';
import {
  availabilityBody,
  driverPhotoParams,
  driverPositionBody,
  driverPositionResponse,
  driverProfile,
  driverProfileBody,
  driverProfileList,
  nearbyDriversResponse,
  reviewBody,
} from '@core/contracts/drivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { readSingleUpload } from '../../lib/upload';
import { requireAdmin, requireRole } from '../../plugins/auth';
import type { DriversService } from './service';

/** Position reports one driver may send in a minute (the app sends one every few minutes). */
export const POSITION_REPORTS_PER_MINUTE = 10;

export const driversRoutes: FastifyPluginAsyncZod<{ drivers: DriversService }> = async (app, { drivers }) => {
  app.get('/api/drivers/nearby', { schema: { response: { 200: nearbyDriversResponse } } }, async () => ({
    count: await drivers.countAvailableDrivers(),
  }));

  app.get('/api/driver/profile', { schema: { response: { 200: driverProfile } } }, async (request) =>
    drivers.profile(requireRole(request, 'driver')),
  );

  app.put(
    '/api/driver/profile',
    { schema: { body: driverProfileBody, response: { 200: driverProfile } } },
    async (request) => drivers.updateProfile(requireRole(request, 'driver'), request.body),
  );

  app.post(
    '/api/driver/profile/:kind',
    {
      schema: { params: driverPhotoParams, response: { 200: driverProfile } },
      config: { upload: 'image' },
    },
    async (request) => {
      const actor = requireRole(request, 'driver');
      const { bytes } = await readSingleUpload(request);
      return drivers.setPhoto(actor, request.params.kind === 'license-photo' ? 'license' : 'selfie', bytes);
    },
  );

  app.post('/api/driver/profile/submit', { schema: { response: { 200: driverProfile } } }, async (request) =>
    drivers.submitForReview(requireRole(request, 'driver')),
  );

  app.put(
    '/api/driver/availability',
    { schema: { body: availabilityBody, response: { 200: driverProfile } } },
    async (request) => drivers.setAvailability(requireRole(request, 'driver'), request.body),
  );

  app.post(
    '/api/driver/position',
    {
      schema: { body: driverPositionBody, response: { 200: driverPositionResponse } },
      // The app reports every few minutes; a phone sending far more often is refused, not stored.
      config: {
        rateLimit: {
          max: POSITION_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `driver-position ${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => drivers.reportPosition(requireRole(request, 'driver'), request.body),
  );

  app.get('/api/admin/drivers', { schema: { response: { 200: driverProfileList } } }, async (request) => {
    requireAdmin(request);
    return drivers.listForReview();
  });

  app.post(
    '/api/admin/drivers/:id/review',
    {
      schema: { params: idParams, body: reviewBody, response: { 200: driverProfile } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (!isUuid(request.params.id)) throw notFound('Driver not found');
      return drivers.review(admin, request.params.id, request.body);
    },
  );
};
