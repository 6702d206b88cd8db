import { idParams } from '@core/contracts/common';
import { savedPlace, savedPlaceBody, savedPlaceList } from '@core/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { PlacesService } from './service';

/** A client's saved places. */
export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get('/api/saved-places', { schema: { response: { 200: savedPlaceList } } }, async (request) =>
    places.list(requireUser(request)),
  );

  app.post(
    '/api/saved-places',
    { schema: { body: savedPlaceBody, response: { 201: savedPlace } } },
    async (request, reply) => reply.status(201).send(await places.add(requireUser(request), request.body)),
  );

  app.put(
    '/api/saved-places/:id',
    { schema: { params: idParams, body: savedPlaceBody, response: { 200: savedPlace } } },
    async (request) => places.update(requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/saved-places/:id', { schema: { params: idParams } }, async (request, reply) => {
    await places.remove(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
};
