import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_TOO_LARGE,
  type Document,
  type DocumentForReview,
  type DocumentReviewDecision,
  documentContentTypes,
  documentTypeLabels,
  EMAIL_SHARES_PER_HOUR,
  expiresInShareType,
  expiringDocumentTypes,
  type GenerateShareLinkResponse,
  MAX_DOCUMENT_BYTES,
  type OneClickShareResponse,
  type SharedDocumentItem,
  type SharedDocumentResponse,
  type ShareLink,
  type ShareType,
  shareLifetimeMs,
  uploadDocumentFields,
} from '@core/contracts/documents';
import { daysUntil, EXPIRY_WARNING_DAYS, expiryWarningDue } from '@core/documents';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReceivedUpload } from '../../lib/upload';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DriversService } from '../drivers/service';
import type { FilesService } from '../files/service';
import type { MailService } from '../mail/service';
import type { Notify } from '../notifications/service';
import { type DocumentRow, type DocumentTypeValue, documentsRepo, type ShareRow } from './repo';

/** How long a shared file URL works (and never beyond the link's own expiry). */
export const SHARED_FILE_URL_TTL_MS = 10 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{40,64}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const HOUR_MS = 60 * 60 * 1000;

const UNSUPPORTED = 'Upload a PNG, JPG or PDF document. This file is none of those, whatever its name says.';

export const documentNotFound = () => notFound('Document not found');
const linkNotFound = () => notFound('This share link does not exist. Check that you copied all of it.');
const linkGone = (why: 'expired' | 'revoked' | 'removed') =>
  new AppError(
    410,
    why === 'expired'
      ? 'This share link has expired. Ask the owner for a new one.'
      : why === 'revoked'
        ? 'The owner has turned this share link off.'
        : 'This document is no longer available.',
    `link_${why}`,
  );

/** A name safe to show and to put in a Content-Disposition header: no folders, no control characters. */
/** An all-documents link covers the owner's documents uploaded before it was made. */
const coveredByAllLink = (share: { createdAt: Date }, doc: { createdAt: Date }) =>
  doc.createdAt.getTime() <= share.createdAt.getTime();

function cleanFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((ch) => ch !== '"' && (ch.codePointAt(0) ?? 0) >= 0x20 && ch.codePointAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

const extFor = (contentType: string) =>
  contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';

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

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, files, accounts } = deps;
  const signingKey = createHmac('sha256', deps.signingSecret)
    .update('pathway shared document files')
    .digest();

  const toDocument = (row: DocumentRow): Document => ({
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
  async function ownDocument(actor: SessionUser, id: string): Promise<DocumentRow> {
    const row = isUuid(id) ? await documentsRepo.find(db, id) : undefined;
    if (!row || row.ownerId !== actor.id) throw documentNotFound();
    return row;
  }

  async function latestOfType(actor: SessionUser, type: DocumentTypeValue): Promise<DocumentRow> {
    const row = await documentsRepo.latestOfType(db, actor.id, type);
    if (!row) throw notFound(`You have no ${documentTypeLabels[type]} yet. Upload it first.`);
    return row;
  }

  /** A new link: the secret goes to the caller once; only its hash is stored. */
  async function newShare(
    actor: SessionUser,
    documentId: string | null,
    shareType: ShareType,
    opts: { sentToEmail?: string; tx?: Parameters<Parameters<Db['transaction']>[0]>[0] } = {},
  ) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const share = await documentsRepo.insertShare(opts.tx ?? db, {
      tokenHash: hashToken(token),
      ownerId: actor.id,
      documentId,
      shareType,
      sentToEmail: opts.sentToEmail ?? null,
      expiresAt: new Date(now.getTime() + shareLifetimeMs[shareType]),
      createdAt: now,
    });
    return { token, share, url: `${deps.publicUrl}/shared-documents/${token}` };
  }

  const signature = (token: string, documentId: string, exp: number) =>
    createHmac('sha256', signingKey).update(`${token}.${documentId}.${exp}`).digest('base64url');

  function signedFileUrl(token: string, doc: DocumentRow, share: ShareRow, now: Date): string {
    const exp = Math.floor(
      Math.min(now.getTime() + SHARED_FILE_URL_TTL_MS, share.expiresAt.getTime()) / 1000,
    );
    return `/api/documents/shared/${token}/files/${doc.id}?exp=${exp}&sig=${signature(token, doc.id, exp)}`;
  }

  /** Why a link does not work (404 unknown, 410 expired/revoked/owner leaving). */
  async function explainDeadLink(tokenHash: string, now: Date): Promise<AppError> {
    const share = await documentsRepo.findShareByHash(db, tokenHash);
    if (!share) return linkNotFound();
    if (share.revokedAt) return linkGone('revoked');
    if (share.expiresAt.getTime() <= now.getTime()) return linkGone('expired');
    return linkNotFound();
  }

  async function ownerStillHere(ownerId: string) {
    const owner = await accounts.getUser(ownerId);
    return owner && !owner.deletionRequestedAt && !owner.anonymisedAt ? owner : null;
  }

  async function sharedDocuments(share: ShareRow): Promise<DocumentRow[]> {
    if (share.documentId) {
      const doc = await documentsRepo.find(db, share.documentId);
      return doc ? [doc] : [];
    }
    // "All documents" means the ones there were when the link was made, not what is uploaded later.
    return (await documentsRepo.listForOwner(db, share.ownerId)).filter((d) => coveredByAllLink(share, d));
  }

  async function checksumOf(fileId: string): Promise<string> {
    const read = await files.read(fileId);
    if (!read) return '';
    const hash = createHash('sha256');
    for await (const chunk of read.stream) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  const service = {
    tmpDir: deps.tmpDir,
    uploadLimits: { maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: DOCUMENT_TOO_LARGE },

    /**
     * Stores an upload received on disk. Every check runs before anything is stored: the form fields,
     * an empty file, the expiry date and the real type from the bytes (415 otherwise).
     */
    async upload(actor: SessionUser, received: ReceivedUpload): Promise<Document> {
      try {
        const fields = uploadDocumentFields.parse(received.fields);
        const file = received.file;
        if (!file)
          throw badRequest('Please upload a document file', 'no_file', {
            file: 'Please upload a document file',
          });
        if (file.size === 0)
          throw badRequest('The file is empty. Choose the document again.', 'empty_file', {
            file: 'The file is empty. Choose the document again.',
          });
        if (fields.expiresOn) {
          if (!(expiringDocumentTypes as readonly string[]).includes(fields.documentType))
            throw badRequest(
              'Only licences and medical certificates take an expiry date.',
              'no_expiry_here',
              {
                expiresOn: 'Only licences and medical certificates take an expiry date.',
              },
            );
          if (daysUntil(fields.expiresOn, new Date()) < 0)
            throw badRequest('This document has already expired. Upload a current one.', 'document_expired', {
              expiresOn: 'This document has already expired. Upload a current one.',
            });
        }
        const stored = await files.storeFromDisk(
          actor.id,
          'document',
          file,
          documentContentTypes,
          UNSUPPORTED,
        );
        const label = documentTypeLabels[fields.documentType];
        try {
          const row = await documentsRepo.insert(db, {
            ownerId: actor.id,
            fileId: stored.id,
            documentType: fields.documentType,
            fileName: cleanFileName(
              fields.fileName || file.fileName,
              `${label}.${extFor(stored.contentType)}`,
            ),
            contentType: stored.contentType,
            sizeBytes: stored.sizeBytes,
            checksum: file.sha256,
            expiresOn: fields.expiresOn ?? null,
          });
          return toDocument(row);
        } catch (err) {
          await files.remove(stored.id);
          throw err;
        }
      } finally {
        await received.cleanup();
      }
    },

    /** A document from bytes in memory (demo data, imports), through the same checks as an upload. */
    async importBytes(
      owner: SessionUser,
      fields: { documentType: DocumentTypeValue; fileName: string; expiresOn?: string },
      bytes: Buffer,
    ): Promise<Document> {
      await fs.mkdir(deps.tmpDir, { recursive: true, mode: 0o700 });
      const tmp = path.join(deps.tmpDir, `${randomUUID()}.import`);
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
      return service.upload(owner, {
        fields,
        file: {
          path: tmp,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          head: bytes.subarray(0, 4100),
          fileName: fields.fileName,
        },
        cleanup: () => fs.rm(tmp, { force: true }),
      });
    },

    /** A user's documents, newest first: their own, or anyone's for an operator; 404 otherwise. */
    async listFor(actor: SessionUser, userId: string): Promise<Document[]> {
      if (userId !== actor.id && !actor.isAdmin) throw notFound('User not found');
      if (!isUuid(userId)) throw notFound('User not found');
      return (await documentsRepo.listForOwner(db, userId)).map(toDocument);
    },

    /** The file of the actor's own document (or any, for an operator). */
    async openFile(actor: SessionUser, id: string): Promise<{ document: Document; stream: Readable }> {
      const row = isUuid(id) ? await documentsRepo.find(db, id) : undefined;
      if (!row || (row.ownerId !== actor.id && !actor.isAdmin)) throw documentNotFound();
      const read = await files.read(row.fileId);
      if (!read) throw documentNotFound();
      return { document: toDocument(row), stream: read.stream };
    },

    /** Deletes the actor's upload, its file and (by cascade) its share links. */
    async remove(actor: SessionUser, id: string): Promise<void> {
      const row = await ownDocument(actor, id);
      if (row.source !== 'upload')
        throw conflict(
          'This is your driver verification photo. Replace it in the Driver verification section of your profile.',
          'verification_document',
        );
      await documentsRepo.delete(db, row.id);
      await files.remove(row.fileId);
    },

    async oneClickShare(
      actor: SessionUser,
      input: { documentId: string; shareType: ShareType },
    ): Promise<OneClickShareResponse> {
      const doc = await ownDocument(actor, input.documentId);
      const { token, share, url } = await newShare(actor, doc.id, input.shareType);
      return { success: true, shareUrl: url, shareId: token, expiresAt: share.expiresAt.toISOString() };
    },

    /** Customer flow: the latest document of a type, or `all` for one link listing every document. */
    async generateShareLink(
      actor: SessionUser,
      input: { documentType: DocumentTypeValue | 'all'; expiresIn: keyof typeof expiresInShareType },
    ): Promise<GenerateShareLinkResponse> {
      let documentId: string | null = null;
      if (input.documentType === 'all') {
        if ((await documentsRepo.listForOwner(db, actor.id)).length === 0)
          throw notFound('You have no documents to share yet. Upload one first.');
      } else {
        documentId = (await latestOfType(actor, input.documentType)).id;
      }
      const { token, share, url } = await newShare(actor, documentId, expiresInShareType[input.expiresIn]);
      return { success: true, shareId: token, shareUrl: url, expiresAt: share.expiresAt.toISOString() };
    },

    /**
     * Sends a standard (24 hour) link by e-mail; the file itself never leaves. At most
     * EMAIL_SHARES_PER_HOUR per user per hour, counted under a per-user lock so parallel requests
     * cannot slip past the limit. The answer comes once the mail is queued.
     */
    async shareViaEmail(
      actor: SessionUser,
      input: { documentId?: string; documentType?: DocumentTypeValue | 'all'; email: string },
    ): Promise<{ success: true; expiresAt: string }> {
      let doc: DocumentRow | null = null;
      if (input.documentId) doc = await ownDocument(actor, input.documentId);
      else if (input.documentType && input.documentType !== 'all')
        doc = await latestOfType(actor, input.documentType);
      else if ((await documentsRepo.listForOwner(db, actor.id)).length === 0)
        throw notFound('You have no documents to share yet. Upload one first.');

      const what = doc ? `${documentTypeLabels[doc.documentType]} (${doc.fileName})` : 'documents';
      const { mailId, expiresAt } = await db.transaction(async (tx) => {
        await documentsRepo.lockOwner(tx, actor.id);
        const sent = await documentsRepo.countEmailSharesSince(tx, actor.id, new Date(Date.now() - HOUR_MS));
        if (sent >= EMAIL_SHARES_PER_HOUR)
          throw new AppError(
            429,
            `You can share documents by e-mail ${EMAIL_SHARES_PER_HOUR} times an hour. Please try again later.`,
            'share_limit',
          );
        const { share, url } = await newShare(actor, doc?.id ?? null, 'standard', {
          sentToEmail: input.email,
          tx,
        });
        const mail = await deps.mail.queue(
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
              `The link works until ${share.expiresAt.toUTCString()}. Anyone holding it can view the document until then, so please do not forward it.`,
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
      await deps.mail.handOver(mailId);
      return { success: true, expiresAt: expiresAt.toISOString() };
    },

    /** The actor's links that still work, newest first, with view counts. */
    async listShares(actor: SessionUser): Promise<ShareLink[]> {
      const rows = await documentsRepo.listLiveShares(db, actor.id, new Date());
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
    },

    /** Turns one of the actor's links off at once (repeating it is harmless); 404 for others' links. */
    /** Someone asked for their data to be deleted: their links stop working and stay revoked. */
    async revokeAllSharesOf(userId: string): Promise<void> {
      await documentsRepo.revokeAllSharesOf(db, userId, new Date());
    },

    async revokeShare(actor: SessionUser, id: string): Promise<void> {
      const share = isUuid(id) ? await documentsRepo.findShare(db, id) : undefined;
      if (!share || share.ownerId !== actor.id) throw notFound('Share link not found');
      await documentsRepo.revokeShare(db, share.id, actor.id, new Date());
    },

    /** Anyone holding a live link: the document(s) with short-lived file URLs; each call counts a view. */
    async viewShared(token: string): Promise<SharedDocumentResponse> {
      if (!TOKEN.test(token)) throw linkNotFound();
      const now = new Date();
      const tokenHash = hashToken(token);
      const share = await documentsRepo.viewLive(db, tokenHash, now);
      if (!share) throw await explainDeadLink(tokenHash, now);
      const owner = await ownerStillHere(share.ownerId);
      if (!owner) throw linkGone('removed');
      const docs = await sharedDocuments(share);
      if (share.documentId && docs.length === 0) throw linkGone('removed');
      const items: SharedDocumentItem[] = docs.map((doc) => ({
        documentType: doc.documentType,
        documentUrl: signedFileUrl(token, doc, share, now),
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
    },

    /** The bytes behind a shared file URL: a valid signature, not past `exp`, and the link still live. */
    async sharedFile(
      token: string,
      documentId: string,
      exp: number,
      sig: string,
    ): Promise<{ document: Document; stream: Readable }> {
      if (!TOKEN.test(token) || !isUuid(documentId)) throw linkNotFound();
      const expected = Buffer.from(signature(token, documentId, exp));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkNotFound();
      const now = new Date();
      if (exp * 1000 <= now.getTime())
        throw new AppError(
          410,
          'This file link has expired. Open the shared page again.',
          'file_url_expired',
        );
      const tokenHash = hashToken(token);
      const share = await documentsRepo.findShareByHash(db, tokenHash);
      if (!share || share.revokedAt || share.expiresAt.getTime() <= now.getTime())
        throw await explainDeadLink(tokenHash, now);
      if (!(await ownerStillHere(share.ownerId))) throw linkGone('removed');
      const doc = await documentsRepo.find(db, documentId);
      const covered =
        doc &&
        (share.documentId
          ? share.documentId === doc.id
          : doc.ownerId === share.ownerId && coveredByAllLink(share, doc));
      if (!doc || !covered) throw linkNotFound();
      const read = await files.read(doc.fileId);
      if (!read) throw linkGone('removed');
      return { document: toDocument(doc), stream: read.stream };
    },

    // ---- operator review ----

    async reviewQueue(): Promise<DocumentForReview[]> {
      const rows = await documentsRepo.listPendingReview(db);
      const owners = new Map<string, { name: string; email: string }>();
      const out: DocumentForReview[] = [];
      for (const row of rows) {
        let owner = owners.get(row.ownerId);
        if (!owner) {
          const user = await accounts.getUser(row.ownerId);
          owner = { name: user?.name ?? 'Unknown user', email: user?.email ?? '' };
          owners.set(row.ownerId, owner);
        }
        out.push({
          ...toDocument(row),
          ownerId: row.ownerId,
          ownerName: owner.name,
          ownerEmail: owner.email,
        });
      }
      return out;
    },

    async review(admin: SessionUser, id: string, decision: DocumentReviewDecision): Promise<Document> {
      if (!isUuid(id)) throw documentNotFound();
      const row = await documentsRepo.review(db, id, {
        reviewStatus: decision.decision === 'approve' ? 'approved' : 'rejected',
        rejectionReason: decision.decision === 'reject' ? decision.reason : null,
        reviewedBy: admin.id,
      });
      if (!row) {
        if (!(await documentsRepo.find(db, id))) throw documentNotFound();
        throw conflict('This document is not waiting for review.', 'not_pending');
      }
      const label = documentTypeLabels[row.documentType];
      await deps.notify(
        row.ownerId,
        decision.decision === 'approve' ? 'document_approved' : 'document_rejected',
        decision.decision === 'approve'
          ? {
              title: `Your ${label} was approved`,
              body: `An operator checked ${row.fileName} and approved it.`,
              link: '/profile',
            }
          : {
              title: `Your ${label} needs another look`,
              body: `An operator could not accept ${row.fileName}: ${decision.reason}\nPlease upload it again.`,
              link: '/documents',
            },
      );
      return toDocument(row);
    },

    /** The Verified Account badge: approved registration and insurance. */
    async hasApprovedVehicleDocuments(userId: string): Promise<boolean> {
      const approved = await documentsRepo.approvedTypes(db, userId);
      return approved.has('registration') && approved.has('insurance');
    },

    /** Mirrors a driver's verification photos (and licence expiry) as documents of theirs. */
    async syncDriverIdentity(userId: string): Promise<void> {
      const identity = await deps.drivers.identity(userId);
      if (!identity) return;
      const status =
        identity.verificationStatus === 'approved'
          ? 'approved'
          : identity.verificationStatus === 'rejected'
            ? 'rejected'
            : 'pending';
      const photos = [
        {
          source: 'driver_license' as const,
          fileId: identity.licensePhotoFileId,
          type: 'license' as const,
          name: "Driver's licence (verification photo)",
        },
        {
          source: 'driver_selfie' as const,
          fileId: identity.selfieFileId,
          type: 'other' as const,
          name: 'Selfie (verification photo)',
        },
      ];
      for (const photo of photos) {
        if (!photo.fileId) continue;
        const file = await files.info(photo.fileId);
        if (!file) continue;
        const current = await documentsRepo.findBySource(db, userId, photo.source);
        await documentsRepo.upsertFromSource(db, {
          ownerId: userId,
          source: photo.source,
          fileId: file.id,
          documentType: photo.type,
          fileName: `${photo.name}.${extFor(file.contentType)}`,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          checksum: current?.fileId === file.id ? current.checksum : await checksumOf(file.id),
          expiresOn: photo.source === 'driver_license' ? identity.licenseExpiresOn : null,
          reviewStatus: status,
          rejectionReason: status === 'rejected' ? identity.rejectionReason : null,
        });
      }
    },

    /**
     * Daily: warns owners 30 and 7 days before a licence or medical certificate expires (a notification,
     * which mails them). Each warning is claimed in the database first, so it is sent once.
     */
    async sendExpiryWarnings(now = new Date()): Promise<number> {
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const until = new Date(today.getTime() + Math.max(...EXPIRY_WARNING_DAYS) * 86_400_000);
      const candidates = await documentsRepo.expiringBetween(
        db,
        today.toISOString().slice(0, 10),
        until.toISOString().slice(0, 10),
      );
      let sent = 0;
      for (const { doc, sent: already } of candidates) {
        const daysLeft = daysUntil(doc.expiresOn!, now);
        const due = expiryWarningDue(daysLeft, already);
        if (!due) continue;
        if (!(await documentsRepo.claimWarning(db, doc.id, doc.expiresOn!, due))) continue;
        const label = documentTypeLabels[doc.documentType];
        await deps.notify(doc.ownerId, 'document_expiring', {
          title: `Your ${label} expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
          body: `${doc.fileName} expires on ${doc.expiresOn}. Upload the renewed document before then to keep taking work.`,
          link: '/documents',
        });
        sent += 1;
      }
      return sent;
    },

    /** Temporary upload files left by a crash (older than an hour) are removed. */
    async cleanTemporaryFiles(now = Date.now()): Promise<number> {
      let removed = 0;
      let names: string[] = [];
      try {
        names = await fs.readdir(deps.tmpDir);
      } catch {
        return 0;
      }
      for (const name of names) {
        const full = path.join(deps.tmpDir, name);
        const stat = await fs.stat(full).catch(() => null);
        if (stat?.isFile() && now - stat.mtimeMs > HOUR_MS) {
          await fs.rm(full, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    /**
     * Account erasure: every share link, every document and its file in storage, including the driver
     * verification photos (the drivers domain lets go of them first).
     */
    async eraseAllFor(userId: string): Promise<void> {
      await documentsRepo.deleteSharesOf(db, userId);
      const rows = await documentsRepo.listForOwner(db, userId);
      for (const row of rows) {
        await documentsRepo.delete(db, row.id);
        if (row.source === 'upload') await files.remove(row.fileId);
      }
      await deps.drivers.eraseIdentityPhotos(userId);
    },
  };
  return service;
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
