import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@core/contracts/common';
import type { MultipartFile } from '@fastify/multipart';
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
  maxBytes: number;
  tooLargeMessage: string;
  notMultipartMessage?: string;
}

/** Where the one file of an upload goes while it is read; answers what was kept, or null when truncated. */
type FileSink<T> = (part: MultipartFile) => Promise<T | null>;

/**
 * The one reader of every upload route: one file and its text fields (before or after it), within the
 * route's limit. The file goes to `sink`; over `maxBytes` the rest of the body is drained, nothing is
 * kept and the answer is 413 with the route's limit in its message (a limit reached on the last chunk
 * included: the sink reports the truncation).
 */
async function readUpload<T>(
  request: FastifyRequest,
  kind: 'image' | 'document',
  opts: ReceiveOptions,
  sink: FileSink<T>,
  discard: (kept: T) => Promise<void>,
): Promise<{ file: T | null; fileName: string; fields: Record<string, string> }> {
  if (request.routeOptions.config.upload !== kind) {
    throw new Error(
      `${request.routeOptions.url} reads an upload: add config: { upload: '${kind}' } to the route`,
    );
  }
  if (!request.isMultipart())
    throw badRequest(opts.notMultipartMessage ?? 'Send the file as multipart/form-data.', 'not_multipart');
  const fields: Record<string, string> = {};
  let file: T | null = null;
  let fileName = '';
  let seenFile = false;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (seenFile) {
        part.file.resume();
        continue;
      }
      seenFile = true;
      fileName = part.filename ?? '';
      const kept = await sink(part);
      if (kept === null || part.file.truncated) {
        if (kept !== null) await discard(kept);
        tooLarge = true;
        continue;
      }
      file = kept;
    }
  } catch (err) {
    if (file !== null) await discard(file);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, opts.tooLargeMessage, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time.', 'too_many_files');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many fields.', 'too_many_fields');
    throw err;
  }
  if (tooLarge) throw new AppError(413, opts.tooLargeMessage, 'file_too_large');
  return { file, fileName, fields };
}

/** A photo upload read into memory (photos are at most a few MB). */
async function readPhotoBytes(
  request: FastifyRequest,
  opts: ReceiveOptions,
): Promise<{ bytes: Buffer; fileName: string; fields: Record<string, string> } | null> {
  const read = await readUpload(
    request,
    'image',
    opts,
    async (part) => {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      return part.file.truncated ? null : Buffer.concat(chunks);
    },
    async () => {},
  );
  return read.file ? { bytes: read.file, fileName: read.fileName, fields: read.fields } : null;
}

/**
 * A document upload streamed to a temporary file while counting, hashing and keeping its first bytes:
 * memory stays flat whatever the size.
 */
export async function receiveUploadToDisk(
  request: FastifyRequest,
  opts: ReceiveOptions & { tmpDir: string },
): Promise<ReceivedUpload> {
  await fs.mkdir(opts.tmpDir, { recursive: true, mode: 0o700 });
  const read = await readUpload<ReceivedFile>(
    request,
    'document',
    opts,
    async (part) => {
      const tmpPath = path.join(opts.tmpDir, `${randomUUID()}.upload`);
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
      try {
        await pipeline(part.file, meter, createWriteStream(tmpPath, { mode: 0o600 }));
      } catch (err) {
        await fs.rm(tmpPath, { force: true });
        throw err;
      }
      if (part.file.truncated) {
        await fs.rm(tmpPath, { force: true });
        return null;
      }
      return {
        path: tmpPath,
        size,
        sha256: hash.digest('hex'),
        head: Buffer.concat(headChunks),
        fileName: part.filename ?? '',
      };
    },
    (kept) => fs.rm(kept.path, { force: true }),
  );
  const file = read.file;
  return {
    file,
    fields: read.fields,
    cleanup: async () => (file ? fs.rm(file.path, { force: true }) : undefined),
  };
}

/** The one photo of a multipart request and its text fields; a clear 4xx for anything else. */
export async function readSingleUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const read = await readPhotoBytes(request, {
    maxBytes: MAX_PHOTO_BYTES,
    tooLargeMessage: PHOTO_TOO_LARGE_MESSAGE,
    notMultipartMessage: 'Send the photo as multipart/form-data.',
  });
  if (!read) throw badRequest('Choose a photo to upload.', 'no_file');
  // Stored files get the server's own names; a name with folders or control characters is never legitimate.
  if (!isPlainFileName(read.fileName)) {
    throw badRequest(
      'The file name cannot contain folders or control characters. Rename the photo (e.g. truck.jpg) and try again.',
      'bad_file_name',
    );
  }
  return { bytes: read.bytes, fields: read.fields };
}

/** A bare file name: no folder separators, no `..`, no control characters. */
export function isPlainFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}
