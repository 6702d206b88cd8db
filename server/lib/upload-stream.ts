import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import '@fastify/multipart';
import './upload';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** How many leading bytes are kept for type detection (enough for file-type's signatures). */
const HEAD_BYTES = 4100;

export interface ReceivedFile {
  /** A private temporary file under the upload folder; removed by `cleanup()`. */
  path: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The first bytes, for detecting the real type. */
  head: Buffer;
  /** The name the browser sent (never trusted for the type). */
  fileName: string;
}

export interface ReceivedUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface ReceiveOptions {
  tmpDir: string;
  maxBytes: number;
  tooLargeMessage: string;
  notMultipartMessage?: string;
}

/**
 * Reads a multipart request with one file, streaming the file to a temporary file while counting,
 * hashing and keeping its first bytes: memory stays flat whatever the size. Text fields may come before
 * or after the file. Over `maxBytes` the rest of the body is drained and nothing is kept (413).
 */
export async function receiveUploadToDisk(
  request: FastifyRequest,
  opts: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (request.routeOptions.config.upload !== 'document') {
    throw new Error(
      `${request.routeOptions.url} reads an upload: add config: { upload: 'document' } to the route`,
    );
  }
  if (!request.isMultipart())
    throw badRequest(opts.notMultipartMessage ?? 'Send the file as multipart/form-data.', 'not_multipart');
  await fs.mkdir(opts.tmpDir, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tmpPath: string | null = null;
  let tooLarge = false;
  const cleanup = async () => {
    if (tmpPath) await fs.rm(tmpPath, { force: true });
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (tmpPath || tooLarge) {
        part.file.resume();
        continue;
      }
      tmpPath = path.join(opts.tmpDir, `${randomUUID()}.upload`);
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          if (headLength < HEAD_BYTES) {
            const slice = chunk.subarray(0, HEAD_BYTES - headLength);
            headChunks.push(slice);
            headLength += slice.length;
          }
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(tmpPath, { mode: 0o600 }));
      if (part.file.truncated) {
        tooLarge = true;
        await cleanup();
        tmpPath = null;
        continue;
      }
      file = {
        path: tmpPath,
        size,
        sha256: hash.digest('hex'),
        head: Buffer.concat(headChunks),
        fileName: part.filename ?? '',
      };
    }
  } catch (err) {
    await cleanup();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, opts.tooLargeMessage, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time.', 'too_many_files');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many fields.', 'too_many_fields');
    throw err;
  }
  if (tooLarge) throw new AppError(413, opts.tooLargeMessage, 'file_too_large');
  return { file, fields, cleanup };
}
