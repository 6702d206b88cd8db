import {
  dailySummary,
  dailySummaryQuery,
  eventsQuery,
  timeClockEventBody,
  timeClockEventList,
  timeClockEventResponse,
  timeClockStatus,
  userIdParams,
} from '@core/contracts/timeclock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { TimeclockService } from './service';

/** The four time clock calls of the product docs (product/platform §7). The user is always the session's. */
export const timeclockRoutes: FastifyPluginAsyncZod<{ timeclock: TimeclockService }> = async (
  app,
  { timeclock },
) => {
  app.post(
    '/api/time-clock/events',
    { schema: { body: timeClockEventBody, response: { 201: timeClockEventResponse } } },
    async (request, reply) =>
      reply.status(201).send(await timeclock.recordEvent(requireUser(request), request.body)),
  );

  app.get(
    '/api/time-clock/status/driver/:userId',
    { schema: { params: userIdParams, response: { 200: timeClockStatus } } },
    async (request) => timeclock.status(requireUser(request), request.params.userId),
  );

  app.get(
    '/api/time-clock/events/user/:userId',
    {
      schema: { params: userIdParams, querystring: eventsQuery, response: { 200: timeClockEventList } },
    },
    async (request) => timeclock.events(requireUser(request), request.params.userId, request.query.limit),
  );

  app.get(
    '/api/time-clock/summary/daily/:userId',
    { schema: { params: userIdParams, querystring: dailySummaryQuery, response: { 200: dailySummary } } },
    async (request) => timeclock.dailySummary(requireUser(request), request.params.userId, request.query),
  );
};
