import { createHash } from 'node:crypto';
import {
  type DocumentForReview,
  type DocumentReviewDecision,
  documentTypeLabels,
} from '@core/contracts/documents';
import { daysUntil, EXPIRY_WARNING_DAYS, expiryWarningDue } from '@core/documents';
import { conflict } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import { type DocumentsContext, documentNotFound, extFor, toDocument } from './context';
import { documentMessages } from './messages';
import { documentsRepo } from './repo';

/** Operators' review of documents, the Verified Account badge, driver photos mirrored, expiry warnings. */

export async function reviewQueue(ctx: DocumentsContext): Promise<DocumentForReview[]> {
  const rows = await documentsRepo.listPendingReview(ctx.db);
  const owners = new Map<string, { name: string; email: string }>();
  const out: DocumentForReview[] = [];
  for (const row of rows) {
    let owner = owners.get(row.ownerId);
    if (!owner) {
      const user = await ctx.accounts.getUser(row.ownerId);
      owner = { name: user?.name ?? 'Unknown user', email: user?.email ?? '' };
      owners.set(row.ownerId, owner);
    }
    out.push({ ...toDocument(row), ownerId: row.ownerId, ownerName: owner.name, ownerEmail: owner.email });
  }
  return out;
}

export async function review(
  ctx: DocumentsContext,
  admin: SessionUser,
  id: string,
  decision: DocumentReviewDecision,
) {
  if (!isUuid(id)) throw documentNotFound();
  const row = await documentsRepo.review(ctx.db, id, {
    reviewStatus: decision.decision === 'approve' ? 'approved' : 'rejected',
    rejectionReason: decision.decision === 'reject' ? decision.reason : null,
    reviewedBy: admin.id,
  });
  if (!row) {
    if (!(await documentsRepo.find(ctx.db, id))) throw documentNotFound();
    throw conflict('This document is not waiting for review.', 'not_pending');
  }
  await ctx.notify(
    row.ownerId,
    decision.decision === 'approve' ? 'document_approved' : 'document_rejected',
    (locale) =>
      decision.decision === 'approve'
        ? { ...documentMessages[locale].approved(row.documentType, row.fileName), link: '/profile' }
        : {
            ...documentMessages[locale].rejected(row.documentType, row.fileName, decision.reason),
            link: '/documents',
          },
  );
  return toDocument(row);
}

/** The Verified Account badge: approved registration and insurance. */
export async function hasApprovedVehicleDocuments(ctx: DocumentsContext, userId: string): Promise<boolean> {
  const approved = await documentsRepo.approvedTypes(ctx.db, userId);
  return approved.has('registration') && approved.has('insurance');
}

async function checksumOf(ctx: DocumentsContext, fileId: string): Promise<string> {
  const read = await ctx.files.read(fileId);
  if (!read) return '';
  const hash = createHash('sha256');
  for await (const chunk of read.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Mirrors a driver's verification photos (and licence expiry) as documents of theirs. */
export async function syncDriverIdentity(ctx: DocumentsContext, userId: string): Promise<void> {
  const identity = await ctx.drivers.identity(userId);
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
    const file = await ctx.files.info(photo.fileId);
    if (!file) continue;
    const current = await documentsRepo.findBySource(ctx.db, userId, photo.source);
    await documentsRepo.upsertFromSource(ctx.db, {
      ownerId: userId,
      source: photo.source,
      fileId: file.id,
      documentType: photo.type,
      fileName: `${photo.name}.${extFor(file.contentType)}`,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      checksum: current?.fileId === file.id ? current.checksum : await checksumOf(ctx, file.id),
      expiresOn: photo.source === 'driver_license' ? identity.licenseExpiresOn : null,
      reviewStatus: status,
      rejectionReason: status === 'rejected' ? identity.rejectionReason : null,
    });
  }
}

/**
 * Daily: warns owners 30 and 7 days before a licence or medical certificate expires (a notification,
 * which mails them). Each warning is claimed in the database first, so it is sent once.
 */
export async function sendExpiryWarnings(ctx: DocumentsContext, now = new Date()): Promise<number> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const until = new Date(today.getTime() + Math.max(...EXPIRY_WARNING_DAYS) * 86_400_000);
  const candidates = await documentsRepo.expiringBetween(
    ctx.db,
    today.toISOString().slice(0, 10),
    until.toISOString().slice(0, 10),
  );
  let sent = 0;
  for (const { doc, sent: already } of candidates) {
    const daysLeft = daysUntil(doc.expiresOn!, now);
    const due = expiryWarningDue(daysLeft, already);
    if (!due) continue;
    if (!(await documentsRepo.claimWarning(ctx.db, doc.id, doc.expiresOn!, due))) continue;
    await ctx.notify(doc.ownerId, 'document_expiring', (locale) => ({
      ...documentMessages[locale].expiring({
        type: doc.documentType,
        fileName: doc.fileName,
        daysLeft,
        expiresOn: String(doc.expiresOn),
      }),
      link: '/documents',
    }));
    sent += 1;
  }
  return sent;
}

/** Drivers' documents expiring between two days (inclusive): the operators' exceptions list shows them. */
export async function driverDocumentsExpiring(ctx: DocumentsContext, from: string, to: string) {
  const rows = await documentsRepo.expiringBetween(ctx.db, from, to);
  const owners = new Map(
    (await ctx.accounts.getUsers([...new Set(rows.map((r) => r.doc.ownerId))])).map((u) => [u.id, u]),
  );
  return rows
    .filter((r) => owners.get(r.doc.ownerId)?.role === 'driver')
    .map((r) => ({
      driverId: r.doc.ownerId,
      what: `${documentTypeLabels[r.doc.documentType]} (${r.doc.fileName})`,
      expiresOn: r.doc.expiresOn!,
    }));
}

/** Each driver's medical certificate valid until (the latest approved one's expiry), for dispatch. */
export async function medicalExpiries(
  ctx: DocumentsContext,
  driverIds: string[],
): Promise<Map<string, string>> {
  return documentsRepo.latestExpiries(ctx.db, driverIds, 'medical');
}
