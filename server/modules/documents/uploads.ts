import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  type Document,
  documentContentTypes,
  documentTypeLabels,
  expiringDocumentTypes,
  uploadDocumentFields,
} from '@core/contracts/documents';
import { daysUntil } from '@core/documents';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReceivedUpload } from '../../lib/upload';
import type { SessionUser } from '../accounts/service';
import { type DocumentsContext, documentNotFound, extFor, HOUR_MS, ownDocument, toDocument } from './context';
import { type DocumentTypeValue, documentsRepo } from './repo';

/** A person's documents: upload, list, open, delete, and what is left behind when they go. */

const UNSUPPORTED = 'Upload a PNG, JPG or PDF document. This file is none of those, whatever its name says.';

/** A name safe to show and to put in a Content-Disposition header: no folders, no control characters. */
function cleanFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((ch) => ch !== '"' && (ch.codePointAt(0) ?? 0) >= 0x20 && ch.codePointAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

/** A 400 whose message also lands on the form field it is about. */
const fieldError = (field: string, code: string, message: string) =>
  badRequest(message, code, { [field]: message });

/** The form's checks, before anything is stored. */
function checkUpload(received: ReceivedUpload) {
  const fields = uploadDocumentFields.parse(received.fields);
  const file = received.file;
  if (!file) throw fieldError('file', 'no_file', 'Please upload a document file');
  if (file.size === 0)
    throw fieldError('file', 'empty_file', 'The file is empty. Choose the document again.');
  if (fields.expiresOn) {
    if (!(expiringDocumentTypes as readonly string[]).includes(fields.documentType))
      throw fieldError(
        'expiresOn',
        'no_expiry_here',
        'Only licences and medical certificates take an expiry date.',
      );
    if (daysUntil(fields.expiresOn, new Date()) < 0)
      throw fieldError(
        'expiresOn',
        'document_expired',
        'This document has already expired. Upload a current one.',
      );
  }
  return { fields, file };
}

/**
 * Stores an upload received on disk. Every check runs before anything is stored: the form fields,
 * an empty file, the expiry date and the real type from the bytes (415 otherwise).
 */
export async function upload(
  ctx: DocumentsContext,
  actor: SessionUser,
  received: ReceivedUpload,
): Promise<Document> {
  try {
    const { fields, file } = checkUpload(received);
    const stored = await ctx.files.storeFromDisk(
      actor.id,
      'document',
      file,
      documentContentTypes,
      UNSUPPORTED,
    );
    const label = documentTypeLabels[fields.documentType];
    try {
      const row = await documentsRepo.insert(ctx.db, {
        ownerId: actor.id,
        fileId: stored.id,
        documentType: fields.documentType,
        fileName: cleanFileName(fields.fileName || file.fileName, `${label}.${extFor(stored.contentType)}`),
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        checksum: file.sha256,
        expiresOn: fields.expiresOn ?? null,
      });
      return toDocument(row);
    } catch (err) {
      await ctx.files.remove(stored.id);
      throw err;
    }
  } finally {
    await received.cleanup();
  }
}

/** Bytes in memory as a received upload (a temporary file the caller's cleanup removes). */
async function receivedFromBytes(ctx: DocumentsContext, bytes: Buffer, fileName: string) {
  await fs.mkdir(ctx.tmpDir, { recursive: true, mode: 0o700 });
  const tmp = path.join(ctx.tmpDir, `${randomUUID()}.import`);
  await fs.writeFile(tmp, bytes, { mode: 0o600 });
  return {
    file: {
      path: tmp,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      head: bytes.subarray(0, 4100),
      fileName,
    },
    cleanup: () => fs.rm(tmp, { force: true }),
  };
}

/** A document from bytes in memory (demo data, imports), through the same checks as an upload. */
export async function importBytes(
  ctx: DocumentsContext,
  owner: SessionUser,
  fields: { documentType: DocumentTypeValue; fileName: string; expiresOn?: string },
  bytes: Buffer,
): Promise<Document> {
  return upload(ctx, owner, { fields, ...(await receivedFromBytes(ctx, bytes, fields.fileName)) });
}

/**
 * A bill of lading Pathway made for the client's move, kept in their documents (approved: nobody
 * reviews what Pathway itself signed off); a later version of the same number replaces the file.
 */
export async function keepBillOfLading(
  ctx: DocumentsContext,
  ownerId: string,
  jobId: string,
  fileName: string,
  pdf: Buffer,
): Promise<void> {
  const received = await receivedFromBytes(ctx, pdf, fileName);
  try {
    const stored = await ctx.files.storeFromDisk(
      ownerId,
      'document',
      received.file,
      ['application/pdf'],
      UNSUPPORTED,
    );
    const { replacedFileId } = await documentsRepo.upsertBillOfLading(ctx.db, {
      ownerId,
      jobId,
      fileId: stored.id,
      documentType: 'other',
      fileName,
      contentType: stored.contentType,
      sizeBytes: stored.sizeBytes,
      checksum: received.file.sha256,
    });
    if (replacedFileId) await ctx.files.remove(replacedFileId);
  } finally {
    await received.cleanup();
  }
}

/** A user's documents, newest first: their own, or anyone's for an operator; 404 otherwise. */
export async function listFor(
  ctx: DocumentsContext,
  actor: SessionUser,
  userId: string,
): Promise<Document[]> {
  if (userId !== actor.id && !actor.isAdmin) throw notFound('User not found');
  if (!isUuid(userId)) throw notFound('User not found');
  return (await documentsRepo.listForOwner(ctx.db, userId)).map(toDocument);
}

/** The file of the actor's own document (or any, for an operator). */
export async function openFile(
  ctx: DocumentsContext,
  actor: SessionUser,
  id: string,
): Promise<{ document: Document; stream: Readable }> {
  const row = isUuid(id) ? await documentsRepo.find(ctx.db, id) : undefined;
  if (!row || (row.ownerId !== actor.id && !actor.isAdmin)) throw documentNotFound();
  const read = await ctx.files.read(row.fileId);
  if (!read) throw documentNotFound();
  return { document: toDocument(row), stream: read.stream };
}

/** Deletes the actor's upload, its file and (by cascade) its share links. */
export async function remove(ctx: DocumentsContext, actor: SessionUser, id: string): Promise<void> {
  const row = await ownDocument(ctx, actor, id);
  if (row.source !== 'upload')
    throw conflict(
      'This is your driver verification photo. Replace it in the Driver verification section of your profile.',
      'verification_document',
    );
  await documentsRepo.delete(ctx.db, row.id);
  await ctx.files.remove(row.fileId);
}

/** Temporary upload files left by a crash (older than an hour) are removed. */
export async function cleanTemporaryFiles(ctx: DocumentsContext, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[] = [];
  try {
    names = await fs.readdir(ctx.tmpDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const full = path.join(ctx.tmpDir, name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > HOUR_MS) {
      await fs.rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Account erasure: every share link, every document and its file in storage, including the driver
 * verification photos (the drivers domain lets go of them first).
 */
export async function eraseAllFor(ctx: DocumentsContext, userId: string): Promise<void> {
  await documentsRepo.deleteSharesOf(ctx.db, userId);
  for (const row of await documentsRepo.listForOwner(ctx.db, userId)) {
    await documentsRepo.delete(ctx.db, row.id);
    if (row.source === 'upload') await ctx.files.remove(row.fileId);
  }
  await ctx.drivers.eraseIdentityPhotos(userId);
}
