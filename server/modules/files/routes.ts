import path from 'node:path';
import { idParams } from '@core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { FilesService } from './service';

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get('/api/files/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { file, stream } = await files.open(requireUser(request), request.params.id);
    // Only sniffed raster images are stored; inline lets <img> show them, the name is the server's own.
    return reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename="photo-${file.id}${path.extname(file.storageKey)}"`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};
