import { idParams } from '@core/contracts/common';
import { vehicle, vehicleBody, vehicleList } from '@core/contracts/fleet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { FleetService } from './service';

export const fleetRoutes: FastifyPluginAsyncZod<{ fleet: FleetService }> = async (app, { fleet }) => {
  app.get('/api/vehicles', { schema: { response: { 200: vehicleList } } }, async (request) =>
    fleet.list(requireUser(request)),
  );

  app.post(
    '/api/vehicles',
    { schema: { body: vehicleBody, response: { 201: vehicle } } },
    async (request, reply) => {
      const created = await fleet.add(requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/vehicles/:id',
    { schema: { params: idParams, body: vehicleBody, response: { 200: vehicle } } },
    async (request) => fleet.update(requireUser(request), request.params.id, request.body),
  );
};
