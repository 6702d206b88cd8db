import type { Readable } from 'node:stream';
import {
  type Document,
  documentTypeLabels,
  EMAIL_SHARES_PER_HOUR,
  expiresInShareType,
  type GenerateShareLinkResponse,
  type OneClickShareResponse,
  type SharedDocumentItem,
  type SharedDocumentResponse,
  type ShareLink,
  type ShareType,
  shareLifetimeMs,
} from '@core/contracts/documents';
import { formatMoment } from '@core/moment';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  type DeadLinkError,
  deadLink,
  hashLinkToken,
  isLinkTokenShape,
  newLinkToken,
} from '../../lib/link-tokens';
import type { SessionUser } from '../accounts/service';
import {
  type DocumentsContext,
  HOUR_MS,
  latestOfType,
  ownDocument,
  requireSomeDocument,
  toDocument,
} from './context';
import { type DocumentRow, type DocumentTypeValue, documentsRepo, type ShareRow } from './repo';

/** Share links: made by a document's owner, opened by anyone holding one until it expires or is revoked. */

/** How long a shared file URL works (and never beyond the link's own expiry). */
const SHARED_FILE_URL_TTL_MS = 10 * 60 * 1000;

const linkNotFound = () => deadLink(404, 'This share link does not exist. Check that you copied all of it.');
const linkGone = (why: 'expired' | 'revoked' | 'removed') =>
  deadLink(
    410,
    why === 'expired'
      ? 'This share link has expired. Ask the owner for a new one.'
      : why === 'revoked'
        ? 'The owner has turned this share link off.'
        : 'This document is no longer available.',
    `link_${why}`,
  );

/** An all-documents link covers the owner's documents uploaded before it was made. */
const coveredByAllLink = (share: { createdAt: Date }, doc: { createdAt: Date }) =>
  doc.createdAt.getTime() <= share.createdAt.getTime();

/** A new link: the secret goes to the caller once; only its hash is stored. */
async function newShare(
  ctx: DocumentsContext,
  actor: SessionUser,
  documentId: string | null,
  shareType: ShareType,
  opts: { sentToEmail?: string; tx?: DbOrTx } = {},
) {
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  const share = await documentsRepo.insertShare(opts.tx ?? ctx.db, {
    tokenHash,
    ownerId: actor.id,
    documentId,
    shareType,
    sentToEmail: opts.sentToEmail ?? null,
    expiresAt: new Date(now.getTime() + shareLifetimeMs[shareType]),
    createdAt: now,
  });
  return { token, share, url: `${ctx.publicUrl}/shared-documents/${token}` };
}

function signedFileUrl(ctx: DocumentsContext, token: string, doc: DocumentRow, share: ShareRow, now: Date) {
  const exp = Math.floor(Math.min(now.getTime() + SHARED_FILE_URL_TTL_MS, share.expiresAt.getTime()) / 1000);
  return `/api/documents/shared/${token}/files/${doc.id}?exp=${exp}&sig=${ctx.fileUrls.sign([token, doc.id], exp)}`;
}

/** Why a link does not work (404 unknown, 410 expired/revoked/owner leaving). */
async function explainDeadLink(ctx: DocumentsContext, tokenHash: string, now: Date): Promise<DeadLinkError> {
  const share = await documentsRepo.findShareByHash(ctx.db, tokenHash);
  if (!share) return linkNotFound();
  if (share.revokedAt) return linkGone('revoked');
  if (share.expiresAt.getTime() <= now.getTime()) return linkGone('expired');
  return linkNotFound();
}

async function ownerStillHere(ctx: DocumentsContext, ownerId: string) {
  const owner = await ctx.accounts.getUser(ownerId);
  return owner && !owner.deletionRequestedAt && !owner.anonymisedAt ? owner : null;
}

async function sharedDocuments(ctx: DocumentsContext, share: ShareRow): Promise<DocumentRow[]> {
  if (share.documentId) {
    const doc = await documentsRepo.find(ctx.db, share.documentId);
    return doc ? [doc] : [];
  }
  // "All documents" means the ones there were when the link was made, not what is uploaded later.
  return (await documentsRepo.listForOwner(ctx.db, share.ownerId)).filter((d) => coveredByAllLink(share, d));
}

export async function oneClickShare(
  ctx: DocumentsContext,
  actor: SessionUser,
  input: { documentId: string; shareType: ShareType },
): Promise<OneClickShareResponse> {
  const doc = await ownDocument(ctx, actor, input.documentId);
  const { token, share, url } = await newShare(ctx, actor, doc.id, input.shareType);
  return { success: true, shareUrl: url, shareId: token, expiresAt: share.expiresAt.toISOString() };
}

/** The latest document of a type, or `all` for one link listing every document. */
export async function generateShareLink(
  ctx: DocumentsContext,
  actor: SessionUser,
  input: { documentType: DocumentTypeValue | 'all'; expiresIn: keyof typeof expiresInShareType },
): Promise<GenerateShareLinkResponse> {
  let documentId: string | null = null;
  if (input.documentType === 'all') await requireSomeDocument(ctx, actor);
  else documentId = (await latestOfType(ctx, actor, input.documentType)).id;
  const { token, share, url } = await newShare(ctx, actor, documentId, expiresInShareType[input.expiresIn]);
  return { success: true, shareId: token, shareUrl: url, expiresAt: share.expiresAt.toISOString() };
}

/**
 * Sends a standard (24 hour) link by e-mail; the file itself never leaves. At most
 * EMAIL_SHARES_PER_HOUR per user per hour, counted under a per-user lock so parallel requests
 * cannot slip past the limit. The answer comes once the mail is queued.
 */
export async function shareViaEmail(
  ctx: DocumentsContext,
  actor: SessionUser,
  input: { documentId?: string; documentType?: DocumentTypeValue | 'all'; email: string },
): Promise<{ success: true; expiresAt: string; delivery: 'queued' | 'held' }> {
  let doc: DocumentRow | null = null;
  if (input.documentId) doc = await ownDocument(ctx, actor, input.documentId);
  else if (input.documentType && input.documentType !== 'all')
    doc = await latestOfType(ctx, actor, input.documentType);
  else await requireSomeDocument(ctx, actor);

  const what = doc ? `${documentTypeLabels[doc.documentType]} (${doc.fileName})` : 'documents';
  const { mailId, expiresAt } = await ctx.db.transaction(async (tx) => {
    await documentsRepo.lockOwner(tx, actor.id);
    // Mail goes out in the sender's name: only from an address they confirmed.
    await ctx.accounts.requireVerifiedEmail(actor.id, tx);
    const sent = await documentsRepo.countEmailSharesSince(tx, actor.id, new Date(Date.now() - HOUR_MS));
    if (sent >= EMAIL_SHARES_PER_HOUR)
      throw new AppError(
        429,
        `You can share documents by e-mail ${EMAIL_SHARES_PER_HOUR} times an hour. Please try again later.`,
        'share_limit',
      );
    const { share, url } = await newShare(ctx, actor, doc?.id ?? null, 'standard', {
      sentToEmail: input.email,
      tx,
    });
    const mail = await ctx.mail.queue(
      {
        to: input.email,
        subject: `${actor.name} shared ${doc ? `a ${documentTypeLabels[doc.documentType]}` : 'documents'} with you on Pathway`,
        body: [
          'Hello,',
          '',
          `${actor.name} (${actor.email}) shared their ${what} with you on Pathway.`,
          '',
          `View it here: ${url}`,
          '',
          `The link works until ${formatMoment(share.expiresAt, { zone: 'UTC', style: 'dateTime' })}. Anyone holding it can view the document until then, so please do not forward it.`,
          '',
          '— Pathway',
        ].join('\n'),
        kind: 'document_share',
        userId: actor.id,
      },
      tx,
    );
    return { mailId: mail.id, expiresAt: share.expiresAt };
  });
  await ctx.mail.handOver(mailId);
  return {
    success: true,
    expiresAt: expiresAt.toISOString(),
    delivery: ctx.mail.transportKind === 'smtp' ? 'queued' : 'held',
  };
}

/** The actor's links that still work, newest first, with view counts. */
export async function listShares(ctx: DocumentsContext, actor: SessionUser): Promise<ShareLink[]> {
  const rows = await documentsRepo.listLiveShares(ctx.db, actor.id, new Date());
  return rows.map(({ share, document }) => ({
    id: share.id,
    documentId: share.documentId,
    documentType: document?.documentType ?? null,
    fileName: document?.fileName ?? null,
    shareType: share.shareType,
    sentToEmail: share.sentToEmail,
    expiresAt: share.expiresAt.toISOString(),
    viewCount: share.viewCount,
    lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
  }));
}

/** Turns one of the actor's links off at once (repeating it is harmless); 404 for others' links. */
export async function revokeShare(ctx: DocumentsContext, actor: SessionUser, id: string): Promise<void> {
  const share = isUuid(id) ? await documentsRepo.findShare(ctx.db, id) : undefined;
  if (!share || share.ownerId !== actor.id) throw notFound('Share link not found');
  await documentsRepo.revokeShare(ctx.db, share.id, actor.id, new Date());
}

/** Anyone holding a live link: the document(s) with short-lived file URLs; each call counts a view. */
export async function viewShared(ctx: DocumentsContext, token: string): Promise<SharedDocumentResponse> {
  if (!isLinkTokenShape(token)) throw linkNotFound();
  const now = new Date();
  const tokenHash = hashLinkToken(token);
  const share = await documentsRepo.viewLive(ctx.db, tokenHash, now);
  if (!share) throw await explainDeadLink(ctx, tokenHash, now);
  const owner = await ownerStillHere(ctx, share.ownerId);
  if (!owner) throw linkGone('removed');
  const docs = await sharedDocuments(ctx, share);
  if (share.documentId && docs.length === 0) throw linkGone('removed');
  const items: SharedDocumentItem[] = docs.map((doc) => ({
    documentType: doc.documentType,
    documentUrl: signedFileUrl(ctx, token, doc, share, now),
    fileName: doc.fileName,
    contentType: doc.contentType,
    ownerName: owner.name,
    expiresAt: share.expiresAt.toISOString(),
  }));
  return {
    success: true,
    document: items[0] ?? null,
    documents: items,
    ownerName: owner.name,
    expiresAt: share.expiresAt.toISOString(),
  };
}

/** The bytes behind a shared file URL: a valid signature, not past `exp`, and the link still live. */
export async function sharedFile(
  ctx: DocumentsContext,
  link: { token: string; documentId: string; exp: number; sig: string },
): Promise<{ document: Document; stream: Readable }> {
  const { token, documentId, exp, sig } = link;
  if (!isLinkTokenShape(token) || !isUuid(documentId)) throw linkNotFound();
  if (!ctx.fileUrls.verify([token, documentId], exp, sig)) throw linkNotFound();
  const now = new Date();
  if (exp * 1000 <= now.getTime())
    throw deadLink(410, 'This file link has expired. Open the shared page again.', 'file_url_expired');
  const tokenHash = hashLinkToken(token);
  const share = await documentsRepo.findShareByHash(ctx.db, tokenHash);
  if (!share || share.revokedAt || share.expiresAt.getTime() <= now.getTime())
    throw await explainDeadLink(ctx, tokenHash, now);
  if (!(await ownerStillHere(ctx, share.ownerId))) throw linkGone('removed');
  const doc = await documentsRepo.find(ctx.db, documentId);
  const covered =
    doc &&
    (share.documentId
      ? share.documentId === doc.id
      : doc.ownerId === share.ownerId && coveredByAllLink(share, doc));
  if (!doc || !covered) throw linkNotFound();
  const read = await ctx.files.read(doc.fileId);
  if (!read) throw linkGone('removed');
  return { document: toDocument(doc), stream: read.stream };
}

/** Someone asked for their data to be deleted: their links stop working and stay revoked. */
export async function revokeAllSharesOf(ctx: DocumentsContext, userId: string): Promise<void> {
  await documentsRepo.revokeAllSharesOf(ctx.db, userId, new Date());
}
