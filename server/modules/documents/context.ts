import { type Document, documentTypeLabels } from '@core/contracts/documents';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { linkSigner } from '../../lib/link-tokens';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DriversService } from '../drivers/service';
import type { FilesService } from '../files/service';
import type { MailService } from '../mail/service';
import type { Notify } from '../notifications/service';
import { type DocumentRow, type DocumentTypeValue, documentsRepo } from './repo';

export interface DocumentsDeps {
  db: Db;
  files: FilesService;
  accounts: AccountsService;
  drivers: DriversService;
  mail: MailService;
  notify: Notify;
  /** The app's public origin, for links in e-mails and one-click shares. */
  publicUrl: string;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tmpDir: string;
  /** Signs short-lived shared file URLs (derived from the session secret, the same in every process). */
  signingSecret: string;
}

/** What every action file of the domain takes: its dependencies and the shared file URLs' signer. */
export interface DocumentsContext extends DocumentsDeps {
  fileUrls: ReturnType<typeof linkSigner>;
}

export const HOUR_MS = 60 * 60 * 1000;

export const documentNotFound = () => notFound('Document not found');

export const extFor = (contentType: string) =>
  contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';

export const toDocument = (row: DocumentRow): Document => ({
  id: row.id,
  documentType: row.documentType,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  checksum: row.checksum,
  isPublic: false,
  source: row.source,
  expiresOn: row.expiresOn,
  reviewStatus: row.reviewStatus,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt.toISOString(),
  fileUrl: `/api/documents/${row.id}/file`,
});

/** The actor's own document, or 404 (also for ids that are not UUIDs). */
export async function ownDocument(
  ctx: DocumentsContext,
  actor: SessionUser,
  id: string,
): Promise<DocumentRow> {
  const row = isUuid(id) ? await documentsRepo.find(ctx.db, id) : undefined;
  if (!row || row.ownerId !== actor.id) throw documentNotFound();
  return row;
}

export async function latestOfType(
  ctx: DocumentsContext,
  actor: SessionUser,
  type: DocumentTypeValue,
): Promise<DocumentRow> {
  const row = await documentsRepo.latestOfType(ctx.db, actor.id, type);
  if (!row) throw notFound(`You have no ${documentTypeLabels[type]} yet. Upload it first.`);
  return row;
}

/** A link to all documents needs at least one. */
export async function requireSomeDocument(ctx: DocumentsContext, actor: SessionUser): Promise<void> {
  if ((await documentsRepo.listForOwner(ctx.db, actor.id)).length === 0)
    throw notFound('You have no documents to share yet. Upload one first.');
}
