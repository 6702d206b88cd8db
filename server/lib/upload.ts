import { PHOTO_TOO_LARGE_MESSAGE } from '@core/contracts/common';
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Marks a route that takes a file: the security suite's upload checks (server/security) run
     * against every route marked so, and readSingleUpload (`image`) and receiveUploadToDisk (`document`)
     * refuse to run on a route not marked for them.
     */
    upload?: 'image' | 'document';
  }
}

/** The one file of a multipart request and its text fields; a clear 4xx for anything else. */
export async function readSingleUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (request.routeOptions.config.upload !== 'image') {
    throw new Error(
      `${request.routeOptions.url} reads an upload: add config: { upload: 'image' } to the route`,
    );
  }
  if (!request.isMultipart()) throw badRequest('Send the photo as multipart/form-data.', 'not_multipart');
  const part = await request.file();
  if (!part) throw badRequest('Choose a photo to upload.', 'no_file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, PHOTO_TOO_LARGE_MESSAGE, 'file_too_large');
    }
    throw err;
  }
  // Stored files get the server's own names; a name with folders or control characters is never legitimate.
  if (!isPlainFileName(part.filename)) {
    throw badRequest(
      'The file name cannot contain folders or control characters. Rename the photo (e.g. truck.jpg) and try again.',
      'bad_file_name',
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field') fields[name] = String(field.value);
  }
  return { bytes, fields };
}

/** A bare file name: no folder separators, no `..`, no control characters. */
export function isPlainFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}
