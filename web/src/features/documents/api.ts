import {
  type Document,
  type DocumentReviewDecision,
  type DocumentType,
  documentSchema,
  documentsForReviewResponse,
  documentsResponse,
  generateShareLinkResponse,
  oneClickShareResponse,
  type ShareType,
  sharedDocumentResponse,
  shareLinksResponse,
  shareViaEmailResponse,
  uploadDocumentResponse,
} from '@core/contracts/documents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/auth';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { uploadFile } from '@web/lib/upload';

/** Every call of the documents domain: one query definition or mutation per endpoint. */

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export const documentsQueries = {
  /** GET /api/users/{id}/documents: the user's own documents, newest first. */
  list: (userId: string) =>
    queryOptions({
      queryKey: [`/api/users/${encodeURIComponent(userId)}/documents`] as const,
      queryFn: async (ctx) => documentsResponse.parse(await fetchJson(ctx)).documents,
    }),
  /** GET /api/documents/shares: the owner's links that still work, with view counts. */
  shares: () =>
    queryOptions({
      queryKey: ['/api/documents/shares'] as const,
      queryFn: async (ctx) => shareLinksResponse.parse(await fetchJson(ctx)).links,
    }),
  /** GET /api/documents/shared/{shareId}: public, no sign-in; every load counts a view. */
  shared: (shareId: string) =>
    queryOptions({
      queryKey: [`/api/documents/shared/${encodeURIComponent(shareId)}`] as const,
      queryFn: async (ctx) => sharedDocumentResponse.parse(await fetchJson(ctx)),
      gcTime: 0,
    }),
  /** GET /api/admin/documents: uploads waiting for an operator (403 for others). */
  reviewQueue: () =>
    queryOptions({
      queryKey: ['/api/admin/documents'] as const,
      queryFn: async (ctx) => documentsForReviewResponse.parse(await fetchJson(ctx)).documents,
      refetchInterval: 60_000,
    }),
};

/** Refreshes every list a document change shows up in (documents, links, the badge on `me`). */
function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = query.queryKey[0];
        return (
          typeof first === 'string' &&
          ((first.startsWith('/api/users/') && first.endsWith('/documents')) ||
            first === '/api/documents/shares' ||
            first === accountKeys.me[0])
        );
      },
    });
}

export interface UploadDocumentInput {
  file: File;
  documentType: DocumentType;
  expiresOn?: string;
  onProgress?: (percent: number) => void;
}

/** POST /api/documents (multipart): the fields first, then the file; real upload progress. */
export function useUploadDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async ({ file, documentType, expiresOn, onProgress }: UploadDocumentInput) => {
      const fields: Record<string, string> = { documentType, fileName: file.name, isPublic: 'false' };
      if (expiresOn) fields.expiresOn = expiresOn;
      const answer = await uploadFile('/api/documents', file, uploadDocumentResponse, { fields, onProgress });
      return answer.document;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiJson<unknown>('DELETE', `/api/documents/${encodeURIComponent(documentId)}`),
    onSuccess: invalidate,
  });
}

/** POST /api/documents/one-click-share: a link to one document with the chosen lifetime. */
export function useOneClickShare() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async (input: { documentId: string; shareType: ShareType }) =>
      oneClickShareResponse.parse(await apiJson<unknown>('POST', '/api/documents/one-click-share', input)),
    onSuccess: invalidate,
  });
}

/** POST /api/documents/generate-share-link: the latest document of a type (or all), 24 hours. */
export function useGenerateShareLink() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async (input: { documentType: DocumentType | 'all'; expiresIn?: '1h' | '24h' | '7d' }) =>
      generateShareLinkResponse.parse(
        await apiJson<unknown>('POST', '/api/documents/generate-share-link', { expiresIn: '24h', ...input }),
      ),
    onSuccess: invalidate,
  });
}

export type ShareTarget = { documentId: string } | { documentType: DocumentType | 'all' };

/** POST /api/documents/share-via-email: the server mails a 24 hour link (never the file). */
export function useShareViaEmail() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async (input: ShareTarget & { email: string }) =>
      shareViaEmailResponse.parse(await apiJson<unknown>('POST', '/api/documents/share-via-email', input)),
    onSuccess: invalidate,
  });
}

export function useRevokeShare() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiJson<unknown>('DELETE', `/api/documents/shares/${encodeURIComponent(linkId)}`),
    onSuccess: invalidate,
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, ...body }: { documentId: string } & DocumentReviewDecision) =>
      documentSchema.parse(
        await apiJson<unknown>('POST', `/api/admin/documents/${encodeURIComponent(documentId)}/review`, body),
      ),
    onSuccess: (reviewed: Document) => {
      const key = documentsQueries.reviewQueue().queryKey;
      queryClient.setQueryData(key, (list) => list?.filter((d) => d.id !== reviewed.id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
