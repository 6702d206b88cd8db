import { idParams } from '@core/contracts/common';
import {
  hideRatingBody,
  jobRatingsResponse,
  myRatingsResponse,
  ratingBody,
  ratingReplyBody,
  ratingView,
} from '@core/contracts/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireRole, requireUser } from '../../plugins/auth';
import type { RatingsService } from './service';

export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.get(
    '/api/recovery-requests/:id/ratings',
    { schema: { params: idParams, response: { 200: jobRatingsResponse } } },
    (request) => ratings.jobRatings(requireUser(request), request.params.id),
  );
  app.post(
    '/api/recovery-requests/:id/rating',
    { schema: { params: idParams, body: ratingBody, response: { 200: jobRatingsResponse } } },
    (request) => ratings.rate(requireUser(request), request.params.id, request.body),
  );
  app.post(
    '/api/ratings/:id/reply',
    { schema: { params: idParams, body: ratingReplyBody, response: { 200: ratingView } } },
    (request) => ratings.reply(requireUser(request), request.params.id, request.body.reply),
  );
  app.post(
    '/api/admin/ratings/:id/hide',
    { schema: { params: idParams, body: hideRatingBody, response: { 200: ratingView } } },
    (request) => ratings.hideComment(requireAdmin(request), request.params.id, request.body.reason),
  );
  app.get('/api/driver/ratings', { schema: { response: { 200: myRatingsResponse } } }, (request) =>
    ratings.myRatings(requireRole(request, 'driver')),
  );
};
