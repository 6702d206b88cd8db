import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@core/contracts/common';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReceivedFile } from '../../lib/upload';
import type { SessionUser } from '../accounts/service';
import { type FileRow, filesRepo } from './repo';

export const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES;

export type FilePurpose = FileRow['purpose'];
/** A stored file's record, as other domains receive it. */
export type StoredFile = Readonly<FileRow>;

/** The image type from the file's first bytes; the browser's claimed type is not trusted. */
export function sniffImageType(bytes: Buffer): { contentType: string; ext: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', ext: 'jpg' };
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { contentType: 'image/png', ext: 'png' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 4, 8) === 'ftyp' &&
    /^(heic|heix|mif1|hevc)$/.test(bytes.toString('ascii', 8, 12))
  ) {
    return { contentType: 'image/heic', ext: 'heic' };
  }
  return null;
}

/** Decides whether someone other than the owner may read a file (e.g. the client of a job its photo belongs to). */
export type FileAccessRule = (actor: SessionUser, file: FileRow) => Promise<boolean>;

export function createFilesService(db: Db, storage: FileStorage) {
  const rules: FileAccessRule[] = [];
  return {
    /** Other domains say who else may read their files. */
    addAccessRule(rule: FileAccessRule) {
      rules.push(rule);
    },

    async storeImage(actor: SessionUser, purpose: FilePurpose, bytes: Buffer): Promise<FileRow> {
      if (bytes.length === 0)
        throw badRequest('The file is empty. Choose a photo and try again.', 'empty_file');
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, PHOTO_TOO_LARGE_MESSAGE, 'file_too_large');
      const type = sniffImageType(bytes);
      if (!type) throw badRequest('Upload a photo (JPEG, PNG, WebP or HEIC).', 'not_an_image');
      const now = new Date();
      const key = `${purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${type.ext}`;
      await storage.put(key, bytes, type.contentType);
      return filesRepo.insert(db, {
        ownerId: actor.id,
        purpose,
        storageKey: key,
        contentType: type.contentType,
        sizeBytes: bytes.length,
      });
    },

    /**
     * Moves an upload received on disk into storage, streamed, when its bytes (not its name) are one of
     * `allowed` content types; 415 with `unsupportedMessage` otherwise. Nothing is stored on refusal.
     */
    async storeFromDisk(
      ownerId: string,
      purpose: FilePurpose,
      received: ReceivedFile,
      allowed: readonly string[],
      unsupportedMessage: string,
    ): Promise<FileRow> {
      const detected = await fileTypeFromBuffer(received.head);
      const contentType = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
      if (!detected || !contentType || !allowed.includes(contentType))
        throw new AppError(415, unsupportedMessage, 'unsupported_type');
      const ext = contentType === 'image/jpeg' ? 'jpg' : detected.ext === 'apng' ? 'png' : detected.ext;
      const now = new Date();
      const key = `${purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
      await storage.putFile(key, received.path, contentType);
      try {
        return await filesRepo.insert(db, {
          ownerId,
          purpose,
          storageKey: key,
          contentType,
          sizeBytes: received.size,
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
    },

    /** A file's row (no bytes), for domains that check access themselves. */
    async info(id: string): Promise<FileRow | undefined> {
      return isUuid(id) ? filesRepo.find(db, id) : undefined;
    },

    /** The bytes of a file whose access the calling domain has already checked. */
    async read(id: string): Promise<{ file: FileRow; stream: Readable } | null> {
      const file = isUuid(id) ? await filesRepo.find(db, id) : undefined;
      if (!file) return null;
      const stream = await storage.get(file.storageKey);
      return stream ? { file, stream } : null;
    },

    /** Deletes a file's row and its object in storage (the caller has removed what referenced it). */
    async remove(id: string): Promise<void> {
      const file = await filesRepo.find(db, id);
      if (!file) return;
      await filesRepo.delete(db, id);
      await storage.delete(file.storageKey);
    },

    /** The file's bytes for an actor allowed to see them; 404 for everyone else. */
    async open(actor: SessionUser, id: string): Promise<{ file: FileRow; stream: Readable }> {
      const file = isUuid(id) ? await filesRepo.find(db, id) : undefined;
      if (!file) throw notFound('File not found');
      let allowed = file.ownerId === actor.id || actor.isAdmin;
      for (const rule of rules) if (!allowed) allowed = await rule(actor, file);
      if (!allowed) throw notFound('File not found');
      const stream = await storage.get(file.storageKey);
      if (!stream) throw notFound('File not found');
      return { file, stream };
    },

    async ownedBy(actor: SessionUser, id: string): Promise<FileRow> {
      const file = isUuid(id) ? await filesRepo.find(db, id) : undefined;
      if (!file || file.ownerId !== actor.id) throw badRequest('Upload the photo again.', 'unknown_file');
      return file;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
