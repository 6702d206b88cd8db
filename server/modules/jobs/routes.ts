import { idParams } from '@core/contracts/common';
import {
  activityList,
  createRecoveryRequestBody,
  type ListRecoveryRequestsQuery,
  listRecoveryRequestsQuery,
  type OpenJobsPage,
  openJobsPage,
  recoveryRequest,
  recoveryRequestList,
} from '@core/contracts/jobs';
import { jobTrack } from '@core/contracts/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../plugins/auth';
import type { SessionUser } from '../accounts/service';
import type { JobsService } from './service';

export interface JobsRoutesOptions {
  jobs: JobsService;
  /** Drivers asking for pending jobs get the open ones that fit them (the dispatch domain decides). */
  openJobsFor: (actor: SessionUser, query: ListRecoveryRequestsQuery) => Promise<OpenJobsPage>;
}

export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, { jobs, openJobsFor }) => {
  app.post(
    '/api/recovery-requests',
    { schema: { body: createRecoveryRequestBody, response: { 200: recoveryRequest, 201: recoveryRequest } } },
    async (request, reply) => {
      const actor = requireRole(request, 'client');
      const { job, created } = await jobs.create(actor, request.body);
      return reply.status(created ? 201 : 200).send(job);
    },
  );

  app.get(
    '/api/recovery-requests',
    {
      schema: {
        querystring: listRecoveryRequestsQuery,
        response: { 200: z.union([recoveryRequestList, openJobsPage]) },
      },
      // The busiest read (every driver's list and its refetches): its answers are built field by field
      // by typed presenters (toOpenCard, toRecoveryRequest), so they go out without a second pass
      // through the zod union, which took about a tenth of the route's time (bench:api-open-jobs).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const actor = requireUser(request);
      if (actor.role === 'driver' && request.query.status === 'pending')
        return openJobsFor(actor, request.query);
      return jobs.listMine(actor, request.query.status);
    },
  );

  app.get(
    '/api/recovery-requests/:id',
    { schema: { params: idParams, response: { 200: recoveryRequest } } },
    async (request) => jobs.get(requireUser(request), request.params.id),
  );

  // The job's plausible track in recorded order and its arrivals (the client side, its driver, operators).
  app.get(
    '/api/recovery-requests/:id/track',
    { schema: { params: idParams, response: { 200: jobTrack } } },
    async (request) => jobs.trackOf(requireUser(request), request.params.id),
  );

  app.get('/api/me/activity', { schema: { response: { 200: activityList } } }, async (request) =>
    jobs.activity(requireUser(request)),
  );
};
