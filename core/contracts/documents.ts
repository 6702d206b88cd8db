import { z } from 'zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

/** Document types and their labels (product/platform §3). */
export const documentTypes = [
  'license',
  'insurance',
  'registration',
  'certification',
  'medical',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = {
  license: "Driver's License",
  insurance: 'Insurance Card',
  registration: 'Vehicle Registration',
  certification: 'Certifications',
  medical: 'Medical Certificate',
  other: 'Other',
};
/** Types that carry an expiry date (warnings 30 and 7 days before). */
export const expiringDocumentTypes = ['license', 'medical'] as const satisfies readonly DocumentType[];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = 'Documents can be at most 10 MB';
/** What the picker accepts; the server decides by the file's bytes, not its name. */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf';
export const documentContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Link lifetimes (product/platform §9): temporary 1 hour, standard 24 hours (default), extended 7 days. */
export const shareTypes = ['temporary', 'standard', 'extended'] as const;
export type ShareType = (typeof shareTypes)[number];
export const shareLifetimeMs: Record<ShareType, number> = {
  temporary: 60 * 60 * 1000,
  standard: 24 * 60 * 60 * 1000,
  extended: 7 * 24 * 60 * 60 * 1000,
};
export const shareTypeLabels: Record<ShareType, string> = {
  temporary: 'Temporary (1 hour)',
  standard: 'Standard (24 hours)',
  extended: 'Extended (7 days)',
};
/** The customer flow's `expiresIn` values and the lifetime each stands for. */
export const expiresInShareType = { '1h': 'temporary', '24h': 'standard', '7d': 'extended' } as const;

/** E-mail shares one user may send in an hour. */
export const EMAIL_SHARES_PER_HOUR = 20;

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const documentSources = ['upload', 'driver_license', 'driver_selfie', 'bill_of_lading'] as const;

const documentTypeField = z.enum(documentTypes, { error: 'Please select a document type' });

/** The text fields of `POST /api/documents` (multipart). `userId` and `isPublic` are accepted and ignored. */
export const uploadDocumentFields = z.object({
  documentType: documentTypeField,
  fileName: z
    .string()
    .trim()
    .max(200, 'File name is too long (at most 200 characters)')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .optional(),
  expiresOn: z.iso.date({ error: 'Expiry must be a date (YYYY-MM-DD)' }).optional(),
  userId: z.string().optional(),
  isPublic: z.string().optional(),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFields>;

export const documentSchema = z.object({
  id: z.string(),
  documentType: z.enum(documentTypes),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  checksum: z.string(),
  /** Always false: documents are never public; share links give time-limited access. */
  isPublic: z.boolean(),
  source: z.enum(documentSources),
  expiresOn: z.string().nullable(),
  reviewStatus: z.enum(reviewStatuses),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** The file for its owner (and operators), served after the access check. */
  fileUrl: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentsResponse = z.object({ documents: z.array(documentSchema) });
export const uploadDocumentResponse = z.object({
  success: z.literal(true),
  document: documentSchema,
});

export const oneClickShareBody = z.object({
  documentId: z.string({ error: 'Choose a document to share' }).min(1, 'Choose a document to share').max(64),
  shareType: z
    .enum(shareTypes, { error: 'Share type must be temporary, standard or extended' })
    .default('standard'),
});
export const oneClickShareResponse = z.object({
  success: z.literal(true),
  shareUrl: z.string(),
  shareId: z.string(),
  expiresAt: z.string(),
});
export type OneClickShareResponse = z.infer<typeof oneClickShareResponse>;

/** Customer flow: the latest document of a type, or `all` for one link listing every current document. */
export const shareDocumentType = z.enum([...documentTypes, 'all'], {
  error: 'Document type must be license, registration, insurance, certification, medical, other or all',
});
export const generateShareLinkBody = z.object({
  userId: z.unknown().optional(),
  documentType: shareDocumentType,
  expiresIn: z.enum(['1h', '24h', '7d'], { error: 'expiresIn must be 1h, 24h or 7d' }).default('24h'),
});
export const generateShareLinkResponse = z.object({
  success: z.literal(true),
  shareId: z.string(),
  shareUrl: z.string(),
  expiresAt: z.string(),
});
export type GenerateShareLinkResponse = z.infer<typeof generateShareLinkResponse>;

/** The product's check is "contains @"; the server also insists on an address mail can reach. */
export const shareEmail = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: 'Please enter a valid email address.' }).max(254, 'Please enter a valid email address.'),
  );

export const shareViaEmailBody = z
  .object({
    userId: z.unknown().optional(),
    documentId: z.string().min(1).max(64).optional(),
    documentType: shareDocumentType.optional(),
    email: shareEmail,
  })
  .refine((b) => b.documentId !== undefined || b.documentType !== undefined, {
    message: 'Choose a document to share',
    path: ['documentId'],
  });
/**
 * `delivery`: `queued` when a mail server takes it (it goes out within moments), `held` when none is set
 * up and the message waits in the outbox: the screen says which, never "sent" for a message not sent.
 */
export const shareViaEmailResponse = z.object({
  success: z.literal(true),
  expiresAt: z.string(),
  delivery: z.enum(['queued', 'held']),
});

/** One of the owner's share links, as the owner sees it (the secret itself is never stored). */
export const shareLinkSchema = z.object({
  id: z.string(),
  documentId: z.string().nullable(),
  documentType: z.enum(documentTypes).nullable(),
  fileName: z.string().nullable(),
  shareType: z.enum(shareTypes),
  sentToEmail: z.string().nullable(),
  expiresAt: z.string(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinksResponse = z.object({ links: z.array(shareLinkSchema) });

export const sharedDocumentItem = z.object({
  documentType: z.enum(documentTypes),
  /** Short-lived: works for a few minutes and only while the link lives. */
  documentUrl: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  ownerName: z.string(),
  expiresAt: z.string(),
});
export type SharedDocumentItem = z.infer<typeof sharedDocumentItem>;
export const sharedDocumentResponse = z.object({
  success: z.literal(true),
  /** The first (or only) document; `documents` lists all of them for a Share All Documents link. */
  document: sharedDocumentItem.nullable(),
  documents: z.array(sharedDocumentItem),
  ownerName: z.string(),
  expiresAt: z.string(),
});
export type SharedDocumentResponse = z.infer<typeof sharedDocumentResponse>;

export const documentReviewBody = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: 'Give the customer a reason' })
        .trim()
        .min(5, 'Give the customer a reason (at least 5 characters)')
        .max(500, 'Keep the reason under 500 characters'),
    }),
  ],
  { error: 'Decision must be approve or reject' },
);
export type DocumentReviewDecision = z.infer<typeof documentReviewBody>;

export const documentForReview = documentSchema.extend({
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
});
export type DocumentForReview = z.infer<typeof documentForReview>;
export const documentsForReviewResponse = z.object({ documents: z.array(documentForReview) });
