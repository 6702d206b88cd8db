import { recoveryRequest } from '@core/contracts/jobs';
import { pendingRequestList, scheduleBody } from '@core/contracts/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { SchedulingService } from './service';

export const schedulingRoutes: FastifyPluginAsyncZod<{ scheduling: SchedulingService }> = async (
  app,
  { scheduling },
) => {
  app.post(
    '/api/scheduling',
    { schema: { body: scheduleBody, response: { 200: recoveryRequest, 201: recoveryRequest } } },
    async (request, reply) => {
      const { job, created } = await scheduling.schedule(requireUser(request), request.body);
      return reply.status(created ? 201 : 200).send(job);
    },
  );

  // A static path: it wins over /api/recovery-requests/:id whatever the registration order.
  app.get(
    '/api/recovery-requests/pending',
    { schema: { response: { 200: pendingRequestList } } },
    async (request) => scheduling.pending(requireUser(request)),
  );
};
